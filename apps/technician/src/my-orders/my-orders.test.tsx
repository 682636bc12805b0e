import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import type { Order, OrderChangedEvent } from '@fixflow/contracts';
import { createApiClient } from '@fixflow/api-client';
import { signedInSession } from '@fixflow/shell-sdk';
import { fakeApi, renderWithShell, type FakeRoutes, technicianProfile } from '@fixflow/shell-sdk/testing';
import app from '../app';
import { groupOf } from './order-groups';

// The socket is the one thing replaced: the test plays the API pushing an event on the host's socket.
let push: ((event: OrderChangedEvent) => void) | null = null;

const session = signedInSession(technicianProfile);

const order = (id: string, overrides: Partial<Order> = {}): Order =>
  ({
    id,
    invoice_number: `INV-20${id}`,
    customer_name: `Customer ${id}`,
    phone: '+15555550100',
    address: '1 Main St',
    city: 'Springfield',
    service_date: '2999-01-01',
    time_slot: 'morning',
    starts_at: '2999-01-01T08:00:00.000Z',
    ends_at: '2999-01-01T12:00:00.000Z',
    status: 'pending',
    technician_id: 't1',
    technician: { id: 't1', full_name: 'Tess Tech' },
    order_source: 'phone',
    ...overrides,
  }) as Order;

function render(path: string, route: string, routes: FakeRoutes) {
  const { fetchImpl, calls } = fakeApi(routes);
  const api = createApiClient({ baseUrl: '/api', fetch: fetchImpl });
  const Page = app.pages[path];
  const { live } = renderWithShell(<Page />, { app, path, route, session, services: { api } });
  push = (event) => live.emit('order.changed', event);
  return { calls };
}

describe('grouping My Orders', () => {
  it.each([
    [{ status: 'pending', service_date: '2030-01-02' }, 'today'],
    [{ status: 'accepted', service_date: '2030-01-01' }, 'today'],
    [{ status: 'accepted', service_date: '2030-01-03' }, 'upcoming'],
    [{ status: 'completed', service_date: '2030-01-02' }, 'done'],
    [{ status: 'cancelled', service_date: '2030-01-09' }, 'done'],
  ] as const)('%o on 2030-01-02 is %s', (visit, group) => {
    expect(groupOf(visit, '2030-01-02')).toBe(group);
  });
});

describe('given a technician on My Orders', () => {
  it('shows an order assigned while the page is open, without reloading', async () => {
    // The API's list, as the assignment changes it: the host's socket has the list read again.
    const assigned: Order[] = [];
    render('/orders', '/orders', { 'GET /api/orders': () => ({ status: 200, body: { items: assigned, next_cursor: null } }) });
    fireEvent.click(await screen.findByText('Upcoming (0)'));
    expect(screen.getByText('Nothing coming up')).toBeTruthy();

    await waitFor(() => expect(push).not.toBeNull());
    assigned.push(order('7'));
    act(() => push?.({ action: 'assigned', order: order('7') }));

    expect(await screen.findByText('Customer 7')).toBeTruthy();
    expect(screen.getByText('Upcoming (1)')).toBeTruthy();
  });
});

describe('offline with nothing saved on this phone (issue 19)', () => {
  afterEach(() => onlineManager.setOnline(true));

  it.each([['/orders'], ['/dashboard'], ['/schedule'], ['/availability']])('%s says "Not saved on this phone yet" instead of a skeleton that never ends', async (path) => {
    onlineManager.setOnline(false);
    const { calls } = render(path, path, {});
    expect(await screen.findByText('Not saved on this phone yet. It opens once you are back online.')).toBeTruthy();
    // Nothing was asked of the network: react-query holds the queries until it is back.
    expect(calls.filter((call) => call.key.startsWith('GET /api/orders'))).toHaveLength(0);
  });
});

describe('the technician order page', () => {
  it('offers Accept on an assigned order and sends the move', async () => {
    const { calls } = render('/orders/:id', '/orders/7', {
      'GET /api/orders/7': () => ({ status: 200, body: { ...order('7'), history: [] } }),
      'POST /api/orders/7/transitions': () => ({ status: 200, body: order('7', { status: 'accepted' }) }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(calls.some((call) => call.key === 'POST /api/orders/7/transitions')).toBe(true));
    expect(calls.find((call) => call.key === 'POST /api/orders/7/transitions')?.body).toEqual({ to: 'accepted' });
  });

  it('asks why before putting a started job on hold', async () => {
    const { calls } = render('/orders/:id', '/orders/7', {
      'GET /api/orders/7': () => ({ status: 200, body: { ...order('7', { status: 'in_progress' }), history: [] } }),
      'POST /api/orders/7/transitions': () => ({ status: 200, body: order('7', { status: 'on_hold' }) }),
    });
    expect(await screen.findByRole('button', { name: 'Complete' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hold' }));
    fireEvent.change(await screen.findByLabelText('Reason'), { target: { value: 'Waiting for parts' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.find((call) => call.key === 'POST /api/orders/7/transitions')?.body).toEqual({ to: 'on_hold', reason: 'Waiting for parts' }));
  });
});
