import { screen, within } from '@testing-library/react';
import { createApiClient } from '@fixflow/api-client';
import type { PaymentList, SettlementDetails, UserProfile } from '@fixflow/contracts';
import { signedInSession } from '@fixflow/shell-sdk';
import { fakeApi, renderWithShell, type FakeRoutes } from '@fixflow/shell-sdk/testing';
import app from '../app';

const admin: UserProfile = { id: 'a1', full_name: 'Ada Admin', email: 'admin@fixflow.test', phone: null, role: 'admin', status: 'active', timezone: null };
const details: SettlementDetails = {
  id: 's1',
  vendor_id: 'v1',
  vendor_name: 'Acme Appliance',
  technician_id: 't2',
  technician_name: 'Tess Tech',
  week_start: '2031-05-05',
  week_end: '2031-05-11',
  status: 'open',
  orders: 1,
  balance: '142.00',
  paid: '0.00',
  outstanding: '142.00',
  payer: 'technician',
  finalized_at: null,
  paid_at: null,
  technician_share: '130.00',
  tips: '20.00',
  technician_due: '240.00',
  collected_by_technician: '382.00',
  lines: [{ id: 'l1', kind: 'order', order_id: 'o1', invoice_number: 'INV-1001', date: '2031-05-06', description: 'INV-1001', total: '362.00', technician_share: '130.00', tips: '20.00', technician_due: '240.00', collected_by_technician: '382.00', amount: '142.00' }],
  payouts: [],
};
const payments: PaymentList = {
  items: [{ id: 'p1', order_id: 'o1', invoice_number: 'INV-1001', customer_name: 'Ann Customer', technician_name: 'Tess Tech', method: 'cash', amount: '382.00', collected_by: 'technician', source: 'completion', recorded_at: '2031-05-06T18:00:00.000Z' }],
  next_cursor: null,
  totals: { count: 1, total: '382.00', by_method: { cash: '382.00', check: '0.00', card: '0.00', online: '0.00' } },
};

function renderPage(page: '/financial-settlements' | '/payments', route: string, routes: FakeRoutes = {}, language: 'en' | 'ru' = 'en') {
  const { fetchImpl } = fakeApi({
    'GET /api/settlements': () => ({ status: 200, body: { items: [details] } }),
    'GET /api/settlements/s1': () => ({ status: 200, body: details }),
    'GET /api/payments': () => ({ status: 200, body: payments }),
    ...routes,
  });
  const Page = app.pages[page];
  renderWithShell(<Page />, { app, language, route, path: page, session: signedInSession(admin), services: { api: createApiClient({ baseUrl: '/api', fetch: fetchImpl }) } });
}

describe('/financial-settlements and /payments (admin, read-only)', () => {
  it('lists every vendor’s statements with the vendor named', async () => {
    renderPage('/financial-settlements', '/financial-settlements');
    const row = await screen.findByTestId('settlement-row');
    expect(within(row).getByText('Acme Appliance')).toBeTruthy();
    expect(within(row).getByText('Tess Tech owes Acme Appliance 142.00')).toBeTruthy();
  });

  it('opens a statement to read, with no vendor action', async () => {
    renderPage('/financial-settlements', '/financial-settlements?id=s1');
    expect(await screen.findByRole('heading', { name: 'Statement: Tess Tech' })).toBeTruthy();
    expect(screen.getAllByTestId('settlement-line')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Finalize' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add adjustment' })).toBeNull();
  });

  it('по-русски: ведомости', async () => {
    renderPage('/financial-settlements', '/financial-settlements', {}, 'ru');
    expect(await screen.findByText('Мастер Tess Tech должен поставщику Acme Appliance 142,00')).toBeTruthy();
  });

  it('reads every payment with its totals', async () => {
    renderPage('/payments', '/payments');
    const row = await screen.findByTestId('payment-row');
    expect(within(row).getByText('INV-1001')).toBeTruthy();
    expect(within(screen.getByTestId('payment-totals')).getAllByText('382.00').length).toBe(2);
    expect(screen.getByText('Every payment on the platform, read-only.')).toBeTruthy();
  });

  it('по-русски: платежи', async () => {
    renderPage('/payments', '/payments', {}, 'ru');
    expect(await screen.findByText('Все платежи платформы, только чтение.')).toBeTruthy();
  });
});
