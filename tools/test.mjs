// `npm test`: every check the project has, in the order that fails fastest —
// lint, typecheck, tool tests, unit + API integration tests (Jest), the
// production build, then Playwright against `npm start`'s build. Each runner's
// counts are collected and the run ends with one plain "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'tmp', 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const only = process.argv.slice(2); // e.g. `npm test -- unit e2e`
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

function run(name, command, args, env = {}) {
  if (only.length && !only.includes(name)) return;
  const started = Date.now();
  console.log(`\n━━ ${name}: ${[command, ...args].join(' ')}`);
  const { status } = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1', ...env },
  });
  console.log(`━━ ${name}: ${status === 0 ? 'ok' : `failed (exit ${status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (status !== 0) failedSteps.push(name);
}

/** Runs node's own test runner over tools/ and counts from its TAP-like summary. */
function runNodeTests() {
  if (only.length && !only.includes('tools')) return;
  console.log('\n━━ tools: node --test tools/');
  const files = readdirSync(path.join(root, 'tools'), { recursive: true })
    .filter((f) => f.endsWith('.test.mjs'))
    .map((f) => path.join('tools', f));
  const out = spawnSync(process.execPath, ['--test', ...files], { cwd: root, encoding: 'utf8' });
  process.stdout.write(out.stdout);
  process.stderr.write(out.stderr);
  const count = (label) => Number(new RegExp(`^ℹ ${label} (\\d+)`, 'm').exec(out.stdout)?.[1] ?? 0);
  totals.passed += count('pass');
  totals.failed += count('fail');
  totals.skipped += count('skipped');
  if (out.status !== 0) failedSteps.push('tools');
}

function collectJest() {
  for (const file of readdirSync(results).filter((f) => f.startsWith('jest-'))) {
    const r = JSON.parse(readFileSync(path.join(results, file), 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests;
  }
}

function collectPlaywright() {
  const file = path.join(results, 'playwright.json');
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

run('lint', 'eslint', ['--max-warnings=0', '.']);
run('typecheck', 'nx', ['run-many', '-t', 'typecheck', '--outputStyle=static']);
runNodeTests();
// Each Jest project writes its counts to tmp/test-results/jest-<project>.json.
run('unit', 'nx', ['run-many', '-t', 'test', '--outputStyle=static'], { FIXFLOW_TEST_RESULTS: results });
collectJest();
run('build', 'nx', ['run-many', '-t', 'build', '--outputStyle=static']);
run('e2e', 'nx', ['run', 'e2e:e2e', '--outputStyle=static'], {
  PLAYWRIGHT_JSON_OUTPUT_FILE: path.join(results, 'playwright.json'),
});
collectPlaywright();

console.log('');
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
