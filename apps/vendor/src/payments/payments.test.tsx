import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createApiClient } from '@fixflow/api-client';
import type { PaymentList, PaymentListItem } from '@fixflow/contracts';
import { signedInSession } from '@fixflow/shell-sdk';
import { fakeApi, renderWithShell, vendorProfile, type FakeRoutes } from '@fixflow/shell-sdk/testing';
import app from '../app';

const payment = (id: string, over: Partial<PaymentListItem> = {}): PaymentListItem => ({
  id,
  order_id: `o-${id}`,
  invoice_number: `INV-${id}`,
  customer_name: 'Ann Customer',
  technician_name: 'Tess Tech',
  method: 'cash',
  amount: '382.00',
  collected_by: 'technician',
  source: 'completion',
  recorded_at: '2031-05-06T18:00:00.000Z',
  ...over,
});
const totals = { count: 3, total: '1146.00', by_method: { cash: '382.00', check: '0.00', card: '764.00', online: '0.00' } };
const firstPage: PaymentList = { items: [payment('1001'), payment('1002', { method: 'card', collected_by: 'vendor', source: 'manual' })], next_cursor: 'c2', totals };
const secondPage: PaymentList = { items: [payment('1003', { method: 'card', collected_by: 'vendor' })], next_cursor: null, totals };

function renderPayments(routes: FakeRoutes = {}, language: 'en' | 'ru' = 'en', route = '/payments') {
  const { calls, fetchImpl } = fakeApi({
    'GET /api/payments': (_body, url) => ({ status: 200, body: url.searchParams.get('cursor') === 'c2' ? secondPage : firstPage }),
    ...routes,
  });
  const Page = app.pages['/payments'];
  renderWithShell(<Page />, { app, language, route, path: '/payments', session: signedInSession(vendorProfile), services: { api: createApiClient({ baseUrl: '/api', fetch: fetchImpl }) } });
  return calls;
}

describe('/payments (vendor)', () => {
  it('shows every payment, the API’s totals per method, and the next page', async () => {
    const calls = renderPayments();
    expect(await screen.findByRole('heading', { name: 'Payments' })).toBeTruthy();
    const rows = await screen.findAllByTestId('payment-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('link', { name: 'INV-1001' }).getAttribute('href')).toBe('/orders/o-1001');
    expect(within(rows[1]).getByText('By hand')).toBeTruthy();
    const sums = screen.getByTestId('payment-totals');
    expect(within(sums).getByText('1,146.00')).toBeTruthy();
    expect(within(sums).getByText('764.00')).toBeTruthy();
    expect(screen.getByText('2 of 3 shown')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByTestId('payment-row')).toHaveLength(3));
    expect(calls.at(-1)?.url.searchParams.get('cursor')).toBe('c2');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('sends the filters from the URL and the ones chosen', async () => {
    const calls = renderPayments({}, 'en', '/payments?from=2031-05-01&to=2031-05-31');
    await screen.findAllByTestId('payment-row');
    expect(calls[0].url.searchParams.get('from')).toBe('2031-05-01');
    expect(calls[0].url.searchParams.get('to')).toBe('2031-05-31');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Method' }));
    fireEvent.click(await screen.findByTitle('Card'));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('method')).toBe('card'));
    expect(calls.at(-1)?.url.searchParams.get('from')).toBe('2031-05-01');
  });

  it('says so when there is no payment yet', async () => {
    renderPayments({ 'GET /api/payments': () => ({ status: 200, body: { items: [], next_cursor: null, totals: { count: 0, total: '0.00', by_method: { cash: '0.00', check: '0.00', card: '0.00', online: '0.00' } } } }) });
    expect(await screen.findByText('No payments yet')).toBeTruthy();
  });

  it('shows a failure with Try again', async () => {
    renderPayments({ 'GET /api/payments': () => ({ status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong' } }) });
    expect(await screen.findByText('The payments could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('по-русски: платежи, итоги по способам', async () => {
    renderPayments({}, 'ru');
    expect(await screen.findByRole('heading', { name: 'Платежи' })).toBeTruthy();
    const rows = await screen.findAllByTestId('payment-row');
    expect(within(rows[0]).getByText('Наличные')).toBeTruthy();
    expect(within(rows[1]).getByText('Вручную')).toBeTruthy();
    expect(within(screen.getByTestId('payment-totals')).getByText('1 146,00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Экспорт CSV' })).toBeTruthy();
  });
});
