import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { BusySlot, Order, OrderChangedEvent } from '@fixflow/contracts';
import { createApiClient } from '@fixflow/api-client';
import { signedInSession } from '@fixflow/shell-sdk';
import { fakeApi, renderWithShell, vendorProfile, type FakeRoutes } from '@fixflow/shell-sdk/testing';
import app from '../app';
import { clashes } from '../assign/busy';

// The socket is the one thing replaced: the test plays the API pushing an event on the host's socket.
let push: ((event: OrderChangedEvent) => void) | null = null;

const order = (id: string, overrides: Partial<Order> = {}): Order =>
  ({
    id,
    invoice_number: `INV-10${id}`,
    customer_name: `Customer ${id}`,
    phone: '+15555550100',
    service_date: '2031-05-04',
    time_slot: 'morning',
    starts_at: '2031-05-04T08:00:00.000Z',
    ends_at: '2031-05-04T12:00:00.000Z',
    status: 'pending',
    vendor_status: 'New',
    technician_status: '',
    technician: null,
    technician_id: null,
    order_source: 'phone',
    ...overrides,
  }) as Order;

function render(path: string, route: string, routes: FakeRoutes, navigate = jest.fn(), profile = vendorProfile) {
  const { fetchImpl, calls } = fakeApi(routes);
  const api = createApiClient({ baseUrl: '/api', fetch: fetchImpl });
  const Page = app.pages[path];
  const { live } = renderWithShell(<Page />, { app, path, route, session: signedInSession(profile), services: { api, navigate } });
  push = (event) => live.emit('order.changed', event);
  return { calls, navigate };
}

/** A desktop screen: antd's responsive columns read the viewport through matchMedia, which jsdom answers "no" to. */
function desktop() {
  const matchMedia = window.matchMedia;
  return jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ ...matchMedia(query), matches: !/max-width/.test(query) }));
}
beforeEach(desktop);
afterEach(() => jest.restoreAllMocks());

describe('given a vendor with more orders than fit one page', () => {
  it('shows the first page with status tags, then the next page after "Load more"', async () => {
    const { calls } = render('/orders', '/orders', {
      'GET /api/orders': (_, url) =>
        url.searchParams.get('cursor')
          ? { status: 200, body: { items: [order('2', { status: 'accepted' })], next_cursor: null } }
          : { status: 200, body: { items: [order('1')], next_cursor: 'c1' } },
    });

    expect(await screen.findByText('INV-101')).toBeTruthy();
    expect(screen.getAllByText('New').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('INV-102')).toBeTruthy();
    expect(screen.getAllByText('Scheduled').length).toBeGreaterThan(0);
    expect(calls.filter((call) => call.key === 'GET /api/orders')[1].url.searchParams.get('cursor')).toBe('c1');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('moves an order\'s tag when the API says it changed, and puts a new order on top, without reloading', async () => {
    const { calls } = render('/orders', '/orders', {
      'GET /api/orders': () => ({ status: 200, body: { items: [order('1')], next_cursor: null } }),
    });
    expect(await screen.findByText('INV-101')).toBeTruthy();
    await waitFor(() => expect(push).not.toBeNull());

    act(() => push?.({ action: 'transitioned', order: order('1', { status: 'accepted' }) }));
    expect(await screen.findByText('Scheduled')).toBeTruthy();
    act(() => push?.({ action: 'created', order: order('3') }));
    expect(await screen.findByText('INV-103')).toBeTruthy();
    expect(calls.filter((call) => call.key === 'GET /api/orders')).toHaveLength(1);
  });

  it('opens filtered by the status in the address (a dashboard count links here)', async () => {
    const { calls } = render('/orders', '/orders?status=on_hold', {
      'GET /api/orders': () => ({ status: 200, body: { items: [order('5', { status: 'on_hold' })], next_cursor: null } }),
    });
    expect(await screen.findByText('INV-105')).toBeTruthy();
    expect(calls.find((call) => call.key === 'GET /api/orders')?.url.searchParams.get('status')).toBe('on_hold');
  });

  it('opens the order a lookup by invoice suffix finds', async () => {
    const { navigate } = render('/orders', '/orders', {
      'GET /api/orders': () => ({ status: 200, body: { items: [], next_cursor: null } }),
      'GET /api/orders/lookup/1042': () => ({ status: 200, body: order('42') }),
    });
    expect(await screen.findByText('No orders found')).toBeTruthy();
    const lookup = screen.getByLabelText('Open an order by invoice number');
    fireEvent.change(lookup, { target: { value: '1042' } });
    fireEvent.keyDown(lookup, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/orders/42'));
  });
});

describe('assigning a technician', () => {
  const busyAt = (start: string, end: string, order_id = 'other'): BusySlot => ({ kind: 'order', order_id, date: '2031-05-04', start, end });

  it('counts only slots overlapping the visit, never the order itself', () => {
    const visit = order('1');
    expect(clashes([busyAt('2031-05-04T12:00:00.000Z', '2031-05-04T16:00:00.000Z')], visit)).toHaveLength(0);
    expect(clashes([busyAt('2031-05-04T11:00:00.000Z', '2031-05-04T13:00:00.000Z')], visit)).toHaveLength(1);
    expect(clashes([busyAt('2031-05-04T08:00:00.000Z', '2031-05-04T12:00:00.000Z', '1')], visit)).toHaveLength(0);
  });

  it('lets a free technician be picked and not a busy one', async () => {
    const { calls, navigate } = render('/orders/:id/assign', '/orders/1/assign', {
      'GET /api/orders/1': () => ({ status: 200, body: { ...order('1'), history: [] } }),
      'GET /api/technicians': () => ({
        status: 200,
        body: [
          { id: 't1', full_name: 'Free Fred', email: 'fred@x.test' },
          { id: 't2', full_name: 'Busy Bea', email: 'bea@x.test' },
        ],
      }),
      'GET /api/technicians/t1/busy-slots': () => ({ status: 200, body: [] }),
      'GET /api/technicians/t2/busy-slots': () => ({ status: 200, body: [busyAt('2031-05-04T09:00:00.000Z', '2031-05-04T10:00:00.000Z')] }),
      'POST /api/orders/1/assign': () => ({ status: 200, body: order('1', { technician_id: 't1' }) }),
    });

    const bea = await screen.findByTestId('roster-bea@x.test');
    expect(bea.querySelector('button')?.disabled).toBe(true);
    expect(bea.textContent).toContain('Busy');
    const fred = screen.getByTestId('roster-fred@x.test');
    fireEvent.click(fred.querySelector('button') as HTMLButtonElement);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/orders/1'));
    expect(calls.find((call) => call.key === 'POST /api/orders/1/assign')?.body).toEqual({ technician_id: 't1' });
  });

  it('shows the clashing slot on the vendor’s clock when the API answers 409 (another dispatcher was faster)', async () => {
    const newYork = { ...vendorProfile, timezone: 'America/New_York' };
    render('/orders/:id/assign', '/orders/1/assign', {
      'GET /api/orders/1': () => ({ status: 200, body: { ...order('1'), history: [] } }),
      'GET /api/technicians': () => ({ status: 200, body: [{ id: 't1', full_name: 'Free Fred', email: 'fred@x.test' }] }),
      'GET /api/technicians/t1/busy-slots': () => ({ status: 200, body: [] }),
      'POST /api/orders/1/assign': () => ({
        status: 409,
        body: { statusCode: 409, code: 'SLOT_TAKEN', message: 'The technician is already busy at that time', slot: busyAt('2031-05-04T09:00:00.000Z', '2031-05-04T10:00:00.000Z') },
      }),
    }, jest.fn(), newYork);
    const fred = await screen.findByTestId('roster-fred@x.test');
    fireEvent.click(fred.querySelector('button') as HTMLButtonElement);
    // 09:00Z is 05:00 in New York in May (EDT).
    expect(await screen.findByText('That technician is already busy on May 4, 2031: Order 05:00–06:00')).toBeTruthy();
  });
});

describe('on a slow connection', () => {
  it('shows the loading state, not "No orders found", until the first page arrives', async () => {
    const { fetchImpl } = fakeApi({ 'GET /api/orders': () => ({ status: 200, body: { items: [order('1')], next_cursor: null } }) });
    const waiting: (() => void)[] = [];
    const answer = () => waiting.splice(0).forEach((release) => release());
    const slowFetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        waiting.push(() => void fetchImpl(input, init).then(resolve, reject));
      })) as typeof fetch;
    const Page = app.pages['/orders'];
    const { container } = renderWithShell(<Page />, { app, path: '/orders', route: '/orders', session: signedInSession(vendorProfile), services: { api: createApiClient({ baseUrl: '/api', fetch: slowFetch }) } });

    await waitFor(() => expect(container.querySelector('.ant-spin-spinning')).not.toBeNull());
    expect(screen.queryByText('No orders found')).toBeNull();
    act(() => answer());
    expect(await screen.findByText('INV-101')).toBeTruthy();
  });
});
