// Jest reporter that writes a project's counts to $FIXFLOW_TEST_RESULTS/jest-<name>.json,
// so `npm test` (tools/test.mjs) can print one total across every runner. Without the variable (a
// plain `nx test`) it writes them where npm test looks too: Nx caches that file as the target's
// output, and a run that left none made every later replay of the project count 0 tests (a fresh
// clone's CI on 2026-11-27 totalled 3,265 of 3,364: libs/ui's 99 replayed from a plain run).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const RESULTS = path.resolve(import.meta.dirname, '../../tmp/test-results');

export default class ResultsReporter {
  constructor(_globalConfig, options = {}) {
    this.name = options.name ?? 'project';
  }

  onRunComplete(_contexts, results) {
    const dir = process.env.FIXFLOW_TEST_RESULTS ?? RESULTS;
    mkdirSync(dir, { recursive: true });
    const { numPassedTests, numPendingTests, numTotalTests, numRuntimeErrorTestSuites } = results;
    // A suite that cannot even load runs no test: count it as a failure, not as nothing.
    const numFailedTests = results.numFailedTests + numRuntimeErrorTestSuites;
    // Each file's seconds, so the closing table can name where the step's time went.
    const files = results.testResults.map((r) => ({
      file: path.relative(process.cwd(), r.testFilePath),
      seconds: Number(((r.perfStats.end - r.perfStats.start) / 1000).toFixed(1)),
    }));
    writeFileSync(
      path.join(dir, `jest-${this.name}.json`),
      JSON.stringify({ numPassedTests, numFailedTests, numPendingTests, numTotalTests, files }),
    );
  }
}
