import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createApiClient } from '@fixflow/api-client';
import type { JobsOverview, MaskedOutboxMessage, ProviderStatus, RemoteVersions } from '@fixflow/contracts';
import { fakeApi, renderWithShell, type FakeRoutes } from '@fixflow/shell-sdk/testing';
import app from '../app';

const PATH = '/admin/system-settings';

// antd's tables render slowly under jsdom on a busy machine.
jest.setTimeout(60_000);

function renderPage(route: string, routes: FakeRoutes, language: 'en' | 'ru' = 'en') {
  const { calls, fetchImpl } = fakeApi(routes);
  const toasts: [string, string, string | undefined][] = [];
  const Page = app.pages[PATH];
  const result = renderWithShell(<Page />, {
    app,
    route,
    path: PATH,
    language,
    services: {
      api: createApiClient({ baseUrl: '/api', fetch: fetchImpl }),
      toast: {
        success: (title, text) => void toasts.push(['success', title, text]),
        error: (title, text) => void toasts.push(['error', title, text]),
        info: (title, text) => void toasts.push(['info', title, text]),
      },
    },
  });
  return { ...result, calls, toasts };
}

const failed = { id: 'j1', queue: 'sms-send', state: 'failed' as const, retry_count: 2, created_at: '2026-11-26T05:00:00.000Z', started_at: '2026-11-26T05:00:01.000Z', completed_at: '2026-11-26T05:00:02.000Z', error: 'Twilio did not answer' };
const jobs: JobsOverview = {
  queues: [{ name: 'sms-send', counts: { created: 0, retry: 0, active: 0, completed: 4, cancelled: 0, failed: 1 } }],
  recent: [],
  failures: [failed],
};

describe('System Settings', () => {
  it('saves the vendor defaults and says so', async () => {
    const { calls, toasts } = renderPage(PATH, {
      'GET /api/admin/system-settings/vendor-defaults': () => ({ status: 200, body: { tax_rate_pct: '0.000', default_commission_pct: '50.00', recall_window_days: 30 } }),
      'PUT /api/admin/system-settings/vendor-defaults': (body) => ({ status: 200, body }),
    });
    const form = await screen.findByTestId('vendor-defaults-form');
    fireEvent.change(within(form).getByLabelText('Tax rate, %'), { target: { value: '8.250' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save defaults' }));
    await waitFor(() => expect(toasts).toEqual([['success', 'Defaults saved', 'Vendors without their own settings use them from now on.']]));
    expect(calls.find((call) => call.key.startsWith('PUT '))?.body).toEqual({ tax_rate_pct: '8.250', default_commission_pct: '50.00', recall_window_days: 30 });
  });

  it('shows a field the API refused under that field', async () => {
    renderPage(PATH, {
      'GET /api/admin/system-settings/vendor-defaults': () => ({ status: 200, body: { tax_rate_pct: '0.000', default_commission_pct: '50.00', recall_window_days: 30 } }),
      'PUT /api/admin/system-settings/vendor-defaults': () => ({
        status: 400,
        body: { code: 'VALIDATION_FAILED', message: 'Check the highlighted fields', errors: [{ field: 'tax_rate_pct', message: 'tax_rate_pct must be a percent', code: 'INVALID_PERCENT' }] },
      }),
    });
    const form = await screen.findByTestId('vendor-defaults-form');
    fireEvent.click(within(form).getByRole('button', { name: 'Save defaults' }));
    expect(await within(form).findByText(/percent/i)).toBeTruthy();
  });

  it('lists providers, configured or not, with their last failure', async () => {
    const providers: ProviderStatus[] = [
      { provider: 'smtp', configured: false, last_success_at: '2026-11-26T05:00:00.000Z', last_success_message: 'signup mail kept in the outbox (no SMTP_URL)', last_failure_at: null, last_failure_message: null },
      { provider: 'twilio', configured: true, last_success_at: null, last_success_message: null, last_failure_at: '2026-11-26T05:10:00.000Z', last_failure_message: 'Invalid number (Twilio error 21211)' },
    ];
    renderPage(`${PATH}?tab=providers`, { 'GET /api/admin/system-settings/providers': () => ({ status: 200, body: providers }) });
    const table = await screen.findByTestId('providers-table');
    expect(within(table).getByText('Texts (Twilio)')).toBeTruthy();
    expect(within(table).getByText('Not configured')).toBeTruthy();
    expect(within(table).getByText('Invalid number (Twilio error 21211)')).toBeTruthy();
  });

  it('retries a failed job and reads the jobs again', async () => {
    let retried = false;
    const { calls, toasts } = renderPage(`${PATH}?tab=jobs`, {
      'GET /api/admin/system-settings/jobs': () => ({ status: 200, body: retried ? { ...jobs, failures: [] } : jobs }),
      'POST /api/admin/system-settings/jobs/j1/retry': () => {
        retried = true;
        return { status: 200, body: { ...failed, state: 'retry' } };
      },
    });
    const failures = await screen.findByTestId('job-failures');
    expect(within(failures).getByText('Twilio did not answer')).toBeTruthy();
    fireEvent.click(within(failures).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(toasts).toEqual([['success', 'Job sent back to its queue', undefined]]));
    await waitFor(() => expect(within(screen.getByTestId('job-failures')).getByText('No failed jobs.')).toBeTruthy());
    expect(calls.filter((call) => call.key === 'GET /api/admin/system-settings/jobs').length).toBeGreaterThanOrEqual(2);
  });

  it('shows the live remote versions and their history, in Russian too', async () => {
    const remotes: RemoteVersions = {
      live: [
        { remote: 'vendor', version: '0.2.0' },
        { remote: 'technician', version: null },
      ],
      history: [{ remote: 'vendor', from: '0.1.0', to: '0.2.0', action: 'release', at: '2026-11-25T10:00:00.000Z' }],
    };
    renderPage(`${PATH}?tab=remotes`, { 'GET /api/admin/system-settings/remotes': () => ({ status: 200, body: remotes }) }, 'ru');
    const live = await screen.findByTestId('remote-releases');
    expect(within(live).getByText('0.2.0')).toBeTruthy();
    expect(within(live).getByText('не развёрнут')).toBeTruthy();
    expect(within(screen.getByTestId('remote-history')).getByText('Выпуск')).toBeTruthy();
  });

  it('shows the outbox with links masked, and resends a confirmation', async () => {
    const mail: MaskedOutboxMessage = {
      id: 'm1',
      to: 'new@fixflow.test',
      subject: 'Confirm your Fixflow account',
      text: 'Welcome!\n\n[link expired]\n',
      kind: 'signup',
      created_at: '2026-11-26T05:00:00.000Z',
      links: [{ purpose: 'signup', state: 'expired' }],
      unconfirmed_user_id: 'u9',
    };
    const { toasts, calls } = renderPage(`${PATH}?tab=outbox`, {
      'GET /api/admin/system-settings/outbox': () => ({ status: 200, body: [mail] }),
      'POST /api/admin/users/u9/resend-confirmation': () => ({ status: 204 }),
    });
    const table = await screen.findByTestId('outbox-table');
    expect(within(table).getByText('link expired')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Resend confirmation' }));
    await waitFor(() => expect(toasts).toEqual([['success', 'Confirmation sent', 'A new confirmation link went to new@fixflow.test.']]));
    expect(calls.some((call) => call.key === 'POST /api/admin/users/u9/resend-confirmation')).toBe(true);
  });

  it('says when a tab could not be loaded, and offers to try again', async () => {
    renderPage(`${PATH}?tab=jobs`, { 'GET /api/admin/system-settings/jobs': () => ({ status: 500, body: { code: 'INTERNAL_ERROR', message: 'Internal server error' } }) });
    expect(await screen.findByText('This could not be loaded')).toBeTruthy();
  });
});
