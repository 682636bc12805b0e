import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Role } from '@fixflow/contracts';
import { ROUTES } from '../../shell/src/routes/route-table';
import { DEMO, apiLogin, signInAs } from '../support/accounts';
import { audit, describeFindings, openInApp, prepareForAudit, type Finding, type Theme } from '../support/axe';
import { asInstalledApp } from '../support/installed-app';
import { call, randomServiceDate } from '../support/api';

/*
 * Every page of every role, in both themes, through axe-core's WCAG 2.1 A/AA rules: a serious or
 * critical violation fails. The pages come from the route table itself, so a new route is checked
 * the day it is added. One signed-in page per role and theme, moved through the app's router
 * from page to page, keeps the run to a few seconds per role.
 */

test.skip(process.env.E2E_SERVER === 'static', 'needs the API');
// Each role × theme is independent (its own context and records): both workers share them.
test.describe.configure({ mode: 'parallel' });

const THEMES: Theme[] = ['light', 'dark'];
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The id of each `:param` a path may carry, for one role's records. */
interface Ids {
  order: string;
  customer: string;
  technician: string;
  vendor: string;
  /** The day of the order the technician accepted. */
  serviceDate: string;
}

/**
 * Records every list and detail page has something to draw: the vendor's order accepted by the
 * technician (a coloured status tag on both sides) and one still new, with their customers.
 */
async function seedRecords(request: APIRequestContext): Promise<Ids> {
  const vendor = await apiLogin(request, DEMO.vendor);
  const technician = await apiLogin(request, DEMO.technician);
  const order = (phone: string, serviceDate = randomServiceDate()) => ({
    customer_name: 'Axe Example',
    phone,
    address: '1 Contrast Way',
    city: 'Springfield',
    service_date: serviceDate,
    time_slot: 'afternoon',
    appliance_type: 'Dryer',
    issue_description: 'Makes a noise',
  });
  const phone = () => `+1555${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  await call(request, vendor.access_token, 'post', '/api/orders', order(phone()));
  // The role × theme tests seed side by side (and reruns share a database): a random day already
  // holding the technician's afternoon answers 409 SLOT_TAKEN, and another day is taken.
  for (let attempt = 1; ; attempt++) {
    const serviceDate = randomServiceDate();
    const accepted = await call<{ id: string; customer_id: string; vendor_id: string }>(request, vendor.access_token, 'post', '/api/orders', order(phone(), serviceDate));
    const assigned = await request.post(`/api/orders/${accepted.id}/assign`, {
      data: { technician_id: technician.user.id },
      headers: { authorization: `Bearer ${vendor.access_token}` },
    });
    if (assigned.status() === 409 && attempt < 5) continue;
    expect(assigned.ok(), `assign: ${assigned.status()} ${await assigned.text()}`).toBe(true);
    await call(request, technician.access_token, 'post', `/api/orders/${accepted.id}/transitions`, { to: 'accepted' });
    return { order: accepted.id, customer: accepted.customer_id, technician: technician.user.id, vendor: accepted.vendor_id, serviceDate };
  }
}

/** The signed-in paths a role may open (SPEC §2), with their `:id`s filled in. */
function pagesOf(role: Role, ids: Ids): string[] {
  return ROUTES.flatMap((route) => {
    if (route.access !== 'signed-in' || (route.roles && !route.roles.includes(role))) return [];
    const [, section] = route.path.split('/');
    const id = section === 'customers' ? ids.customer : section === 'technicians' ? ids.technician : section === 'vendors' ? ids.vendor : ids.order;
    return [route.path.replace(':id', id)];
  });
}

function expectClean(findings: Finding[]): void {
  expect(describeFindings(findings), 'serious or critical WCAG 2.1 A/AA violations').toEqual([]);
}

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test('anonymous: the public pages and the not-found page', async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await prepareForAudit(page, theme);
      const paths = [...ROUTES.filter((route) => route.access === 'public').map((route) => route.path), '/no-such-page'];
      const findings: Finding[] = [];
      for (const path of paths) {
        await page.goto(path);
        findings.push(...(await audit(page, path)));
      }
      expectClean(findings);
    });

    for (const role of ['vendor', 'technician', 'admin'] as const) {
      test(`${role}: every page the role may open`, async ({ page }) => {
        test.setTimeout(180_000);
        const ids = await seedRecords(page.request);
        // The technician works on a phone, from the installed app (SPEC §4); the others at a desk.
        await page.setViewportSize(role === 'technician' ? PHONE : DESKTOP);
        if (role === 'technician') await asInstalledApp(page);
        await prepareForAudit(page, theme);
        await signInAs(page, role);
        await page.goto('/dashboard');
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        const findings: Finding[] = [];
        for (const path of pagesOf(role, ids)) {
          await openInApp(page, path);
          findings.push(...(await audit(page, path)));
        }
        if (role !== 'technician') {
          // The dispatch board again from the accepted order's day (this week's may have no card in
          // its grid; the sweep above drew it with today's column): cards in cells and in the
          // tray, coloured by state, at a desk and on a phone.
          const board = `/service-scheduler?view=week&start=${ids.serviceDate}&vendor=${ids.vendor}`;
          await page.goto(board);
          await expect(page.locator(`[data-cell^="cell|${ids.technician}|${ids.serviceDate}|"] [data-testid="board-card"]`)).toBeVisible();
          findings.push(...(await audit(page, `${board} (desk)`)));
          await page.setViewportSize(PHONE);
          await expect(page.getByTestId('board-phone').getByTestId('board-card').first()).toBeVisible();
          findings.push(...(await audit(page, `${board} (phone)`)));
        }
        expectClean(findings);
      });
    }
  });
}
