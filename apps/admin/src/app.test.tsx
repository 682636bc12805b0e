import { screen, within } from '@testing-library/react';
import { SHELL_SDK_VERSION, isRemoteApp } from '@fixflow/shell-sdk';
import { renderWithShell } from '@fixflow/shell-sdk/testing';
import app from './app';

describe('the admin remote module', () => {
  it('satisfies the RemoteApp contract the host checks', () => {
    expect(isRemoteApp(app)).toBe(true);
    expect(app).toMatchObject({ name: 'admin', version: '0.0.0-test' });
  });
});

describe('admin pages', () => {
  it('/admin/system-settings lists the released version of every remote (the page loads with its own chunk)', async () => {
    const SystemSettings = app.pages['/admin/system-settings'];
    renderWithShell(<SystemSettings />, {
      app,
      services: {
        remotes: [
          { name: 'vendor', manifestUrl: '/remotes/vendor/0.1.0-abc/mf-manifest.json', version: '0.1.0-abc' },
          { name: 'admin', manifestUrl: 'https://cdn.example/admin.json', version: undefined },
        ],
      },
    });
    const table = await screen.findByTestId('remote-releases');
    expect(within(table).getByText('0.1.0-abc')).toBeTruthy();
    expect(within(table).getByText('unknown')).toBeTruthy();
    expect(within(table).getByText('https://cdn.example/admin.json')).toBeTruthy();
    expect(screen.getByText(`Shell SDK ${SHELL_SDK_VERSION}`)).toBeTruthy();
  });
});
