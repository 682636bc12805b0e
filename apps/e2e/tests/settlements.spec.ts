import { expect, test } from '@playwright/test';
import pg from 'pg';
import { apiLogin, DEMO, signInAs } from '../support/accounts';
import { asInstalledApp } from '../support/installed-app';
import { databaseUrl } from '../support/notifications';
import { call, randomServiceDate } from '../support/api';

test.skip(process.env.E2E_SERVER === 'static', 'needs the API');

/**
 * Issue 13 item 5 through the browser: a job the technician closes this week is settled by the
 * weekly pg-boss job; the vendor reads the statement and finalizes it, the technician reads its own
 * on the phone. The job runs on the hour
 * in production; here it is written into pg-boss's queue as an operator's rerun would be, for the
 * instant a week from now, so this week is the last whole one.
 */

async function runWeeklyBuild(): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await client.query(`insert into pgboss.job (name, data) values ('settlements-build', $1)`, [{ as_of: new Date(Date.now() + 7 * 86_400_000).toISOString() }]);
  } finally {
    await client.end();
  }
}

test('the weekly build settles a closed job; the vendor reads and finalizes the statement, the technician reads its cut on the phone', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const vendor = await apiLogin(request, DEMO.vendor);
  const technician = await apiLogin(request, DEMO.technician);
  const customer = `Stella Statement ${Math.floor(Math.random() * 1e6)}`;
  const order = await call(request, vendor.access_token, 'post', '/api/orders', {
    customer_name: customer,
    phone: `+1555${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`,
    service_date: randomServiceDate(),
    time_slot: 'evening',
    taxable: true,
    tax_rate: 8,
  });
  await call(request, vendor.access_token, 'post', `/api/orders/${order.id}/assign`, { technician_id: technician.user.id });
  for (const to of ['accepted', 'in_progress']) await call(request, technician.access_token, 'post', `/api/orders/${order.id}/transitions`, { to });
  // The worked example: 382.00 in cash to the technician, who owes the vendor 142.00 for it.
  await call(request, technician.access_token, 'post', `/api/orders/${order.id}/transitions`, {
    to: 'completed',
    completion: { labor: '200.00', parts_price: '150.00', parts_cost: '90.00', parts_paid_by: 'technician', tip: '20.00', resolution: 'Replaced the pump', payments: [{ method: 'cash', amount: '382.00', collected_by: 'technician' }] },
  });
  await call(request, vendor.access_token, 'post', `/api/orders/${order.id}/transitions`, { to: 'closed' });

  await runWeeklyBuild();
  // The job runs within a second or two of being written; find the statement holding this order.
  let statementId: string | undefined;
  await expect
    .poll(
      async () => {
        const { items } = await call(request, vendor.access_token, 'get', `/api/settlements?status=open&technician_id=${technician.user.id}`);
        for (const item of items as { id: string }[]) {
          const details = await call(request, vendor.access_token, 'get', `/api/settlements/${item.id}`);
          if ((details.lines as { order_id: string | null }[]).some((line) => line.order_id === order.id)) statementId = item.id;
        }
        return statementId;
      },
      { timeout: 30_000 },
    )
    .toBeTruthy();

  // The vendor: the statement's line for the order, then Finalize behind its confirm.
  const desk = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signInAs(desk, 'vendor');
  await desk.goto(`/financial-settlements?id=${statementId}`);
  const line = desk.getByTestId('settlement-line').filter({ hasText: order.invoice_number });
  await expect(line).toContainText('142.00');
  await expect(line).toContainText('240.00');
  await desk.getByRole('button', { name: 'Finalize' }).click();
  const dialog = desk.getByRole('dialog');
  await expect(dialog).toContainText('can never be edited again');
  await dialog.getByRole('button', { name: 'Finalize' }).click();
  await expect(desk.getByTestId('settlement-balance')).toContainText('Finalized');
  await expect(desk.getByRole('button', { name: 'Record payout' })).toBeVisible();
  const statement = await call(request, vendor.access_token, 'get', `/api/settlements/${statementId}`);
  expect(statement.status).toBe('finalized');

  // The technician, on its phone: the same line, its cut traced to the balance.
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await asInstalledApp(phone);
  await signInAs(phone, 'technician');
  await phone.goto(`/financial-settlements?id=${statementId}`);
  const mine = phone.getByTestId('settlement-line').filter({ hasText: order.invoice_number });
  await expect(mine).toContainText('240.00');
  await expect(mine.getByTestId('settlement-line-balance')).toContainText('142.00');
});
