import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Order, OrderFinancials, OrderStatus } from '@fixflow/contracts';
import { createApiClient } from '@fixflow/api-client';
import { signedInSession } from '@fixflow/shell-sdk';
import { fakeApi, renderWithShell, vendorProfile, type FakeRoutes } from '@fixflow/shell-sdk/testing';
import app from '../app';

const order = (status: OrderStatus) =>
  ({
    id: '1',
    invoice_number: 'INV-101',
    customer_name: 'Customer 1',
    phone: '+15555550100',
    service_date: '2031-05-04',
    time_slot: 'morning',
    starts_at: '2031-05-04T08:00:00.000Z',
    ends_at: '2031-05-04T12:00:00.000Z',
    vendor_status: '',
    technician_status: '',
    technician_id: 't1',
    technician: { id: 't1', full_name: 'Tess Tech' },
    order_source: 'phone',
    status,
    history: [],
  }) as unknown as Order;

/** The worked example, as GET /api/orders/1/financials answers it. */
const workedExample: OrderFinancials = {
  order_id: '1',
  labor: '200.00',
  parts_price: '150.00',
  parts_cost: '90.00',
  tax: '12.00',
  total: '362.00',
  tips: '20.00',
  card_fees: '0.00',
  base: '260.00',
  commission_pct: '50.00',
  technician_share: '130.00',
  vendor_share: '130.00',
  technician_due: '240.00',
  collected_by_technician: '382.00',
  collected_by_vendor: '0.00',
  balance: '142.00',
  taxable: true,
  tax_rate_pct: '8.000',
  tax_labor: false,
  card_fee_pct: '2.90',
  card_fee_fixed: '0.30',
  parts_paid_by: 'technician',
  resolution: 'Replaced the pump',
  payments: [{ method: 'cash', amount: '382.00', collected_by: 'technician' }],
  completed_at: '2031-05-04T11:00:00.000Z',
  calculated_at: '2031-05-04T11:00:02.000Z',
};

function renderOrder(status: OrderStatus, routes: FakeRoutes = {}, language: 'en' | 'ru' = 'en') {
  const { calls, fetchImpl } = fakeApi({
    'GET /api/orders/1': () => ({ status: 200, body: order(status) }),
    'GET /api/orders/1/financials': () => ({ status: 200, body: workedExample }),
    ...routes,
  });
  const Page = app.pages['/orders/:id'];
  renderWithShell(<Page />, {
    app,
    language,
    path: '/orders/:id',
    route: '/orders/1',
    session: signedInSession(vendorProfile),
    services: { api: createApiClient({ baseUrl: '/api', fetch: fetchImpl }) },
  });
  return calls;
}

describe('the vendor’s order page: its money', () => {
  it('a completed order shows the resolution, every line and the balance, with Approve and Send back', async () => {
    renderOrder('completed');
    const card = await screen.findByTestId('order-financials');
    expect(await within(card).findByText('Replaced the pump')).toBeTruthy();
    expect(within(card).getByTestId('money-line-tax').textContent).toBe('Tax8.000 % × parts12.00');
    expect(within(card).getByTestId('money-line-base').textContent).toBe('Basetotal − tax − parts cost − card fees260.00');
    expect(within(card).getByTestId('money-balance').textContent).toContain('The technician owes you 142.00');
    expect(within(card).getByTestId('money-payment').textContent).toBe('Cash to the technician382.00');
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send back to work' })).toBeTruthy();
  });

  it('Send back asks for a reason and sends it', async () => {
    const calls = renderOrder('completed', { 'POST /api/orders/1/transitions': () => ({ status: 200, body: order('in_progress') }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Send back to work' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'The pump still leaks' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.find((call) => call.key === 'POST /api/orders/1/transitions')?.body).toEqual({ to: 'in_progress', reason: 'The pump still leaks' }));
  });

  it('Approve closes the order without a rating when none is given (the rating is optional)', async () => {
    const calls = renderOrder('completed', { 'POST /api/orders/1/transitions': () => ({ status: 200, body: order('closed') }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls.find((call) => call.key === 'POST /api/orders/1/transitions')?.body).toEqual({ to: 'closed' }));
  });

  it('before completion says the money comes with the completed job, and does not ask for it', async () => {
    const calls = renderOrder('in_progress');
    expect(await screen.findByText('The financials are calculated once the technician completes the order.')).toBeTruthy();
    expect(calls.map((call) => call.key)).not.toContain('GET /api/orders/1/financials');
  });

  it('a failed read says so with Try again', async () => {
    renderOrder('closed', { 'GET /api/orders/1/financials': () => ({ status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong' } }) });
    expect(await screen.findByText('The financials could not be loaded')).toBeTruthy();
    expect(within(screen.getByTestId('order-financials')).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('по-русски: строки, формулы и баланс', async () => {
    renderOrder('closed', {}, 'ru');
    const card = await screen.findByTestId('order-financials');
    expect(await within(card).findByText('Что сделано')).toBeTruthy();
    expect(within(card).getByTestId('money-line-technician_share').textContent).toBe('Доля мастера50,00 % × база130,00');
    expect(within(card).getByTestId('money-balance').textContent).toContain('Мастер должен вам 142,00');
  });
});
