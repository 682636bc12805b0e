import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RosterChangedEvent, TechnicianInvitation } from '@fixflow/contracts';
import { createApiClient } from '@fixflow/api-client';
import { signedInSession } from '@fixflow/shell-sdk';
import { fakeApi, renderWithShell, type FakeRoutes, technicianProfile } from '@fixflow/shell-sdk/testing';
import app from '../app';

// The sockets are the one thing replaced: the test plays the API announcing a new invitation.
// The socket is the one thing replaced: the test plays the API pushing an event on the host's socket.
let rosterChanged: ((event: RosterChangedEvent) => void) | null = null;

const session = signedInSession(technicianProfile);
const invitation: TechnicianInvitation = {
  id: 'i1',
  status: 'invited',
  invited_at: '2026-11-20T10:00:00.000Z',
  answered_at: null,
  vendor: { id: 'v2', company_name: 'Brightline Home Services', city: 'Dallas', state: 'TX' },
};

function render(routes: FakeRoutes, language: 'en' | 'ru' = 'en') {
  const { fetchImpl, calls } = fakeApi({ 'GET /api/orders': () => ({ status: 200, body: { items: [], next_cursor: null } }), ...routes });
  const api = createApiClient({ baseUrl: '/api', fetch: fetchImpl });
  const toast = { success: jest.fn(), error: jest.fn(), info: jest.fn() };
  const Page = app.pages['/dashboard'];
  const { live } = renderWithShell(<Page />, { app, path: '/dashboard', route: '/dashboard', session, language, services: { api, navigate: jest.fn(), toast } });
  rosterChanged = (event) => live.emit('roster.changed', event);
  return { calls, toast };
}

describe('team invitations on the technician dashboard', () => {
  it('lists a vendor\'s invitation; Accept answers it and the card empties', async () => {
    let open = [invitation];
    const { calls, toast } = render({
      'GET /api/roster-invitations': () => ({ status: 200, body: open }),
      'POST /api/roster-invitations/i1/accept': () => {
        open = [];
        return { status: 200, body: { ...invitation, status: 'accepted' } };
      },
    });
    const card = await screen.findByTestId('invitation-i1');
    expect(within(card).getByText('Brightline Home Services')).toBeTruthy();
    expect(within(card).getByText(/Dallas, TX/)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('You joined Brightline Home Services'));
    expect(calls.some((call) => call.key === 'POST /api/roster-invitations/i1/accept')).toBe(true);
    expect(await screen.findByText('No invitations')).toBeTruthy();
    expect(screen.queryByTestId('invitation-i1')).toBeNull();
  });

  it('Decline answers it, and the API\'s refusal is shown when it was answered meanwhile', async () => {
    const { calls, toast } = render({
      'GET /api/roster-invitations': () => ({ status: 200, body: [invitation] }),
      'POST /api/roster-invitations/i1/decline': () => ({
        status: 409,
        body: { statusCode: 409, code: 'INVITATION_ANSWERED', message: 'This invitation has already been answered' },
      }),
    });
    fireEvent.click(within(await screen.findByTestId('invitation-i1')).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('This invitation has already been answered'));
    expect(calls.filter((call) => call.key === 'GET /api/roster-invitations')).toHaveLength(2);
  });

  it('shows loading, then the empty state, in Russian; a new invitation appears live', async () => {
    let open: TechnicianInvitation[] = [];
    render({ 'GET /api/roster-invitations': () => ({ status: 200, body: open }) }, 'ru');
    // Before the API answers: a placeholder where the invitations will be.
    expect(screen.getByTestId('roster-invitations').querySelector('.ant-skeleton')).not.toBeNull();
    expect(await screen.findByText('Приглашений нет')).toBeTruthy();
    open = [invitation];
    rosterChanged?.({ action: 'invited', invitation_id: 'i1' });
    const card = await screen.findByTestId('invitation-i1');
    expect(within(card).getByRole('button', { name: 'Принять' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Отклонить' })).toBeTruthy();
    expect(screen.getByText('Приглашения в команду')).toBeTruthy();
  });
});
