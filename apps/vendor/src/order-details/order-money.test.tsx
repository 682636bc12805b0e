import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Order, OrderFinancials } from '@fixflow/contracts';
import { createApiClient } from '@fixflow/api-client';
import { signedInSession } from '@fixflow/shell-sdk';
import { fakeApi, renderWithShell, vendorProfile, type FakeRoutes } from '@fixflow/shell-sdk/testing';
import app from '../app';

const closed = {
  id: '1',
  invoice_number: 'INV-101',
  customer_name: 'Ann Customer',
  phone: '+15555550100',
  email: 'ann@example.com',
  address: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zip_code: '62701',
  service_date: '2031-05-04',
  time_slot: 'morning',
  starts_at: '2031-05-04T08:00:00.000Z',
  ends_at: '2031-05-04T12:00:00.000Z',
  vendor_status: '',
  technician_status: '',
  technician_id: 't1',
  technician: { id: 't1', full_name: 'Tess Tech' },
  order_source: 'phone',
  invoice_message: 'Thank you for choosing Acme!',
  status: 'closed',
  history: [],
} as unknown as Order;

/** The worked example paid by card to the vendor for the total only: the tip is still due. */
const financials: OrderFinancials = {
  order_id: '1',
  labor: '200.00',
  parts_price: '150.00',
  parts_cost: '90.00',
  tax: '12.00',
  total: '362.00',
  tips: '20.00',
  card_fees: '10.80',
  base: '249.20',
  commission_pct: '50.00',
  technician_share: '124.60',
  vendor_share: '124.60',
  technician_due: '234.60',
  collected_by_technician: '0.00',
  collected_by_vendor: '362.00',
  balance: '-234.60',
  taxable: true,
  tax_rate_pct: '8.000',
  tax_labor: false,
  card_fee_pct: '2.90',
  card_fee_fixed: '0.30',
  parts_paid_by: 'technician',
  resolution: 'Replaced the pump',
  payments: [{ method: 'card', amount: '362.00', collected_by: 'vendor' }],
  completed_at: '2031-05-04T11:00:00.000Z',
  calculated_at: '2031-05-04T11:00:02.000Z',
};

function renderOrder(route: string, routes: FakeRoutes = {}, language: 'en' | 'ru' = 'en') {
  const { calls, fetchImpl } = fakeApi({
    'GET /api/orders/1': () => ({ status: 200, body: closed }),
    'GET /api/orders/1/financials': () => ({ status: 200, body: financials }),
    ...routes,
  });
  const toast = { success: jest.fn(), error: jest.fn(), info: jest.fn() };
  const navigate = jest.fn();
  const Page = app.pages['/orders/:id'];
  renderWithShell(<Page />, { app, language, path: '/orders/:id', route, session: signedInSession(vendorProfile), services: { api: createApiClient({ baseUrl: '/api', fetch: fetchImpl }), toast, navigate } });
  return { calls, toast, navigate };
}

describe('the vendor’s order page: payments by hand and the invoice', () => {
  it('records a payment on a closed order and shows the order’s money as the API now computes it', async () => {
    const after = { ...financials, tips: '20.00', collected_by_vendor: '382.00', payments: [...financials.payments, { method: 'cash' as const, amount: '20.00', collected_by: 'vendor' as const }] };
    const { calls, toast, navigate } = renderOrder('/orders/1', { 'POST /api/orders/1/payments': () => ({ status: 201, body: after }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '20' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Payment recorded'));
    expect(calls.find((call) => call.key === 'POST /api/orders/1/payments')?.body).toEqual({ method: 'cash', amount: '20', collected_by: 'vendor' });
    await waitFor(() => expect(within(screen.getByTestId('order-financials')).getAllByTestId('money-payment')).toHaveLength(2));

    fireEvent.click(screen.getByRole('button', { name: 'Invoice' }));
    expect(navigate).toHaveBeenCalledWith('/orders/1?view=invoice');
  });

  it('puts a refused amount under its field', async () => {
    renderOrder('/orders/1', {
      'POST /api/orders/1/payments': () => ({
        status: 400,
        body: { statusCode: 400, code: 'VALIDATION_FAILED', message: 'amount must be an amount', fields: [{ field: 'amount', code: 'INVALID_MONEY', message: 'amount must be an amount with at most 2 decimals' }] },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '1.234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Amount').getAttribute('aria-invalid')).toBe('true'));
  });

  it('shows the invoice: vendor, customer, lines, payments, balance due and the message, and switches to Russian', async () => {
    renderOrder('/orders/1?view=invoice');
    const invoice = await screen.findByTestId('invoice');
    expect(within(invoice).getByRole('heading', { name: 'Invoice INV-101' })).toBeTruthy();
    expect(within(invoice).getByTestId('invoice-vendor').textContent).toBe('Acme Appliance Repair');
    expect(within(invoice).getByText('Ann Customer')).toBeTruthy();
    expect(within(invoice).getByText('1 Main St, Springfield, IL, 62701')).toBeTruthy();
    expect(within(invoice).getByText('Tax (8.000 %)')).toBeTruthy();
    expect(within(invoice).getByText('362.00')).toBeTruthy();
    expect(within(invoice).getByText('−362.00')).toBeTruthy();
    expect(within(invoice).getByTestId('invoice-balance').textContent).toBe('Balance due20.00');
    expect(within(invoice).getByTestId('invoice-message').textContent).toContain('Thank you for choosing Acme!');
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();

    fireEvent.click(screen.getByText('RU'));
    expect(await within(invoice).findByRole('heading', { name: 'Счёт INV-101' })).toBeTruthy();
    expect(within(invoice).getByText('Налог (8,000 %)')).toBeTruthy();
    expect(within(invoice).getByTestId('invoice-balance').textContent).toBe('К оплате20,00');
  });

  it('по-русски: записать платёж и счёт', async () => {
    renderOrder('/orders/1', {}, 'ru');
    expect(await screen.findByRole('button', { name: 'Записать платёж' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Счёт' })).toBeTruthy();
  });

  it('an unfinished order’s invoice says it is not ready yet', async () => {
    renderOrder('/orders/1?view=invoice', { 'GET /api/orders/1': () => ({ status: 200, body: { ...closed, status: 'in_progress' } }) });
    expect(await screen.findByText('The invoice is ready once the job is completed.')).toBeTruthy();
  });
});
