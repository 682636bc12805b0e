// Real-time delivery across two API processes (issue 20 item 3): 1,000 socket.io clients spread
// over two API processes joined by Redis; the bench changes orders and measures, for every
// socket an order change reaches, the time from the change's emit to the socket's event.
//   node tools/bench/realtime.bench.mjs [--sockets N] [--changes N] [--interval-ms N] [--workers N]
//   env: REDIS_URL (default: a redis-server of the bench's own, so that another bench or test on
//        the machine's Redis neither hears these emits nor adds its own), API_MAIN (another
//        build's main.js, to compare), CPU_PROF (a folder: both API processes and the client processes run with
//        --cpu-prof and write their profiles there on exit; tools/bench/cpu-profile-summary.mjs
//        reads them)
// Boots the built API (apps/api/dist/main.js; `npx nx run api:build` first) twice on one throwaway
// PostgreSQL (TEST_DATABASE_URL as an admin URL, else an embedded one) with the demo accounts, the
// same JWT secret and Redis. The sockets sign in as the three users an order of the demo
// vendor reaches — the vendor's user, the technician it is assigned to (tech@fixflow.test) and the
// admin (every order reaches the admins) — a third each, as many tabs and phones; socket i
// connects to process i mod 2. They live in --workers client processes (default 4), so reading
// the events is not one event loop's queue. The order is assigned first; then each change is a
// PATCH of its issue_description (`rt-<n>`) by the vendor, sent to the two processes in turn
// (half the deliveries cross Redis), --interval-ms apart (default 200): one change in flight at
// a time. Two latencies per delivery (clocks of one machine):
// - fan-out, the issue's "an order change reaches every socket": from the change's emit on the
//   process that made it (noted by support/emit-clock.mjs, loaded into the API processes) to the
//   socket's receipt;
// - end to end: from just before the PATCH is sent, so also the request's own work (access
//   check, transaction, reading the order back) before the emit.
// Every socket must receive every change. Beside the times, what each change cost, the same on
// any machine: its publishes to Redis (by event) and the messages and bytes the sockets received
// (by event). The last line, `SUMMARY …`, holds p50/p90/p99/max of both latencies, those counts and
// the machine's load, to compare runs by.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startOwnRedis } from '@fixflow/dev-db/redis';
import { createScratchDatabase } from '@fixflow/dev-db/scratch-database';
import { API_DIST, REPO_ROOT, requireApiBuild, spawnApi } from './support/bench-api.mjs';

const { values } = parseArgs({
  options: {
    sockets: { type: 'string', default: '1000' },
    changes: { type: 'string', default: '100' },
    'interval-ms': { type: 'string', default: '200' },
    workers: { type: 'string', default: '4' },
  },
});
const SOCKETS = Number(values.sockets);
const CHANGES = Number(values.changes);
const INTERVAL_MS = Number(values['interval-ms']);
const WORKERS = Number(values.workers);
const PASSWORD = 'Fixflow-demo-1';
const TARGET_P99_MS = 50;

const API_MAIN = process.env.API_MAIN ?? join(API_DIST, 'main.js');
requireApiBuild([API_MAIN]);

const now = () => performance.timeOrigin + performance.now();
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value) => `${value.toFixed(1)} ms`;
/** p50/p90/p99/max of ascending numbers. */
const distribution = (sorted) => `p50 ${ms(percentile(sorted, 50))}  p90 ${ms(percentile(sorted, 90))}  p99 ${ms(percentile(sorted, 99))}  max ${ms(sorted.at(-1))}`;
const BUCKETS = [5, 10, 20, 30, 40, 50, 75, 100, 200];
/** The share of the values in each bucket: `≤5 ms 12.3%  ≤10 ms …  >200 ms 0.1%`. */
function histogram(sorted) {
  let from = 0;
  const parts = [];
  for (const edge of [...BUCKETS, Infinity]) {
    let to = from;
    while (to < sorted.length && sorted[to] <= edge) to += 1;
    parts.push(`${edge === Infinity ? `>${BUCKETS.at(-1)}` : `≤${edge}`} ms ${((100 * (to - from)) / sorted.length).toFixed(1)}%`);
    from = to;
  }
  return parts.join('  ');
}

async function call(base, path, token, init = {}) {
  const res = await fetch(`${base}${path}`, { ...init, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  const json = await res.json();
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(json)}`);
  return json;
}
const login = async (base, email) => (await call(base, '/api/auth/login', null, { method: 'POST', body: JSON.stringify({ email, password: PASSWORD }) })).access_token;

const loadBefore = loadavg()[0];
const ownRedis = process.env.REDIS_URL ? null : await startOwnRedis();
const REDIS_URL = process.env.REDIS_URL ?? ownRedis.url;
const db = await createScratchDatabase({ adminUrl: process.env.TEST_DATABASE_URL, prefix: 'fixflow_bench' });
const jwtSecret = randomBytes(32).toString('base64url');
const apis = [];
const workers = [];
const profile = process.env.CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CPU_PROF}`] : [];
const nodeArgs = ['--import', join(REPO_ROOT, 'tools/bench/support/emit-clock.mjs'), ...profile];
const emitClock = join(tmpdir(), `fixflow-realtime-emits-${process.pid}.txt`);
const env = { REDIS_URL, EMIT_CLOCK_FILE: emitClock };
// A start on a machine whose load average is 30 or more has taken over spawnApi's 2 minutes.
const readyTimeoutMs = 300_000;
rmSync(emitClock, { force: true });
try {
  // The first process migrates and seeds; the second joins the same database.
  apis.push(await spawnApi({ databaseUrl: db.databaseUrl, jwtSecret, main: API_MAIN, nodeArgs, env, readyTimeoutMs }));
  apis.push(await spawnApi({ databaseUrl: db.databaseUrl, jwtSecret, main: API_MAIN, seed: false, nodeArgs, env, readyTimeoutMs }));
  const [a, b] = apis.map((api) => api.base);

  const vendor = await login(a, 'vendor@fixflow.test');
  const tokens = [vendor, await login(b, 'tech@fixflow.test'), await login(a, 'admin@fixflow.test')];
  const me = await call(b, '/api/me', tokens[1]);
  const technicianId = me.id ?? me.user?.id;
  const order = await call(a, '/api/orders', vendor, {
    method: 'POST',
    body: JSON.stringify({ customer_name: 'Realtime Bench', phone: '+15125550199', service_date: '2031-06-02', time_slot: 'morning', issue_description: 'rt-start' }),
  });
  await call(b, `/api/orders/${order.id}/assign`, vendor, { method: 'POST', body: JSON.stringify({ technician_id: technicianId }) });

  // Socket i: process i mod 2, user i mod 3; handed to the workers in turn.
  const shares = Array.from({ length: WORKERS }, () => []);
  for (let i = 0; i < SOCKETS; i += 1) shares[i % WORKERS].push({ url: apis[i % 2].base, token: tokens[i % 3], api: i % 2 });
  const connectStart = performance.now();
  await Promise.all(
    shares.map(
      (share) =>
        new Promise((resolveReady, rejectReady) => {
          const worker = fork(join(REPO_ROOT, 'tools/bench/support/realtime-sockets.mjs'), { execArgv: profile, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
          workers.push(worker);
          worker.once('exit', (code) => rejectReady(new Error(`a socket worker exited (${code}) before its sockets connected`)));
          worker.once('message', (message) => (message.ready === share.length ? resolveReady() : rejectReady(new Error(`worker: ${JSON.stringify(message)}`))));
          worker.send({ sockets: share.map(({ url, token }) => ({ url, token })) });
        }),
    ),
  );
  const connectS = (performance.now() - connectStart) / 1000;
  // Let the rooms' joins settle across Redis before the first change.
  await new Promise((resolveWait) => setTimeout(resolveWait, 1000));

  const sentAt = [];
  const patchMs = [];
  for (let n = 0; n < CHANGES; n += 1) {
    sentAt[n] = now();
    await call(apis[n % 2].base, `/api/orders/${order.id}`, vendor, { method: 'PATCH', body: JSON.stringify({ issue_description: `rt-${n}` }) });
    patchMs.push(now() - sentAt[n]);
    await new Promise((resolveWait) => setTimeout(resolveWait, INTERVAL_MS));
  }
  await new Promise((resolveWait) => setTimeout(resolveWait, 1000));

  const reports = await Promise.all(
    workers.map(
      (worker) =>
        new Promise((resolveReport) => {
          worker.removeAllListeners('exit');
          worker.once('message', resolveReport);
          worker.send({ report: true });
        }),
    ),
  );
  // Change n's emit (its first, should there be more); and what was published while the changes ran.
  const emittedAt = [];
  const published = {};
  for (const line of readFileSync(emitClock, 'utf8').split('\n').filter(Boolean)) {
    const fields = line.split(' ');
    if (fields[0] === 'publish') {
      if (Number(fields[2]) >= sentAt[0]) published[fields[1]] = (published[fields[1]] ?? 0) + 1;
      continue;
    }
    const [change, at] = fields.map(Number);
    emittedAt[change] = Math.min(emittedAt[change] ?? Infinity, at);
  }
  // What the sockets received while the changes ran: messages (by event) and their bytes.
  const received = { messages: 0, bytes: 0, byEvent: {} };
  for (const report of reports) {
    received.messages += report.received.messages;
    received.bytes += report.received.bytes;
    for (const [event, count] of Object.entries(report.received.byEvent)) received.byEvent[event] = (received.byEvent[event] ?? 0) + count;
  }
  const perChange = (count) => (count / CHANGES).toLocaleString('en-US', { maximumFractionDigits: 1 });
  const byEvent = (counts) => Object.entries(counts).sort(([x], [y]) => x.localeCompare(y)).map(([event, count]) => `${event} ${perChange(count)}`).join(', ') || 'none';
  const publishes = Object.values(published).reduce((sum, count) => sum + count, 0);
  // Per delivery: from the emit (fan-out; on the emitting process, or across Redis) and from the request.
  const fanOut = [];
  const fanOutBy = [[], []];
  // Per change: when the first socket on the other process heard it (the other process's start),
  // and when the last socket did (the change has reached every socket).
  const firstAcross = [];
  const last = [];
  const endToEnd = [];
  let delivered = 0;
  let unmarked = 0;
  reports.forEach(({ deliveries }, worker) => {
    for (const [socket, change, at] of deliveries) {
      delivered += 1;
      endToEnd.push(at - sentAt[change]);
      if (emittedAt[change] === undefined) {
        unmarked += 1;
        continue;
      }
      const since = at - emittedAt[change];
      const across = shares[worker][socket].api !== change % 2;
      fanOut.push(since);
      fanOutBy[across ? 1 : 0].push(since);
      if (across) firstAcross[change] = Math.min(firstAcross[change] ?? Infinity, since);
      last[change] = Math.max(last[change] ?? 0, since);
    }
  });
  const starts = firstAcross.filter(Number.isFinite);
  const ends = last.filter(Number.isFinite);
  for (const list of [fanOut, ...fanOutBy, endToEnd, patchMs, starts, ends]) list.sort((x, y) => x - y);
  const emitAfter = sentAt.map((sent, change) => emittedAt[change] - sent).filter(Number.isFinite).sort((x, y) => x - y);
  const expected = SOCKETS * CHANGES;
  const p99 = percentile(fanOut, 99);
  console.log(`Real-time: ${SOCKETS.toLocaleString('en-US')} sockets on 2 API processes (${process.env.API_MAIN ?? 'apps/api/dist/main.js'}) with Redis (${REDIS_URL}), ${WORKERS} client processes, Node ${process.version}`);
  console.log(`  ${SOCKETS} sockets connected in ${connectS.toFixed(1)} s; ${CHANGES} order changes, ${INTERVAL_MS} ms apart, each reaching every socket (vendor, technician, admin a third each)`);
  console.log(`  delivered ${delivered.toLocaleString('en-US')} of ${expected.toLocaleString('en-US')} (${expected - delivered} missing); ${CHANGES - emitAfter.length} changes' emits not noted`);
  console.log(`  fan-out, from the change's emit to each socket: ${distribution(fanOut)}  (target p99 ≤ ${TARGET_P99_MS} ms) ${p99 <= TARGET_P99_MS ? 'ok' : 'MISSED'}`);
  console.log(`    ${histogram(fanOut)}`);
  console.log(`    sockets on the emitting process: ${distribution(fanOutBy[0])}; on the other, across Redis: ${distribution(fanOutBy[1])}`);
  console.log(`    per change: the other process's first socket heard it p50 ${ms(percentile(starts, 50))}  p99 ${ms(percentile(starts, 99))} after the emit; its last socket: ${distribution(ends)}`);
  console.log(`  end to end, from the PATCH being sent to each socket: ${distribution(endToEnd)}`);
  console.log(`    ${histogram(endToEnd)}`);
  console.log(`  the PATCH itself: p50 ${ms(percentile(patchMs, 50))}  p99 ${ms(percentile(patchMs, 99))}; its emit came p50 ${ms(percentile(emitAfter, 50))}  p99 ${ms(percentile(emitAfter, 99))} after it was sent`);
  console.log(`  per change: ${perChange(publishes)} publishes to Redis (${byEvent(published)}); the sockets received ${perChange(received.messages)} messages (${byEvent(received.byEvent)}), ${perChange(received.bytes)} bytes`);
  const loadAfter = loadavg()[0];
  console.log(`  machine load average (1 min) ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after`);
  if (unmarked) console.log(`  (${unmarked} deliveries of changes whose emit the bench did not see are counted end to end only)`);
  // One line to compare runs by: the distributions, what each change cost, the load it ran at.
  const brief = (sorted) => `p50 ${percentile(sorted, 50).toFixed(1)} p90 ${percentile(sorted, 90).toFixed(1)} p99 ${percentile(sorted, 99).toFixed(1)} max ${sorted.at(-1).toFixed(1)}`;
  console.log(
    `SUMMARY realtime ${SOCKETS} sockets x ${CHANGES} changes: fan-out ms ${brief(fanOut)} (p99 target ${TARGET_P99_MS}: ${p99 <= TARGET_P99_MS ? 'ok' : 'MISSED'}) | end-to-end ms ${brief(endToEnd)} | ` +
      `per change ${perChange(publishes)} publishes, ${perChange(received.messages)} socket messages, ${perChange(received.bytes)} bytes | delivered ${delivered}/${expected} | load ${loadBefore.toFixed(1)}->${loadAfter.toFixed(1)}`,
  );
  if (delivered !== expected) process.exitCode = 1;
} finally {
  for (const worker of workers) if (worker.exitCode === null) worker.kill();
  for (const api of apis) await api.stop();
  rmSync(emitClock, { force: true });
  await db.drop();
  await ownRedis?.stop();
}
