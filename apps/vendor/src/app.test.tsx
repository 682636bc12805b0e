import { screen } from '@testing-library/react';
import { isRemoteApp } from '@fixflow/shell-sdk';
import { renderWithShell } from '@fixflow/shell-sdk/testing';
import app from './app';

describe('the vendor remote module', () => {
  it('satisfies the RemoteApp contract the host checks', () => {
    expect(isRemoteApp(app)).toBe(true);
    expect(app).toMatchObject({ name: 'vendor', version: '0.0.0-test' });
  });
});

describe('vendor pages', () => {
  it('/orders/new speaks Russian (the page loads with its own chunk)', async () => {
    const CreateOrder = app.pages['/orders/new'];
    renderWithShell(<CreateOrder />, { app, language: 'ru' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Создать заказ' })).toBeTruthy();
    expect(screen.getByLabelText('Имя клиента')).toBeTruthy();
  });
});
