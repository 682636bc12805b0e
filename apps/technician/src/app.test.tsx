import { screen } from '@testing-library/react';
import { SHELL_SDK_VERSION, isRemoteApp } from '@fixflow/shell-sdk';
import { createTestI18n, renderWithShell } from '@fixflow/shell-sdk/testing';
import app from './app';

describe('the technician remote module', () => {
  it('satisfies the RemoteApp contract the host checks', () => {
    expect(isRemoteApp(app)).toBe(true);
    expect(app).toMatchObject({ name: 'technician', version: '0.0.0-test', sdkVersion: SHELL_SDK_VERSION });
  });

  it('has a page for every menu entry', () => {
    for (const entry of app.menu) expect(app.pages[entry.path]).toBeDefined();
  });

  it.each(['en', 'ru'] as const)('labels every menu entry in %s', (language) => {
    const i18n = createTestI18n(language, app);
    for (const entry of app.menu) expect(i18n.getResource(language, 'technician', entry.labelKey)).toEqual(expect.any(String));
  });
});

describe('technician pages', () => {
  it('/schedule speaks Russian (the page loads with its own chunk)', async () => {
    const Schedule = app.pages['/schedule'];
    renderWithShell(<Schedule />, { app, language: 'ru' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Расписание' })).toBeTruthy();
    expect(screen.getByTestId('remote-version').textContent).toBe('Приложение мастера 0.0.0-test');
  });
});
