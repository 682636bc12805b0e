import { act, render, screen } from '@testing-library/react';
import { SessionProvider, createSessionStore, useRole, useSession } from './session';

function WhoAmI() {
  const session = useSession();
  const role = useRole();
  return <p>{session.status === 'signed-in' ? `${session.user.email} as ${role}` : session.status}</p>;
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

    act(() =>
      store.set({
        status: 'signed-in',
        accessToken: 't',
        user: { id: 'u1', email: 'vendor@fixflow.test', fullName: 'Acme', role: 'vendor', status: 'active' },
      }),
    );
    expect(screen.getByText('vendor@fixflow.test as vendor')).toBeTruthy();

    act(() => store.set({ status: 'signed-out' }));
    expect(screen.getByText('signed-out')).toBeTruthy();
  });

  it('refuses to be read outside the shell', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<WhoAmI />)).toThrow('SessionProvider missing');
  });
});
