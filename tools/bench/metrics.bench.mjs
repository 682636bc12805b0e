// Technician metrics at scale (issue 14 item 6): the set-based 90-day recompute of 200 technicians
// over 1,000,000 orders, through the API beside the bare SQL it runs, and the performance page's
// request answering from stored rows beside a scan.
//   node tools/bench/metrics.bench.mjs [--orders N] [--technicians N] [--samples N]
// Boots the built API (apps/api/dist/main.js; `npx nx run api:build` first) on a throwaway
// PostgreSQL (TEST_DATABASE_URL as an admin URL, else an embedded one) with the demo accounts, puts
// N technicians on the demo vendor's roster and seeds the orders — with their history, completions,
// financials, recalls and ratings — in generate_series inserts. Not part of `npm test`.
//
// Figures:
// - bare SELECT: METRICS_COUNTS_SQL (imported from the build, the very statement the API runs)
//   through `pg` for all N technicians' 90-day rows ending today, nothing stored;
// - bare upsert: METRICS_UPSERT_SQL, the same SELECT writing technician_metrics;
// - API recompute: GET /api/technicians/performance for that period with only the N 90-day rows
//   missing (the weekly rows stored by a first request): the app computes and stores the N rows in
//   its one set-based statement (after checking every completion has financials), then answers;
// - API stored: the same request again, answered from technician_metrics alone.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { API_DIST, requireApiBuild, startBenchApi } from './support/bench-api.mjs';
import { summary, timed } from './support/samples.mjs';

const REPOSITORY = join(API_DIST, 'metrics/metrics.repository.js');
const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '1000000' },
    technicians: { type: 'string', default: '200' },
    samples: { type: 'string', default: '5' },
  },
});
const TOTAL = Number(values.orders);
const TECHNICIANS = Number(values.technicians);
const SAMPLES = Number(values.samples);
const PASSWORD = 'Fixflow-demo-1';
const PERIOD_DAYS = 90;

const ms = (value) => `${value.toFixed(1)} ms`.padStart(10);
/** The repository's `?` placeholders as pg's $1, $2, … */
const numbered = (sql) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${(n += 1)}`);
};

requireApiBuild([join(API_DIST, 'main.js'), REPOSITORY]);
const { METRICS_COUNTS_SQL, METRICS_UPSERT_SQL, pgArray } = await import(REPOSITORY);

async function call(base, path, token, init = {}) {
  const res = await fetch(`${base}${path}`, { ...init, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  const json = await res.json();
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

const { base, db, stop } = await startBenchApi();
const client = new pg.Client({ connectionString: db.databaseUrl });

try {
  await client.connect();
  const token = (await call(base, '/api/auth/login', null, { method: 'POST', body: JSON.stringify({ email: 'vendor@fixflow.test', password: PASSWORD }) })).access_token;
  const [{ id: vendorId }] = (await client.query("select v.id from vendors v join users u on u.id = v.user_id where u.email = 'vendor@fixflow.test'")).rows;

  const seedStart = performance.now();
  // Triggers off while seeding (technician_busy_ranges is the scheduler's, not the metrics'); the
  // exclusion constraint still holds: a technician's orders of a day sit in separate hours.
  await client.query("set session_replication_role = 'replica'");
  await client.query(
    `insert into users (id, email, password_hash, email_confirmed_at)
     select md5('t' || t)::uuid, 'bench-tech-' || t || '@fixflow.test', 'x', now() from generate_series(1, $1::int) t`,
    [TECHNICIANS],
  );
  await client.query(`insert into technicians (id, full_name, email) select md5('t' || t)::uuid, 'Bench Tech ' || t, 'bench-tech-' || t || '@fixflow.test' from generate_series(1, $1::int) t`, [
    TECHNICIANS,
  ]);
  await client.query(
    `insert into vendor_technicians (id, vendor_id, technician_id, status, answered_at)
     select gen_random_uuid(), $2, md5('t' || t)::uuid, 'accepted', now() from generate_series(1, $1::int) t`,
    [TECHNICIANS, vendorId],
  );
  // Order g: technician g % N; its k-th order (k = g / N) on day k / 7 (counting back from two weeks
  // ahead), hour 8 + k % 7. Status by g % 100: 0–69 completed (every third of those closed, half of
  // the closed rated), 70–77 cancelled (the even ones at the customer's word), the rest open.
  await client.query(
    `insert into orders (id, invoice_number, vendor_id, technician_id, order_source, customer_name, phone, address, city, state, zip_code,
       service_date, time_slot, time_zone, time_range, appliance_type, issue_description, status, technician_status, vendor_status, rating, created_at, updated_at)
     select md5('o' || g)::uuid, 'INV-' || (1000000 + g), $2::uuid, md5('t' || (1 + g % $3))::uuid, 'phone', 'Customer ' || g, '+1512' || lpad((g % 10000000)::text, 7, '0'),
            g || ' Main St', 'Austin', 'TX', '78701', d, lpad((8 + k % 7)::text, 2, '0') || ':00-' || lpad((9 + k % 7)::text, 2, '0') || ':00', 'UTC',
            tstzrange(d + make_time(8 + k % 7, 0, 0), d + make_time(9 + k % 7, 0, 0), '[)'), 'Washer', 'Leaking',
            case when g % 100 < 70 then (case when g % 3 = 0 then 'closed' else 'completed' end) when g % 100 < 78 then 'cancelled' when g % 2 = 0 then 'accepted' else 'pending' end,
            '', '', case when g % 100 < 70 and g % 6 = 0 then 1 + g % 5 end, now(), now()
       from generate_series(0, $1::int - 1) g,
            lateral (select g / $3 as k) kk,
            lateral (select current_date + 14 - (kk.k / 7)::int as d) dd`,
    [TOTAL, vendorId, TECHNICIANS],
  );
  // History: every order that started work has a move to in_progress (one in ten of them late, one
  // in twenty a second visit); completed ones a move to completed; cancellations say which side.
  await client.query(
    `insert into order_history (id, order_id, from_status, to_status, actor_role, at, cancel_side)
     select gen_random_uuid(), o.id, 'accepted', 'in_progress', 'technician',
            case when g % 10 = 0 then upper(o.time_range) + interval '20 minutes' else lower(o.time_range) + interval '10 minutes' end, null
       from generate_series(0, $1::int - 1) g join orders o on o.id = md5('o' || g)::uuid
      where g % 100 < 70
     union all
     select gen_random_uuid(), o.id, 'accepted', 'in_progress', 'technician', lower(o.time_range) + interval '40 minutes', null
       from generate_series(0, $1::int - 1) g join orders o on o.id = md5('o' || g)::uuid
      where g % 100 < 70 and g % 20 = 1
     union all
     select gen_random_uuid(), o.id, 'pending', 'cancelled', 'vendor', lower(o.time_range) - interval '1 day', case when g % 2 = 0 then 'customer' else 'company' end
       from generate_series(0, $1::int - 1) g join orders o on o.id = md5('o' || g)::uuid
      where g % 100 between 70 and 77`,
    [TOTAL],
  );
  // Completions (labor 200.00, parts 150.00 at cost 90.00, tip 20.00) and their financials as the money module computes them untaxed: total 350.00, share 130.00.
  await client.query(
    `insert into order_completions (id, order_id, labor, parts_price, parts_cost, parts_paid_by, tip, resolution, taxable, tax_rate_pct, tax_labor,
       card_fee_pct, card_fee_fixed, commission_pct, technician_id, completed_at)
     select md5('c' || g)::uuid, md5('o' || g)::uuid, 20000, 15000, 9000, 'technician', 2000, 'Fixed', false, 0, false, 0, 0, 50, md5('t' || (1 + g % $2))::uuid,
            now() - (g / $2 / 7) * interval '1 day'
       from generate_series(0, $1::int - 1) g where g % 100 < 70`,
    [TOTAL, TECHNICIANS],
  );
  await client.query(
    `insert into order_financials (completion_id, order_id, tax, total, card_fees, base, technician_share, vendor_share, technician_due,
       collected_by_technician, collected_by_vendor, balance)
     select md5('c' || g)::uuid, md5('o' || g)::uuid, 0, 35000, 0, 26000, 13000, 13000, 24000, 37000, 0, 13000
       from generate_series(0, $1::int - 1) g where g % 100 < 70`,
    [TOTAL],
  );
  // Recalls: one completed order in 33 is repeated a week later by the same technician's order (one in four of those dismissed).
  await client.query(
    `update orders r set recall_of_order_id = md5('o' || g)::uuid, recall_status = case when g % 4 = 0 then 'dismissed' else 'suspected' end
       from generate_series(0, $1::int - 1 - 7 * $2) g
      where g % 100 < 70 and g % 33 = 0 and r.id = md5('o' || (g + 7 * $2))::uuid`,
    [TOTAL, TECHNICIANS],
  );
  await client.query("set session_replication_role = 'origin'");
  await client.query('vacuum analyze');
  const seedS = (performance.now() - seedStart) / 1000;

  // The 90-day period ending today in the vendor's zone (the demo vendor's, else UTC).
  const [{ today }] = (
    await client.query(
      `select to_char((now() at time zone coalesce((select timezone from vendors where id = $1), 'UTC'))::date, 'YYYY-MM-DD') as today`,
      [vendorId],
    )
  ).rows;
  const end = today;
  const start = new Date(Date.parse(`${today}T00:00:00Z`) - PERIOD_DAYS * 86_400_000).toISOString().slice(0, 10);
  const { rows: roster } = await client.query("select technician_id from vendor_technicians where vendor_id = $1 and status = 'accepted' order by technician_id", [vendorId]);
  const technicianIds = roster.map((row) => row.technician_id);
  const scopes = [pgArray(technicianIds), pgArray(technicianIds.map(() => vendorId))];
  const { rows: cohort } = await client.query(
    'select count(*)::int as n from orders where technician_id = any($1::uuid[]) and vendor_id = $2 and service_date between $3 and $4',
    [scopes[0], vendorId, start, end],
  );

  const bareSelect = async () => {
    const { rows } = await client.query(numbered(METRICS_COUNTS_SQL), [...scopes, start, end]);
    if (rows.length !== technicianIds.length) throw new Error(`${rows.length} rows`);
  };
  const bareUpsert = async () => {
    const { rows } = await client.query(numbered(METRICS_UPSERT_SQL), [...scopes, start, end, start, end]);
    if (rows.length !== technicianIds.length) throw new Error(`${rows.length} rows`);
  };
  const path = `/api/technicians/performance?period_start=${start}&period_end=${end}`;
  const forgetPeriod = () => client.query('delete from technician_metrics where vendor_id = $1 and period_start = $2 and period_end = $3', [vendorId, start, end]);
  let report;
  const apiRequest = async () => {
    report = await call(base, path, token);
    if (report.rows.length !== technicianIds.length) throw new Error(`${report.rows.length} rows`);
  };

  // First request: everything missing (the 90-day rows and 14 weeks of weekly rows).
  const [first] = await timed(apiRequest, 1);
  // Warm-up of the bare statements, then paired-ish turns: bare SELECT, bare upsert, API recompute.
  await timed(bareSelect, 1);
  const bare = [];
  const upsert = [];
  const recompute = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    bare.push(...(await timed(bareSelect, 1)));
    upsert.push(...(await timed(bareUpsert, 1)));
    await forgetPeriod();
    recompute.push(...(await timed(apiRequest, 1)));
  }
  const stored = await timed(apiRequest, Math.max(20, SAMPLES * 4));
  const rowsStored = (await client.query('select count(*)::int as n from technician_metrics where vendor_id = $1', [vendorId])).rows[0].n;

  const b = summary(bare);
  const u = summary(upsert);
  const r = summary(recompute);
  const s = summary(stored);
  console.log(
    `Metrics at ${TOTAL.toLocaleString('en-US')} orders, ${TECHNICIANS} technicians (seeded in ${seedS.toFixed(1)} s), period ${start}..${end} (${cohort[0].n.toLocaleString('en-US')} orders in it), API at ${base}, Node ${process.version}`,
  );
  console.log(`  bare SELECT, ${TECHNICIANS} rows (pg, nothing stored)        ${ms(b.p50)} p50  (n=${b.n})`);
  console.log(`  bare upsert into technician_metrics (pg)         ${ms(u.p50)} p50  (n=${u.n})`);
  console.log(`  API recompute of the ${TECHNICIANS} 90-day rows + answer  ${ms(r.p50)} p50  (n=${r.n})   ${(r.p50 / b.p50).toFixed(2)}× the bare SELECT`);
  console.log(`  API first request (90-day + weekly rows, all missing) ${ms(first)}`);
  console.log(`  API from stored rows (${rowsStored} rows stored)       ${ms(s.p50)} p50 ${ms(s.p99)} p99  (n=${s.n})   scan / stored ${(b.p50 / s.p50).toFixed(1)}×`);
  console.log(`  par: completed ${report.par.completed}, assigned ${report.par.assigned}, recalls ${report.par.recalls_automatic}/${report.par.recalls_confirmed}, on time ${report.par.on_time}/${report.par.arrivals}`);
} finally {
  await client.end().catch(() => undefined);
  await stop();
}
