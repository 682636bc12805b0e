import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Order, OrderChangedEvent, VendorDashboard } from '@fixflow/contracts';
import { createApiClient } from '@fixflow/api-client';
import { signedInSession } from '@fixflow/shell-sdk';
import { fakeApi, renderWithShell, vendorProfile, type FakeRoutes } from '@fixflow/shell-sdk/testing';
import { dayInZone } from '@fixflow/ui';
import app from '../app';

// The socket is the one thing replaced: the test plays the API pushing an event on the host's socket.
let push: ((event: OrderChangedEvent) => void) | null = null;

// The vendor fixture has no timezone, so its day is UTC's, as the API reads it.
const today = dayInZone(new Date(), null);

const order = (id: string, slot: string, hour: number, overrides: Partial<Order> = {}): Order =>
  ({
    id,
    invoice_number: `INV-10${id}`,
    customer_name: `Customer ${id}`,
    phone: '+15555550100',
    address: `${id} Main St`,
    city: 'Austin',
    service_date: today,
    time_slot: slot,
    starts_at: `${today}T${String(hour).padStart(2, '0')}:00:00.000Z`,
    ends_at: `${today}T${String(hour + 4).padStart(2, '0')}:00:00.000Z`,
    status: 'pending',
    technician_id: null,
    technician: null,
    order_source: 'phone',
    ...overrides,
  }) as Order;

const counts = (overrides: Partial<VendorDashboard['counts']> = {}, hasOrders = true): VendorDashboard => ({
  today,
  has_orders: hasOrders,
  counts: { today: 3, unassigned: 2, in_progress: 1, on_hold: 1, awaiting_approval: 4, completed_this_week: 6, ...overrides },
});

const answer = (body: unknown) => () => ({ status: 200, body });

function render(routes: FakeRoutes, language: 'en' | 'ru' = 'en') {
  const { fetchImpl, calls } = fakeApi(routes);
  const navigate = jest.fn();
  const Page = app.pages['/dashboard'];
  const { live } = renderWithShell(<Page />, { app, path: '/dashboard', route: '/dashboard', language, session: signedInSession(vendorProfile), services: { api: createApiClient({ baseUrl: '/api', fetch: fetchImpl }), navigate } });
  push = (event) => live.emit('order.changed', event);
  return { calls, navigate };
}

const countIn = (key: string) => screen.getByTestId(`count-${key}`).querySelector('.ant-statistic-content-value')?.textContent;

describe('the vendor dashboard', () => {
  it('lists today’s visits soonest first with technician and status, and counts what needs doing', async () => {
    const { calls, navigate } = render({
      'GET /api/dashboard/vendor': answer(counts()),
      'GET /api/orders': answer({
        items: [
          order('2', 'afternoon', 12, { status: 'accepted', technician_id: 't1', technician: { id: 't1', full_name: 'Sam Rivera' } }),
          order('1', 'morning', 8),
          order('3', 'evening', 16, { status: 'cancelled' }),
        ],
        next_cursor: null,
      }),
    });
    const visits = await screen.findAllByTestId('today-visit');
    expect(visits.map((row) => within(row).getByRole('link').textContent)).toEqual(['Customer 1', 'Customer 2']);
    expect(within(visits[0]).getByText('Not assigned')).toBeTruthy();
    expect(within(visits[0]).getByText('New')).toBeTruthy();
    expect(within(visits[0]).getByText(/^Morning/)).toBeTruthy();
    expect(within(visits[1]).getByText('Sam Rivera')).toBeTruthy();
    expect(within(visits[1]).getByText('Scheduled')).toBeTruthy();
    expect(screen.queryByText('Customer 3')).toBeNull();

    expect(countIn('today')).toBe('3');
    expect(countIn('unassigned')).toBe('2');
    expect(countIn('in_progress')).toBe('1');
    expect(countIn('on_hold')).toBe('1');
    expect(countIn('awaiting_approval')).toBe('4');
    expect(countIn('completed_this_week')).toBe('6');
    expect(screen.queryByText('No orders yet')).toBeNull();

    const visitsCall = calls.find((call) => call.key === 'GET /api/orders');
    expect(visitsCall?.url.searchParams.get('date_from')).toBe(today);
    expect(visitsCall?.url.searchParams.get('date_to')).toBe(today);

    fireEvent.click(within(visits[1]).getByRole('link'));
    expect(navigate).toHaveBeenCalledWith('/orders/2');
    fireEvent.click(screen.getByTestId('count-awaiting_approval'));
    expect(navigate).toHaveBeenCalledWith('/orders?status=completed');
    fireEvent.click(screen.getByRole('button', { name: /Customers/ }));
    expect(navigate).toHaveBeenCalledWith('/customers');
    expect(screen.getByTestId('profile-line').textContent).toContain('Acme Appliance Repair');
  });

  it('makes each figure a link to the Orders list it counts: today’s visits open today’s range, on hold its status', async () => {
    const { navigate } = render({ 'GET /api/dashboard/vendor': answer(counts()), 'GET /api/orders': answer({ items: [], next_cursor: null }) });
    const visitsToday = await screen.findByRole('link', { name: /Visits today/ });
    await waitFor(() => expect(visitsToday.getAttribute('href')).toBe(`/orders?date_from=${today}&date_to=${today}`));
    expect(screen.getByRole('link', { name: /On hold/ }).getAttribute('href')).toBe('/orders?status=on_hold');
    // "No technician" is no filter of the list: the board's tray holds exactly those orders.
    expect(screen.getByTestId('count-unassigned').getAttribute('href')).toBe('/service-scheduler');
    // A link, so the keyboard reaches it, and the shell routes the click.
    visitsToday.focus();
    expect(document.activeElement).toBe(visitsToday);
    fireEvent.click(visitsToday);
    expect(navigate).toHaveBeenCalledWith(`/orders?date_from=${today}&date_to=${today}`);
  });

  it('shows “No orders yet” with Create order only when the vendor has no orders at all', async () => {
    const { navigate } = render({ 'GET /api/dashboard/vendor': answer(counts({ today: 0, unassigned: 0, in_progress: 0, on_hold: 0, awaiting_approval: 0, completed_this_week: 0 }, false)), 'GET /api/orders': answer({ items: [], next_cursor: null }) });
    expect(await screen.findByText('No orders yet')).toBeTruthy();
    expect(screen.queryByTestId('count-today')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Create order/ }));
    expect(navigate).toHaveBeenCalledWith('/orders/new');
  });

  it('with orders but none today, says the day is clear rather than that there are no orders', async () => {
    render({ 'GET /api/dashboard/vendor': answer(counts({ today: 0 })), 'GET /api/orders': answer({ items: [], next_cursor: null }) });
    expect(await screen.findByText('No visits today')).toBeTruthy();
    expect(screen.queryByText('No orders yet')).toBeNull();
    expect(countIn('awaiting_approval')).toBe('4');
  });

  it('reads the visits of the API’s day when it differs from the browser’s guess', async () => {
    const { calls } = render({ 'GET /api/dashboard/vendor': answer({ ...counts(), today: '2031-05-04' }), 'GET /api/orders': answer({ items: [], next_cursor: null }) });
    await screen.findByText('No visits today');
    expect(calls.filter((call) => call.key === 'GET /api/orders').at(-1)?.url.searchParams.get('date_from')).toBe('2031-05-04');
  });

  it('shows the API’s error with a retry that reads again', async () => {
    let failing = true;
    render({
      'GET /api/dashboard/vendor': () => (failing ? { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong' } } : { status: 200, body: counts() }),
      'GET /api/orders': answer({ items: [order('1', 'morning', 8)], next_cursor: null }),
    });
    const alert = await screen.findByRole('alert');
    expect(screen.queryByText('No visits today')).toBeNull();
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Customer 1')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads again when an order changes, and speaks Russian', async () => {
    let awaiting = 4;
    render({ 'GET /api/dashboard/vendor': () => ({ status: 200, body: counts({ awaiting_approval: awaiting }) }), 'GET /api/orders': answer({ items: [order('1', 'morning', 8)], next_cursor: null }) }, 'ru');
    expect(await screen.findByText('Визиты на сегодня')).toBeTruthy();
    expect(await screen.findByText('Не назначен')).toBeTruthy();
    await waitFor(() => expect(countIn('awaiting_approval')).toBe('4'));
    awaiting = 5;
    act(() => push?.({ action: 'transitioned', order: order('9', 'morning', 8, { status: 'completed' }) }));
    await waitFor(() => expect(countIn('awaiting_approval')).toBe('5'));
  });

  it('reads once for a burst of changes, and a change soon after is read a moment later, not lost', async () => {
    let reads = 0;
    let awaiting = 1;
    render({
      'GET /api/dashboard/vendor': () => {
        reads += 1;
        return { status: 200, body: counts({ awaiting_approval: awaiting }) };
      },
      'GET /api/orders': answer({ items: [], next_cursor: null }),
    });
    await waitFor(() => expect(countIn('awaiting_approval')).toBe('1'));
    expect(reads).toBe(1);
    awaiting = 2;
    act(() => {
      for (let index = 0; index < 12; index += 1) push?.({ action: 'assigned', order: order(String(index), 'morning', 8) });
    });
    await waitFor(() => expect(countIn('awaiting_approval')).toBe('2'));
    expect(reads).toBe(2);
    awaiting = 3;
    act(() => push?.({ action: 'transitioned', order: order('1', 'morning', 8, { status: 'completed' }) }));
    await waitFor(() => expect(countIn('awaiting_approval')).toBe('3'), { timeout: 3000 });
    expect(reads).toBe(3);
  });
});
