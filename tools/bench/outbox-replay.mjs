// Issue 19's replay figure: how long the technician's outbox takes to send 20 actions queued
// offline, against the same 20 requests sent online one after another, in the same run.
//
//   node tools/bench/outbox-replay.mjs                        starts `npm start` on its own port and database (build first)
//   node tools/bench/outbox-replay.mjs http://127.0.0.1:3000  a platform already running (its demo accounts)
//   RUNS=5 node tools/bench/outbox-replay.mjs …               more runs (4 by default); each uses 40 new orders
//
// Each run: the vendor assigns 40 new orders to tech@fixflow.test (far-future days, one a day).
// Baseline: in the technician's page, 20 of them are accepted with POST /api/orders/:id/transitions
// sent one after another (fetch, the session's token, an Idempotency-Key each), timed in the page.
// Outbox: in Chromium with the network off, the technician taps Accept on the other 20 on Home
// (each is queued in IndexedDB, the card leaves at once); the network comes back and the time from
// then until the IndexedDB queue is empty is the replay. Both go through the same browser, server and
// database; the ratio is what the outbox's bookkeeping (IndexedDB writes, the lock, in-order sends)
// costs on top of the bare requests; every other run sends the baseline after the replay instead of
// before, so neither always meets a cold server. The machine is shared and noisy: read the medians.
import { chromium } from '@playwright/test';
import { api, assignedOrders, CHROMIUM, CHROMIUM_ARGS, login, SESSION_STORAGE_KEY, startPlatform, technicianApp } from './support/platform.mjs';
import { median } from './support/samples.mjs';

const RUNS = Number(process.env.RUNS ?? 4);
const ACTIONS = 20;
const OWN_PORT = Number(process.env.BENCH_PORT ?? 3294);

/* global window, indexedDB -- the functions given to page.evaluate run in the page */
/** The outbox's queue in IndexedDB (idb-keyval: database fixflow-outbox, store state, key entries). */
const queued = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('fixflow-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('state', 'readonly').objectStore('state').get('entries');
          read.onsuccess = () => resolve((read.result ?? []).length);
          read.onerror = () => reject(read.error);
        };
      }),
  );

async function run(browser, baseUrl, vendor, technician, baselineFirst) {
  // Far-future days, one a day, that no other run uses.
  const first = Date.UTC(2050, 0, 1) + Math.floor(Math.random() * 365 * 30) * 86_400_000;
  const orders = await assignedOrders(baseUrl, vendor, technician, ACTIONS * 2, (index) => ({
    customer_name: `Replay bench ${index + 1}`,
    address: '1 Bench Street',
    city: 'Springfield',
    service_date: new Date(first + index * 86_400_000).toISOString().slice(0, 10),
    time_slot: 'morning',
    issue_description: 'Replay bench',
  }));
  const baseline = orders.slice(0, ACTIONS);
  const outboxed = orders.slice(ACTIONS);

  const { context, page } = await technicianApp(browser, baseUrl, technician);
  try {
    await page.goto('/dashboard');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.reload();
    await page.getByTestId('new-assignments').waitFor();
    await page.waitForLoadState('networkidle');

    // Baseline: the same requests, online, one after another, from the same page.
    const sendBaseline = () => page.evaluate(
      async ({ ids, key }) => {
        const { access_token: token } = JSON.parse(window.localStorage.getItem(key));
        const started = performance.now();
        for (const id of ids) {
          const response = await fetch(`/api/orders/${id}/transitions`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
            body: JSON.stringify({ to: 'accepted' }),
          });
          if (!response.ok) throw new Error(`baseline ${id}: ${response.status}`);
        }
        return performance.now() - started;
      },
      { ids: baseline.map((order) => order.id), key: SESSION_STORAGE_KEY },
    );
    // Every other run measures the baseline last, so neither side always meets a cold server.
    let baselineMs = baselineFirst ? await sendBaseline() : 0;

    // Queued offline through the page, as a technician does it: Accept on each new assignment.
    await context.setOffline(true);
    for (const order of outboxed) {
      const card = page.locator(`[data-testid="new-assignment"][data-invoice="${order.invoice_number}"]`);
      await card.getByRole('button', { name: 'Accept', exact: true }).click();
      await card.waitFor({ state: 'detached' });
    }
    const waiting = await queued(page);
    if (waiting !== ACTIONS) throw new Error(`expected ${ACTIONS} queued actions, found ${waiting}`);

    const started = Date.now();
    await context.setOffline(false);
    while ((await queued(page)) > 0) {
      if (Date.now() - started > 120_000) throw new Error('the outbox did not drain in 2 minutes');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const replayMs = Date.now() - started;

    if (!baselineFirst) baselineMs = await sendBaseline();

    for (const order of outboxed) {
      const { status } = await api(baseUrl, vendor.access_token, 'GET', `/orders/${order.id}`);
      if (status !== 'accepted') throw new Error(`${order.invoice_number} is ${status} after the replay`);
    }
    return { baselineMs, replayMs };
  } finally {
    await context.close();
  }
}

const platform = await startPlatform({ port: OWN_PORT, external: process.argv[2] });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  const vendor = await login(platform.baseUrl, 'vendor@fixflow.test');
  const technician = await login(platform.baseUrl, 'tech@fixflow.test');
  const results = [];
  for (let index = 0; index < RUNS; index += 1) {
    const result = await run(browser, platform.baseUrl, vendor, technician, index % 2 === 0);
    results.push(result);
    console.log(`run ${index + 1}: baseline ${result.baselineMs.toFixed(0)} ms, outbox replay ${result.replayMs.toFixed(0)} ms, ratio ${(result.replayMs / result.baselineMs).toFixed(2)}`);
  }
  const baseline = median(results.map((result) => result.baselineMs));
  const replay = median(results.map((result) => result.replayMs));
  console.log(`\n${ACTIONS} actions, median of ${RUNS} runs:`);
  console.log(`  baseline, the same ${ACTIONS} requests sent online one after another: ${baseline.toFixed(0)} ms (${(baseline / ACTIONS).toFixed(1)} ms each)`);
  console.log(`  outbox replay, queued offline, from online until the queue is empty: ${replay.toFixed(0)} ms (${(replay / ACTIONS).toFixed(1)} ms each)`);
  console.log(`  ratio replay / baseline: ${(replay / baseline).toFixed(2)}`);
} finally {
  await browser.close();
  await platform.stop();
}
