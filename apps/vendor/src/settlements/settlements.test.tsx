import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createApiClient } from '@fixflow/api-client';
import type { SettlementDetails, SettlementSummary, TechnicianSummary } from '@fixflow/contracts';
import { signedInSession } from '@fixflow/shell-sdk';
import { fakeApi, renderWithShell, vendorProfile, type FakeRoutes } from '@fixflow/shell-sdk/testing';
import app from '../app';

/** tech2's week as the API's settlement test builds it: +142.00 (cash) and −234.31 (card) → the vendor owes 92.31. */
const summary: SettlementSummary = {
  id: 's1',
  vendor_id: 'v1',
  vendor_name: 'Acme Appliance',
  technician_id: 't2',
  technician_name: 'Tess Tech',
  week_start: '2031-05-05',
  week_end: '2031-05-11',
  status: 'open',
  orders: 2,
  balance: '-92.31',
  paid: '0.00',
  outstanding: '92.31',
  payer: 'vendor',
  finalized_at: null,
  paid_at: null,
};
const owedByTech: SettlementSummary = { ...summary, id: 's2', technician_id: 't3', technician_name: 'Ivan Fixer', balance: '142.00', outstanding: '142.00', payer: 'technician', status: 'paid', paid: '142.00', orders: 1 };

const details: SettlementDetails = {
  ...summary,
  technician_share: '254.31',
  tips: '40.00',
  technician_due: '474.31',
  collected_by_technician: '382.00',
  lines: [
    { id: 'l1', kind: 'order', order_id: 'o1', invoice_number: 'INV-1001', date: '2031-05-06', description: 'INV-1001', total: '362.00', technician_share: '130.00', tips: '20.00', technician_due: '240.00', collected_by_technician: '382.00', amount: '142.00' },
    { id: 'l2', kind: 'order', order_id: 'o2', invoice_number: 'INV-1002', date: '2031-05-07', description: 'INV-1002', total: '362.00', technician_share: '124.31', tips: '20.00', technician_due: '234.31', collected_by_technician: '0.00', amount: '-234.31' },
  ],
  payouts: [],
};
const finalized: SettlementDetails = { ...details, status: 'finalized', finalized_at: '2031-05-12T10:00:00.000Z' };
const roster = [{ id: 't2', full_name: 'Tess Tech', email: 'tess@fixflow.test' } as TechnicianSummary];

function renderPage(route: string, routes: FakeRoutes, language: 'en' | 'ru' = 'en') {
  const { calls, fetchImpl } = fakeApi({
    'GET /api/settlements': () => ({ status: 200, body: { items: [summary, owedByTech] } }),
    'GET /api/settlements/s1': () => ({ status: 200, body: details }),
    'GET /api/technicians': () => ({ status: 200, body: roster }),
    ...routes,
  });
  const toast = { success: jest.fn(), error: jest.fn(), info: jest.fn() };
  const Page = app.pages['/financial-settlements'];
  renderWithShell(<Page />, { app, language, route, path: '/financial-settlements', session: signedInSession(vendorProfile), services: { api: createApiClient({ baseUrl: '/api', fetch: fetchImpl }), toast } });
  return { calls, toast };
}

describe('/financial-settlements (vendor)', () => {
  it('lists the statements with who owes whom in words, and filters by status in the API call', async () => {
    const { calls } = renderPage('/financial-settlements', {});
    expect(await screen.findByRole('heading', { name: 'Settlements' })).toBeTruthy();
    const rows = await screen.findAllByTestId('settlement-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('You owe Tess Tech 92.31')).toBeTruthy();
    expect(within(rows[0]).getByText('Open')).toBeTruthy();
    expect(within(rows[1]).getByText('Ivan Fixer owes you 142.00')).toBeTruthy();
    expect(within(rows[1]).getByText('Paid')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByTitle('Finalized'));
    await waitFor(() => expect(calls.some((call) => call.key === 'GET /api/settlements' && call.url.searchParams.get('status') === 'finalized')).toBe(true));
  });

  it('says so when there is no statement yet', async () => {
    renderPage('/financial-settlements', { 'GET /api/settlements': () => ({ status: 200, body: { items: [] } }) });
    expect(await screen.findByText('No statements yet')).toBeTruthy();
  });

  it('shows a load failure with Try again', async () => {
    renderPage('/financial-settlements?id=s1', { 'GET /api/settlements/s1': () => ({ status: 404, body: { statusCode: 404, code: 'SETTLEMENT_NOT_FOUND', message: 'Settlement not found' } }) });
    expect(await screen.findByText('The statement could not be loaded')).toBeTruthy();
    expect(screen.getByText('Settlement not found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows every line of a statement with the order linked, the sums, and finalizes after a confirm that says it is final', async () => {
    const { calls, toast } = renderPage('/financial-settlements?id=s1', { 'POST /api/settlements/s1/finalize': () => ({ status: 200, body: finalized }) });
    expect(await screen.findByRole('heading', { name: 'Statement: Tess Tech' })).toBeTruthy();
    const lines = screen.getAllByTestId('settlement-line');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]).getByRole('link', { name: 'INV-1001' }).getAttribute('href')).toBe('/orders/o1');
    for (const figure of ['362.00', '130.00', '20.00', '240.00', '382.00', '142.00']) expect(within(lines[0]).getAllByText(figure).length).toBeGreaterThan(0);
    expect(within(lines[1]).getByText('−234.31')).toBeTruthy();
    expect(within(screen.getByTestId('settlement-balance')).getByText('You owe Tess Tech 92.31')).toBeTruthy();
    expect(within(screen.getByTestId('settlement-sums')).getByText('474.31')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Record payout' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Finalize' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Finalize this statement?')).toBeTruthy();
    expect(within(dialog).getByText(/can never be edited again/)).toBeTruthy();
    expect(calls.some((call) => call.key === 'POST /api/settlements/s1/finalize')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Finalize' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Statement finalized'));
    expect(await screen.findByRole('button', { name: 'Record payout' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add adjustment' })).toBeNull();
    expect(within(screen.getByTestId('settlement-balance')).getByText('Finalized')).toBeTruthy();
  });

  it('adds an adjustment while open', async () => {
    const adjusted: SettlementDetails = {
      ...details,
      balance: '-82.31',
      outstanding: '82.31',
      lines: [...details.lines, { id: 'l3', kind: 'adjustment', order_id: null, invoice_number: null, date: '2031-05-12', description: 'Van key not returned', total: null, technician_share: null, tips: null, technician_due: null, collected_by_technician: null, amount: '10.00' }],
    };
    const { calls } = renderPage('/financial-settlements?id=s1', { 'POST /api/settlements/s1/adjustments': () => ({ status: 200, body: adjusted }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Add adjustment' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '10' } });
    fireEvent.change(within(dialog).getByLabelText('Why'), { target: { value: 'Van key not returned' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Adjustment: Van key not returned')).toBeTruthy();
    expect(calls.find((call) => call.key === 'POST /api/settlements/s1/adjustments')?.body).toEqual({ amount: '10', owed_by: 'technician', description: 'Van key not returned' });
    expect(within(screen.getByTestId('settlement-balance')).getByText('You owe Tess Tech 82.31')).toBeTruthy();
  });

  it('records a payout defaulting to the outstanding amount, and puts a refused one’s message under the amount', async () => {
    let answer: 'refuse' | 'accept' = 'refuse';
    const { calls, toast } = renderPage('/financial-settlements?id=s1', {
      'GET /api/settlements/s1': () => ({ status: 200, body: finalized }),
      'POST /api/settlements/s1/payouts': () =>
        answer === 'refuse'
          ? { status: 409, body: { statusCode: 409, code: 'PAYOUT_TOO_LARGE', message: 'The payout is more than the 92.31 still owed' } }
          : { status: 200, body: { ...finalized, status: 'paid', paid: '92.31', outstanding: '0.00', payer: null, paid_at: '2031-05-13T10:00:00.000Z', payouts: [{ id: 'p1', amount: '92.31', method: 'check', note: null, paid_at: '2031-05-13T10:00:00.000Z' }] } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Record payout' }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByLabelText('Amount') as HTMLInputElement;
    expect(amount.value).toBe('92.31');
    expect(within(dialog).getByText('Outstanding: 92.31')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '100' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText('The payout is more than the 92.31 still owed')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(toast.success).not.toHaveBeenCalled();

    answer = 'accept';
    fireEvent.change(amount, { target: { value: '92.31' } });
    fireEvent.mouseDown(within(dialog).getByLabelText('Method'));
    fireEvent.click(await screen.findByTitle('Check'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Payout recorded'));
    expect(calls.filter((call) => call.key === 'POST /api/settlements/s1/payouts').at(-1)?.body).toEqual({ amount: '92.31', method: 'check', note: null });
    expect(within(await screen.findByTestId('settlement-payout')).getByText('92.31')).toBeTruthy();
    expect(within(screen.getByTestId('settlement-balance')).getByText('Paid')).toBeTruthy();
  });

  it('по-русски: ведомость, подтверждение закрытия и отказ в выплате под полем суммы', async () => {
    renderPage(
      '/financial-settlements?id=s1',
      {
        'GET /api/settlements/s1': () => ({ status: 200, body: finalized }),
        'POST /api/settlements/s1/payouts': () => ({ status: 409, body: { statusCode: 409, code: 'PAYOUT_TOO_LARGE', message: 'Выплата больше остатка долга — 92.31' } }),
      },
      'ru',
    );
    expect(await screen.findByRole('heading', { name: 'Ведомость: Tess Tech' })).toBeTruthy();
    expect(within(screen.getByTestId('settlement-balance')).getByText('Вы должны мастеру Tess Tech 92,31')).toBeTruthy();
    expect(screen.getAllByText('Причитается мастеру').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Записать выплату' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Сумма'), { target: { value: '100' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Записать' }));
    expect(await within(dialog).findByText('Выплата больше остатка долга — 92.31')).toBeTruthy();
  });

  it('по-русски: подтверждение закрытия объясняет, что ведомость больше не изменится', async () => {
    renderPage('/financial-settlements?id=s1', {}, 'ru');
    fireEvent.click(await screen.findByRole('button', { name: 'Закрыть ведомость' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Закрыть эту ведомость?')).toBeTruthy();
    expect(within(dialog).getByText(/больше нельзя изменить/)).toBeTruthy();
  });

  it('по-русски: список ведомостей', async () => {
    renderPage('/financial-settlements', {}, 'ru');
    expect(await screen.findByRole('heading', { name: 'Расчёты' })).toBeTruthy();
    expect(await screen.findByText('Мастер Ivan Fixer должен вам 142,00')).toBeTruthy();
    expect(screen.getByText('Оплачена')).toBeTruthy();
  });
});
