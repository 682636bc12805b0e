// How long a phone's first visit waits for an active service worker — what a technician's Enable
// Notifications waits on (pushManager.subscribe needs one) — with the worker as built (its install
// precaches the shell's few unhashed files, the ~150 content-hashed ones are kept once it is active:
// caching-rules.ts, installedWithWorker) and with every file at install (the worker before
// 2026-11-27, built from the same dist by build.mjs with SW_INSTALL_EVERYTHING=1). Alternating
// visit by visit, each side in a fresh browser context. Prints each side's medians and the ratios.
//
//   node tools/bench/sw-install.mjs            after `npx nx run shell:build` (reads dist/shell)
//   RUNS=7 RTT_MS=0,150 node tools/bench/sw-install.mjs
//
// Each side's dist is served by a small static server here (the types and cache headers of
// apps/e2e/support/static-server.mjs) that answers every request RTT_MS late, as a phone's
// network would (a round trip per file: Workbox's install fetches one file at a time,
// GoogleChrome/workbox#2528). Timed in the page: register('/sw.js') to navigator.serviceWorker.ready
// ("active"), and for the built worker also to its answer to KEEP_SHELL ("all kept": the shell
// starts offline). Measured 2026-11-27 (2 cores, 5 visits a side): at 0 ms 2,634 → 237 ms (0.090);
// at 100 ms 17,607 → 950 ms (0.054), past the gate's 15 s wait before; all kept by 1,335 / 3,638 ms.
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { shellCacheControl, TYPES } from '../../apps/e2e/support/static-server.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from './support/platform.mjs';
import { median } from './support/samples.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const RUNS = Number(process.env.RUNS ?? 5);
const RTTS = (process.env.RTT_MS ?? '0,100').split(',').map(Number);
const KEEP_SHELL = 'fixflow:keep-shell';

/** Serves `dir` on a free port, each answer `delay()` ms late; `/` is a blank page of the origin. */
function serve(dir, delay) {
  const server = createServer(async (req, res) => {
    const { pathname } = new URL(req.url, 'http://localhost');
    await new Promise((resolve) => setTimeout(resolve, delay()));
    if (pathname === '/') return res.writeHead(200, { 'content-type': TYPES['.html'] }).end('<!doctype html><title>sw-install</title>');
    const file = path.join(dir, path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, ''));
    try {
      if (!(await stat(file)).isFile()) throw new Error('not a file');
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'cache-control': shellCacheControl(pathname) }).end(await readFile(file));
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${server.address().port}` })));
}

/** One first visit: milliseconds from register() to an active worker, and (askKeep) to all files kept. */
async function visit(browser, url, askKeep) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url);
    return await page.evaluate(
      async ({ askKeep, type }) => {
        const started = performance.now();
        await navigator.serviceWorker.register('/sw.js', { scope: '/' });
        const registration = await navigator.serviceWorker.ready;
        const active = performance.now() - started;
        if (!askKeep) return { active };
        const { missing } = await new Promise((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = (event) => resolve(event.data);
          registration.active.postMessage({ type }, [channel.port2]);
        });
        if (missing) throw new Error(`${missing} files not kept`);
        return { active, kept: performance.now() - started };
      },
      { askKeep, type: KEEP_SHELL },
    );
  } finally {
    await context.close();
  }
}

const work = await mkdtemp(path.join(tmpdir(), 'sw-install-'));
try {
  const built = path.join(ROOT, 'dist/shell');
  const baseline = path.join(work, 'shell');
  await cp(built, baseline, { recursive: true });
  execFileSync(process.execPath, [path.join(ROOT, 'apps/shell/service-worker/build.mjs')], { env: { ...process.env, SW_SHELL_DIST: baseline, SW_INSTALL_EVERYTHING: '1' }, stdio: 'inherit' });
  let rtt = 0;
  const sides = { built: await serve(built, () => rtt), baseline: await serve(baseline, () => rtt) };
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    for (rtt of RTTS) {
      const samples = { built: [], kept: [], baseline: [] };
      for (let run = 0; run < RUNS; run += 1) {
        const order = run % 2 ? ['baseline', 'built'] : ['built', 'baseline'];
        for (const side of order) {
          const timing = await visit(browser, sides[side].url, side === 'built');
          samples[side].push(timing.active);
          if (timing.kept !== undefined) samples.kept.push(timing.kept);
        }
      }
      const [built, kept, every] = [median(samples.built), median(samples.kept), median(samples.baseline)];
      console.log(
        `RTT ${rtt} ms, ${RUNS} visits a side: active after ${built.toFixed(0)} ms (all kept ${kept.toFixed(0)} ms) ` +
          `vs ${every.toFixed(0)} ms with every file at install; ratio ${(built / every).toFixed(3)} (all kept: ${(kept / every).toFixed(3)})`,
      );
    }
  } finally {
    await browser.close();
    for (const { server } of Object.values(sides)) server.close();
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
