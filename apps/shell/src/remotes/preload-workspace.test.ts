import type { UserProfile } from '@fixflow/contracts';
import type { ApiClient } from '@fixflow/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { createSessionStore, signedInSession, type Session } from '@fixflow/shell-sdk';
import { preloadWorkspace, profileOnceLoaded } from './preload-workspace';
import { preloadRemoteApp } from './registry';

jest.mock('./registry', () => ({ preloadRemoteApp: jest.fn() }));

const session = (role: UserProfile['role']): Session =>
  signedInSession({ id: 'u1', email: 'u@fixflow.test', phone: null, role, full_name: 'U', status: 'active' } as UserProfile);

const context = { api: {} as ApiClient, queryClient: async () => ({}) as QueryClient, profile: async () => null };
const preload = (signedIn: Session, pathname: string) => preloadWorkspace(signedIn, pathname, context);

describe('preloadWorkspace', () => {
  beforeEach(() => jest.mocked(preloadRemoteApp).mockClear());

  it('starts the stored role’s remote and the page a reload landed on', () => {
    preload(session('technician'), '/dashboard');
    expect(preloadRemoteApp).toHaveBeenCalledWith('technician', { routePath: '/dashboard', context });
    preload(session('vendor'), '/orders/42/edit');
    expect(preloadRemoteApp).toHaveBeenCalledWith('vendor', { routePath: '/orders/:id/edit', context });
  });

  it('downloads nothing for a public page, a signed-out visitor or a route the role may not open', () => {
    preload(session('technician'), '/login');
    preload({ status: 'signed-out' } as Session, '/dashboard');
    preload(session('technician'), '/vendor-settings');
    expect(preloadRemoteApp).not.toHaveBeenCalled();
  });
});

describe('profileOnceLoaded (a preload’s profile)', () => {
  const technician = { id: 't1', email: 't@fixflow.test', phone: null, role: 'technician', full_name: 'T', status: 'active', timezone: 'Europe/Moscow' } as UserProfile;
  const loading = (): Session => {
    const signedIn = session('technician');
    return signedIn.status === 'signed-in' ? { ...signedIn, profile: { status: 'loading' } } : signedIn;
  };

  it('answers the profile once GET /api/me has answered, and at once when it already has', async () => {
    const store = createSessionStore(loading());
    const answer = profileOnceLoaded(store);
    store.set(signedInSession(technician));
    await expect(answer).resolves.toEqual(technician);
    await expect(profileOnceLoaded(store)).resolves.toEqual(technician);
  });

  it('answers null when the profile could not be read or the user signed out meanwhile', async () => {
    const failed = createSessionStore(loading());
    const first = profileOnceLoaded(failed);
    const signedIn = loading();
    if (signedIn.status === 'signed-in') failed.set({ ...signedIn, profile: { status: 'failed', error: new Error('down') } });
    await expect(first).resolves.toBeNull();
    const signedOut = createSessionStore(loading());
    const second = profileOnceLoaded(signedOut);
    signedOut.set({ status: 'signed-out' });
    await expect(second).resolves.toBeNull();
  });
});
