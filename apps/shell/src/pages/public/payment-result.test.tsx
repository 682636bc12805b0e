import { act, screen } from '@testing-library/react';
import { createApiClient } from '@fixflow/api-client';
import type { PublicInvoice } from '@fixflow/contracts';
import { fakeApi, renderWithShell, type FakeRoutes } from '@fixflow/shell-sdk/testing';
import { CONFIRM_WAIT_MS } from './PaymentSuccess';
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
  checkout: { session_id: 'cs_test_1', recorded: true },
};
const UNPAID: PublicInvoice = { ...INVOICE, payments: [], paid: '0.00', balance_due: '382.00', checkout: { session_id: 'cs_test_1', recorded: false } };

/** The API as the customer's browser meets it: the invoice for one token. */
function apiWith(answer: FakeRoutes[string]) {
  const { calls, fetchImpl } = fakeApi({ 'GET /api/invoices/tok': answer });
  return { api: createApiClient({ baseUrl: '/api', fetch: fetchImpl }), asked: () => calls.map((call) => `${call.url.pathname}${call.url.search}`) };
}

const RETURN = '/payment-success?invoice=tok&session_id=cs_test_1';

describe('the page a customer returns to after paying online', () => {
  it('says the payment is received only once the API has recorded it, with the invoice paid in full', async () => {
    const { api, asked } = apiWith(() => ({ status: 200, body: INVOICE }));
    renderWithShell(<TextPage kind="paymentSuccess" />, { route: RETURN, services: { api } });
    expect(screen.getByRole('heading', { level: 1, name: 'Checking your payment…' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment received' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Thank you. Your payment is recorded, and Acme Appliance Repair can see it.');
    expect(asked()).toEqual(['/api/invoices/tok?session_id=cs_test_1']);
    expect(screen.getByRole('heading', { name: 'Invoice INV-1042' })).toBeTruthy();
    expect(screen.getByText('From Acme Appliance Repair to Maria Gonzalez, service on Jul 5, 2027')).toBeTruthy();
    const row = (label: string) => screen.getByRole('rowheader', { name: label }).closest('tr')?.textContent;
    expect(row('Total')).toBe('Total362.00');
    expect(row('Paid · Online payment')).toBe('Paid · Online payment382.00');
    expect(row('Balance due')).toBe('Balance due0.00');
    expect(screen.getByText('Paid in full. Thank you!')).toBeTruthy();
    expect(screen.getByText('Thank you for choosing Acme!')).toBeTruthy();
  });

  it('back before Stripe’s confirmation: "Confirming…", and "Payment received" when it is recorded', async () => {
    let recorded = false;
    const { api, asked } = apiWith(() => ({ status: 200, body: recorded ? INVOICE : UNPAID }));
    renderWithShell(<TextPage kind="paymentSuccess" />, { route: RETURN, services: { api } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirming your payment…' })).toBeTruthy();
    expect(screen.queryByText(/Payment received/)).toBeNull();
    expect(screen.getByRole('rowheader', { name: 'Balance due' }).closest('tr')?.textContent).toBe('Balance due382.00');
    recorded = true;
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment received' }, { timeout: 5000 })).toBeTruthy();
    expect(asked().length).toBeGreaterThanOrEqual(2);
  });

  it('never confirmed within a minute: says so, and not to pay again (Russian)', async () => {
    jest.useFakeTimers();
    try {
      const { api } = apiWith(() => ({ status: 200, body: UNPAID }));
      renderWithShell(<TextPage kind="paymentSuccess" />, { route: RETURN, language: 'ru', services: { api } });
      await act(() => jest.advanceTimersByTimeAsync(100));
      expect(screen.getByRole('heading', { level: 1, name: 'Подтверждаем платёж…' })).toBeTruthy();
      await act(() => jest.advanceTimersByTimeAsync(CONFIRM_WAIT_MS));
      expect(screen.getByRole('heading', { level: 1, name: 'Платёж ещё не подтверждён' })).toBeTruthy();
      expect(screen.getByRole('status').textContent).toContain('«Acme Appliance Repair» увидит платёж, как только он подтвердится: пожалуйста, не платите повторно.');
    } finally {
      jest.useRealTimers();
    }
  });

  it('opened without a payment link: no payment was made, and the API is not asked', () => {
    const { api, asked } = apiWith(() => ({ status: 200, body: INVOICE }));
    renderWithShell(<TextPage kind="paymentSuccess" />, { route: '/payment-success', services: { api } });
    expect(screen.getByRole('heading', { level: 1, name: 'No payment to confirm' })).toBeTruthy();
    expect(screen.getByText(/no payment was made/)).toBeTruthy();
    expect(screen.queryByText(/Payment received/)).toBeNull();
    expect(asked()).toEqual([]);
  });

  it('an older link without Stripe’s session: the invoice as it stands, no claim about a payment', async () => {
    const { api, asked } = apiWith(() => ({ status: 200, body: { ...UNPAID, checkout: null } }));
    renderWithShell(<TextPage kind="paymentSuccess" />, { route: '/payment-success?invoice=tok', services: { api } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your invoice' })).toBeTruthy();
    expect(asked()).toEqual(['/api/invoices/tok']);
  });

  it('a token the API does not know says so', async () => {
    const { api } = apiWith(() => ({ status: 404, body: { statusCode: 404, code: 'INVOICE_NOT_FOUND', message: 'Invoice not found' } }));
    renderWithShell(<TextPage kind="paymentSuccess" />, { route: RETURN, services: { api } });
    expect((await screen.findByRole('alert')).textContent).toBe('This invoice could not be found. The link may be incomplete.');
    expect(screen.getByRole('heading', { level: 1, name: 'We could not check this payment' })).toBeTruthy();
  });

  it('in Russian, with what is still due after a cancelled payment', async () => {
    const due = { ...UNPAID, balance_due: '1382.00', total: '1362.00', checkout: null };
    renderWithShell(<TextPage kind="paymentCancel" />, { language: 'ru', route: '/payment-cancel?invoice=tok', services: { api: apiWith(() => ({ status: 200, body: due })).api } });
    expect(await screen.findByRole('heading', { name: 'Счёт INV-1042' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'К оплате' }).closest('tr')?.textContent).toBe('К оплате1\u00a0382,00');
    expect(screen.queryByText('Оплачено полностью. Спасибо!')).toBeNull();
  });
});

describe('the terms of service and the privacy policy', () => {
  it('are real documents: a table of contents linking every section, the effective date, whom to write to', async () => {
    renderWithShell(<TextPage kind="privacyPolicy" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByTestId('legal-effective').textContent).toBe('Effective November 26, 2026');
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const links = Array.from(contents.querySelectorAll('a'));
    expect(links.map((link) => link.textContent)).toContain('How long we keep it');
    for (const link of links) expect(document.getElementById(link.getAttribute('href')!.slice(1))).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '4. Who else processes it' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'privacy@fixflow.app' })[0].getAttribute('href')).toBe('mailto:privacy@fixflow.app');
  });

  it('in Russian', async () => {
    renderWithShell(<TextPage kind="termsOfService" />, { language: 'ru' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Условия использования' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Содержание' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '5. Оплата' })).toBeTruthy();
  });
});
