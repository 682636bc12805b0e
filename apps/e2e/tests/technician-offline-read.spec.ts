import { expect, test, type Page } from '@playwright/test';
import { DEMO, apiLogin, signInAs } from '../support/accounts';
import { asInstalledApp } from '../support/installed-app';
import { remoteCachedOffline } from '../support/technician-offline';
import { call, randomServiceDate } from '../support/api';

// Issue 19 parts 1 and 4: a technician's orders readable in a basement, and an honest signal.
test.skip(process.env.E2E_SERVER === 'static', 'needs the API');
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The saved answers in the phone's IndexedDB (apps/shell/src/offline): their query keys, [] when none. */
const savedKeys = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('fixflow-offline');
        open.onerror = () => reject(open.error);
        open.onupgradeneeded = () => open.result.createObjectStore('queries');
        open.onsuccess = () => {
          const read = open.result.transaction('queries').objectStore('queries').getAll();
          read.onsuccess = () => {
            const clients = read.result as { clientState: { queries: { queryKey: unknown[] }[] } }[];
            resolve(clients.flatMap((client) => client.clientState.queries.map((query) => JSON.stringify(query.queryKey))));
            open.result.close();
          };
        };
      }),
  );

test('offline, the technician reads the saved orders and an order seen before, marked with their time; back online, the vendor’s change shows', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  const vendor = await apiLogin(request, DEMO.vendor);
  const technician = await apiLogin(request, DEMO.technician);
  // A random far day: a rerun never clashes on the technician's slot.
  const day = randomServiceDate();
  const customer = `Basement ${Date.now()}`;
  const order = await call<{ id: string }>(request, vendor.access_token, 'post', '/api/orders', {
    customer_name: customer,
    phone: `+1555${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`,
    address: '12 Cellar Lane',
    city: 'Springfield',
    service_date: day,
    time_slot: 'morning',
    appliance_type: 'Washer',
    issue_description: 'Drains slowly',
  });
  await call(request, vendor.access_token, 'post', `/api/orders/${order.id}/assign`, { technician_id: technician.user.id });
  await call(request, technician.access_token, 'post', `/api/orders/${order.id}/transitions`, { to: 'accepted' });

  await asInstalledApp(page);
  await signInAs(page, 'technician');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await remoteCachedOffline(page);

  // Seen once online: the order, and My Orders with it among the upcoming visits.
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: customer })).toBeVisible();
  await expect(page.getByText('Drains slowly')).toBeVisible();
  await page.getByRole('button', { name: 'Back to orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  await page.getByText(/^Upcoming \(\d+\)$/).click();
  await expect(page.getByText(customer)).toBeVisible();
  await expect.poll(() => savedKeys(page), { message: 'the order saved on the phone' }).toContain(JSON.stringify(['orders', 'detail', order.id]));
  await expect(page.getByTestId('connection-banner')).toHaveCount(0);
  await expect(page.getByTestId('last-updated')).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  // The list, from the phone: marked with when it was read, under the offline bar.
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  await expect(page.getByTestId('connection-banner')).toHaveText(/^You're offline — showing what was saved at \d{2}:\d{2}$/);
  await expect(page.getByTestId('last-updated')).toHaveText(/^Last updated \d{2}:\d{2}$/);
  await page.getByText(/^Upcoming \(\d+\)$/).click();
  await expect(page.getByText(customer)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The order opened before: its details, from the phone.
  await page.getByText(customer).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: customer })).toBeVisible();
  await expect(page.getByText('Drains slowly')).toBeVisible();
  await expect(page.getByText('12 Cellar Lane, Springfield')).toBeVisible();
  await expect(page.getByTestId('last-updated')).toBeVisible();
  // Reloaded on the order itself, still offline.
  await page.reload();
  await expect(page.getByText('Drains slowly')).toBeVisible();
  await expect(page.getByTestId('connection-banner')).toContainText("You're offline");

  // The vendor changes the order meanwhile; the signal returns.
  await call(request, vendor.access_token, 'patch', `/api/orders/${order.id}`, { issue_description: 'Drains slowly; also leaks' });
  await context.setOffline(false);
  await expect(page.getByTestId('connection-banner')).toHaveText('Back online');
  await expect(page.getByText('Drains slowly; also leaks', { exact: true })).toBeVisible();
  await expect(page.getByTestId('last-updated')).toHaveCount(0);
  // The notice of that change, pushed while the phone was away, is in the bell's count too.
  await expect
    .poll(async () => {
      const answer = await request.get('/api/notifications/unread-count', { headers: { Authorization: `Bearer ${technician.access_token}` } });
      const { count } = (await answer.json()) as { count: number };
      return (await page.getByTestId('notification-bell').getAttribute('aria-label')) === `Notifications, ${count} unread` && count > 0;
    }, { message: "the bell counts what the API holds, the vendor's change included" })
    .toBe(true);
  await expect(page.getByTestId('connection-banner')).toHaveCount(0);

  // Sign-out leaves nothing of the technician's on the phone.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await savedKeys(page)).toEqual([]);
});

test('in Russian: the signal lost and back on an open page, an assignment made meanwhile appears; then an offline start', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  await asInstalledApp(page);
  await page.addInitScript(() => window.localStorage.setItem('fixflow.language', 'ru'));
  await signInAs(page, 'technician');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Панель' })).toBeVisible();
  await remoteCachedOffline(page);
  await expect.poll(() => savedKeys(page)).toContain(JSON.stringify(['orders', 'mine', 100]));

  // The open page loses the network (the socket drops), the vendor assigns a visit meanwhile.
  await context.setOffline(true);
  await expect(page.getByTestId('connection-banner')).toHaveText(/^Нет связи — показаны данные на \d{2}:\d{2}$/);
  await expect(page.getByTestId('last-updated')).toHaveText(/^Обновлено: \d{2}:\d{2}$/);
  const vendor = await apiLogin(request, DEMO.vendor);
  const technician = await apiLogin(request, DEMO.technician);
  const customer = `Meanwhile ${Date.now()}`;
  const day = randomServiceDate();
  const order = await call<{ id: string }>(request, vendor.access_token, 'post', '/api/orders', {
    customer_name: customer,
    phone: `+1555${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`,
    service_date: day,
    time_slot: 'evening',
  });
  await call(request, vendor.access_token, 'post', `/api/orders/${order.id}/assign`, { technician_id: technician.user.id });
  await context.setOffline(false);
  await expect(page.getByTestId('connection-banner')).toHaveText('Связь восстановлена');
  // Read again on reconnection: the new assignment waits for an answer on Home.
  await expect(page.getByText(customer)).toBeVisible();
  await expect(page.getByTestId('last-updated')).toHaveCount(0);

  // Opened offline: the saved Home, marked, under the bar.
  await expect.poll(() => savedKeys(page)).toContain(JSON.stringify(['orders', 'mine', 100]));
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Панель' })).toBeVisible();
  await expect(page.getByTestId('connection-banner')).toHaveText(/^Нет связи — показаны данные на \d{2}:\d{2}$/);
  await expect(page.getByTestId('last-updated')).toHaveText(/^Обновлено: \d{2}:\d{2}$/);
  await context.setOffline(false);
  await expect(page.getByTestId('connection-banner')).toHaveText('Связь восстановлена');
});
