// Texts at scale (issue 15 item 5): Twilio's webhook intake per second beside the bare INSERT, and
// a customer's thread of 10,000 texts opening with its last page (issue: ≤ 50 ms of API time).
//   node tools/bench/messages.bench.mjs [--texts N] [--concurrency N] [--thread N] [--samples N]
// Boots the built API (apps/api/dist/main.js; `npx nx run api:build` first) twice on throwaway
// PostgreSQL databases with the demo accounts: without TWILIO_AUTH_TOKEN (unsigned webhooks, the
// local path) and with it (every webhook signed as Twilio signs it). Not part of `npm test`.
//
// Figures:
// - intake: N texts from one vendor's customer posted to POST /api/sms/incoming as Twilio's form,
//   `concurrency` in flight; each is matched, stored, notified (sms_received) and told to the
//   vendor's sockets. Against it, the bare INSERT of the same row through `pg` with as many
//   connections in flight: the floor of storing a text at all. Texts per second and the ratio.
// - thread: a customer with `thread` texts (generate_series); GET /api/customers/:id/messages
//   (its first page: the newest 50, which also marks the caller's notifications of it read)
//   beside the bare keyset SELECT of the same page through `pg`, p50 / p99 of `samples` calls each.
import { createHmac, randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { requireApiBuild, startBenchApi } from './support/bench-api.mjs';
import { paired } from './support/samples.mjs';

const { values } = parseArgs({
  options: {
    texts: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '8' },
    thread: { type: 'string', default: '10000' },
    samples: { type: 'string', default: '60' },
  },
});
const TEXTS = Number(values.texts);
const CONCURRENCY = Number(values.concurrency);
const THREAD = Number(values.thread);
const SAMPLES = Number(values.samples);
const PASSWORD = 'Fixflow-demo-1';
const TOKEN = randomBytes(16).toString('hex');
const SITE = 'https://fixflow.bench.test';
const FROM = '+17375550150';
const PAGE = 50;

const ms = (value) => `${value.toFixed(2)} ms`.padStart(10);
const rate = (value) => `${Math.round(value)}/s`.padStart(8);

requireApiBuild();

async function call(base, path, token, init = {}) {
  const res = await fetch(`${base}${path}`, { ...init, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  const json = await res.json();
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

/** Twilio's signature: the URL, then every parameter sorted by name, name and value; HMAC-SHA1, base64. */
const sign = (url, params) =>
  createHmac('sha1', TOKEN)
    .update(Object.keys(params).sort().reduce((data, name) => data + name + params[name], url))
    .digest('base64');

/** `count` calls of fn(i), `concurrency` in flight; answers the calls per second. */
async function throughput(fn, count, concurrency) {
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next;
        next += 1;
        await fn(i);
      }
    }),
  );
  return count / ((performance.now() - start) / 1000);
}

/** A text as Twilio posts it: the form, signed when `signed`. */
function webhook(base, i, tag, signed) {
  const params = { MessageSid: `SM${tag}${String(i).padStart(24, '0')}`, AccountSid: `AC${'0'.repeat(32)}`, From: FROM, To: '+15125550100', Body: `Bench text ${i}`, NumMedia: '0' };
  const headers = { 'content-type': 'application/x-www-form-urlencoded' };
  if (signed) headers['x-twilio-signature'] = sign(`${SITE}/api/sms/incoming`, params);
  return fetch(`${base}/api/sms/incoming`, { method: 'POST', headers, body: new URLSearchParams(params).toString() }).then(async (res) => {
    await res.text();
    if (res.status !== 200) throw new Error(`webhook answered ${res.status}`);
  });
}

/** One API with the vendor's customer texting from FROM: its base, a pg pool, the vendor's token and the customer. */
async function setUp(env) {
  const api = await startBenchApi({ env });
  const pool = new pg.Pool({ connectionString: api.db.databaseUrl, max: CONCURRENCY });
  const token = (await call(api.base, '/api/auth/login', null, { method: 'POST', body: JSON.stringify({ email: 'vendor@fixflow.test', password: PASSWORD }) })).access_token;
  const customer = await call(api.base, '/api/customers', token, { method: 'POST', body: JSON.stringify({ name: 'Bench Texter', phone: FROM }) });
  return { ...api, pool, token, customer };
}

/** The bare INSERT of an incoming text's row, as many in flight as the webhook gets. */
async function bareInsert(pool, vendorId, customerId) {
  // Warm the pool's connections first, as the API's are.
  await Promise.all(Array.from({ length: CONCURRENCY }, () => pool.query('select 1')));
  return throughput(
    (i) =>
      pool.query(
        `insert into sms_messages (id, vendor_id, customer_id, direction, from_number, to_number, body, media_urls, provider_sid, status)
         values (gen_random_uuid(), $1, $2, 'in', $3, '+15125550100', $4, '[]', $5, 'received')`,
        [vendorId, customerId, FROM, `Bare text ${i}`, `SMbare${randomBytes(8).toString('hex')}${i}`],
      ),
    TEXTS,
    CONCURRENCY,
  );
}

const results = [];

// 1. Unsigned (no TWILIO_AUTH_TOKEN): intake, then the 10,000-text thread on the same API.
const unsigned = await setUp({});
try {
  const { base, pool, token, customer } = unsigned;
  // Warm-up: the first requests compile the route's code paths.
  await throughput((i) => webhook(base, i, 'warm', false), 50, CONCURRENCY);
  const api = await throughput((i) => webhook(base, i, 'unsig', false), TEXTS, CONCURRENCY);
  const bare = await bareInsert(pool, customer.vendor_id, customer.id);
  results.push(['intake, unsigned', api, bare]);

  // Another customer's thread of THREAD texts, a second apart, in and out.
  const threadOwner = await call(base, '/api/customers', token, { method: 'POST', body: JSON.stringify({ name: 'Bench Thread', phone: '+17375550151' }) });
  await pool.query(
    `insert into sms_messages (id, vendor_id, customer_id, direction, from_number, to_number, body, media_urls, status, created_at)
     select gen_random_uuid(), $1, $2, case when g % 3 = 0 then 'out' else 'in' end, $3, '+15125550100', 'Thread text ' || g, '[]',
            case when g % 3 = 0 then 'delivered' else 'received' end, now() - make_interval(secs => $4::int - g)
       from generate_series(1, $4::int) g`,
    [threadOwner.vendor_id, threadOwner.id, '+17375550151', THREAD],
  );
  await pool.query('analyze sms_messages');
  const [{ n }] = (await pool.query('select count(*)::int as n from sms_messages where customer_id = $1', [threadOwner.id])).rows;
  const apiPage = async () => {
    const page = await call(base, `/api/customers/${threadOwner.id}/messages`, token);
    if (page.items.length !== PAGE) throw new Error(`a page of ${page.items.length}`);
  };
  const barePage = async () => {
    const { rows } = await pool.query(
      `select m.id, m.customer_id, m.direction, m.from_number, m.to_number, m.body, m.media_urls, m.status, m.error, m.author_id, m.created_at
         from sms_messages m where m.customer_id = $1 order by m.created_at desc, m.id desc limit $2`,
      [threadOwner.id, PAGE + 1],
    );
    if (rows.length !== PAGE + 1) throw new Error(`a bare page of ${rows.length}`);
  };
  for (let i = 0; i < 5; i += 1) {
    await apiPage();
    await barePage();
  }
  const [apiTimes, bareTimes] = await paired(apiPage, barePage, SAMPLES);
  console.log(`\nThread of ${n} texts, its last page (${PAGE} newest, newest last), ${SAMPLES} calls each:`);
  console.log(`  API GET /api/customers/:id/messages  p50 ${ms(apiTimes.p50)}  p99 ${ms(apiTimes.p99)}   (issue: ≤ 50 ms)`);
  console.log(`  bare keyset SELECT through pg        p50 ${ms(bareTimes.p50)}  p99 ${ms(bareTimes.p99)}`);
} finally {
  await unsigned.pool.end();
  await unsigned.stop();
}

// 2. Signed (TWILIO_AUTH_TOKEN set, SITE_URL the public origin): intake only.
const signed = await setUp({ TWILIO_AUTH_TOKEN: TOKEN, SITE_URL: SITE });
try {
  const { base, pool, customer } = signed;
  await throughput((i) => webhook(base, i, 'warm', true), 50, CONCURRENCY);
  const api = await throughput((i) => webhook(base, i, 'signd', true), TEXTS, CONCURRENCY);
  const bare = await bareInsert(pool, customer.vendor_id, customer.id);
  results.push(['intake, signed', api, bare]);
} finally {
  await signed.pool.end();
  await signed.stop();
}

console.log(`\nWebhook intake: ${TEXTS} texts of one vendor's customer, ${CONCURRENCY} in flight (matched, stored, notified, told live):`);
for (const [label, api, bare] of results) {
  console.log(`  ${label.padEnd(17)} API ${rate(api)}   bare INSERT ${rate(bare)}   API / bare ${(api / bare).toFixed(3)}`);
}
