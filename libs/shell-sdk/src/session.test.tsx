import { act, render, screen } from '@testing-library/react';
import { vendorProfile } from '../testing/auth-fixtures';
import { SessionProvider, createSessionStore, signedInSession, useProfile, useRole, useSession, type AuthEvent } from './session';

function WhoAmI() {
  const session = useSession();
  const role = useRole();
  const profile = useProfile();
  return (
    <p>
      {session.status === 'signed-in' ? `${session.user.email} as ${role}` : session.status}
      {profile ? ` (${profile.full_name})` : ''}
    </p>
  );
}

describe('SessionProvider', () => {
  it('re-renders readers when the host changes the session', () => {
    const store = createSessionStore({ status: 'loading' });
    render(
      <SessionProvider store={store}>
        <WhoAmI />
      </SessionProvider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();

    act(() => store.set(signedInSession(vendorProfile)));
    expect(screen.getByText('vendor@fixflow.test as vendor (Acme Appliance Repair)')).toBeTruthy();

    act(() => store.set({ status: 'signed-out' }));
    expect(screen.getByText('signed-out')).toBeTruthy();
  });

  it('tells event listeners what happened, after the snapshot changed', () => {
    const store = createSessionStore({ status: 'loading' });
    const heard: [AuthEvent, string][] = [];
    const stop = store.onAuthStateChange((event) => heard.push([event, store.getSnapshot().status]));
    store.set({ status: 'signed-out' }, 'INITIAL_SESSION');
    store.set(signedInSession(vendorProfile), 'SIGNED_IN');
    store.set(signedInSession(vendorProfile));
    stop();
    store.set({ status: 'signed-out' }, 'SIGNED_OUT');
    expect(heard).toEqual([
      ['INITIAL_SESSION', 'signed-out'],
      ['SIGNED_IN', 'signed-in'],
    ]);
  });

  it('refuses to be read outside the shell', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<WhoAmI />)).toThrow('SessionProvider missing');
  });
});
