// Issue 19's footprint figure: what a busy technician's week costs the phone's IndexedDB once the
// pages have read it (apps/shell/src/offline: TanStack's persister over idb-keyval), against the raw
// JSON of the same API answers, measured in the same run.
//
//   node tools/bench/offline-footprint.mjs                        starts `npm start` on its own port and database (build first)
//   node tools/bench/offline-footprint.mjs http://127.0.0.1:3000  a platform already running (its demo accounts)
//   ORDERS=40 DAYS=7 node tools/bench/offline-footprint.mjs       the week's size (40 over 7 days by default)
//
// The vendor books ORDERS visits for tech2@fixflow.test over DAYS days of a far-future week (exact
// windows, six a day), each assigned and accepted, every other one edited by the vendor (a history
// line with a field change). In Chromium, as the installed app on a phone, the technician opens My
// Orders, the week on the Schedule, Availability, and each order's page; once the saved copy holds
// every order, the bench reads:
//   - raw JSON: the UTF-8 bytes of JSON.stringify of each saved answer (what the API sent, as JSON);
//   - stored: the UTF-8 bytes of the whole stored snapshot as JSON (answers + each query's state);
//   - on disk: Chromium's IndexedDB usage for the origin (navigator.storage.estimate().usageDetails)
//     after the save, minus a fresh context's (signed in on /login, where no database exists yet):
//     LevelDB's files for both of the app's databases (the outbox's is empty here).
import { chromium } from '@playwright/test';
import { api, assignedOrders, CHROMIUM, CHROMIUM_ARGS, login, startPlatform, technicianApp } from './support/platform.mjs';

const ORDERS = Number(process.env.ORDERS ?? 40);
const DAYS = Number(process.env.DAYS ?? 7);
const PORT = Number(process.env.BENCH_PORT ?? 3296);
const WINDOWS = ['08:00-09:30', '09:30-11:00', '11:00-12:30', '13:00-14:30', '14:30-16:00', '16:00-17:30'];

const day = (first, offset) => new Date(first + offset * 86_400_000).toISOString().slice(0, 10);

/** The busy week: ORDERS visits over DAYS days from `first`, assigned, accepted, every other one edited. */
async function busyWeek(baseUrl, vendor, technician, first) {
  const orders = await assignedOrders(baseUrl, vendor, technician, ORDERS, (index) => ({
    customer_name: `Footprint customer ${index + 1}`,
    address: `${100 + index} Basement Road`,
    city: 'Springfield',
    state: 'IL',
    zip_code: '62701',
    service_date: day(first, index % DAYS),
    time_slot: WINDOWS[Math.floor(index / DAYS) % WINDOWS.length],
    appliance_type: ['Washer', 'Dryer', 'Refrigerator', 'Dishwasher', 'Oven'][index % 5],
    issue_description: 'Makes a grinding noise at the end of the cycle and leaves water on the floor.',
  }));
  for (const [index, order] of orders.entries()) {
    await api(baseUrl, technician.access_token, 'POST', `/orders/${order.id}/transitions`, { to: 'accepted' });
    if (index % 2 === 0) await api(baseUrl, vendor.access_token, 'PATCH', `/orders/${order.id}`, { issue_description: 'Grinding noise; the customer adds that the door seal is torn.' });
  }
  return orders.map((order) => order.id);
}

/* global window, indexedDB, PopStateEvent -- the functions given to page.evaluate run in the page */
const snapshot = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('fixflow-offline');
        open.onupgradeneeded = () => open.result.createObjectStore('queries');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('queries').objectStore('queries').get('technician-queries');
          read.onsuccess = () => {
            const client = read.result;
            open.result.close();
            if (!client) return resolve(null);
            const bytes = (value) => new TextEncoder().encode(JSON.stringify(value)).length;
            const queries = client.clientState.queries;
            resolve({
              keys: queries.map((query) => JSON.stringify(query.queryKey)),
              rawJson: queries.reduce((sum, query) => sum + bytes(query.state.data), 0),
              stored: bytes(client),
            });
          };
          read.onerror = () => reject(read.error);
        };
      }),
  );

const indexedDbUsage = (page) => page.evaluate(async () => (await navigator.storage.estimate()).usageDetails?.indexedDB ?? 0);

const platform = await startPlatform({ port: PORT, external: process.argv[2] });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  const vendor = await login(platform.baseUrl, 'vendor@fixflow.test');
  const technician = await login(platform.baseUrl, 'tech2@fixflow.test');
  const first = Date.UTC(2060, 0, 3) + Math.floor(Math.random() * 52 * 20) * 7 * 86_400_000;
  const ids = await busyWeek(platform.baseUrl, vendor, technician, first);

  // The baseline: the same app, signed in, its IndexedDB as the app leaves it before saving anything.
  const empty = await technicianApp(browser, platform.baseUrl, technician);
  await empty.page.goto('/login');
  const usageBefore = await indexedDbUsage(empty.page);
  await empty.context.close();

  const { context, page } = await technicianApp(browser, platform.baseUrl, technician);
  // Within the app, as a technician moves (a tab, a card), so one page load saves it all.
  const open = (path) =>
    page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  await page.goto('/orders');
  await page.getByRole('heading', { level: 1, name: 'My Orders' }).waitFor();
  await open('/schedule');
  await page.getByRole('heading', { level: 1, name: 'Schedule' }).waitFor();
  await open('/availability');
  await page.getByRole('heading', { level: 1, name: 'Availability' }).waitFor();
  for (const [index, id] of ids.entries()) {
    await open(`/orders/${id}`);
    await page.getByText(`${100 + index} Basement Road`, { exact: false }).first().waitFor();
  }
  await open('/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  let saved = null;
  for (let tries = 0; tries < 120; tries += 1) {
    saved = await snapshot(page);
    if (saved && ids.every((id) => saved.keys.includes(JSON.stringify(['orders', 'detail', id])))) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (!saved || !ids.every((id) => saved.keys.includes(JSON.stringify(['orders', 'detail', id])))) throw new Error('the saved copy never held every order');
  const usageAfter = await indexedDbUsage(page);
  await context.close();

  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const onDisk = usageAfter - usageBefore;
  console.log(`A busy week: ${ORDERS} orders over ${DAYS} days, each with its history: ${saved.keys.length} saved answers (${ORDERS} orders' pages and ${saved.keys.length - ORDERS} lists: ${saved.keys.filter((key) => !key.startsWith('["orders","detail"')).join(' ')}).`);
  console.log(`  raw JSON of the same answers (baseline): ${saved.rawJson} bytes (${kb(saved.rawJson)})`);
  console.log(`  stored snapshot as JSON (answers + query state): ${saved.stored} bytes (${kb(saved.stored)}), ratio ${(saved.stored / saved.rawJson).toFixed(2)}`);
  console.log(`  Chromium IndexedDB usage of the origin, with the snapshot minus before it: ${onDisk} bytes (${kb(onDisk)}), ratio ${(onDisk / saved.rawJson).toFixed(2)}`);
} finally {
  await browser.close();
  await platform.stop();
}
