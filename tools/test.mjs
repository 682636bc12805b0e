// `npm test`: every check the project has, in the order that fails fastest —
// lint, typecheck and tool tests side by side (each mostly one process: together they fill both
// cores of a CI machine), unit + API integration tests (Jest), the production build, then
// Playwright against `npm start`'s build. Each runner's
// counts are collected; each step's seconds go to tmp/test-timings.json and a
// small table; the run ends with one plain "N passed, N failed, N skipped" line.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'tmp', 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const only = process.argv.slice(2); // e.g. `npm test -- unit e2e`
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
const timings = [];
const runStarted = Date.now();

/** Runs `work` as step `name` and records its seconds; `work` returns true when the step passed. */
function step(name, work) {
  const started = Date.now();
  const ok = work();
  const seconds = Number(((Date.now() - started) / 1000).toFixed(1));
  timings.push({ step: name, seconds, ok });
  if (!ok) failedSteps.push(name);
  return seconds;
}

/** Like step(), for work that runs beside other steps: resolves to whether it passed. */
async function stepAsync(name, work) {
  const started = Date.now();
  const ok = await work();
  const seconds = Number(((Date.now() - started) / 1000).toFixed(1));
  timings.push({ step: name, seconds, ok });
  if (!ok) failedSteps.push(name);
  return { ok, seconds };
}

/**
 * Runs a step beside others: its output is held and printed whole when it ends, so the log
 * reads step by step. Resolves to the step's stdout (for the counts of node's test runner).
 */
function runBeside(name, command, args) {
  if (only.length && !only.includes(name)) return Promise.resolve('');
  let stdout = '';
  let output = '';
  return stepAsync(name, () =>
    new Promise((resolve) => {
      const child = spawn(command, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '0' } });
      child.stdout.on('data', (chunk) => {
        stdout += chunk;
        output += chunk;
      });
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('error', (error) => {
        output += `${error.message}\n`;
        resolve(false);
      });
      child.on('close', (status) => resolve(status === 0));
    }),
  ).then(({ ok, seconds }) => {
    console.log(`\n━━ ${name}: ${[command, ...args].join(' ')}`);
    process.stdout.write(output);
    console.log(`━━ ${name}: ${ok ? 'ok' : 'failed'} in ${seconds.toFixed(1)} s`);
    return stdout;
  });
}

function run(name, command, args, env = {}) {
  if (only.length && !only.includes(name)) return;
  console.log(`\n━━ ${name}: ${[command, ...args].join(' ')}`);
  let status;
  const seconds = step(name, () => {
    ({ status } = spawnSync(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1', ...env },
    }));
    return status === 0;
  });
  console.log(`━━ ${name}: ${status === 0 ? 'ok' : `failed (exit ${status})`} in ${seconds.toFixed(1)} s`);
}

/** Node's own test runner over tools/, beside lint and typecheck; counted from its summary. */
async function runNodeTests(name = 'tools', afterBuild = false) {
  // `*.after-build.test.mjs` start what the build step makes (npm start's own test): run after it,
  // not beside typecheck, whose builds of the libs would pull files from under a starting API.
  const files = readdirSync(path.join(root, 'tools'), { recursive: true })
    .filter((f) => f.endsWith('.test.mjs') && f.endsWith('.after-build.test.mjs') === afterBuild && !f.split(path.sep).includes('node_modules')) // tools/bench/browser's own install
    .map((f) => path.join('tools', f));
  const out = await runBeside(name, process.execPath, ['--test', ...files]);
  const count = (label) => Number(new RegExp(`^ℹ ${label} (\\d+)`, 'm').exec(out)?.[1] ?? 0);
  totals.passed += count('pass');
  totals.failed += count('fail');
  totals.skipped += count('skipped');
}

/** Every test file's seconds by runner, for the slowest-files list at the end. */
const fileSeconds = { unit: [], e2e: [] };

function collectJest() {
  for (const file of readdirSync(results).filter((f) => f.startsWith('jest-'))) {
    const r = JSON.parse(readFileSync(path.join(results, file), 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests;
    const project = file.slice('jest-'.length, -'.json'.length);
    for (const f of r.files ?? []) fileSeconds.unit.push({ file: `${project}: ${f.file}`, seconds: f.seconds });
  }
}

function collectPlaywright() {
  const file = path.join(results, 'playwright.json');
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  // A file's seconds: the sum of its tests' runs (retries included), as the worker spent them.
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const perFile = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) for (const r of t.results) perFile.set(spec.file, (perFile.get(spec.file) ?? 0) + r.duration / 1000);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  for (const [name, seconds] of perFile) fileSeconds.e2e.push({ file: name, seconds: Number(seconds.toFixed(1)) });
}

/** The ten slowest files of each runner: where a long step's time went (the file's own seconds, not wall time). */
function reportSlowest() {
  for (const [runner, files] of Object.entries(fileSeconds)) {
    if (!files.length) continue;
    const total = files.reduce((sum, f) => sum + f.seconds, 0);
    console.log(`\nslowest ${runner} files (of ${files.length}, ${total.toFixed(0)} s in all, summed over workers):`);
    for (const f of [...files].sort((a, b) => b.seconds - a.seconds).slice(0, 10)) {
      console.log(`${f.seconds.toFixed(1).padStart(7)} s  ${f.file}`);
    }
  }
}

/** tmp/test-timings.json and a table of each step's seconds, so the slow step is plain to see. */
function reportTimings() {
  reportSlowest();
  const total = Number(((Date.now() - runStarted) / 1000).toFixed(1));
  const report = { finished: new Date().toISOString(), total_seconds: total, steps: timings, files: fileSeconds };
  writeFileSync(path.join(root, 'tmp', 'test-timings.json'), `${JSON.stringify(report, null, 2)}\n`);
  const width = Math.max('total'.length, ...timings.map((t) => t.step.length));
  console.log('');
  for (const t of timings) {
    console.log(`${t.step.padEnd(width)} ${t.seconds.toFixed(1).padStart(7)} s${t.ok ? '' : '  failed'}`);
  }
  console.log(`${'total'.padEnd(width)} ${total.toFixed(1).padStart(7)} s`);
}

// Lint, typecheck and the web projects' Jest runs are Nx targets cached by the hash of their inputs
// (sources, configs, lockfile; ~/.nx by default, so a fresh clone on the same machine replays an
// unchanged project's result instead of repeating it). The API's tests talk to PostgreSQL and Redis
// and are never replayed; neither is e2e. Inside a lint run, ESLint's own cache re-lints only
// changed files.
await Promise.all([
  runBeside('lint', 'nx', ['run', 'fixflow:lint', '--outputStyle=static']),
  // One tsc at a time here: lint and the tool tests take the other core.
  runBeside('typecheck', 'nx', ['run-many', '-t', 'typecheck', '--outputStyle=static', '--parallel=1']),
  runNodeTests(),
]);
// Each Jest project writes its counts to tmp/test-results/jest-<project>.json.
run('unit', 'nx', ['run-many', '-t', 'test', '--outputStyle=static'], { FIXFLOW_TEST_RESULTS: results });
collectJest();
run('build', 'nx', ['run-many', '-t', 'build', '--outputStyle=static']);
await runNodeTests('start', true);
// `npm start` under Playwright builds again unless this run just built: the remotes are never
// taken from Nx's cache (a build also moves remotes.json), so that would be a second full build.
const built = timings.some((t) => t.step === 'build' && t.ok);
run('e2e', 'nx', ['run', 'e2e:e2e', '--outputStyle=static'], {
  PLAYWRIGHT_JSON_OUTPUT_FILE: path.join(results, 'playwright.json'),
  ...(built ? { SKIP_BUILD: '1' } : {}),
});
collectPlaywright();

reportTimings();
console.log('');
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
