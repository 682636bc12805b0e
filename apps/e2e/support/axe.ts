import { appendFileSync } from 'node:fs';
import axe from 'axe-core';
import { expect, type Page, type Request } from '@playwright/test';

/** WCAG 2.0 and 2.1, levels A and AA: what the product promises (issue 12, "Accessible by default"). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** Where the theme choice lives (SPEC §2 "Theme"; apps/shell/src/services/theme.ts). */
export const THEME_STORAGE_KEY = 'vite-ui-theme';
export type Theme = 'light' | 'dark';

export interface Finding {
  page: string;
  rule: string;
  impact: string;
  nodes: number;
  /** A few of the offending elements, enough to find them. */
  targets: string[];
}

const inFlight = new WeakMap<Page, Set<Request>>();

/**
 * Opens every page of the run in the chosen theme, as a user who picked it in Settings, and
 * counts the page's requests in flight: Playwright's network idle covers the first load only,
 * not what a page fetches after a move inside the app.
 */
export async function prepareForAudit(page: Page, theme: Theme): Promise<void> {
  const requests = new Set<Request>();
  inFlight.set(page, requests);
  page.on('request', (request) => requests.add(request));
  page.on('requestfinished', (request) => requests.delete(request));
  page.on('requestfailed', (request) => requests.delete(request));
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [THEME_STORAGE_KEY, theme] as const);
}

/**
 * Waits until the page has drawn what it loads: no spinner or skeleton, no request in flight and
 * no finite animation running (antd fades content in; half-faded text would read as low contrast).
 */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('.ff-spinner, .ant-skeleton, .ant-spin-spinning')).toHaveCount(0);
  const requests = inFlight.get(page);
  await expect.poll(() => requests?.size ?? 0, { intervals: [50] }).toBe(0);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * Moves to `path` inside the already loaded app, as the router does on a link: a full load per
 * page would spend most of the run starting React and the remote again.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname === path);
  await settled(page);
}

/**
 * Runs axe-core's WCAG A/AA rules on the page as drawn, returning its serious and critical
 * violations. AXE_REPORT=<file> appends each finding as a JSON line, to count them by rule and page.
 */
export async function audit(page: Page, label: string): Promise<Finding[]> {
  await settled(page);
  // axe-core is put in the page once: the audit moves between pages inside the app (openInApp),
  // so the same window keeps it, instead of @axe-core/playwright evaluating its 1.4 MB again for
  // every page. Only violations are read: axe then skips the details of every passing node.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const { violations } = await page.evaluate(
    (tags) => (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    WCAG_TAGS,
  );
  const findings = violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      page: label,
      rule: violation.id,
      impact: violation.impact ?? '',
      nodes: violation.nodes.length,
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }));
  if (process.env.AXE_REPORT) {
    for (const finding of findings) appendFileSync(process.env.AXE_REPORT, `${JSON.stringify(finding)}\n`);
  }
  return findings;
}

/** One line per page and rule, so a failure names everything at once rather than the first page. */
export function describeFindings(findings: Finding[]): string[] {
  return findings.map((finding) => `${finding.page}: ${finding.rule} (${finding.impact}, ${finding.nodes} nodes) ${finding.targets.join(' | ')}`);
}
