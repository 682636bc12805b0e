import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DECLINE_REASON_MAX, type Order, type OrderChangedEvent } from '@fixflow/contracts';
import { createApiClient } from '@fixflow/api-client';
import { signedInSession } from '@fixflow/shell-sdk';
import { fakeApi, renderWithShell, type FakeRoutes, technicianProfile } from '@fixflow/shell-sdk/testing';
import app from '../app';

const session = signedInSession(technicianProfile);

const order = (id: string, overrides: Partial<Order> = {}): Order =>
  ({
    id,
    invoice_number: `INV-70${id}`,
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

function render(path: string, route: string, routes: FakeRoutes, language: 'en' | 'ru' = 'en') {
  const { fetchImpl, calls } = fakeApi({
    'GET /api/offers': () => ({ status: 200, body: { items: [] } }),
    'GET /api/roster-invitations': () => ({ status: 200, body: [] }),
    'GET /api/technicians/t1/metrics': () => ({ status: 200, body: null }),
    ...routes,
  });
  const api = createApiClient({ baseUrl: '/api', fetch: fetchImpl });
  const navigate = jest.fn();
  const toast = { success: jest.fn(), error: jest.fn(), info: jest.fn() };
  const Page = app.pages[path];
  const { live } = renderWithShell(<Page />, { app, path, route, session, language, services: { api, navigate, toast } });
  const push = (event: OrderChangedEvent) => act(() => live.emit('order.changed', event));
  return { calls, navigate, toast, push };
}

const declineCall = (calls: { key: string }[]) => calls.find((call) => call.key === 'POST /api/orders/7/decline') as { body: unknown } | undefined;

describe('declining an assignment on Home', () => {
  it('shows a new assignment with Accept and Decline; Decline asks why, sends it, and the order leaves', async () => {
    let mine = [order('7'), order('8', { status: 'accepted' })];
    const { calls, toast, push } = render('/dashboard', '/dashboard', {
      'GET /api/orders': () => ({ status: 200, body: { items: mine, next_cursor: null } }),
      'POST /api/orders/7/decline': () => {
        mine = mine.filter((one) => one.id !== '7');
        return { status: 200, body: order('7', { technician_id: null, technician: null }) };
      },
    });
    const panel = await screen.findByTestId('new-assignments');
    expect(within(panel).getByText('New assignments (1)')).toBeTruthy();
    expect(within(panel).getAllByTestId('new-assignment').map((card) => card.getAttribute('data-invoice'))).toEqual(['INV-707']);
    expect(within(panel).getByRole('button', { name: 'Accept' })).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Decline INV-707?')).toBeTruthy();
    // No reason: nothing is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline order' }));
    expect(await within(dialog).findByText('Enter a reason')).toBeTruthy();
    expect(declineCall(calls)).toBeUndefined();

    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: '  Booked elsewhere that morning  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline order' }));
    await waitFor(() => expect(declineCall(calls)?.body).toEqual({ reason: 'Booked elsewhere that morning' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('INV-707 declined: it went back to the vendor'));
    // The API's event: the order lost its technician, so it leaves the technician's lists.
    push({ action: 'declined', order: order('7', { technician_id: null, technician: null }) });
    await waitFor(() => expect(screen.queryByTestId('new-assignments')).toBeNull());
  });

  it('Accept answers the assignment', async () => {
    const { calls } = render('/dashboard', '/dashboard', {
      'GET /api/orders': () => ({ status: 200, body: { items: [order('7')], next_cursor: null } }),
      'POST /api/orders/7/transitions': () => ({ status: 200, body: order('7', { status: 'accepted' }) }),
    });
    fireEvent.click(within(await screen.findByTestId('new-assignments')).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(calls.find((call) => call.key === 'POST /api/orders/7/transitions')?.body).toEqual({ to: 'accepted' }));
  });

  it('shows no assignment panel for accepted work or a personal booking', async () => {
    render('/dashboard', '/dashboard', {
      'GET /api/orders': () => ({ status: 200, body: { items: [order('8', { status: 'accepted' }), order('9', { order_source: 'technician_personal' })], next_cursor: null } }),
    });
    await waitFor(() => expect(within(screen.getByTestId('count-upcoming')).getByText('2')).toBeTruthy());
    expect(screen.queryByTestId('new-assignments')).toBeNull();
  });
});

describe('declining on the order page', () => {
  it('offers Decline beside Accept, puts the API’s field error under the reason in Russian, and leaves the page once declined', async () => {
    let tooLong = true;
    const { calls, navigate } = render(
      '/orders/:id',
      '/orders/7',
      {
        'GET /api/orders/7': () => ({ status: 200, body: { ...order('7'), history: [] } }),
        'POST /api/orders/7/decline': () =>
          tooLong
            ? {
                status: 400,
                body: {
                  statusCode: 400,
                  code: 'VALIDATION_FAILED',
                  message: 'Validation failed',
                  errors: [{ field: 'reason', message: `reason must be at most ${DECLINE_REASON_MAX} characters` }],
                  fields: [{ field: 'reason', code: 'TOO_LONG', max: DECLINE_REASON_MAX, message: `reason must be at most ${DECLINE_REASON_MAX} characters` }],
                },
              }
            : { status: 200, body: order('7', { technician_id: null, technician: null }) },
      },
      'ru',
    );
    expect(await screen.findByRole('button', { name: 'Принять' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Отказаться' }));
    const dialog = await screen.findByRole('dialog');
    const reason = within(dialog).getByLabelText('Причина');
    expect(reason.getAttribute('maxlength')).toBe(String(DECLINE_REASON_MAX));
    fireEvent.change(reason, { target: { value: 'Далеко ехать' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отказаться' }));
    expect(await within(dialog).findByText(`Не длиннее ${DECLINE_REASON_MAX} символов`)).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();

    tooLong = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отказаться' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/orders'));
    expect(calls.filter((call) => call.key === 'POST /api/orders/7/decline')).toHaveLength(2);
  });

  it('has no Decline once the order is accepted', async () => {
    render('/orders/:id', '/orders/7', { 'GET /api/orders/7': () => ({ status: 200, body: { ...order('7', { status: 'accepted' }), history: [] } }) });
    expect(await screen.findByRole('button', { name: 'On my way' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });
});
