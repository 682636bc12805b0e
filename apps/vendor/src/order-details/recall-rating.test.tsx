import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createApiClient } from '@fixflow/api-client';
import type { OrderDetails, OrderRecall } from '@fixflow/contracts';
import { signedInSession } from '@fixflow/shell-sdk';
import { fakeApi, renderWithShell, vendorProfile, type FakeRoutes } from '@fixflow/shell-sdk/testing';
import app from '../app';

const recall: OrderRecall = {
  status: 'suspected',
  original_order_id: 'o1',
  original_invoice_number: 'INV-1042',
  technician_id: 't1',
  technician_name: 'Ann Lee',
  original_completed_at: '2026-11-12T15:00:00.000Z',
  dismissed_reason: null,
  dismissed_at: null,
};

const order = (overrides: Partial<OrderDetails>): OrderDetails =>
  ({
    id: 'o2',
    invoice_number: 'INV-1050',
    customer_id: 'c1',
    customer_name: 'Bob Roe',
    phone: '+15555550100',
    service_date: '2026-11-20',
    time_slot: 'morning',
    starts_at: '2026-11-20T08:00:00.000Z',
    ends_at: '2026-11-20T12:00:00.000Z',
    technician: { id: 't2', full_name: 'Tess Tech' },
    technician_id: 't2',
    order_source: 'phone',
    status: 'accepted',
    appliance_type: 'Washer',
    appliance_id: 'a1',
    appliance: { id: 'a1', customer_id: 'c1', type: 'Washer', brand: 'Bosch', model: 'WAT28', serial: 'SN-77', install_date: '2024-03-01', created_at: '', updated_at: '' },
    recall: null,
    rating: null,
    history: [],
    ...overrides,
  }) as OrderDetails;

function render(routes: FakeRoutes, language: 'en' | 'ru' = 'en') {
  const { fetchImpl, calls } = fakeApi({ 'GET /api/orders/o2/financials': () => ({ status: 200, body: null }), ...routes });
  const Page = app.pages['/orders/:id'];
  const navigate = jest.fn();
  renderWithShell(<Page />, {
    app,
    language,
    path: '/orders/:id',
    route: '/orders/o2',
    session: signedInSession({ ...vendorProfile, timezone: 'America/Chicago' }),
    services: { api: createApiClient({ baseUrl: '/api', fetch: fetchImpl }), navigate },
  });
  return { calls, navigate };
}

const validationFailed = (field: string, code: string, message: string) => ({
  status: 400,
  body: { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Validation failed', fields: [{ field, code, message }] },
});

describe('an order that repeats an earlier one', () => {
  it('names the earlier order, its completion day and technician, and links to it; shows the appliance', async () => {
    const { navigate } = render({ 'GET /api/orders/o2': () => ({ status: 200, body: order({ recall, recall_of_order_id: 'o1', recall_status: 'suspected' }) }) });
    const banner = await screen.findByTestId('recall-banner');
    expect(within(banner).getByText('Recall of INV-1042 (completed Nov 12 by Ann Lee)')).toBeTruthy();
    fireEvent.click(within(banner).getByText('Open INV-1042'));
    expect(navigate).toHaveBeenCalledWith('/orders/o1');
    const appliance = screen.getByTestId('order-appliance');
    expect(appliance.textContent).toBe('Washer · Bosch WAT28Serial number: SN-77Install date: Mar 1, 2024');
  });

  it('"Not a recall" puts the API\'s refusal of an empty reason under the reason, in Russian; a reason dismisses it', async () => {
    let current = order({ recall, recall_of_order_id: 'o1', recall_status: 'suspected' });
    const { calls } = render(
      {
        'GET /api/orders/o2': () => ({ status: 200, body: current }),
        'PUT /api/orders/o2/recall': (body) => {
          const { reason } = body as { reason: string };
          if (!reason) return validationFailed('reason', 'REQUIRED', 'Required');
          current = order({ recall: { ...recall, status: 'dismissed', dismissed_reason: reason, dismissed_at: '2026-11-20T10:00:00.000Z' }, recall_status: 'dismissed' });
          return { status: 200, body: current };
        },
      },
      'ru',
    );
    const banner = await screen.findByTestId('recall-banner');
    expect(within(banner).getByText(/^Возврат по заказу INV-1042 \(выполнен 12 нояб.*, мастер Ann Lee\)$/)).toBeTruthy();
    fireEvent.click(within(banner).getByRole('button', { name: 'Не возврат' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Не возврат' }));
    await waitFor(() => expect(dialog.querySelector('.ant-form-item-explain')?.textContent).toBe('Обязательное поле'));
    fireEvent.change(within(dialog).getByLabelText('Почему это не возврат?'), { target: { value: 'Different fault: the pump, not the belt' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Не возврат' }));
    expect(await screen.findByText('Причина: Different fault: the pump, not the belt')).toBeTruthy();
    expect(calls.filter((call) => call.key === 'PUT /api/orders/o2/recall').map((call) => call.body)).toEqual([
      { is_recall: false, reason: '' },
      { is_recall: false, reason: 'Different fault: the pump, not the belt' },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Снова считать возвратом' }));
    await waitFor(() => expect(calls.filter((call) => call.key === 'PUT /api/orders/o2/recall').at(-1)?.body).toEqual({ is_recall: true }));
  });
});

describe('closing and cancelling', () => {
  it("asks the customer's rating on Approve and sends it with the move", async () => {
    const { calls } = render({
      'GET /api/orders/o2': () => ({ status: 200, body: order({ status: 'completed' }) }),
      'POST /api/orders/o2/transitions': () => ({ status: 200, body: order({ status: 'closed', rating: 4 }) }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '4 of 5' }));
    expect(within(dialog).getByRole('button', { name: '4 of 5' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls.find((call) => call.key === 'POST /api/orders/o2/transitions')?.body).toEqual({ to: 'closed', rating: 4 }));
  });

  it("shows a closed order's rating and changes it with PUT /rating", async () => {
    let rating: number | null = 4;
    const { calls } = render({
      'GET /api/orders/o2': () => ({ status: 200, body: order({ status: 'closed', rating }) }),
      'PUT /api/orders/o2/rating': (body) => {
        rating = (body as { rating: number | null }).rating;
        return { status: 200, body: order({ status: 'closed', rating }) };
      },
    });
    const stars = await screen.findByTestId('order-rating');
    expect(within(stars).getByRole('button', { name: '4 of 5' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(stars).getByRole('button', { name: '2 of 5' }));
    await waitFor(() => expect(calls.find((call) => call.key === 'PUT /api/orders/o2/rating')?.body).toEqual({ rating: 2 }));
    await waitFor(() => expect(within(screen.getByTestId('order-rating')).getByRole('button', { name: '2 of 5' }).getAttribute('aria-pressed')).toBe('true'));
  });

  it('asks whose side called a cancellation off and shows it in the history', async () => {
    const cancelled = order({
      status: 'cancelled',
      history: [
        {
          id: 'h1',
          kind: 'status',
          from: 'accepted',
          to: 'cancelled',
          actor_id: 'u',
          actor_role: 'vendor',
          actor_name: 'Acme',
          reason: 'Bought a new one',
          cancel_side: 'customer',
          changes: null,
          at: '2026-11-20T10:00:00.000Z',
        },
      ],
    });
    let current = order({});
    const { calls } = render({
      'GET /api/orders/o2': () => ({ status: 200, body: current }),
      'POST /api/orders/o2/transitions': () => {
        current = cancelled;
        return { status: 200, body: cancelled };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Bought a new one' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByText('Choose who called it off')).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('The customer'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(calls.find((call) => call.key === 'POST /api/orders/o2/transitions')?.body).toEqual({ to: 'cancelled', reason: 'Bought a new one', cancel_side: 'customer' }));
    expect(await screen.findByText('Called off by the customer')).toBeTruthy();
  });
});
