// The first-load targets, measured the way a phone meets them:
//   /login                   at most 150 KB of JavaScript (gzip) and a Lighthouse performance score of 95 (issue #4)
//   a technician's /dashboard at most 285.5 KB (the e2e budget, apps/e2e/tests/first-load.spec.ts) and
//                            a score of 90 (issue #12; #4 asked 260 KB and 85)
// For each page: the JavaScript a cold load downloads until the network is idle (gzip-6 of each
// response, as tools/bench/first-load.mjs counts it), the largest files, and the median
// Lighthouse performance score of RUNS runs on its default mobile profile (simulated slow 4G,
// 4x CPU slowdown), each in a fresh Chromium.
//
//   node tools/bench/first-load-lighthouse.mjs                      starts `npm start` on its own port and database, builds nothing
//   node tools/bench/first-load-lighthouse.mjs http://127.0.0.1:3000 measures a platform already running
//   RUNS=5 node tools/bench/first-load-lighthouse.mjs …             more Lighthouse runs per page
//   FILES=60 node tools/bench/first-load-lighthouse.mjs …           list that many of each page's files (6 by default)
//   REPORTS=/tmp/lh node tools/bench/first-load-lighthouse.mjs …    also keep each run's Lighthouse report (JSON) there
//   ONLY=dashboard node tools/bench/first-load-lighthouse.mjs …     only the pages whose label contains the text
//   THROTTLE='{"rttMs":150,"throughputKbps":1638.4,"cpuSlowdownMultiplier":1}' node …
//                                                                  a what-if: Lighthouse's simulation with other
//                                                                  figures (its mobile defaults are these with 4x CPU)
//   PROTOCOL=https|http node tools/bench/first-load-lighthouse.mjs  Lighthouse over one origin only (both by default)
//
// Lighthouse runs against two origins of the same platform, alternating, so both meet the same
// machine: HTTPS with HTTP/2 (support/https-front.mjs: a phone meets Fixflow so, since the installed
// app, its service worker and push need HTTPS, and the front ends that serve it speak HTTP/2), which
// the score targets are judged on, and `npm start`'s plain HTTP/1.1, reported beside it (at most six
// connections to the origin: Lighthouse's simulation queues the dashboard's ~45 scripts on them).
//
// The signed-in page gets its session the way the shell restores one after a reload: the API's
// login answer in localStorage before the first script runs. The technician's install/notification
// overlays (SPEC §4) are passed as an installed app on a browser without push passes them
// (display-mode standalone, no PushManager, allow_without_push = 1), so the dashboard itself is measured.
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadLighthouse, loadPuppeteer } from './browser/load.mjs';
import { startHttpsFront } from './support/https-front.mjs';
import { startPlatform } from './support/platform.mjs';

// Not root devDependencies: installed into tools/bench/browser on the first run.
const lighthouse = await loadLighthouse();
const puppeteer = await loadPuppeteer();
const RUNS = Number(process.env.RUNS ?? 3);
const FILES = Number(process.env.FILES ?? 6);
const REPORTS = process.env.REPORTS;
const THROTTLE = process.env.THROTTLE ? JSON.parse(process.env.THROTTLE) : null;
const OWN_PORT = Number(process.env.BENCH_PORT ?? 3291);
const PROTOCOLS = (process.env.PROTOCOL ? [process.env.PROTOCOL] : ['https', 'http']).map((name) => {
  if (name !== 'https' && name !== 'http') throw new Error(`PROTOCOL is https or http, not ${name}`);
  return name;
});
const PASSWORD = 'Fixflow-demo-1';
const SESSION_STORAGE_KEY = 'fixflow.auth.session';

const PAGES = [
  { label: '/login', path: '/login', account: null, ready: 'input[type="password"]', maxKb: 150, minScore: 95 },
  { label: 'technician /dashboard', path: '/dashboard', account: 'tech@fixflow.test', ready: '[data-testid="remote-version"]', maxKb: 285.5, minScore: 90 },
];

if (process.env.ONLY) PAGES.splice(0, PAGES.length, ...PAGES.filter((page) => page.label.includes(process.env.ONLY)));

const kb = (bytes) => bytes / 1024;
const gz = (buffer) => gzipSync(buffer, { level: 6 }).length;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const CHROMIUM = execSync('command -v chromium || command -v chromium-browser', { encoding: 'utf8', shell: '/bin/sh' }).trim();
// The HTTPS front's certificate is a throwaway self-signed one.
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--ignore-certificate-errors'];

async function signIn(baseUrl, email) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`login of ${email} answered ${response.status}`);
  return response.text();
}

/* global window -- runs in the page */
/** Runs in the page before its own scripts: the stored session and an installed app's display mode. */
function prepareDocument(storageKey, session) {
  if (session && !window.localStorage.getItem(storageKey)) window.localStorage.setItem(storageKey, session);
  // SPEC §4: a standalone app on a browser without push that chose Continue.
  window.localStorage.setItem('allow_without_push', '1');
  delete window.PushManager;
  const matchMedia = window.matchMedia.bind(window);
  const ignore = () => undefined;
  window.matchMedia = (query) =>
    /display-mode:\s*standalone/.test(query)
      ? { matches: true, media: query, onchange: null, addListener: ignore, removeListener: ignore, addEventListener: ignore, removeEventListener: ignore, dispatchEvent: () => false }
      : matchMedia(query);
}

/** `apiUrl`: the platform's own origin, where the bench signs in (the session works on either origin). */
async function preparePage(page, apiUrl, target) {
  const session = target.account ? await signIn(apiUrl, target.account) : null;
  await page.evaluateOnNewDocument(prepareDocument, SESSION_STORAGE_KEY, session);
}

/** Every JavaScript response of one cold load in a fresh profile, gzip-6 sized. */
async function measureJs(browser, baseUrl, target) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });
    await preparePage(page, baseUrl, target);
    const pending = [];
    page.on('response', (response) => {
      if (!(response.headers()['content-type'] ?? '').includes('javascript')) return;
      pending.push(
        response.buffer().then(
          (body) => ({ file: new URL(response.url()).pathname, bytes: gz(body) }),
          () => null, // a redirect or an aborted request downloads nothing
        ),
      );
    });
    await page.goto(baseUrl + target.path, { waitUntil: 'networkidle0', timeout: 60_000 });
    await page.waitForSelector(target.ready, { visible: true, timeout: 30_000 });
    const files = (await Promise.all(pending)).filter(Boolean);
    return { total: files.reduce((sum, file) => sum + file.bytes, 0), files: files.sort((a, b) => b.bytes - a.bytes) };
  } finally {
    await context.close();
  }
}

/** One Lighthouse navigation (its mobile defaults, cold cache) of `origin` in a Chromium of its own. */
async function lighthouseRun(origin, apiUrl, target, run, protocol) {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await preparePage(page, apiUrl, target);
    const result = await lighthouse(origin + target.path, { output: 'json', logLevel: 'error', onlyCategories: ['performance'], ...(THROTTLE ? { throttling: THROTTLE } : {}) }, undefined, page);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (REPORTS) {
      mkdirSync(REPORTS, { recursive: true });
      writeFileSync(path.join(REPORTS, `${target.label.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${protocol}-${run + 1}.json`), result.report);
    }
    const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      score: Math.round(lhr.categories.performance.score * 100),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      // Lighthouse's reading of this machine's speed: its 4x slowdown multiplies what this CPU takes.
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
      finalUrl: lhr.finalDisplayedUrl,
    };
  } finally {
    await browser.close();
  }
}

/**
 * A run again when Lighthouse lost the trace's start (NO_NAVSTART: it says "Please run Lighthouse
 * again"; seen here on a cold Chromium now and then), at most 3 times; any other error ends the bench.
 */
async function lighthouseRetried(origin, apiUrl, target, run, protocol) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseRun(origin, apiUrl, target, run, protocol);
    } catch (error) {
      if (attempt >= 3 || !String(error?.message).includes('NO_NAVSTART')) throw error;
      console.log(`  (run ${run + 1}: Lighthouse lost the trace's start, again)`);
    }
  }
}

const given = process.argv[2];
// `npm start` of the built platform on a port and database of its own (stopped when the bench ends), or the one given.
const platform = await startPlatform({ port: OWN_PORT, external: given });
const { baseUrl } = platform;
const verdict = (ok) => (ok ? 'meets' : 'MISSES');
let allMet = true;
let front = null;

try {
  if (PROTOCOLS.includes('https')) front = await startHttpsFront({ upstream: baseUrl, port: Number(process.env.BENCH_HTTPS_PORT ?? OWN_PORT + 1000) });
  const origins = { https: front?.baseUrl, http: baseUrl };
  const label = { https: 'HTTPS (HTTP/2)', http: 'HTTP/1.1' };
  console.log(`First load at ${PROTOCOLS.map((protocol) => `${origins[protocol]} (${label[protocol]})`).join(' and ')}: JavaScript (gzip-6) and Lighthouse performance, mobile, median of ${RUNS}`);
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  const js = [];
  try {
    for (const target of PAGES) js.push(await measureJs(browser, baseUrl, target));
  } finally {
    await browser.close();
  }
  for (const [index, target] of PAGES.entries()) {
    const { total, files } = js[index];
    // The protocols alternate run by run, so both meet the same machine.
    const runs = Object.fromEntries(PROTOCOLS.map((protocol) => [protocol, []]));
    for (let run = 0; run < RUNS; run += 1) {
      for (const protocol of PROTOCOLS) runs[protocol].push(await lighthouseRetried(origins[protocol], baseUrl, target, run, protocol));
    }
    const jsOk = kb(total) <= target.maxKb;
    allMet &&= jsOk;
    console.log(`\n${target.label}`);
    console.log(`  JavaScript  ${kb(total).toFixed(1).padStart(6)} KB in ${files.length} files   target ≤ ${target.maxKb} KB (${(total / 1024 / target.maxKb).toFixed(2)}× of it): ${verdict(jsOk)}`);
    for (const file of files.slice(0, FILES)) console.log(`      ${kb(file.bytes).toFixed(1).padStart(6)}  ${file.file}`);
    for (const protocol of PROTOCOLS) {
      const these = runs[protocol];
      const score = median(these.map((run) => run.score));
      const wrongPage = these.find((run) => new URL(run.finalUrl).pathname !== target.path);
      // Judged over HTTPS, as phones meet it; plain HTTP/1.1 is judged only when it is all that ran.
      const judged = protocol === PROTOCOLS[0];
      const scoreOk = score >= target.minScore && !wrongPage;
      if (judged) allMet &&= scoreOk;
      const outcome = judged ? `target ≥ ${target.minScore}: ${verdict(scoreOk)}` : '(reported, not judged)';
      console.log(`  Lighthouse, ${label[protocol].padEnd(14)} ${String(score).padStart(4)}   runs ${these.map((run) => run.score).join(', ')}   ${outcome}`);
      const ms = (values) => `${(median(values) / 1000).toFixed(2)} s`;
      console.log(
        `      median FCP ${ms(these.map((run) => run.fcp))}, LCP ${ms(these.map((run) => run.lcp))}, TBT ${Math.round(median(these.map((run) => run.tbt)))} ms, CLS ${median(these.map((run) => run.cls)).toFixed(3)}`,
      );
      if (wrongPage) console.log(`      a run ended on ${wrongPage.finalUrl}, not ${target.path}: its score does not count`);
    }
    // TBT and LCP scale with the machine: compare batches only at a like benchmark index.
    const indexes = PROTOCOLS.flatMap((protocol) => runs[protocol].map((run) => run.benchmarkIndex));
    console.log(`  machine: Lighthouse benchmark index ${Math.round(median(indexes))} (runs ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))})`);
  }
} finally {
  await front?.stop();
  await platform.stop();
}
console.log(allMet ? '\nEvery target met.' : '\nSome target missed.');
process.exitCode = allMet ? 0 : 1;
