// What the ICU worker (libs/web-build/intl-warm.mjs) takes off a technician's first screen: the
// main thread's first Intl.DateTimeFormat, on a reload of /dashboard at Lighthouse's 4x CPU, with
// the worker (as built) and without it (the same build, `Worker` hidden from index.html's loader),
// alternating load by load so both meet the same machine. Prints each side's median and the ratio.
//
//   node tools/bench/intl-warm.mjs                        starts `npm start` on its own port and database (build first)
//   node tools/bench/intl-warm.mjs http://127.0.0.1:3000  a platform already running
//   RUNS=8 node tools/bench/intl-warm.mjs …               more loads a side (5 by default)
//
// The constructor is wrapped before the page's scripts run; what it times is ICU's part (loading its
// common data the first time, ~0.5 ms after), not the page's. Measured 2026-11-27: 151–238 ms
// without the worker, 0.4–7 ms with it (BUILD.md "ICU's first use is made in a worker").
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS, login, startPlatform, technicianApp } from './support/platform.mjs';
import { median } from './support/samples.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const OWN_PORT = Number(process.env.BENCH_PORT ?? 3294);

/* global window -- the function given to addInitScript runs in the page */
/** Records each Intl.DateTimeFormat construction's milliseconds; `withoutWorker` hides Worker from index.html's loader. */
function instrument(withoutWorker) {
  if (withoutWorker) window.Worker = undefined;
  const Original = Intl.DateTimeFormat;
  const timings = [];
  window.ffBenchIntl = timings;
  function Timed(...args) {
    const started = performance.now();
    const format = new Original(...args);
    timings.push(performance.now() - started);
    return format;
  }
  Timed.prototype = Original.prototype;
  Timed.supportedLocalesOf = Original.supportedLocalesOf;
  Intl.DateTimeFormat = Timed;
}

/** One cold reload of the technician's dashboard at 4x CPU: the first format's milliseconds. */
async function firstFormat(browser, baseUrl, technician, withoutWorker) {
  const { context, page } = await technicianApp(browser, baseUrl, technician);
  try {
    await context.addInitScript(instrument, withoutWorker);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/dashboard', { waitUntil: 'networkidle' });
    await page.getByTestId('remote-version').waitFor({ timeout: 60_000 });
    const timings = await page.evaluate(() => window.ffBenchIntl);
    if (!timings.length) throw new Error('the dashboard formatted no date: what does it draw?');
    return timings[0];
  } finally {
    await context.close();
  }
}

const platform = await startPlatform({ port: OWN_PORT, external: process.argv[2] });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  const technician = await login(platform.baseUrl, 'tech@fixflow.test');
  const sides = { with: [], without: [] };
  for (let run = 0; run < RUNS; run += 1) {
    sides.with.push(await firstFormat(browser, platform.baseUrl, technician, false));
    sides.without.push(await firstFormat(browser, platform.baseUrl, technician, true));
  }
  const show = (values) => values.map((ms) => ms.toFixed(1)).join(', ');
  console.log(`The main thread's first Intl.DateTimeFormat on a technician's /dashboard reload, 4x CPU, ${RUNS} loads a side:`);
  console.log(`  without the worker  median ${median(sides.without).toFixed(1)} ms  (${show(sides.without)})`);
  console.log(`  with the worker     median ${median(sides.with).toFixed(1)} ms  (${show(sides.with)})`);
  console.log(`  ratio with/without  ${(median(sides.with) / median(sides.without)).toFixed(3)}`);
} finally {
  await browser.close();
  await platform.stop();
}
