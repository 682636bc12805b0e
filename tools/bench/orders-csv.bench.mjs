// The orders CSV export at 100,000 orders (issue 18): GET /api/orders/export.csv downloaded to a
// file — time, rows/s and the API process's resident memory while it answers — beside the same
// rows read bare through `pg` into a file.
//   node tools/bench/orders-csv.bench.mjs [--orders N] [--runs N] [--slow-kbps N]
// Boots the built API (apps/api/dist/main.js; `npx nx run api:build` first) on a throwaway
// PostgreSQL (TEST_DATABASE_URL as an admin URL, else an embedded one) with the demo accounts and
// seeds N orders of the demo vendor (and N/10 of vendor2, which its scope must leave out) in one
// generate_series insert. Linux only: memory is read from /proc/<pid>/status.
//
// Figures:
// - API: the export of every order of the vendor, streamed to a file, in three sorts; the API's
//   RSS is sampled every 10 ms and its peak is given against its idle RSS before the export;
// - API, slow client: the same download read at --slow-kbps, to show the export waits for the
//   client (backpressure) rather than piling the file up in the API's memory;
// - bare: EXPORT_COLUMNS (imported from the build, the very select list the API runs) in one query
//   through `pg`, every row in memory, formatted by the build's own orderCsvRecord and written to a
//   file: the floor of the work, and what holding the whole result costs (this process's RSS).
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { API_DIST, requireApiBuild, startBenchApi } from './support/bench-api.mjs';

const REPOSITORY = join(API_DIST, 'orders/order-list.repository.js');
const CSV = join(API_DIST, 'orders/order-csv.js');
const READ_MODEL = join(API_DIST, 'orders/order-read-model.js');
const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '3' },
    'slow-kbps': { type: 'string', default: '4000' },
    // The API's V8 old space in MB (unset: Node's default). A cap well under the rows' size in memory
    // shows the export never holds them all: it would run out of heap, not just use more.
    'api-heap-mb': { type: 'string' },
  },
});
const TOTAL = Number(values.orders);
const RUNS = Number(values.runs);
const SLOW_KBPS = Number(values['slow-kbps']);
const API_HEAP_MB = values['api-heap-mb'];

requireApiBuild([join(API_DIST, 'main.js'), REPOSITORY, CSV, READ_MODEL]);
const { EXPORT_COLUMNS } = await import(REPOSITORY);
const { orderCsvHeader, orderCsvRecord } = await import(CSV);
const { ORDER_FROM } = await import(READ_MODEL);

const mb = (kb) => `${(kb / 1024).toFixed(1)} MB`;
const rate = (rows, ms) => `${Math.round(rows / (ms / 1000)).toLocaleString('en-US')} rows/s`;
const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

/** Runs fn while sampling a process's RSS every 10 ms: fn's answer, its milliseconds and the peak RSS (KB). */
async function measured(pid, fn) {
  let peak = rssKb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssKb(pid));
  }, 10);
  const start = performance.now();
  try {
    const result = await fn();
    const ms = performance.now() - start;
    return { result, ms, peak: Math.max(peak, rssKb(pid)) };
  } finally {
    clearInterval(timer);
  }
}

/** Reads at most `kbps` kilobytes a second: a client on a slow line. */
const throttle = (kbps) =>
  new Transform({
    transform(chunk, _encoding, done) {
      setTimeout(() => done(null, chunk), (chunk.length / 1024 / kbps) * 1000);
    },
  });

/** Downloads the export to `file` (through `via` when given); answers the status, headers and file's rows. */
function download(base, query, token, file, via) {
  return new Promise((resolveDownload, rejectDownload) => {
    const req = httpRequest(`${base}/api/orders/export.csv${query}`, { headers: { authorization: `Bearer ${token}` } }, (res) => {
      if (res.statusCode !== 200) {
        rejectDownload(new Error(`export answered ${res.statusCode}`));
        res.resume();
        return;
      }
      const stages = via ? [res, via, createWriteStream(file)] : [res, createWriteStream(file)];
      pipeline(...stages).then(() => {
        const text = readFileSync(file, 'utf8');
        resolveDownload({ disposition: res.headers['content-disposition'], rows: text.split('\r\n').length - 2, bytes: statSync(file).size });
      }, rejectDownload);
    });
    req.on('error', rejectDownload);
    req.end();
  });
}

const { base, pid, db, stop } = await startBenchApi(API_HEAP_MB ? { env: { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=${API_HEAP_MB}`.trim() } } : {});
const client = new pg.Client({ connectionString: db.databaseUrl });
const dir = mkdtempSync(join(tmpdir(), 'fixflow-orders-csv-'));

try {
  await client.connect();
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'vendor@fixflow.test', password: 'Fixflow-demo-1' }),
  });
  const token = (await login.json()).access_token;
  const { rows: vendors } = await client.query(
    "select v.id, u.email from vendors v join users u on u.id = v.user_id where u.email in ('vendor@fixflow.test', 'vendor2@fixflow.test')",
  );
  const vendorId = vendors.find((v) => v.email === 'vendor@fixflow.test').id;
  const otherId = vendors.find((v) => v.email === 'vendor2@fixflow.test').id;
  const other = Math.round(TOTAL / 10);

  // Every tenth name needs quoting (a comma and quotes); every phone starts with "+", which the export guards.
  const seedStart = performance.now();
  await client.query(
    `insert into orders (id, invoice_number, vendor_id, order_source, customer_name, phone, address, city, state, zip_code,
       service_date, time_slot, time_zone, time_range, appliance_type, issue_description, status, technician_status, vendor_status, created_at, updated_at)
     select gen_random_uuid(), 'INV-' || (1000000 + g), case when g <= $1 then $2::uuid else $3::uuid end, 'phone',
            'Customer ' || g || case when g % 10 = 0 then ', "Jr."' else '' end, '+1512' || lpad((g % 10000000)::text, 7, '0'),
            g || ' Main St', 'Austin', 'TX', '78701', d, 'morning', 'America/Chicago',
            tstzrange((d + time '08:00') at time zone 'America/Chicago', (d + time '12:00') at time zone 'America/Chicago', '[)'),
            'Washer', 'Leaking', 'pending', '', 'New', now() - g * interval '1 second', now()
       from generate_series(1, $4::int) as g, lateral (select date '2026-01-01' + (g % 700) as d) dd`,
    [TOTAL, vendorId, otherId, TOTAL + other],
  );
  await client.query(`select setval('order_invoice_seq', $1)`, [1000000 + TOTAL + other]);
  await client.query('vacuum analyze orders');
  const seedS = (performance.now() - seedStart) / 1000;

  // Warm-up: the export's path compiled and the pool open, on a filter that matches nothing, then a few pages.
  for (let i = 0; i < 20; i += 1) await download(base, '?status=closed', token, join(dir, 'warm.csv'));
  for (let i = 0; i < 20; i += 1) await fetch(`${base}/api/orders`, { headers: { authorization: `Bearer ${token}` } }).then((res) => res.arrayBuffer());
  await new Promise((resolveWait) => setTimeout(resolveWait, 1000));
  const idle = median([rssKb(pid), rssKb(pid), rssKb(pid)]);

  const api = [];
  for (const [label, query] of [
    ['created desc', ''],
    ['date asc', '?sort=date&direction=asc'],
    ['invoice asc', '?sort=invoice&direction=asc'],
  ]) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await measured(pid, () => download(base, query, token, join(dir, 'api.csv'))));
    const rows = runs[0].result.rows;
    if (rows !== TOTAL) throw new Error(`the export of ${label} held ${rows} rows, not ${TOTAL}`);
    api.push({ label, ms: median(runs.map((run) => run.ms)), peak: Math.max(...runs.map((run) => run.peak)), bytes: runs[0].result.bytes, disposition: runs[0].result.disposition });
  }
  const slow = await measured(pid, () => download(base, '', token, join(dir, 'slow.csv'), throttle(SLOW_KBPS)));

  // Bare: one query, every row in memory, formatted and written in one go.
  const bareFile = join(dir, 'bare.csv');
  const benchBefore = rssKb(process.pid);
  const bare = await measured(process.pid, async () => {
    const { rows } = await client.query(`select ${EXPORT_COLUMNS} from ${ORDER_FROM} where o.vendor_id = $1 order by o.created_at desc, o.id desc`, [vendorId]);
    writeFileSync(bareFile, orderCsvHeader() + rows.map((row) => orderCsvRecord(row, 'vendor')).join(''));
    return rows.length;
  });

  console.log(`Orders CSV export at ${TOTAL.toLocaleString('en-US')} orders of one vendor (+${other.toLocaleString('en-US')} of another; seeded in ${seedS.toFixed(1)} s), API at ${base}, Node ${process.version}`);
  console.log(`  API heap: ${API_HEAP_MB ? `old space capped at ${API_HEAP_MB} MB` : "Node's default"}; idle RSS ${mb(idle)}; file ${mb(api[0].bytes / 1024)}, ${api[0].disposition}`);
  for (const run of api) {
    console.log(`  API export, ${run.label.padEnd(13)} ${(run.ms / 1000).toFixed(2)} s (median of ${RUNS})  ${rate(TOTAL, run.ms).padStart(16)}   API peak RSS ${mb(run.peak)} (+${mb(run.peak - idle)} over idle)`);
  }
  console.log(`  API export, client at ${SLOW_KBPS.toLocaleString('en-US')} KB/s  ${(slow.ms / 1000).toFixed(2)} s  ${rate(TOTAL, slow.ms).padStart(16)}   API peak RSS ${mb(slow.peak)} (+${mb(slow.peak - idle)} over idle)`);
  console.log(`  bare pg → file (one query, all rows in memory)  ${(bare.ms / 1000).toFixed(2)} s  ${rate(bare.result, bare.ms).padStart(16)}   bench process RSS +${mb(bare.peak - benchBefore)}`);
  console.log(`  API / bare time (created desc)  ${(api[0].ms / bare.ms).toFixed(2)}×;  API memory growth while exporting: at most +${mb(Math.max(...api.map((run) => run.peak), slow.peak) - idle)}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
  await client.end().catch(() => undefined);
  await stop();
}
