import { screen } from '@testing-library/react';
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

  it('the not-found page speaks Russian and leads home', () => {
    renderWithShell(<InfoPage kind="notFound" />, { language: 'ru' });
    expect(screen.getByRole('heading', { name: 'Страница не найдена' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'На главную' }).getAttribute('href')).toBe('/');
  });
});
