import { screen } from '@testing-library/react';
import { createApiClient } from '@fixflow/api-client';
import type { PublicInvoice } from '@fixflow/contracts';
import { fakeApi, renderWithShell } from '@fixflow/shell-sdk/testing';
import TextPage from './TextPage';

const INVOICE: PublicInvoice = {
  invoice_number: 'INV-1042',
  vendor_name: 'Acme Appliance Repair',
  customer_name: 'Maria Gonzalez',
  service_date: '2027-07-05',
  labor: '200.00',
  parts_price: '150.00',
  tax: '12.00',
  total: '362.00',
  tips: '20.00',
  payments: [{ method: 'online', amount: '382.00' }],
  paid: '382.00',
  balance_due: '0.00',
  invoice_message: 'Thank you for choosing Acme!',
};

/** The API as the customer's browser meets it: the invoice for one token. */
function apiWith(answer: { status: number; body: unknown }) {
  const { calls, fetchImpl } = fakeApi({ 'GET /api/invoices/tok': () => answer });
  return { api: createApiClient({ baseUrl: '/api', fetch: fetchImpl }), asked: () => calls.map((call) => call.url.pathname) };
}

describe('the page a customer returns to after paying online', () => {
  it('shows the order’s invoice, paid in full, by the token in the address', async () => {
    const { api, asked } = apiWith({ status: 200, body: INVOICE });
    renderWithShell(<TextPage kind="paymentSuccess" />, { route: '/payment-success?invoice=tok', services: { api } });
    expect(screen.getByRole('heading', { level: 1, name: 'Payment received' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Invoice INV-1042' })).toBeTruthy();
    expect(asked()).toEqual(['/api/invoices/tok']);
    expect(screen.getByText('From Acme Appliance Repair to Maria Gonzalez, service on Jul 5, 2027')).toBeTruthy();
    const row = (label: string) => screen.getByRole('rowheader', { name: label }).closest('tr')?.textContent;
    expect(row('Total')).toBe('Total362.00');
    expect(row('Paid · Online payment')).toBe('Paid · Online payment382.00');
    expect(row('Balance due')).toBe('Balance due0.00');
    expect(screen.getByText('Paid in full. Thank you!')).toBeTruthy();
    expect(screen.getByText('Thank you for choosing Acme!')).toBeTruthy();
  });

  it('in Russian, with what is still due after a cancelled payment', async () => {
    const due = { ...INVOICE, payments: [], paid: '0.00', balance_due: '1382.00', total: '1362.00' };
    renderWithShell(<TextPage kind="paymentCancel" />, { language: 'ru', route: '/payment-cancel?invoice=tok', services: { api: apiWith({ status: 200, body: due }).api } });
    expect(await screen.findByRole('heading', { name: 'Счёт INV-1042' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'К оплате' }).closest('tr')?.textContent).toBe('К оплате1\u00a0382,00');
    expect(screen.queryByText('Оплачено полностью. Спасибо!')).toBeNull();
  });

  it('a token the API does not know says so', async () => {
    renderWithShell(<TextPage kind="paymentSuccess" />, {
      route: '/payment-success?invoice=tok',
      services: { api: apiWith({ status: 404, body: { statusCode: 404, code: 'INVOICE_NOT_FOUND', message: 'Invoice not found' } }).api },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('This invoice could not be found. The link may be incomplete.');
  });

  it('without a token the page is the plain message', () => {
    const { api, asked } = apiWith({ status: 200, body: INVOICE });
    renderWithShell(<TextPage kind="paymentSuccess" />, { route: '/payment-success', services: { api } });
    expect(screen.getByRole('heading', { level: 1, name: 'Payment received' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Invoice/ })).toBeNull();
    expect(asked()).toEqual([]);
  });
});
