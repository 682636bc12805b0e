import { screen } from '@testing-library/react';
import { SHELL_SDK_VERSION, isRemoteApp } from '@fixflow/shell-sdk';
import { createTestI18n, renderWithShell } from '@fixflow/shell-sdk/testing';
import app from './app';

describe('the vendor remote module', () => {
  it('satisfies the RemoteApp contract the host checks', () => {
    expect(isRemoteApp(app)).toBe(true);
    expect(app).toMatchObject({ name: 'vendor', version: '0.0.0-test', sdkVersion: SHELL_SDK_VERSION });
  });

  it('has a page for every menu entry', () => {
    for (const entry of app.menu) expect(app.pages[entry.path]).toBeDefined();
  });

  it.each(['en', 'ru'] as const)('labels every menu entry in %s', (language) => {
    const i18n = createTestI18n(language, app);
    for (const entry of app.menu) expect(i18n.getResource(language, 'vendor', entry.labelKey)).toEqual(expect.any(String));
  });
});

describe('vendor pages', () => {
  it('/orders/new speaks Russian and shows its release', () => {
    const CreateOrder = app.pages['/orders/new'];
    renderWithShell(<CreateOrder />, { app, language: 'ru' });

    expect(screen.getByRole('heading', { level: 1, name: 'Создать заказ' })).toBeTruthy();
    expect(screen.getByLabelText('Имя клиента')).toBeTruthy();
    expect(screen.getByTestId('remote-version').textContent).toBe('Приложение поставщика 0.0.0-test');
  });
});
