import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createApiClient } from '@fixflow/api-client';
import type { VendorFinancialSettingsView } from '@fixflow/contracts';
import { signedInSession } from '@fixflow/shell-sdk';
import { fakeApi, renderWithShell, vendorProfile, type FakeRoutes } from '@fixflow/shell-sdk/testing';
import app from '../app';

const saved: VendorFinancialSettingsView = {
  default_commission_pct: '50.00',
  tax_rate_pct: '8.000',
  tax_labor: false,
  card_fee_pct: '2.90',
  card_fee_fixed: '0.30',
  recall_window_days: 30,
  settlement_week_start: 1,
  timezone: 'America/Los_Angeles',
  on_my_way_sms: true,
  customer_language: 'en',
  updated_at: null,
};

function renderSettings(routes: FakeRoutes, language: 'en' | 'ru' = 'en') {
  const { calls, fetchImpl } = fakeApi({ 'GET /api/vendor-settings': () => ({ status: 200, body: saved }), ...routes });
  const toast = { success: jest.fn(), error: jest.fn(), info: jest.fn() };
  const Page = app.pages['/vendor-settings'];
  renderWithShell(<Page />, { app, language, session: signedInSession(vendorProfile), services: { api: createApiClient({ baseUrl: '/api', fetch: fetchImpl }), toast } });
  return { calls, toast };
}

const tooMuch = {
  status: 400,
  body: {
    statusCode: 400,
    code: 'VALIDATION_FAILED',
    message: 'default_commission_pct must be a percentage from 0 to 100, at most 2 decimals',
    fields: [{ field: 'default_commission_pct', code: 'INVALID_PERCENT', message: 'default_commission_pct must be a percentage from 0 to 100, at most 2 decimals', max: 2 }],
  },
};

describe('/vendor-settings', () => {
  it('shows every setting as saved, and saves a change with a toast', async () => {
    const { calls, toast } = renderSettings({ 'PUT /api/vendor-settings': (body) => ({ status: 200, body: { ...(body as object), updated_at: '2031-05-04T09:00:00.000Z' } }) });
    const commission = await screen.findByLabelText('Technician commission, %');
    expect((commission as HTMLInputElement).value).toBe('50.00');
    expect((screen.getByLabelText('Tax rate, %') as HTMLInputElement).value).toBe('8.000');
    expect((screen.getByLabelText('Card fee, %') as HTMLInputElement).value).toBe('2.90');
    expect((screen.getByLabelText('Card fee per payment') as HTMLInputElement).value).toBe('0.30');
    expect(screen.getByRole('switch', { name: 'Tax labor too, not only parts' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('Monday')).toBeTruthy();
    expect(screen.getByText('America/Los_Angeles')).toBeTruthy();
    expect(screen.getByText('The defaults apply until you save your own.')).toBeTruthy();

    fireEvent.change(commission, { target: { value: '45.5' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Tax labor too, not only parts' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Settings saved'));
    expect(calls.find((call) => call.key === 'PUT /api/vendor-settings')?.body).toEqual({ ...saved, updated_at: undefined, default_commission_pct: '45.5', tax_labor: true });
    expect(await screen.findByText(/^Last saved /)).toBeTruthy();
  });

  it('puts a refused value’s error under its field, and saves nothing', async () => {
    const { toast } = renderSettings({ 'PUT /api/vendor-settings': () => tooMuch });
    fireEvent.change(await screen.findByLabelText('Technician commission, %'), { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be a percentage from 0 to 100, at most 2 decimals')).toBeTruthy();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('saves the recall window as a whole number of days; a refused one shows its error under the field', async () => {
    const { calls } = renderSettings({
      'PUT /api/vendor-settings': (body) =>
        (body as { recall_window_days: unknown }).recall_window_days === 400
          ? { status: 400, body: { statusCode: 400, code: 'VALIDATION_FAILED', message: 'recall_window_days must not be greater than 365', fields: [{ field: 'recall_window_days', code: 'TOO_LARGE', message: 'recall_window_days must not be greater than 365', max: 365 }] } }
          : { status: 200, body: { ...(body as object), updated_at: '2031-05-04T09:00:00.000Z' } },
    });
    const days = (await screen.findByLabelText('Recall window, days')) as HTMLInputElement;
    expect(days.value).toBe('30');
    expect(screen.getByText(/within this many days of a completed one is a recall/)).toBeTruthy();
    fireEvent.change(days, { target: { value: '400' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be at most 365')).toBeTruthy();
    fireEvent.change(days, { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((call) => call.key === 'PUT /api/vendor-settings')).toHaveLength(2));
    expect(calls.filter((call) => call.key === 'PUT /api/vendor-settings').at(-1)?.body).toMatchObject({ recall_window_days: 45 });
  });

  it('turns the customer’s “on my way” text off and switches its language, saved with the rest', async () => {
    const { calls, toast } = renderSettings({ 'PUT /api/vendor-settings': (body) => ({ status: 200, body: { ...(body as object), updated_at: '2031-05-04T09:00:00.000Z' } }) });
    const onMyWay = await screen.findByRole('switch', { name: 'Text the customer when the technician is on the way' });
    expect(onMyWay.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText(/A customer who replied STOP gets nothing/)).toBeTruthy();
    expect(screen.getByText('English')).toBeTruthy();
    fireEvent.click(onMyWay);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Language of texts to customers' }));
    fireEvent.click(await screen.findByTitle('Русский'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Settings saved'));
    expect(calls.find((call) => call.key === 'PUT /api/vendor-settings')?.body).toMatchObject({ on_my_way_sms: false, customer_language: 'ru', default_commission_pct: '50.00' });
  });

  it('в русском интерфейсе настройки сообщений клиентам подписаны', async () => {
    renderSettings({}, 'ru');
    expect(await screen.findByText('Сообщения клиентам')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Отправлять клиенту SMS, когда мастер выехал' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('Язык сообщений клиентам')).toBeTruthy();
  });

  it('в русском интерфейсе окно повторного вызова подписано и объяснено', async () => {
    renderSettings({}, 'ru');
    expect(((await screen.findByLabelText('Окно повторного вызова, дней')) as HTMLInputElement).value).toBe('30');
    expect(screen.getByText(/повторный вызов, он засчитывается мастеру того заказа/)).toBeTruthy();
  });

  it('в русском интерфейсе ошибка поля тоже под полем', async () => {
    renderSettings({ 'PUT /api/vendor-settings': () => tooMuch }, 'ru');
    fireEvent.change(await screen.findByLabelText('Комиссия мастера, %'), { target: { value: '150' } });
    expect(screen.getByText('понедельник')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Должен быть процент от 0 до 100, знаков после точки не больше 2')).toBeTruthy();
  });

  it('says when the settings cannot be read, with Try again', async () => {
    renderSettings({ 'GET /api/vendor-settings': () => ({ status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong' } }) });
    expect(await screen.findByText('The settings could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
