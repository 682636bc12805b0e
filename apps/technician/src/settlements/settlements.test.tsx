import { screen, within } from '@testing-library/react';
import { createApiClient } from '@fixflow/api-client';
import type { SettlementDetails, UserProfile } from '@fixflow/contracts';
import { signedInSession } from '@fixflow/shell-sdk';
import { fakeApi, renderWithShell, type FakeRoutes, technicianProfile } from '@fixflow/shell-sdk/testing';
import app from '../app';

const tech: UserProfile = { ...technicianProfile, id: 't2' };

/** tech2's week: the worked example in cash (+142.00) and by card to the vendor (−234.31), and a late tip. */
const details: SettlementDetails = {
  id: 's1',
  vendor_id: 'v1',
  vendor_name: 'Acme Appliance',
  technician_id: 't2',
  technician_name: 'Tess Tech',
  week_start: '2031-05-05',
  week_end: '2031-05-11',
  status: 'finalized',
  orders: 2,
  balance: '-102.31',
  paid: '0.00',
  outstanding: '102.31',
  payer: 'vendor',
  finalized_at: '2031-05-12T10:00:00.000Z',
  paid_at: null,
  technician_share: '254.31',
  tips: '40.00',
  technician_due: '474.31',
  collected_by_technician: '382.00',
  lines: [
    { id: 'l1', kind: 'order', order_id: 'o1', invoice_number: 'INV-1001', date: '2031-05-06', description: 'INV-1001', total: '362.00', technician_share: '130.00', tips: '20.00', technician_due: '240.00', collected_by_technician: '382.00', amount: '142.00' },
    { id: 'l2', kind: 'order', order_id: 'o2', invoice_number: 'INV-1002', date: '2031-05-07', description: 'INV-1002', total: '362.00', technician_share: '124.31', tips: '20.00', technician_due: '234.31', collected_by_technician: '0.00', amount: '-234.31' },
    { id: 'l3', kind: 'adjustment', order_id: null, invoice_number: null, date: '2031-05-12', description: 'Late tip by phone', total: null, technician_share: null, tips: null, technician_due: null, collected_by_technician: null, amount: '-10.00' },
  ],
  payouts: [],
};

function renderPage(route: string, routes: FakeRoutes = {}, language: 'en' | 'ru' = 'en') {
  const { calls, fetchImpl } = fakeApi({
    'GET /api/settlements': () => ({ status: 200, body: { items: [details] } }),
    'GET /api/settlements/s1': () => ({ status: 200, body: details }),
    ...routes,
  });
  const Page = app.pages['/financial-settlements'];
  renderWithShell(<Page />, { app, language, route, path: '/financial-settlements', session: signedInSession(tech), services: { api: createApiClient({ baseUrl: '/api', fetch: fetchImpl }) } });
  return calls;
}

describe('/financial-settlements (technician)', () => {
  it('lists its own weeks with who owes whom, from its side', async () => {
    renderPage('/financial-settlements');
    const row = await screen.findByTestId('settlement-row');
    expect(within(row).getByText('Acme Appliance owes you 102.31')).toBeTruthy();
    expect(within(row).getByText('Finalized')).toBeTruthy();
    expect(within(row).getByRole('link').getAttribute('href')).toBe('/financial-settlements?id=s1');
  });

  it('shows how its cut of each job was computed: share + parts it bought + tips = due; collected; who owes', async () => {
    renderPage('/financial-settlements?id=s1');
    const lines = await screen.findAllByTestId('settlement-line');
    expect(lines).toHaveLength(3);
    const [cash, card, tip] = lines;
    expect(within(cash).getByRole('link', { name: 'INV-1001' }).getAttribute('href')).toBe('/orders/o1');
    expect(within(cash).getByText('How your cut was computed')).toBeTruthy();
    expect(within(cash).getByText('130.00')).toBeTruthy();
    expect(within(cash).getByText('90.00')).toBeTruthy(); // parts it bought: 240.00 − 130.00 − 20.00
    expect(within(cash).getByText('240.00')).toBeTruthy();
    expect(within(cash).getByText('382.00')).toBeTruthy();
    expect(within(cash).getByTestId('settlement-line-balance').textContent).toBe('You owe 142.00');
    expect(within(card).getByTestId('settlement-line-balance').textContent).toBe('Owed to you 234.31');
    expect(within(tip).getByText('Adjustment: owed to you 10.00')).toBeTruthy();
    expect(within(screen.getByTestId('settlement-balance')).getByText('Acme Appliance owes you 102.31')).toBeTruthy();
    // Read-only for the technician.
    expect(screen.queryByRole('button', { name: 'Finalize' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Record payout' })).toBeNull();
  });

  it('says so when there is no statement yet', async () => {
    renderPage('/financial-settlements', { 'GET /api/settlements': () => ({ status: 200, body: { items: [] } }) });
    expect(await screen.findByText('No statements yet')).toBeTruthy();
  });

  it('shows a failure with Try again', async () => {
    renderPage('/financial-settlements', { 'GET /api/settlements': () => ({ status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong' } }) });
    expect(await screen.findByText('The statements could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('по-русски: как посчитана доля и кто кому должен', async () => {
    renderPage('/financial-settlements?id=s1', {}, 'ru');
    const [cash, card] = await screen.findAllByTestId('settlement-line');
    expect(within(cash).getByText('Как посчитана ваша доля')).toBeTruthy();
    expect(within(cash).getByTestId('settlement-line-balance').textContent).toBe('Вы должны 142,00');
    expect(within(card).getByTestId('settlement-line-balance').textContent).toBe('Вам должны 234,31');
    expect(within(screen.getByTestId('settlement-balance')).getByText('Поставщик Acme Appliance должен вам 102,31')).toBeTruthy();
  });
});
