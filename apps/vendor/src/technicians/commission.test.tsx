import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createApiClient } from '@fixflow/api-client';
import type { TechnicianSummary } from '@fixflow/contracts';
import { signedInSession } from '@fixflow/shell-sdk';
import { fakeApi, renderWithShell, vendorProfile, type FakeRoutes } from '@fixflow/shell-sdk/testing';
import app from '../app';

const tess = (commission_rate: number | null): TechnicianSummary => ({
  id: 't1',
  full_name: 'Tess Tech',
  email: 'tess@x.test',
  phone: null,
  role: 'technician',
  state: null,
  city: null,
  status: 'active',
  completed_orders: 3,
  rating: null,
  timezone: null,
  commission_rate,
});

function renderTechnician(technician: { current: TechnicianSummary }, routes: FakeRoutes = {}, language: 'en' | 'ru' = 'en') {
  const { calls, fetchImpl } = fakeApi({
    'GET /api/technicians/t1': () => ({ status: 200, body: technician.current }),
    'GET /api/vendor-settings': () => ({
      status: 200,
      body: { default_commission_pct: '50.00', tax_rate_pct: '8.000', tax_labor: false, card_fee_pct: '2.90', card_fee_fixed: '0.30', settlement_week_start: 1, timezone: 'UTC', updated_at: null },
    }),
    ...routes,
  });
  const toast = { success: jest.fn(), error: jest.fn(), info: jest.fn() };
  const Page = app.pages['/technicians/:id'];
  renderWithShell(<Page />, { app, language, path: '/technicians/:id', route: '/technicians/t1', session: signedInSession(vendorProfile), services: { api: createApiClient({ baseUrl: '/api', fetch: fetchImpl }), toast } });
  return { calls, toast };
}

describe('a technician’s commission on the vendor’s roster', () => {
  it('reads the vendor’s default until overridden, then saves its own rate', async () => {
    const technician = { current: tess(null) };
    const { calls, toast } = renderTechnician(technician, {
      'PATCH /api/technicians/t1': (body) => {
        technician.current = tess(Number((body as { commission_pct: string }).commission_pct));
        return { status: 200, body: technician.current };
      },
    });
    await waitFor(() => expect(screen.getByTestId('commission-in-force').textContent).toBe('Your default (50.00 %)'));
    fireEvent.change(screen.getByLabelText('Commission override, %'), { target: { value: '40.00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save commission' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Commission saved'));
    expect(calls.find((call) => call.key === 'PATCH /api/technicians/t1')?.body).toEqual({ commission_pct: '40.00' });
    await waitFor(() => expect(screen.getByTestId('commission-in-force').textContent).toBe('40.00 %'));
  });

  it('goes back to the default with null', async () => {
    const technician = { current: tess(40) };
    const { calls } = renderTechnician(technician, {
      'PATCH /api/technicians/t1': () => {
        technician.current = tess(null);
        return { status: 200, body: technician.current };
      },
    });
    expect((await screen.findByLabelText('Commission override, %') as HTMLInputElement).value).toBe('40.00');
    fireEvent.click(screen.getByRole('button', { name: 'Use the default' }));
    await waitFor(() => expect(calls.find((call) => call.key === 'PATCH /api/technicians/t1')?.body).toEqual({ commission_pct: null }));
  });

  it('puts a refused rate’s error under the field, in Russian', async () => {
    renderTechnician({ current: tess(null) }, {
      'PATCH /api/technicians/t1': () => ({
        status: 400,
        body: { statusCode: 400, code: 'VALIDATION_FAILED', message: 'bad', fields: [{ field: 'commission_pct', code: 'INVALID_PERCENT', message: 'bad', max: 2 }] },
      }),
    }, 'ru');
    fireEvent.change(await screen.findByLabelText('Своя комиссия, %'), { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить комиссию' }));
    expect(await screen.findByText('Должен быть процент от 0 до 100, знаков после точки не больше 2')).toBeTruthy();
  });
});
