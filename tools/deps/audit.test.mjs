// tools/deps/audit.mjs judges `npm audit --json` answers (the shape npm 11 prints, auditReportVersion 2):
// what fails CI, what an allow-list entry excuses and for how long.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ALLOW_FILE, judge } from './audit.mjs';

const advisory = (source, name, severity, extra = {}) => ({
  source,
  name,
  dependency: name,
  title: `${name} advisory ${source}`,
  url: `https://github.com/advisories/GHSA-${source}`,
  severity,
  cwe: [],
  cvss: { score: 7.5, vectorString: null },
  range: '<9.9.9',
  ...extra,
});

/** A report where a high advisory in `deep` reaches us through `direct`, plus a moderate one. */
function report() {
  return {
    auditReportVersion: 2,
    vulnerabilities: {
      deep: { name: 'deep', severity: 'high', isDirect: false, via: [advisory(1001, 'deep', 'high')], effects: ['direct'], range: '<9.9.9', nodes: ['node_modules/deep'], fixAvailable: true },
      direct: { name: 'direct', severity: 'high', isDirect: true, via: ['deep'], effects: [], range: '1.0.0 - 2.0.0', nodes: ['node_modules/direct'], fixAvailable: { name: 'direct', version: '3.0.0', isSemVerMajor: true } },
      minor: { name: 'minor', severity: 'moderate', isDirect: true, via: [advisory(1002, 'minor', 'moderate')], effects: [], range: '<1.2.0', nodes: ['node_modules/minor'], fixAvailable: false },
    },
    metadata: {
      vulnerabilities: { info: 0, low: 0, moderate: 1, high: 2, critical: 0, total: 3 },
      dependencies: { prod: 10, dev: 20, optional: 0, peer: 0, peerOptional: 0, total: 30 },
    },
  };
}

const today = new Date('2026-11-26T12:00:00Z');
const allowDeep = (reviewed, reason = 'only reached by a dev tool that never parses untrusted input') => ({
  advisory: 'https://github.com/advisories/GHSA-1001',
  package: 'deep',
  reason,
  reviewed,
});

test('a high advisory that is not allow-listed fails, once, however many packages it reaches', () => {
  const { failures, advisories } = judge(report(), [], today);
  assert.deepEqual(advisories.map((a) => [a.package, a.severity]), [['deep', 'high'], ['minor', 'moderate']]);
  assert.deepEqual(failures.map((f) => f.advisory.package), ['deep']);
});

test('a moderate advisory is reported but never fails', () => {
  const { failures } = judge(report(), [allowDeep('2026-11-01')], today);
  assert.deepEqual(failures, []);
});

test('a reviewed allow-list entry excuses its advisory for 180 days, then fails again', () => {
  assert.equal(judge(report(), [allowDeep('2026-06-01')], today).failures.length, 0);
  const [late] = judge(report(), [allowDeep('2026-05-01')], today).failures;
  assert.match(late.why, /older than 180 days/);
});

test('an entry without a reason does not excuse anything', () => {
  assert.match(judge(report(), [allowDeep('2026-11-01', ' ')], today).failures[0].why, /without a reason/);
});

test('an entry whose advisory is no longer reported is called stale', () => {
  const gone = { advisory: 'https://github.com/advisories/GHSA-9999', package: 'old', reason: 'x', reviewed: '2026-11-01' };
  assert.deepEqual(judge(report(), [gone], today).stale, [gone]);
});

test('the CLI exits 1 on an unreviewed high advisory and prints it', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'fixflow-audit-'));
  const file = path.join(dir, 'audit.json');
  writeFileSync(file, JSON.stringify(report()));
  const run = spawnSync(process.execPath, [path.join(import.meta.dirname, 'audit.mjs'), '--report', file], { encoding: 'utf8' });
  assert.equal(run.status, 1, run.stdout + run.stderr);
  assert.match(run.stdout, /FAIL {5}high deep https:\/\/github\.com\/advisories\/GHSA-1001: not in tools\/deps\/audit-allow\.json/);
  assert.match(run.stdout, /moderate minor <9\.9\.9/);
});

test('every allow-list entry carries an advisory, a package, a reason and a review date', () => {
  const { advisories } = JSON.parse(readFileSync(ALLOW_FILE, 'utf8'));
  assert.ok(Array.isArray(advisories));
  for (const entry of advisories) {
    assert.ok(entry.advisory && entry.package && entry.reason?.trim(), JSON.stringify(entry));
    assert.match(entry.reviewed, /^\d{4}-\d{2}-\d{2}$/);
  }
});
