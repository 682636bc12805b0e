import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { createApiClient } from '@fixflow/api-client';
import { fakeApi, renderWithShell } from '@fixflow/shell-sdk/testing';
import app from '../app';

// antd's first render of a whole page can pass the 1 s default on a loaded CI machine.
configure({ asyncUtilTimeout: 5000 });

const sam = { id: 't1', full_name: 'Sam Rivera', email: 'tech@fixflow.test', completed_orders: 3, rating: 4.8 };

describe('given a vendor on its roster page', () => {
  it('adds a technician by email, and shows why when the email is not a technician', async () => {
    const roster = [sam];
    const { fetchImpl, calls } = fakeApi({
      'GET /api/technicians': () => ({ status: 200, body: roster }),
      'POST /api/technicians': (body) =>
        (body as { email: string }).email === 'nobody@x.test'
          ? { status: 404, body: { statusCode: 404, code: 'TECHNICIAN_EMAIL_NOT_FOUND', message: 'No technician with that email' } }
          : (roster.push({ ...sam, id: 't2', full_name: 'Jordan Lee', email: 'tech2@fixflow.test' }), { status: 201, body: roster[1] }),
    });
    const Page = app.pages['/technicians'];
    renderWithShell(<Page />, { app, services: { api: createApiClient({ baseUrl: '/api', fetch: fetchImpl }) } });

    expect(await screen.findByText('Sam Rivera')).toBeTruthy();
    const email = screen.getByLabelText('Technician email');
    fireEvent.change(email, { target: { value: 'nobody@x.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to roster' }));
    await waitFor(() => expect(calls.some((call) => call.key === 'POST /api/technicians')).toBe(true));
    expect(await screen.findByText('No technician is registered with this email')).toBeTruthy();

    fireEvent.change(email, { target: { value: 'tech2@fixflow.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to roster' }));
    expect(await screen.findByText('Jordan Lee')).toBeTruthy();
  });
});
