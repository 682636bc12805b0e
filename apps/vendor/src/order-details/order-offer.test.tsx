import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createApiClient } from '@fixflow/api-client';
import type { Offer, OfferChangedEvent, Order, OrderChangedEvent } from '@fixflow/contracts';
import { signedInSession } from '@fixflow/shell-sdk';
import { fakeApi, renderWithShell, vendorProfile, type FakeRoutes } from '@fixflow/shell-sdk/testing';
import app from '../app';

const order = (overrides: Partial<Order> = {}): Order =>
  ({
    id: '1',
    invoice_number: 'INV-1042',
    customer_name: 'Erin Example',
    phone: '+15555550100',
    city: 'Austin',
    state: 'TX',
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

const ROSTER = [
  { id: 't1', full_name: 'Ann Smith', email: 'ann@x.test', city: 'Austin', state: 'TX', status: 'active' },
  { id: 't2', full_name: 'Bo Dallas', email: 'bo@x.test', city: 'Dallas', state: 'TX', status: 'active' },
  { id: 't3', full_name: 'Cy Gone', email: 'cy@x.test', city: 'Austin', state: 'TX', status: 'inactive' },
];

const offer = (overrides: Partial<Offer> = {}): Offer => ({
  id: 'f1',
  order_id: '1',
  vendor_id: 'v1',
  vendor_name: 'Acme Appliance Repair',
  audience: 'roster',
  status: 'open',
  created_at: '2031-05-01T09:00:00.000Z',
  taken_at: null,
  taken_by: null,
  order: order() as Offer['order'],
  ...overrides,
});

/** The order page as the vendor opens it; `state` is what the API holds (the test changes it as the API would). */
function renderOrder(state: { order: Order; offers: Offer[] }, routes: FakeRoutes = {}, language: 'en' | 'ru' = 'en') {
  const toast = { success: jest.fn(), error: jest.fn(), info: jest.fn() };
  const { fetchImpl, calls } = fakeApi({
    'GET /api/orders/1': () => ({ status: 200, body: { ...state.order, history: [] } }),
    'GET /api/offers': () => ({ status: 200, body: { items: state.offers } }),
    'GET /api/technicians': () => ({ status: 200, body: ROSTER }),
    ...routes,
  });
  const Page = app.pages['/orders/:id'];
  const { live } = renderWithShell(<Page />, { app, language, path: '/orders/:id', route: '/orders/1', session: signedInSession(vendorProfile), services: { api: createApiClient({ baseUrl: '/api', fetch: fetchImpl }), toast } });
  return { calls, toast, live };
}

describe('offering an unassigned order to technicians (issue 17)', () => {
  it('offers it to the technicians in the order’s city, saying how many each audience reaches; the page then waits', async () => {
    const state = { order: order(), offers: [] as Offer[] };
    const { calls, toast } = renderOrder(state, {
      'POST /api/orders/1/offer': (body) => {
        const sent = offer({ audience: (body as { audience: 'roster' | 'area' }).audience });
        state.offers = [sent];
        return { status: 201, body: sent };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Offer to technicians' }));
    const dialog = await screen.findByRole('dialog', { name: 'Offer INV-1042 to technicians' });
    // Active technicians only: Cy is inactive; Bo works in Dallas.
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: /Your whole roster · Technicians who get it: 2/ })).toBeTruthy());
    fireEvent.click(within(dialog).getByRole('radio', { name: /Technicians in Austin, TX · Technicians who get it: 1/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Offer sent'));
    expect(calls.find((call) => call.key === 'POST /api/orders/1/offer')?.body).toEqual({ audience: 'area' });
    expect((await screen.findByTestId('order-offer')).textContent).toContain('Offered to 1 technician · waiting');
    expect(screen.queryByRole('button', { name: 'Offer to technicians' })).toBeNull();
  });

  it('shows "Taken by Ann Smith" the moment a technician takes it, without a reload', async () => {
    const state = { order: order(), offers: [offer()] };
    const { live } = renderOrder(state);
    await waitFor(() => expect(screen.getByTestId('order-offer').textContent).toContain('Offered to 2 technicians · waiting'));

    // The API takes it for Ann: the order is hers, accepted; both events reach the vendor's socket.
    const taken = offer({ status: 'taken', taken_at: '2031-05-01T09:05:00.000Z', taken_by: { id: 't1', full_name: 'Ann Smith' } });
    state.order = order({ status: 'accepted', technician_id: 't1', technician: { id: 't1', full_name: 'Ann Smith' }, vendor_status: 'Scheduled' });
    state.offers = [taken];
    act(() => live.emit('offer.changed', { action: 'taken', offer: taken } satisfies OfferChangedEvent));
    act(() => live.emit('order.changed', { action: 'assigned', order: state.order } satisfies OrderChangedEvent));

    await waitFor(() => expect(screen.getByTestId('order-offer').textContent).toContain('Taken by Ann Smith'));
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('Scheduled'));
  });

  it('withdraws an open offer after asking, and offers it again', async () => {
    const state = { order: order(), offers: [offer()] };
    const { calls, toast } = renderOrder(state, {
      'DELETE /api/orders/1/offer': () => {
        state.offers = [offer({ status: 'withdrawn' })];
        return { status: 204 };
      },
    });
    fireEvent.click(within(await screen.findByTestId('order-offer')).getByRole('button', { name: 'Withdraw offer' }));
    const confirm = await screen.findByText('Withdraw this offer? Technicians can no longer take it.');
    fireEvent.click(within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Withdraw offer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Offer withdrawn'));
    expect(calls.map((call) => call.key)).toContain('DELETE /api/orders/1/offer');
    await waitFor(() => expect(screen.queryByTestId('order-offer')).toBeNull());
    expect(screen.getByRole('button', { name: 'Offer to technicians' })).toBeTruthy();
  });

  it('is not offered once the order has a technician', async () => {
    renderOrder({ order: order({ technician_id: 't1', technician: { id: 't1', full_name: 'Ann Smith' } }), offers: [] });
    expect(await screen.findByRole('button', { name: 'Assign technician' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Offer to technicians' })).toBeNull();
  });

  it('an order with no city offers only the whole roster', async () => {
    renderOrder({ order: order({ city: null, state: null }), offers: [] });
    fireEvent.click(await screen.findByRole('button', { name: 'Offer to technicians' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByRole('radio', { name: 'Technicians in the order’s city' }) as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).getByText('The order has no city or state: an offer by area would reach your whole roster.')).toBeTruthy();
  });

  it('says when the offers cannot be read, with Try again', async () => {
    let fail = true;
    renderOrder({ order: order(), offers: [] }, {
      'GET /api/offers': () => (fail ? { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong' } } : { status: 200, body: { items: [offer()] } }),
    });
    expect(await screen.findByText('The order’s offer could not be loaded')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('order-offer').textContent).toContain('Offered to 2 technicians · waiting'));
  });

  it('по-русски: отказ API — на языке пользователя', async () => {
    const { toast } = renderOrder({ order: order(), offers: [] }, {
      'POST /api/orders/1/offer': () => ({ status: 409, body: { statusCode: 409, code: 'ORDER_NOT_OFFERABLE', message: 'Only an unassigned order can be offered to technicians' } }),
    }, 'ru');
    fireEvent.click(await screen.findByRole('button', { name: 'Предложить мастерам' }));
    const dialog = await screen.findByRole('dialog', { name: 'Предложить INV-1042 мастерам' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отправить предложение' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Предложение не отправлено', 'Предложить техникам можно только неназначенный заказ'));
  });
});
