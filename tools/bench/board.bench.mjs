// The dispatch board's week (issue 17 item 5): GET /api/schedule/board for 50 technicians and 2,000
// orders, through the API beside the very statements it runs, bare through `pg`.
//   node tools/bench/board.bench.mjs [--technicians N] [--orders N] [--samples N] [--warm-up N]
// Boots the built API (apps/api/dist/main.js; `npx nx run api:build` first) on a throwaway
// PostgreSQL (TEST_DATABASE_URL as an admin URL, else an embedded one) with the demo accounts, puts
// N technicians (the default week's hours each) on the demo vendor's roster and on the second
// vendor's, and seeds one week: N orders of the vendor's assigned to them (live, in states from
// pending to completed, 08:00–20:00 on their day), plus what the board shows beside the cards —
// 100 unassigned orders for the tray, 100 of the other vendor's jobs on the same technicians
// (busy `other`), a personal booking and a time off per technician. The orders' triggers stay on,
// so technician_busy_ranges holds their ranges as in production. Not part of `npm test`.
//
// Figures, after warming both paths up (--warm-up calls each), samples in turns (API, bare, bare, API…):
// - bare: BOARD_SQL (imported from the build) through a pg.Pool as the API runs it: the rows first,
//   then cards, tray, busy time and offers at once; rows fetched, nothing mapped;
// - API: GET /api/schedule/board?start&end for that week as the vendor (sign-in, access, the same
//   statements, the mapping to the contract and the JSON), over a keep-alive connection.
import { Agent, request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { BOARD_TRAY_LIMIT } from '@fixflow/contracts';
import pg from 'pg';
import { API_DIST, requireApiBuild, startBenchApi } from './support/bench-api.mjs';
import { paired, timed } from './support/samples.mjs';

const BOARD = join(API_DIST, 'scheduling/board.repository.js');
const ACCESS = join(API_DIST, 'access/access.repository.js');
const { values } = parseArgs({
  options: {
    technicians: { type: 'string', default: '50' },
    orders: { type: 'string', default: '2000' },
    samples: { type: 'string', default: '200' },
    'warm-up': { type: 'string', default: '300' },
  },
});
const TECHNICIANS = Number(values.technicians);
const ORDERS = Number(values.orders);
const SAMPLES = Number(values.samples);
const WARM_UP = Number(values['warm-up']);
const PASSWORD = 'Fixflow-demo-1';
/** A Monday to Sunday far from today, so no demo data lands in it. */
const WEEK = { start: '2030-01-07', end: '2030-01-13' };
/** Hours a technician's day holds (08:00–20:00, one-hour jobs): N orders must fit the week. */
const SLOTS_A_DAY = 12;

if (ORDERS > TECHNICIANS * 7 * (SLOTS_A_DAY - 2)) throw new Error(`${ORDERS} orders do not fit ${TECHNICIANS} technicians' week`);
requireApiBuild([join(API_DIST, 'main.js'), BOARD, ACCESS]);
const { BOARD_SQL } = await import(BOARD);
const { AccessRepository } = await import(ACCESS);

const ms = (value) => `${value.toFixed(2)} ms`.padStart(11);
/** The repository's `?` placeholders as pg's $1, $2, … */
const numbered = (sql) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${(n += 1)}`);
};

// Measured GETs go through node:http with a keep-alive agent: undici's fetch adds its own cost.
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
function get(base, path, token) {
  return new Promise((resolveGet, rejectGet) => {
    const req = httpRequest(`${base}${path}`, { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        if (res.statusCode !== 200) rejectGet(new Error(`${path} answered ${res.statusCode}: ${text}`));
        else resolveGet({ json: JSON.parse(text), bytes: text.length });
      });
    });
    req.on('error', rejectGet);
    req.end();
  });
}

async function login(base, email) {
  const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
  if (!res.ok) throw new Error(`sign-in ${email}: ${res.status}`);
  return (await res.json()).access_token;
}

const { base, db, stop } = await startBenchApi();
const client = new pg.Client({ connectionString: db.databaseUrl });
const pool = new pg.Pool({ connectionString: db.databaseUrl, max: 4 });

try {
  await client.connect();
  const token = await login(base, 'vendor@fixflow.test');
  const vendorOf = async (email) =>
    (await client.query('select v.id from vendors v join users u on u.id = v.user_id where u.email = $1', [email])).rows[0].id;
  const vendorId = await vendorOf('vendor@fixflow.test');
  const otherVendorId = await vendorOf('vendor2@fixflow.test');

  const seedStart = performance.now();
  await client.query(
    `insert into users (id, email, password_hash, email_confirmed_at)
     select md5('bt' || t)::uuid, 'board-tech-' || t || '@fixflow.test', 'x', now() from generate_series(1, $1::int) t`,
    [TECHNICIANS],
  );
  await client.query(
    `insert into technicians (id, full_name, email, city, state) select md5('bt' || t)::uuid, 'Board Tech ' || lpad(t::text, 3, '0'), 'board-tech-' || t || '@fixflow.test', 'Austin', 'TX'
       from generate_series(1, $1::int) t`,
    [TECHNICIANS],
  );
  await client.query(
    `insert into technician_weekly_hours (id, technician_id, weekday, start_minute, end_minute)
     select gen_random_uuid(), md5('bt' || t)::uuid, d, 480, 1200 from generate_series(1, $1::int) t, generate_series(0, 6) d`,
    [TECHNICIANS],
  );
  await client.query(
    `insert into vendor_technicians (id, vendor_id, technician_id, status, answered_at)
     select gen_random_uuid(), v, md5('bt' || t)::uuid, 'accepted', now() from generate_series(1, $1::int) t, unnest(array[$2::uuid, $3::uuid]) v`,
    [TECHNICIANS, vendorId, otherVendorId],
  );
  // Order g: technician g % N; its k-th order (k = g / N) on day k % 7 of the week at 08:00 + k / 7
  // hours (hours 8 and 9 of the day are left for the other vendor's job and the personal booking).
  const orderColumns = `id, invoice_number, vendor_id, technician_id, order_source, customer_name, phone, address, city, state, zip_code,
       service_date, time_slot, time_zone, time_range, appliance_type, issue_description, status, technician_status, vendor_status, created_at, updated_at`;
  await client.query(
    `insert into orders (${orderColumns})
     select md5('bo' || g)::uuid, 'INV-' || (5000000 + g), $2::uuid, md5('bt' || (1 + g % $3))::uuid, 'phone', 'Customer ' || g, '+1512' || lpad(g::text, 7, '0'),
            g || ' Main St', 'Austin', 'TX', '78701', d, lpad(h::text, 2, '0') || ':00-' || lpad((h + 1)::text, 2, '0') || ':00', 'UTC',
            tstzrange(d + make_time(h, 0, 0), d + make_time(h + 1, 0, 0), '[)'), 'Washer', 'Leaking',
            s, case s when 'pending' then 'Assigned' when 'accepted' then 'Accepted' when 'en_route' then 'On the way' else 'Completed' end,
            case s when 'pending' then 'New' when 'accepted' then 'Scheduled' when 'en_route' then 'Dispatched' else 'Awaiting approval' end, now(), now()
       from generate_series(0, $1::int - 1) g,
            lateral (select g / $3 as k) kk,
            lateral (select $4::date + kk.k % 7 as d, 10 + kk.k / 7 as h,
                            (array['pending', 'accepted', 'accepted', 'en_route', 'completed'])[1 + g % 5] as s) x`,
    [ORDERS, vendorId, TECHNICIANS, WEEK.start],
  );
  // The tray: 100 unassigned orders of the vendor's, across the week.
  await client.query(
    `insert into orders (${orderColumns})
     select md5('bu' || g)::uuid, 'INV-' || (6000000 + g), $1::uuid, null, 'phone', 'Waiting ' || g, '+1737' || lpad(g::text, 7, '0'),
            g || ' Oak St', 'Austin', 'TX', '78701', d, 'morning', 'UTC', tstzrange(d + time '08:00', d + time '12:00', '[)'), 'Dryer', 'Noisy',
            'pending', '', 'New', now(), now()
       from generate_series(0, 99) g, lateral (select $2::date + g % 7 as d) x`,
    [vendorId, WEEK.start],
  );
  // The other vendor's jobs on the same technicians (08:00–09:00), and each technician's personal booking (09:00–10:00) and time off (20:00–22:00).
  await client.query(
    `insert into orders (${orderColumns})
     select md5('bx' || g)::uuid, 'INV-' || (7000000 + g), $1::uuid, md5('bt' || (1 + g % $3))::uuid, 'phone', 'Elsewhere ' || g, '+1214' || lpad(g::text, 7, '0'),
            g || ' Elm St', 'Dallas', 'TX', '75201', d, '08:00-09:00', 'UTC', tstzrange(d + time '08:00', d + time '09:00', '[)'), 'Oven', 'Cold',
            'accepted', 'Accepted', 'Scheduled', now(), now()
       from generate_series(0, 99) g, lateral (select $2::date + (g / $3) % 7 as d) x`,
    [otherVendorId, WEEK.start, TECHNICIANS],
  );
  await client.query(
    `insert into orders (${orderColumns})
     select md5('bp' || t)::uuid, 'INV-' || (8000000 + t), null, md5('bt' || t)::uuid, 'technician_personal', 'Personal Booking', '000-000-0000',
            'Private', 'Unknown', 'Unknown', '00000', d, '09:00-10:00', 'UTC', tstzrange(d + time '09:00', d + time '10:00', '[)'), 'personal', 'Busy - personal booking',
            'pending', 'Assigned', 'New', now(), now()
       from generate_series(1, $1::int) t, lateral (select $2::date + t % 7 as d) x`,
    [TECHNICIANS, WEEK.start],
  );
  await client.query(
    `insert into technician_time_off (id, technician_id, date, time_slot, time_range, reason, created_at)
     select gen_random_uuid(), md5('bt' || t)::uuid, d, '20:00-22:00', tstzrange(d + time '20:00', d + time '22:00', '[)'), 'Dentist', now()
       from generate_series(1, $1::int) t, lateral (select $2::date + (t + 3) % 7 as d) x`,
    [TECHNICIANS, WEEK.start],
  );
  await client.query('vacuum analyze');
  const seedS = (performance.now() - seedStart) / 1000;

  // The vendor's board, as BoardService scopes it: its roster links, its vendor, its clock (UTC here).
  const [{ zone }] = (await client.query("select coalesce(timezone, 'UTC') as zone from vendors where id = $1", [vendorId])).rows;
  if (zone !== 'UTC') throw new Error(`the demo vendor's zone is ${zone}: the bench draws the week in UTC`);
  const scope = { vendorId, roster: AccessRepository.prototype.rosterLinks.call(null, vendorId) };
  const range = { ...WEEK, zone, from: new Date(`${WEEK.start}T00:00:00Z`), to: new Date(Date.parse(`${WEEK.end}T00:00:00Z`) + 86_400_000) };
  const run = ({ sql, params }) => pool.query(numbered(sql), params);

  let bareCounts;
  const bare = async () => {
    const { rows: technicians } = await run(BOARD_SQL.technicians(scope));
    const ids = technicians.map((row) => row.id);
    const [cards, tray, busy, offers] = await Promise.all([
      run(BOARD_SQL.cards(scope, ids, range)),
      run(BOARD_SQL.tray(scope, BOARD_TRAY_LIMIT)),
      run(BOARD_SQL.busy(scope, ids, range)),
      run(BOARD_SQL.offers(scope)),
    ]);
    bareCounts = [technicians.length, cards.rowCount, tray.rowCount, busy.rowCount, offers.rowCount];
  };
  const path = `/api/schedule/board?start=${WEEK.start}&end=${WEEK.end}`;
  let answer;
  const api = async () => {
    answer = await get(base, path, token);
  };

  // Warm-up: JIT, the pools, the pages of the indexes (a freshly started API is still being optimised for its first few hundred requests).
  await timed(api, WARM_UP);
  await timed(bare, WARM_UP);
  const [apiSummary, bareSummary] = await paired(api, bare, SAMPLES);

  const board = answer.json;
  const apiCounts = [board.technicians.length, board.orders.length, board.tray.length, board.busy.length, board.offers.length];
  if (apiCounts.join() !== bareCounts.join()) throw new Error(`the API answered ${apiCounts} rows, the bare statements ${bareCounts}`);
  const technicianCount = board.technicians.filter((row) => row.full_name?.startsWith('Board Tech')).length;
  console.log(
    `Board ${WEEK.start}..${WEEK.end}: ${technicianCount} technicians (+ the demo's ${board.technicians.length - technicianCount}), ${board.orders.length.toLocaleString('en-US')} cards, ` +
      `${board.tray.length} in the tray, ${board.busy.length} busy ranges; seeded in ${seedS.toFixed(1)} s; API at ${base}, Node ${process.version}; answer ${(answer.bytes / 1024).toFixed(0)} KB of JSON`,
  );
  console.log(`  API GET /api/schedule/board  ${ms(apiSummary.p50)} p50 ${ms(apiSummary.p99)} p99  (n=${apiSummary.n})`);
  console.log(`  bare BOARD_SQL through pg    ${ms(bareSummary.p50)} p50 ${ms(bareSummary.p99)} p99  (n=${bareSummary.n})`);
  console.log(`  API / bare                   ${(apiSummary.p50 / bareSummary.p50).toFixed(2)}× at p50, ${(apiSummary.p99 / bareSummary.p99).toFixed(2)}× at p99`);
} finally {
  agent.destroy();
  await pool.end().catch(() => undefined);
  await client.end().catch(() => undefined);
  await stop();
}
