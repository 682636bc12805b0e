// Order lookup and list latency at 1,000,000 orders, through the API and bare through `pg`,
// beside SPEC.md §7's original lookup (fetch every order, filter in the client) at 100,000.
//   node tools/bench/orders.bench.mjs [--orders N] [--anchor-orders N] [--samples N] [--warm-up N]
// Boots the built API (apps/api/dist/main.js; `npx nx run api:build` first) on a throwaway
// PostgreSQL (TEST_DATABASE_URL as an admin URL, else an embedded one) with the demo accounts,
// seeds the orders in one generate_series insert, warms both paths up (--warm-up calls each), then
// measures sequential requests.
// The bare figures run the very SQL the API runs (its column list and the list's statement are
// imported from the build).
// API and bare samples alternate (API, bare, bare, API, …) so a busy machine slows both alike.
// The anchor is measured twice: as the hosted app did it (every order as JSON over HTTP from a
// PostgREST-like endpoint — PostgreSQL builds the JSON, as PostgREST does — parsed and filtered
// in the client), and at its floor (the rows straight from `pg`, no HTTP, no JSON).
import { Agent, createServer, request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { API_DIST, requireApiBuild, startBenchApi } from './support/bench-api.mjs';
import { paired, timed } from './support/samples.mjs';

const READ_MODEL = join(API_DIST, 'orders/order-read-model.js');
const LIST_REPOSITORY = join(API_DIST, 'orders/order-list.repository.js');
const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '1000000' },
    'anchor-orders': { type: 'string', default: '100000' },
    samples: { type: 'string', default: '300' },
    'warm-up': { type: 'string', default: '1000' },
  },
});
const TOTAL = Number(values.orders);
const ANCHOR = Number(values['anchor-orders']);
const SAMPLES = Number(values.samples);
const WARM_UP = Number(values['warm-up']);
const PASSWORD = 'Fixflow-demo-1';

const ms = (value) => `${value.toFixed(2)} ms`.padStart(11);

// Measured GETs go through node:http with a keep-alive agent: undici's fetch adds its own
// per-request cost, which is the client's, not the API's.
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
function get(base, path, token) {
  return new Promise((resolveGet, rejectGet) => {
    const req = httpRequest(`${base}${path}`, { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const json = JSON.parse(Buffer.concat(chunks).toString());
        if (res.statusCode !== 200) rejectGet(new Error(`${path} answered ${res.statusCode}: ${JSON.stringify(json)}`));
        else resolveGet(json);
      });
    });
    req.on('error', rejectGet);
    req.end();
  });
}

async function call(base, path, token, init = {}) {
  const res = await fetch(`${base}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

requireApiBuild([join(API_DIST, 'main.js'), READ_MODEL, LIST_REPOSITORY]);
const { ORDER_COLUMNS, ORDER_FROM } = await import(READ_MODEL);
const { listStatement } = await import(LIST_REPOSITORY);

const { base, db, stop } = await startBenchApi();
const client = new pg.Client({ connectionString: db.databaseUrl });
let anchorServer;

try {
  await client.connect();
  const token = (await call(base, '/api/auth/login', null, { method: 'POST', body: JSON.stringify({ email: 'vendor@fixflow.test', password: PASSWORD }) })).access_token;
  const { rows: vendors } = await client.query(
    "select v.id, u.email from vendors v join users u on u.id = v.user_id where u.email in ('vendor@fixflow.test', 'vendor2@fixflow.test')",
  );
  const vendorId = vendors.find((v) => v.email === 'vendor@fixflow.test').id;
  const anchorVendorId = vendors.find((v) => v.email === 'vendor2@fixflow.test').id;

  // The first TOTAL − ANCHOR orders belong to the measured vendor, the last ANCHOR to vendor2
  // (the anchor's "every order"). Unassigned, so the exclusion constraint has nothing to check.
  const seedStart = performance.now();
  await client.query(
    `insert into orders (id, invoice_number, vendor_id, order_source, customer_name, phone, address, city, state, zip_code,
       service_date, time_slot, time_zone, time_range, appliance_type, issue_description, status, technician_status, vendor_status, created_at, updated_at)
     select gen_random_uuid(), 'INV-' || (1000000 + g), case when g <= $1 then $2::uuid else $3::uuid end, 'phone',
            'Customer ' || g, '+1512' || lpad((g % 10000000)::text, 7, '0'), g || ' Main St', 'Austin', 'TX', '78701',
            d, 'morning', 'UTC', tstzrange(d + time '08:00', d + time '12:00', '[)'), 'Washer', 'Leaking', 'pending', '', 'New',
            now() - g * interval '1 second', now()
       from generate_series(1, $4::int) as g, lateral (select (date '2026-01-01' + (g % 700))::timestamp at time zone 'UTC' as ts) s,
            lateral (select (s.ts at time zone 'UTC')::date as d) dd`,
    [TOTAL - ANCHOR, vendorId, anchorVendorId, TOTAL],
  );
  await client.query(`select setval('order_invoice_seq', $1)`, [1000000 + TOTAL]);
  await client.query('vacuum analyze orders');
  const seedS = (performance.now() - seedStart) / 1000;

  // Suffixes of invoices the measured vendor owns: 6 digits, so the exact-invoice step misses
  // (INV-nnnnnn is below the seeded range) and the suffix index answers.
  const suffixes = Array.from({ length: Math.max(SAMPLES, WARM_UP) }, (_, i) => String(1000000 + 1 + ((i * 7919) % (TOTAL - ANCHOR))).slice(-6));

  const LOOKUP_EXACT = `select ${ORDER_COLUMNS} from ${ORDER_FROM} where o.invoice_number = $1 and (o.vendor_id = $2) limit 1`;
  const LOOKUP_SUFFIX = `select ${ORDER_COLUMNS} from ${ORDER_FROM} where reverse(o.invoice_number) like $1 and (o.vendor_id = $2) limit 1`;
  // GET /api/orders's page 1 for a vendor: newest first, 25 rows and one to know another page follows.
  const LIST = listStatement(ORDER_COLUMNS, { sql: 'o.vendor_id = ?', params: [] }, {}, 'created', 'desc', undefined, 26).sql.replace('?', '$1');
  const reversed = (text) => `${[...text].reverse().join('')}%`;
  const bareLookup = async (i) => {
    await client.query(LOOKUP_EXACT, [`INV-${suffixes[i]}`, vendorId]);
    const { rows } = await client.query(LOOKUP_SUFFIX, [reversed(suffixes[i]), vendorId]);
    if (!rows.length) throw new Error(`no order ends with ${suffixes[i]}`);
  };
  const apiLookup = async (i) => {
    const order = await get(base, `/api/orders/lookup/${suffixes[i]}`, token);
    if (!order.invoice_number.endsWith(suffixes[i])) throw new Error('wrong order');
  };
  const bareList = () => client.query(LIST, [vendorId]);
  const apiList = () => get(base, '/api/orders', token);

  // SPEC.md §7's last resort: every order with the technician join, then filter in JS.
  const ANCHOR_ALL = `select ${ORDER_COLUMNS} from ${ORDER_FROM} where o.vendor_id = $1`;
  const anchorSuffix = (i) => String(1000000 + TOTAL - (i % ANCHOR)).slice(-6);
  const anchorFind = (rows, i) => {
    const suffix = anchorSuffix(i);
    if (!rows.find((row) => row.id.endsWith(suffix) || row.invoice_number.endsWith(suffix))) throw new Error('anchor missed');
  };
  // As the hosted app did it: a PostgREST-like endpoint answers every order as one JSON array.
  const anchorPool = new pg.Pool({ connectionString: db.databaseUrl, max: 1 });
  anchorServer = createServer(async (_req, res) => {
    const { rows } = await anchorPool.query(`select coalesce(json_agg(t), '[]')::text as body from (${ANCHOR_ALL}) t`, [anchorVendorId]);
    res.writeHead(200, { 'content-type': 'application/json' }).end(rows[0].body);
  });
  await new Promise((resolveListen) => anchorServer.listen(0, '127.0.0.1', resolveListen));
  const anchorBase = `http://127.0.0.1:${anchorServer.address().port}`;
  const anchorHttp = async (i) => anchorFind(await (await fetch(`${anchorBase}/rest/v1/orders`)).json(), i);
  const anchorFloor = async (i) => anchorFind((await client.query(ANCHOR_ALL, [anchorVendorId])).rows, i);

  // Warm-up: JIT, the pool, the pages of the indexes. The API is a long-running process, so the
  // figures are its steady state: after 20 calls V8 was still optimising the API's request path
  // during the samples (lookup p50 ~2.0× bare then, ~1.6× once warm), far less so bare pg's.
  await timed(apiLookup, WARM_UP);
  await timed(bareLookup, WARM_UP);
  await timed(apiList, WARM_UP);
  await timed(bareList, WARM_UP);
  await timed(anchorHttp, 1);
  await timed(anchorFloor, 1);

  const results = {};
  [results.apiLookup, results.bareLookup] = await paired(apiLookup, bareLookup, SAMPLES);
  [results.apiList, results.bareList] = await paired(apiList, bareList, SAMPLES);
  [results.anchor, results.anchorFloor] = await paired(anchorHttp, anchorFloor, 6);
  await anchorPool.end();
  const { rows: plan } = await client.query(`explain ${LOOKUP_SUFFIX.replace('$1', "'654321%'").replace('$2', `'${vendorId}'`)}`);

  console.log(`Orders at ${TOTAL.toLocaleString('en-US')} rows (seeded in ${seedS.toFixed(1)} s), API at ${base}, Node ${process.version}; sequential`);
  console.log(`  lookup by invoice suffix   API ${ms(results.apiLookup.p50)} p50 ${ms(results.apiLookup.p99)} p99   bare pg ${ms(results.bareLookup.p50)} p50 ${ms(results.bareLookup.p99)} p99  (n=${SAMPLES})`);
  console.log(`  list page 1 (25 rows)      API ${ms(results.apiList.p50)} p50 ${ms(results.apiList.p99)} p99   bare pg ${ms(results.bareList.p50)} p50 ${ms(results.bareList.p99)} p99  (n=${SAMPLES})`);
  console.log(`  anchor: SPEC lookup, all ${ANCHOR.toLocaleString('en-US')} orders as JSON over HTTP + filter  ${ms(results.anchor.p50)} p50 ${ms(results.anchor.p99)} p99  (n=6)`);
  console.log(`  anchor floor: the same rows straight from pg + filter      ${ms(results.anchorFloor.p50)} p50 ${ms(results.anchorFloor.p99)} p99  (n=6)`);
  console.log(`  API / bare (p50)           lookup ${(results.apiLookup.p50 / results.bareLookup.p50).toFixed(2)}×   list ${(results.apiList.p50 / results.bareList.p50).toFixed(2)}×   (target ≤ 2×)`);
  console.log(`  anchor / API lookup (p50)  ${Math.round(results.anchor.p50 / results.apiLookup.p50).toLocaleString('en-US')}×   (target > 1,000×); against the anchor's floor ${Math.round(results.anchorFloor.p50 / results.apiLookup.p50).toLocaleString('en-US')}×`);
  console.log(`  suffix plan: ${plan.map((row) => row['QUERY PLAN'].trim()).join(' | ')}`);
} finally {
  anchorServer?.close();
  agent.destroy();
  await client.end().catch(() => undefined);
  await stop();
}
