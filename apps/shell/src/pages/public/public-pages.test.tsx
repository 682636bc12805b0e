import { screen } from '@testing-library/react';
import { signedInSession } from '@fixflow/shell-sdk';
import { renderWithShell } from '@fixflow/shell-sdk/testing';
import { InfoPage } from './InfoPage';
import { LandingPage } from './LandingPage';

describe('public pages', () => {
  it('the landing page leads to registration and sign-in', () => {
    renderWithShell(<LandingPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Field service, ordered and done' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register as a vendor' }).getAttribute('href')).toBe('/vendor-registration');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('signed in, the landing page opens the dashboard instead of asking to sign in or register', async () => {
    const vendor = { id: 'v1', full_name: 'Acme Appliance Repair', email: 'vendor@fixflow.test', phone: null, role: 'vendor' as const, status: 'active', timezone: null };
    renderWithShell(<LandingPage />, { session: signedInSession(vendor), language: 'ru' });
    expect(screen.getByRole('link', { name: 'Открыть панель' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByTestId('landing-actions').textContent).toContain('Вы вошли как Acme Appliance Repair');
    expect(screen.queryByRole('link', { name: 'Войти' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Стать поставщиком' })).toBeNull();
  });

  it('the not-found page speaks Russian and leads home', () => {
    renderWithShell(<InfoPage kind="notFound" />, { language: 'ru' });
    expect(screen.getByRole('heading', { name: 'Страница не найдена' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'На главную' }).getAttribute('href')).toBe('/');
  });
});
