import { screen, within } from '@testing-library/react';
import { SHELL_SDK_VERSION, isRemoteApp } from '@fixflow/shell-sdk';
import { createApiClient } from '@fixflow/api-client';
import { fakeApi, renderWithShell } from '@fixflow/shell-sdk/testing';
import app from './app';

describe('the admin remote module', () => {
  it('satisfies the RemoteApp contract the host checks', () => {
    expect(isRemoteApp(app)).toBe(true);
    expect(app).toMatchObject({ name: 'admin', version: '0.0.0-test' });
  });
});

describe('admin pages', () => {
  it('/admin/system-settings lists the released version of every remote (the page loads with its own chunk)', async () => {
    const { fetchImpl } = fakeApi({
      'GET /api/admin/system-settings/remotes': () => ({ status: 200, body: { live: [{ remote: 'vendor', version: '0.1.0-abc' }, { remote: 'admin', version: null }], history: [] } }),
    });
    const SystemSettings = app.pages['/admin/system-settings'];
    renderWithShell(<SystemSettings />, {
      app,
      route: '/admin/system-settings?tab=remotes',
      path: '/admin/system-settings',
      services: { api: createApiClient({ baseUrl: '/api', fetch: fetchImpl }) },
    });
    const table = await screen.findByTestId('remote-releases');
    expect(within(table).getByText('0.1.0-abc')).toBeTruthy();
    expect(within(table).getByText('vendor')).toBeTruthy();
    expect(screen.getByText(`Shell SDK ${SHELL_SDK_VERSION}`)).toBeTruthy();
  });
});
