// Throughput under load (issue 20 item 3): the API against the same SQL bare through `pg`, both
// driven by autocannon at 50 connections, in the same run.
//   node tools/bench/load.bench.mjs [--orders N]
//   env: DURATION (s per side for the list, default 30), CREATE_REQUESTS (per side, default 6000),
//        CONNECTIONS (default 50), WARM_UP (s per side, default 5), API_MAIN (another build's
//        main.js, to compare), CPU_PROF (a folder: the API runs with --cpu-prof and writes its
//        profile there on exit; tools/bench/cpu-profile-summary.mjs reads it), ONLY (list or
//        create: that load alone, to profile it)
// Boots the built API (apps/api/dist/main.js; `npx nx run api:build` first) on a throwaway
// PostgreSQL (TEST_DATABASE_URL as an admin URL, else an embedded one) with the demo accounts and
// seeds --orders orders (default 100,000) for the demo vendor. The baseline
// (support/load-bare-server.mjs, a process of its own) runs the very statements the API runs,
// imported from the build: the list's page statement; for a creation, in one transaction, the
// vendor's terms, the customer found by phone then updated or inserted, the recall candidates and
// the order's insert with its history line and read-back. The API adds the framework: sign-in,
// access, validation, the ORM's transaction, mapping, events, logging.
//   GET /api/orders page 1 (25 of the vendor's orders, newest first): DURATION s a side;
//   POST /api/orders (2,000 phones in turn: a third new customers, the rest known ones):
//   CREATE_REQUESTS a side.
// Each load runs in halves, API, bare, bare, API, so a busy machine slows both alike; req/s is
// requests over the seconds both halves took, p50/p99 over every response's latency. The server
// process's CPU time (user + system, /proc) per request is printed too: on a shared machine it
// says what each side costs better than throughput does. PostgreSQL's share is the same for both.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { API_DIST, REPO_ROOT, requireApiBuild, startBenchApi } from './support/bench-api.mjs';
import { summary } from './support/samples.mjs';

const { values } = parseArgs({ options: { orders: { type: 'string', default: '100000' } } });
const ORDERS = Number(values.orders);
const DURATION = Number(process.env.DURATION ?? 30);
const CREATE_REQUESTS = Number(process.env.CREATE_REQUESTS ?? 6000);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const WARM_UP = Number(process.env.WARM_UP ?? 5);
const PHONES = 2000;
const PASSWORD = 'Fixflow-demo-1';
const TARGETS = { list: 0.67, create: 0.5, p99: 2 };
const ONLY = process.env.ONLY;
if (ONLY && ONLY !== 'list' && ONLY !== 'create') throw new Error(`ONLY is list or create, not ${ONLY}`);

requireApiBuild([
  join(API_DIST, 'main.js'),
  join(API_DIST, 'orders/orders.repository.js'),
  join(API_DIST, 'customers/customers.repository.js'),
  join(API_DIST, 'vendors/vendor-settings.repository.js'),
]);

/** The bare server, a process of its own; answers its base URL and stop(). */
async function startBare(databaseUrl, vendorId, userId) {
  const bare = spawn(process.execPath, [join(REPO_ROOT, 'tools/bench/support/load-bare-server.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, DATABASE_URL: databaseUrl, VENDOR_ID: vendorId, USER_ID: userId, API_DIST },
  });
  const port = await new Promise((resolvePort, rejectPort) => {
    bare.once('exit', (code) => rejectPort(new Error(`the bare server exited (${code})`)));
    createInterface({ input: bare.stdout }).on('line', (line) => line.startsWith('listening ') && resolvePort(Number(line.slice(10))));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    pid: bare.pid,
    stop: () => new Promise((resolveExit) => (bare.exitCode !== null ? resolveExit() : (bare.once('exit', resolveExit), bare.kill('SIGTERM')))),
  };
}

const TICKS_PER_S = 100;
/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_S;
}

/** One autocannon run; every response's latency and status kept, and the server's CPU seconds. */
async function load({ url, method = 'GET', headers = {}, body, duration, amount, pid }) {
  const cpuStart = pid ? cpuSeconds(pid) : 0;
  const latencies = [];
  let failures = 0;
  let firstFailure = null;
  const started = performance.now();
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    ...(amount ? { amount } : { duration }),
    requests: [{ method, headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) }, ...(body ? { setupRequest: (req) => ({ ...req, body: body() }) } : {}) }],
  });
  instance.on('response', (_client, statusCode, _bytes, ms) => {
    latencies.push(ms);
    if (statusCode >= 300) failures += 1;
  });
  instance.on('reqError', (error) => (firstFailure ??= error));
  const result = await instance;
  const seconds = (performance.now() - started) / 1000;
  if (failures || result.errors || result.timeouts) throw new Error(`${url}: ${failures} answers ≥ 300, ${result.errors} errors, ${result.timeouts} timeouts ${firstFailure ?? ''}`);
  return { latencies, seconds, cpu: pid ? cpuSeconds(pid) - cpuStart : 0 };
}

/** The two sides in halves, a, b, b, a. */
async function paired(run, apiBase, bareBase) {
  const api = [await run(apiBase)];
  const bare = [await run(bareBase), await run(bareBase)];
  api.push(await run(apiBase));
  const merge = (halves) => {
    const latencies = halves.flatMap((half) => half.latencies);
    const seconds = halves.reduce((sum, half) => sum + half.seconds, 0);
    const cpu = halves.reduce((sum, half) => sum + half.cpu, 0);
    return { rps: latencies.length / seconds, n: latencies.length, cpuUs: (cpu * 1e6) / latencies.length, ...summary(latencies) };
  };
  return { api: merge(api), bare: merge(bare) };
}

const loadBefore = loadavg();
const { base, db, stop, pid: apiPid } = await startBenchApi({
  main: process.env.API_MAIN,
  nodeArgs: process.env.CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CPU_PROF}`] : [],
});
const client = new pg.Client({ connectionString: db.databaseUrl });
let bare;
try {
  await client.connect();
  const {
    rows: [vendor],
  } = await client.query("select v.id, v.user_id from vendors v join users u on u.id = v.user_id where u.email = 'vendor@fixflow.test'");
  await client.query(
    `insert into orders (id, invoice_number, vendor_id, order_source, customer_name, phone, address, city, state, zip_code,
       service_date, time_slot, time_zone, time_range, appliance_type, issue_description, status, technician_status, vendor_status, created_at, updated_at)
     select gen_random_uuid(), 'INV-' || (1000000 + g), $1::uuid, 'phone', 'Customer ' || g, '+1512' || lpad((g % 10000000)::text, 7, '0'),
            g || ' Main St', 'Austin', 'TX', '78701', d, 'morning', 'UTC', tstzrange(d + time '08:00', d + time '12:00', '[)'),
            'Washer', 'Leaking', 'pending', '', 'New', now() - g * interval '1 second', now()
       from generate_series(1, $2::int) as g, lateral (select date '2030-01-01' + (g % 700) as d) dd`,
    [vendor.id, ORDERS],
  );
  await client.query(`select setval('order_invoice_seq', $1)`, [1000000 + ORDERS]);
  await client.query('vacuum analyze');

  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'vendor@fixflow.test', password: PASSWORD }) });
  if (!login.ok) throw new Error(`sign-in: ${login.status}`);
  const token = (await login.json()).access_token;
  const auth = { authorization: `Bearer ${token}` };
  bare = await startBare(db.databaseUrl, vendor.id, vendor.user_id);

  // The same bodies for both sides: PHONES numbers in turn, a new order for next year.
  let next = 0;
  const body = () => {
    next += 1;
    const phone = `+1737555${String(next % PHONES).padStart(4, '0')}`;
    return JSON.stringify({ customer_name: `Load Customer ${next % PHONES}`, phone, address: `${next % PHONES} Oak St`, service_date: '2031-03-14', time_slot: 'morning', appliance_type: 'Dryer', issue_description: 'No heat' });
  };

  // Both sides answer the same page.
  const [apiPage, barePage] = await Promise.all([
    fetch(`${base}/api/orders`, { headers: auth }).then((res) => res.json()),
    fetch(`${bare.base}/api/orders`).then((res) => res.json()),
  ]);
  if (apiPage.items?.length !== 25 || barePage.items.length !== 25 || apiPage.items[0].id !== barePage.items[0].id) throw new Error('the API and the bare server answer different pages');

  const pidOf = (url) => (url === base ? apiPid : bare.pid);
  const list = (url) => load({ url: `${url}/api/orders`, headers: url === base ? auth : {}, duration: DURATION / 2, pid: pidOf(url) });
  const create = (url) => load({ url: `${url}/api/orders`, method: 'POST', headers: url === base ? auth : {}, body, amount: CREATE_REQUESTS / 2, pid: pidOf(url) });
  // Warm-up: JIT, both pools, the indexes' pages.
  for (const url of [base, bare.base]) {
    if (ONLY !== 'create') await load({ url: `${url}/api/orders`, headers: url === base ? auth : {}, duration: WARM_UP });
    if (ONLY !== 'list') await load({ url: `${url}/api/orders`, method: 'POST', headers: url === base ? auth : {}, body, amount: 500 });
  }
  const listed = ONLY === 'create' ? null : await paired(list, base, bare.base);
  const created = ONLY === 'list' ? null : await paired(create, base, bare.base);
  const loadAfter = loadavg();

  const row = (name, side) => `${name.padEnd(6)} ${Math.round(side.rps).toLocaleString('en-US').padStart(6)} req/s  p50 ${side.p50.toFixed(1).padStart(6)} ms  p99 ${side.p99.toFixed(1).padStart(6)} ms  server CPU ${Math.round(side.cpuUs).toLocaleString('en-US').padStart(5)} µs a request  (n=${side.n.toLocaleString('en-US')})`;
  const ratios = (name, result, target) => {
    const rps = result.api.rps / result.bare.rps;
    const p99 = result.api.p99 / result.bare.p99;
    return `  ${name}: throughput ${rps.toFixed(2)}× bare (target ≥ ${target}×) ${rps >= target ? 'ok' : 'MISSED'}; p99 ${p99.toFixed(2)}× bare (target ≤ ${TARGETS.p99}×) ${p99 <= TARGETS.p99 ? 'ok' : 'MISSED'}; p50 ${(result.api.p50 / result.bare.p50).toFixed(2)}×; server CPU a request ${(result.api.cpuUs / result.bare.cpuUs).toFixed(2)}×`;
  };
  console.log(`Load: ${CONNECTIONS} connections, API ${process.env.API_MAIN ?? 'apps/api/dist/main.js'} vs bare pg, ${ORDERS.toLocaleString('en-US')} orders, Node ${process.version}`);
  console.log(`Machine load average (1 min) ${loadBefore[0].toFixed(2)} before, ${loadAfter[0].toFixed(2)} after, on ${(await import('node:os')).availableParallelism()} cores`);
  if (listed) console.log(`GET /api/orders page 1, ${DURATION} s a side\n  ${row('API', listed.api)}\n  ${row('bare', listed.bare)}`);
  if (created) console.log(`POST /api/orders, ${CREATE_REQUESTS.toLocaleString('en-US')} a side\n  ${row('API', created.api)}\n  ${row('bare', created.bare)}`);
  console.log('Ratios (API / bare):');
  if (listed) console.log(ratios('list  ', listed, TARGETS.list));
  if (created) console.log(ratios('create', created, TARGETS.create));
} finally {
  await bare?.stop();
  await client.end().catch(() => undefined);
  await stop();
}
