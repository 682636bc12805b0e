import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RosterInvitation } from '@fixflow/contracts';
import { createApiClient } from '@fixflow/api-client';
import { fakeApi, renderWithShell } from '@fixflow/shell-sdk/testing';
import app from '../app';

// antd's first render of a whole page can pass the 1 s default on a loaded CI machine.
configure({ asyncUtilTimeout: 5000 });


const sam = { id: 't1', full_name: 'Sam Rivera', email: 'tech@fixflow.test', completed_orders: 3, rating: 4.8 };
const invitation = (id: string, email: string, overrides: Partial<RosterInvitation> = {}): RosterInvitation => ({
  id,
  email,
  full_name: null,
  status: 'invited',
  invited_at: '2026-11-20T10:00:00.000Z',
  answered_at: null,
  reinvite_from: null,
  commission_rate: null,
  ...overrides,
});

describe('given a vendor on its roster page', () => {
  // Issue 11 §3: adding is an invitation, answered alike for any email (it was 201, or 404 for nobody's).
  // Two antd tables and six round trips took 27 s at load average 15 (past Jest's 20 s), hence 60 s.
  it('invites by email and says only that the invitation was sent; the row shows the email typed', async () => {
    const sent: RosterInvitation[] = [invitation('i0', 'jordan@old.test', { status: 'declined', full_name: 'Jordan Lee', reinvite_from: '2026-12-20T10:00:00.000Z' })];
    const { fetchImpl, calls } = fakeApi({
      'GET /api/technicians': () => ({ status: 200, body: [sam] }),
      'GET /api/technicians/invitations': () => ({ status: 200, body: sent }),
      'POST /api/technicians': (body) => {
        const email = (body as { email: string }).email;
        if (email === 'tech@fixflow.test') return { status: 409, body: { statusCode: 409, code: 'ALREADY_ON_ROSTER', message: 'The technician is already on your roster' } };
        sent.unshift(invitation(`i${sent.length}`, email));
        return { status: 202, body: sent[0] };
      },
    });
    const toast = { success: jest.fn(), error: jest.fn(), info: jest.fn() };
    const Page = app.pages['/technicians'];
    renderWithShell(<Page />, { app, services: { api: createApiClient({ baseUrl: '/api', fetch: fetchImpl }), toast } });

    expect(await screen.findByText('Sam Rivera')).toBeTruthy();
    const declined = within(screen.getByTestId('roster-invitations'));
    expect(declined.getByText('Jordan Lee')).toBeTruthy();
    expect(declined.getByText('Declined')).toBeTruthy();
    expect(declined.getByText(/You can invite again from/)).toBeTruthy();

    const email = screen.getByLabelText('Technician email');
    fireEvent.change(email, { target: { value: 'tech@fixflow.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite to roster' }));
    expect(await screen.findByText('The technician is already on your roster')).toBeTruthy();

    fireEvent.change(email, { target: { value: 'nobody@x.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite to roster' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Invitation sent to nobody@x.test'));
    expect(calls.filter((call) => call.key === 'POST /api/technicians').at(-1)?.body).toEqual({ email: 'nobody@x.test' });
    const rows = within(screen.getByTestId('roster-invitations'));
    expect(await rows.findByText('nobody@x.test')).toBeTruthy();
    expect(rows.getByText('Invited')).toBeTruthy();
    expect(rows.getByRole('button', { name: 'Withdraw' })).toBeTruthy();
  }, 60_000);

  it('withdraws an open invitation: the API forgets it and the list, read again, no longer shows it', async () => {
    let sent: RosterInvitation[] = [invitation('i1', 'pat@x.test')];
    const { fetchImpl, calls } = fakeApi({
      'GET /api/technicians': () => ({ status: 200, body: [sam] }),
      'GET /api/technicians/invitations': () => ({ status: 200, body: sent }),
      'DELETE /api/technicians/invitations/i1': () => {
        sent = [];
        return { status: 204, body: null };
      },
    });
    const toast = { success: jest.fn(), error: jest.fn(), info: jest.fn() };
    const Page = app.pages['/technicians'];
    renderWithShell(<Page />, { app, services: { api: createApiClient({ baseUrl: '/api', fetch: fetchImpl }), toast } });

    fireEvent.click(await within(await screen.findByTestId('roster-invitations')).findByRole('button', { name: 'Withdraw' }));
    await screen.findByText('Withdraw this invitation?');
    // The confirmation's own Withdraw, drawn after the row's.
    fireEvent.click(screen.getAllByRole('button', { name: 'Withdraw' }).at(-1)!);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Invitation to pat@x.test withdrawn'));
    await waitFor(() => expect(screen.queryByTestId('roster-invitations')).toBeNull());
    expect(calls.filter((call) => call.key === 'GET /api/technicians/invitations')).toHaveLength(2);
  }, 60_000);
});
