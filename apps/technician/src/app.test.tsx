import { screen } from '@testing-library/react';
import { isRemoteApp } from '@fixflow/shell-sdk';
import { renderWithShell } from '@fixflow/shell-sdk/testing';
import app from './app';

describe('the technician remote module', () => {
  it('satisfies the RemoteApp contract the host checks', () => {
    expect(isRemoteApp(app)).toBe(true);
    expect(app).toMatchObject({ name: 'technician', version: '0.0.0-test' });
  });
});

describe('technician pages', () => {
  it('/schedule speaks Russian (the page loads with its own chunk)', async () => {
    const Schedule = app.pages['/schedule'];
    renderWithShell(<Schedule />, { app, language: 'ru' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Расписание' })).toBeTruthy();
  });
});
