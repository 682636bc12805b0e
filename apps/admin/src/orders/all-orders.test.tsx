import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createApiClient } from '@fixflow/api-client';
import type { Order, VendorSummary } from '@fixflow/contracts';
import { fakeApi, renderWithShell, type FakeRoutes } from '@fixflow/shell-sdk/testing';
import app from '../app';

const ACME = '11111111-1111-4111-8111-111111111111';
const BOLT = '22222222-2222-4222-8222-222222222222';
const vendor = (id: string, company_name: string): VendorSummary =>
  ({ id, user_id: `u-${id}`, company_name, email: null, phone: null, city: null, state: null, status: 'active', timezone: null, created_at: '2026-01-01T00:00:00.000Z' }) as VendorSummary;
const order = (id: string, vendor_id: string, overrides: Partial<Order> = {}): Order =>
  ({
    id,
    vendor_id,
    invoice_number: `INV-10${id}`,
    customer_name: `Customer ${id}`,
    phone: '+15555550100',
    address: '12 Elm St',
    city: 'Austin',
    state: 'TX',
    zip_code: '78701',
    appliance_type: 'Refrigerator',
    issue_description: 'Not cooling',
    service_date: '2031-05-04',
    time_slot: 'morning',
    status: 'pending',
    technician: null,
    technician_id: null,
    order_source: 'phone',
    ...overrides,
  }) as Order;

function render(route: string, routes: FakeRoutes, language: 'en' | 'ru' = 'en') {
  const { calls, fetchImpl } = fakeApi({
    'GET /api/vendors': () => ({ status: 200, body: { items: [vendor(ACME, 'Acme Repairs'), vendor(BOLT, 'Bolt Service')], next_cursor: null } }),
    'GET /api/admin/technicians': () => ({ status: 200, body: { items: [], next_cursor: null } }),
    ...routes,
  });
  const Page = app.pages['/admin/orders'];
  renderWithShell(<Page />, { app, path: '/admin/orders', route, language, services: { api: createApiClient({ baseUrl: '/api', fetch: fetchImpl }), navigate: jest.fn() } });
  return { calls };
}

describe('All Orders', () => {
  it("lists every vendor's orders with the vendor named, and takes the filters from the address", async () => {
    const { calls } = render(`/admin/orders?status=pending&vendor_id=${ACME}&date_from=2031-05-01&date_to=2031-05-07`, {
      'GET /api/orders': () => ({ status: 200, body: { items: [order('1', ACME)], next_cursor: null } }),
    });
    const table = await screen.findByTestId('all-orders');
    expect(await within(table).findByText('Acme Repairs')).toBeTruthy();
    const query = calls.find((call) => call.key === 'GET /api/orders')!.url.searchParams;
    expect(Object.fromEntries(query)).toMatchObject({ status: 'pending', vendor_id: ACME, date_from: '2031-05-01', date_to: '2031-05-07' });
  });

  it("shows a technician's blocked time as such, never its PB- number in the Invoice column", async () => {
    render('/admin/orders', {
      'GET /api/orders': () => ({
        status: 200,
        body: { items: [order('1', ACME), { ...order('2', ACME), vendor_id: null, invoice_number: 'PB-7', order_source: 'technician_personal' }], next_cursor: null },
      }),
    });
    const table = await screen.findByTestId('all-orders');
    expect(await within(table).findByText('INV-101')).toBeTruthy();
    expect(within(table).getByText('Blocked time')).toBeTruthy();
    expect(within(table).queryByText('PB-7')).toBeNull();
  });

  it('says so when nothing matches, and shows an error with a retry', async () => {
    let failing = true;
    render('/admin/orders', {
      'GET /api/orders': () => (failing ? { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'boom' } } : { status: 200, body: { items: [], next_cursor: null } }),
    });
    const retry = await screen.findByRole('button', { name: /retry|try again/i });
    failing = false;
    fireEvent.click(retry);
    expect(await screen.findByText('No orders found')).toBeTruthy();
  });

  it('opens an order read-only and cancels it with a reason', async () => {
    const { calls } = render('/admin/orders', {
      'GET /api/orders': () => ({ status: 200, body: { items: [order('1', BOLT)], next_cursor: null } }),
      'POST /api/orders/1/transitions': () => ({ status: 200, body: order('1', BOLT, { status: 'cancelled' }) }),
    });
    fireEvent.click(await screen.findByText('INV-101'));
    const drawer = await screen.findByTestId('admin-order');
    expect(within(drawer).getByText('Bolt Service')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Cancel order' }));
    fireEvent.change(await screen.findByLabelText('Reason'), { target: { value: 'Customer moved away' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.some((call) => call.key === 'POST /api/orders/1/transitions')).toBe(true));
    const post = calls.find((call) => call.key === 'POST /api/orders/1/transitions')!;
    expect(post.body).toEqual({ to: 'cancelled', reason: 'Customer moved away' });
  });

  it('speaks Russian', async () => {
    render('/admin/orders', { 'GET /api/orders': () => ({ status: 200, body: { items: [order('1', ACME)], next_cursor: null } }) }, 'ru');
    expect(await screen.findByRole('heading', { level: 1, name: 'Все заказы' })).toBeTruthy();
    expect(await screen.findByText('Acme Repairs')).toBeTruthy();
  });
});
