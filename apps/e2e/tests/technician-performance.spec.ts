import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, DEMO, signInAs } from '../support/accounts';
import { assignInFreeWindow, call, randomWindow } from '../support/api';

test.skip(process.env.E2E_SERVER === 'static', 'needs the API');

interface Rate {
  numerator: number;
  denominator: number;
  value: number | null;
}
interface Report {
  period_start: string;
  period_end: string;
  rows: { technician: { id: string; full_name: string | null }; metrics: { completed: number; completion_rate: Rate } }[];
}

/** yyyy-mm-dd `days` before `day`. */
const back = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

const SHOTS = '/tmp/shots-perf';

test('the vendor reads a technician’s figures beside the par, switches 30/90 days, follows a figure to its orders; a technician is refused', async ({ page, request }) => {
  test.setTimeout(180_000);
  const vendor = await apiLogin(request, DEMO.vendor);
  const technician = await apiLogin(request, DEMO.technician);
  const techId = technician.user.id;
  const { timezone } = (await call(request, vendor.access_token, 'get', '/api/vendor-settings')) as { timezone: string };
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const report = async (days: number): Promise<Report> =>
    call(request, vendor.access_token, 'get', `/api/technicians/performance?period_start=${back(today, days - 1)}&period_end=${today}`);
  const completedIn = async (days: number) => (await report(days)).rows.find((row) => row.technician.id === techId)?.metrics.completed ?? 0;
  const before = await completedIn(30);

  // A job today, done and closed with a rating: the stored figures are recomputed when it closes.
  const order = await call(request, vendor.access_token, 'post', '/api/orders', {
    customer_name: 'Paula Performance',
    phone: `+1555${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`,
    address: '14 Scorecard Road',
    city: 'Springfield',
    service_date: today,
    time_slot: randomWindow(),
    issue_description: 'Dryer does not heat',
    taxable: false,
  });
  await assignInFreeWindow(request, vendor.access_token, order.id, { technician_id: techId });
  for (const to of ['accepted', 'en_route', 'in_progress']) await call(request, technician.access_token, 'post', `/api/orders/${order.id}/transitions`, { to });
  await call(request, technician.access_token, 'post', `/api/orders/${order.id}/transitions`, {
    to: 'completed',
    completion: { labor: '120.00', parts_price: '0.00', parts_cost: '0.00', parts_paid_by: 'vendor', tip: '0.00', resolution: 'Replaced the heating element', payments: [{ method: 'cash', amount: '120.00', collected_by: 'technician' }] },
  });
  await call(request, vendor.access_token, 'post', `/api/orders/${order.id}/transitions`, { to: 'closed', rating: 5 });
  await expect.poll(() => completedIn(30), { timeout: 60_000 }).toBeGreaterThan(before);
  const ninety = (await report(90)).rows.find((row) => row.technician.id === techId)!.metrics;
  const thirty = (await report(30)).rows.find((row) => row.technician.id === techId)!.metrics;

  await signInAs(page, 'vendor');
  await page.goto('/technicians');
  await page.getByRole('link', { name: 'Performance' }).click();
  await expect(page).toHaveURL(/\/technicians\/performance$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Technician performance' })).toBeVisible();
  // 90 days by default (SPEC §9): the figures the API stored for that period.
  await expect(page.getByTestId(`completed-${techId}`)).toHaveText(String(ninety.completed));
  const rate = page.getByTestId(`completion_rate-${techId}`);
  await expect(rate).toContainText(`${ninety.completion_rate.numerator}/${ninety.completion_rate.denominator}`);
  await expect(page.getByTestId('completion_rate-par')).toBeVisible();
  await expect(page.getByTestId('chart-weekly-completed')).toBeVisible();

  await page.getByText('30 days', { exact: true }).click();
  await expect(page.getByTestId(`completed-${techId}`)).toHaveText(String(thirty.completed));
  await expect(rate).toContainText(`${thirty.completion_rate.numerator}/${thirty.completion_rate.denominator}`);

  // The figure opens the orders behind it; one of them is today's job, and it opens.
  await page.getByTestId(`completed-${techId}`).getByRole('button').click();
  const drawer = page.getByTestId('drilldown-orders');
  const link = drawer.getByRole('link', { name: `Invoice ${order.invoice_number}` });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));

  await shots(page);

  // SPEC §2: vendor only.
  const other = await page.context().browser()!.newPage();
  await signInAs(other, 'technician');
  await other.goto('/technicians/performance');
  await expect(other.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await other.close();
});

/** The page at 1366×900 and 390×844, light and dark, English and Russian, for a person to look at. */
async function shots(page: Page) {
  mkdirSync(SHOTS, { recursive: true });
  for (const language of ['en', 'ru'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      for (const [name, viewport] of [['desktop', { width: 1366, height: 900 }], ['phone', { width: 390, height: 844 }]] as const) {
        await page.evaluate(([lang, mode]) => {
          window.localStorage.setItem('fixflow.language', lang);
          window.localStorage.setItem('vite-ui-theme', mode);
        }, [language, theme] as const);
        await page.setViewportSize(viewport);
        await page.goto('/technicians/performance');
        await expect(page.getByTestId('chart-recall-rate')).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/${name}-${theme}-${language}.png`, fullPage: true });
      }
    }
  }
  await page.evaluate(() => {
    window.localStorage.setItem('fixflow.language', 'en');
    window.localStorage.removeItem('vite-ui-theme');
  });
}
