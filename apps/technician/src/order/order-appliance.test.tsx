import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Appliance, OrderDetails, OrderStatus } from '@fixflow/contracts';
import { createApiClient } from '@fixflow/api-client';
import { signedInSession } from '@fixflow/shell-sdk';
import { fakeApi, renderWithShell, type FakeRoutes, technicianProfile } from '@fixflow/shell-sdk/testing';
import app from '../app';

const session = signedInSession(technicianProfile);

const washer: Appliance = {
  id: 'a1',
  customer_id: 'c1',
  type: 'Washer',
  brand: 'Bosch',
  model: null,
  serial: null,
  install_date: '2024-03-01',
  created_at: '2030-01-01T00:00:00.000Z',
  updated_at: '2030-01-01T00:00:00.000Z',
};

const order = (status: OrderStatus, appliance: Appliance | null = washer): OrderDetails =>
  ({
    id: 'o1',
    invoice_number: 'INV-1001',
    customer_name: 'Erin Example',
    phone: '+15555550100',
    address: '12 Test Street',
    service_date: '2030-01-02',
    time_slot: 'morning',
    status,
    technician_id: 't1',
    order_source: 'phone',
    appliance_type: appliance?.type ?? 'Dryer',
    appliance_id: appliance?.id ?? null,
    appliance,
    recall: null,
    history: [],
  }) as unknown as OrderDetails;

function renderOrderPage(routes: FakeRoutes, language: 'en' | 'ru' = 'en') {
  const { fetchImpl, calls } = fakeApi(routes);
  const toast = { success: jest.fn(), error: jest.fn(), info: jest.fn() };
  const Page = app.pages['/orders/:id'];
  renderWithShell(<Page />, { app, path: '/orders/:id', route: '/orders/o1', session, language, services: { api: createApiClient({ baseUrl: '/api', fetch: fetchImpl }), toast } });
  return { calls, toast };
}

const errorUnder = (label: string) => within(screen.getByTestId('appliance-form')).getByLabelText(label).closest('.ant-form-item')?.querySelector('.ant-form-item-explain')?.textContent ?? '';

describe('the order’s appliance on the technician’s order page', () => {
  it('shows what is recorded, and the technician fills model and serial on site', async () => {
    let current = order('in_progress');
    const { calls, toast } = renderOrderPage({
      'GET /api/orders/o1': () => ({ status: 200, body: current }),
      'PATCH /api/appliances/a1': (body) => {
        const filled = { ...washer, ...(body as Partial<Appliance>) };
        current = order('in_progress', filled);
        return { status: 200, body: filled };
      },
    });
    const card = await screen.findByTestId('order-appliance');
    expect(within(card).getByText('Washer')).toBeTruthy();
    expect(within(card).getByText('Bosch')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Fill in on site' }));
    const form = await screen.findByTestId('appliance-form');
    fireEvent.change(within(form).getByLabelText('Model'), { target: { value: ' WAT28400 ' } });
    fireEvent.change(within(form).getByLabelText('Serial number'), { target: { value: 'FD9204 01234' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Appliance saved'));
    expect(calls.find((call) => call.key === 'PATCH /api/appliances/a1')?.body).toEqual({ brand: 'Bosch', model: 'WAT28400', serial: 'FD9204 01234' });
    expect(await within(card).findByText('WAT28400')).toBeTruthy();
    expect(screen.queryByTestId('appliance-form')).toBeNull();
  });

  it('puts the API’s field problems under their fields, in Russian', async () => {
    renderOrderPage(
      {
        'GET /api/orders/o1': () => ({ status: 200, body: order('accepted') }),
        'PATCH /api/appliances/a1': () => ({
          status: 400,
          body: { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Validation failed', fields: [{ field: 'serial', code: 'TOO_LONG', max: 80, message: 'serial is too long' }] },
        }),
      },
      'ru',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Заполнить на месте' }));
    await screen.findByTestId('appliance-form');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(errorUnder('Серийный номер')).toBe('Не длиннее 80 символов'));
  });

  it('a closed order is read only; an order without an appliance says so', async () => {
    renderOrderPage({ 'GET /api/orders/o1': () => ({ status: 200, body: order('closed') }) });
    const card = await screen.findByTestId('order-appliance');
    expect(within(card).queryByRole('button', { name: 'Fill in on site' })).toBeNull();
  });

  it('says when no appliance is recorded', async () => {
    renderOrderPage({ 'GET /api/orders/o1': () => ({ status: 200, body: order('accepted', null) }) });
    const card = await screen.findByTestId('order-appliance');
    expect(within(card).getByText('Dryer. No appliance recorded for this order.')).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
  });
});
