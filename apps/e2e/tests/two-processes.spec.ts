import { expect, test } from '@playwright/test';
import type { OrderDetails } from '@fixflow/contracts';
import { apiLogin, DEMO, signInAs } from '../support/accounts';
import { asInstalledApp } from '../support/installed-app';
import { EXTERNAL_BASE_URL, STATIC_SERVER } from '../support/server';
import { watchSockets } from '../support/sockets';
import { pinTo, startTwoProcesses, type TwoProcesses } from '../support/two-processes';
import { randomServiceDate } from '../support/api';

test.skip(STATIC_SERVER, 'needs the API');
test.skip(!!EXTERNAL_BASE_URL, 'starts API processes of its own on the suite’s database');

let platform: TwoProcesses;
test.beforeAll(async () => {
  platform = await startTwoProcesses();
});
test.afterAll(async () => {
  await platform?.stop();
});

// Production's shape (docker-compose.yml): two API processes, one PostgreSQL, Redis between their
// sockets, a reverse proxy in front. The vendor is pinned to process A and the technician to B, so
// every live update crosses Redis; then A dies by SIGKILL in the middle of the job.
test('a vendor on one API process and a technician on another work an order live; the vendor survives the death of its process', async ({ browser }) => {
  test.setTimeout(90_000);
  const { origin } = platform;

  const vendorContext = await browser.newContext({ baseURL: origin, viewport: { width: 1366, height: 900 } });
  await pinTo(vendorContext, origin, 'a');
  const vendor = await vendorContext.newPage();
  const vendorSockets = watchSockets(vendor);
  await signInAs(vendor, 'vendor');

  const technicianContext = await browser.newContext({ baseURL: origin, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await pinTo(technicianContext, origin, 'b');
  const technician = await technicianContext.newPage();
  const technicianSockets = watchSockets(technician);
  await asInstalledApp(technician);
  await signInAs(technician, 'technician');

  // Given an order of the vendor's for a free afternoon, open on the vendor's screen (on A)…
  const vendorToken = (await apiLogin(vendorContext.request, DEMO.vendor)).access_token;
  const auth = { Authorization: `Bearer ${vendorToken}` };
  const created = await vendorContext.request.post('/api/orders', {
    headers: auth,
    data: { customer_name: 'Tess Twoprocess', phone: `+1555${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`, address: '2 Proxy Road', service_date: randomServiceDate(), time_slot: 'afternoon', appliance_type: 'Dryer' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const order = (await created.json()) as { id: string; invoice_number: string };
  await vendor.goto(`/orders/${order.id}`);
  await expect(vendor.getByTestId('order-status')).toHaveText('New');

  // …and the technician's My Orders open on B.
  await technician.goto('/orders');
  await expect(technician.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  await expect.poll(technicianSockets.connected).toBe(1);
  await technician.getByText(/^Upcoming/).click();

  // When the vendor assigns it on A, the technician's page on B shows it without a reload (through Redis).
  await vendor.getByRole('button', { name: 'Assign technician' }).click();
  await vendor.getByTestId(`roster-${DEMO.technician}`).getByRole('button', { name: 'Assign' }).click();
  await expect(vendor).toHaveURL(new RegExp(`/orders/${order.id}$`));
  const card = technician.locator(`[data-invoice="${order.invoice_number}"]`);
  await expect(card).toContainText('Assigned');

  // When the technician accepts on B, the vendor's page on A follows, live.
  await card.click();
  await technician.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(technician.getByTestId('order-status')).toHaveText('Accepted');
  await expect(vendor.getByTestId('order-status')).toHaveText('Scheduled');
  expect(vendorSockets.connected()).toBe(1);

  // Process A dies without a goodbye: the vendor's socket drops, the technician's (on B) does not.
  await platform.a.kill('SIGKILL');
  await expect.poll(() => vendorSockets.sockets[0].isClosed()).toBe(true);
  // The vendor's page connects again through the proxy, which now can only reach B.
  await expect.poll(vendorSockets.connected, { timeout: 20_000 }).toBe(2);
  expect(technicianSockets.sockets.map((socket) => socket.isClosed())).toEqual([false]);

  // The technician heads out: the vendor's reconnected page shows it live.
  await technician.getByRole('button', { name: 'On my way' }).click();
  await expect(technician.getByTestId('order-status')).toHaveText('On the way');
  await expect(vendor.getByTestId('order-status')).toHaveText('Dispatched');

  // The vendor's next action, from the same page, succeeds on B; the technician sees it live.
  await vendor.getByRole('button', { name: 'Put on hold' }).click();
  const hold = vendor.getByRole('dialog');
  await hold.getByLabel('Reason').fill('Waiting for a part');
  await hold.getByRole('button', { name: 'Confirm' }).click();
  await expect(vendor.getByTestId('order-status')).toHaveText('On hold');
  await expect(technician.getByTestId('order-status')).toHaveText('On hold');

  // Nothing lost, nothing doubled: each move is in the order's history exactly once.
  const details = (await (await vendorContext.request.get(`/api/orders/${order.id}`, { headers: auth })).json()) as OrderDetails;
  const moves = details.history.filter((line) => line.kind !== 'created').map((line) => (line.kind === 'status' ? `${line.from}→${line.to}` : line.kind));
  expect(moves.sort()).toEqual(['accepted→en_route', 'assigned', 'en_route→on_hold', 'pending→accepted'].sort());
  expect(details.history.filter((line) => line.kind === 'created')).toHaveLength(1);

  // A comes back on its port (only now: a process still starting would take the vendor's requests
  // before its Redis publisher is up) and reads the same order from the shared database.
  await platform.a.start();
  const fromA = await vendorContext.request.get(`${platform.a.url}/api/orders/${order.id}`, { headers: auth });
  expect(((await fromA.json()) as OrderDetails).status).toBe('on_hold');

  await vendorContext.close();
  await technicianContext.close();
});
