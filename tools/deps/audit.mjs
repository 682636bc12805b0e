// CI's dependency audit: `npm audit --json` over the whole tree (dev tools run in CI too), failing on
// every high or critical advisory that tools/deps/audit-allow.json does not list with a reason it
// cannot reach us and a review date younger than REVIEW_DAYS. Lower severities are printed, never fatal.
//
//   node tools/deps/audit.mjs                  asks the registry (.ci/run does, after npm ci)
//   node tools/deps/audit.mjs --report f.json  judges a saved `npm audit --json` answer instead
//
// The advisories come from the registry's bulk endpoint. A registry or mirror without it (this
// project's build machines answer 405) cannot say anything either way: the script prints
// "not run" and exits 0, or 1 with AUDIT_REQUIRED=1 for a CI whose registry serves audits.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const ALLOW_FILE = path.join(import.meta.dirname, 'audit-allow.json');
export const REVIEW_DAYS = 180;
const FATAL = new Set(['high', 'critical']);
const ORDER = ['critical', 'high', 'moderate', 'low', 'info'];

/** Every advisory of a v2 report (npm 7+), once each: `via` objects are advisories, strings point at other entries. */
export function advisoriesOf(report) {
  const byId = new Map();
  for (const entry of Object.values(report.vulnerabilities ?? {})) {
    for (const via of entry.via) {
      if (typeof via === 'string') continue;
      const id = String(via.source);
      const known = byId.get(id);
      if (known) {
        known.nodes.push(...entry.nodes.filter((node) => !known.nodes.includes(node)));
        continue;
      }
      byId.set(id, {
        id,
        url: via.url,
        title: via.title,
        package: via.name,
        severity: via.severity,
        range: via.range,
        nodes: [...entry.nodes],
        fix: entry.fixAvailable,
      });
    }
  }
  return [...byId.values()].sort((a, b) => ORDER.indexOf(a.severity) - ORDER.indexOf(b.severity) || a.package.localeCompare(b.package));
}

/** The allow-list entry that covers an advisory (by its URL or its numeric source id), if any. */
function allowEntry(allowList, advisory) {
  return allowList.find((entry) => entry.advisory === advisory.url || entry.advisory === advisory.id);
}

/**
 * Judges a report against the allow-list. `failures` are what fails CI: a high or critical advisory
 * that is not listed, or listed with a review older than REVIEW_DAYS or without a reason.
 */
export function judge(report, allowList, today = new Date()) {
  const advisories = advisoriesOf(report);
  const failures = [];
  const allowed = [];
  for (const advisory of advisories.filter((a) => FATAL.has(a.severity))) {
    const entry = allowEntry(allowList, advisory);
    if (!entry) {
      failures.push({ advisory, why: 'not in tools/deps/audit-allow.json' });
      continue;
    }
    const age = (today - new Date(`${entry.reviewed}T00:00:00Z`)) / 86_400_000;
    if (!entry.reason?.trim()) failures.push({ advisory, why: 'allow-listed without a reason' });
    else if (!(age <= REVIEW_DAYS)) failures.push({ advisory, why: `allow-list review of ${entry.reviewed} is older than ${REVIEW_DAYS} days: review it again` });
    else allowed.push({ advisory, entry });
  }
  const reported = new Set(advisories.flatMap((a) => [a.url, a.id]));
  const stale = allowList.filter((entry) => !reported.has(entry.advisory));
  return { advisories, failures, allowed, stale };
}

/** Runs `npm audit --json`; `{ report }` or `{ unavailable }` when the registry cannot answer audits. */
export function runNpmAudit() {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['audit', '--json'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  let answer;
  try {
    answer = JSON.parse(result.stdout);
  } catch {
    return { unavailable: `npm audit printed no JSON (exit ${result.status}): ${result.stderr.trim().split('\n').at(-1) ?? ''}` };
  }
  if (answer.vulnerabilities && answer.metadata) return { report: answer };
  return { unavailable: answer.message ?? answer.error?.summary ?? `npm audit exit ${result.status}` };
}

function line(advisory) {
  const fix = advisory.fix === true ? 'fix: npm audit fix' : advisory.fix ? `fix: ${advisory.fix.name}@${advisory.fix.version}${advisory.fix.isSemVerMajor ? ' (major)' : ''}` : 'no fix yet';
  return `  ${advisory.severity.padEnd(8)} ${advisory.package} ${advisory.range}  ${advisory.title}  ${advisory.url}  (${fix}; ${advisory.nodes.length} install path${advisory.nodes.length === 1 ? '' : 's'})`;
}

export function main(argv = process.argv.slice(2)) {
  const allowList = JSON.parse(readFileSync(ALLOW_FILE, 'utf8')).advisories;
  const reportIndex = argv.indexOf('--report');
  const { report, unavailable } = reportIndex >= 0 ? { report: JSON.parse(readFileSync(argv[reportIndex + 1], 'utf8')) } : runNpmAudit();
  if (!report) {
    console.log(`npm audit: NOT RUN, the registry did not answer the audit: ${unavailable}`);
    if (process.env.AUDIT_REQUIRED === '1') {
      console.log('AUDIT_REQUIRED=1: failing.');
      return 1;
    }
    console.log('Nothing was checked (set AUDIT_REQUIRED=1 where the registry serves audits to make this fatal).');
    return 0;
  }
  const { advisories, failures, allowed, stale } = judge(report, allowList);
  const counts = report.metadata.vulnerabilities;
  console.log(
    `npm audit: ${report.metadata.dependencies?.total ?? '?'} packages; ${ORDER.map((s) => `${counts[s] ?? 0} ${s}`).join(', ')} (vulnerable packages); ${advisories.length} advisories`,
  );
  for (const advisory of advisories) console.log(line(advisory));
  for (const { advisory, entry } of allowed) console.log(`allowed  ${advisory.package} ${advisory.url}: ${entry.reason} (reviewed ${entry.reviewed})`);
  for (const entry of stale) console.log(`stale allow-list entry, no longer reported: ${entry.package} ${entry.advisory}: remove it`);
  for (const { advisory, why } of failures) console.log(`FAIL     ${advisory.severity} ${advisory.package} ${advisory.url}: ${why}`);
  console.log(failures.length ? `${failures.length} high/critical advisories to fix or review.` : 'No unreviewed high or critical advisory.');
  return failures.length ? 1 : 0;
}

if (import.meta.main) process.exitCode = main();
