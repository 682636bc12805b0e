import { loadMessageCatalogue } from '@fixflow/contracts';
import type { AuthEvent, Session } from '@fixflow/shell-sdk';
import { authAnswer, memoryStorage, vendorProfile } from '@fixflow/shell-sdk/testing';
import { createAuthSession, type AuthTransport } from './auth-session';
import { SESSION_STORAGE_KEY } from './persisted-session';

const T0 = Date.UTC(2026, 0, 1, 9, 0, 0);

class HttpError extends Error {
  constructor(readonly statusCode: number) {
    super(`HTTP ${statusCode}`);
  }
}

function setup({ stored }: { stored?: ReturnType<typeof authAnswer> } = {}) {
  const storage = memoryStorage();
  if (stored) storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(stored));
  const transport = {
    refresh: jest.fn<ReturnType<AuthTransport['refresh']>, [string]>(),
    logout: jest.fn<Promise<void>, []>().mockResolvedValue(undefined),
    profile: jest.fn<Promise<typeof vendorProfile>, []>().mockResolvedValue(vendorProfile),
  };
  const logger = { error: jest.fn(), warn: jest.fn() };
  let storageListener: ((key: string | null) => void) | undefined;
  const session = createAuthSession({
    transport,
    storage,
    logger,
    listenStorage: (listener) => {
      storageListener = listener;
      return () => undefined;
    },
  });
  const events: [AuthEvent, Session['status']][] = [];
  session.onAuthStateChange((event, next) => events.push([event, next.status]));
  return { session, transport, storage, logger, events, otherTabWrote: (key: string | null) => storageListener?.(key) };
}

const persisted = (storage: ReturnType<typeof memoryStorage>) => JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? 'null');

beforeEach(() => {
  jest.useFakeTimers({ now: T0 });
});
afterEach(() => jest.useRealTimers());

describe('the session on page load', () => {
  it('with nothing stored is signed out, announced as INITIAL_SESSION', () => {
    const { session, events, transport } = setup();
    expect(session.getSnapshot()).toEqual({ status: 'loading' });
    session.start();
    expect(session.getSnapshot()).toEqual({ status: 'signed-out' });
    expect(events).toEqual([['INITIAL_SESSION', 'signed-out']]);
    expect(transport.refresh).not.toHaveBeenCalled();
  });

  it('picks up a stored session (a reload keeps you signed in) and loads the profile about 100 ms later', async () => {
    const { session, events, transport } = setup({ stored: authAnswer(T0 - 60_000) });
    session.start();
    expect(events).toEqual([['INITIAL_SESSION', 'signed-in']]);
    const snapshot = session.getSnapshot();
    expect(snapshot).toMatchObject({ status: 'signed-in', accessToken: 'access-1', user: { role: 'vendor' }, profile: { status: 'loading' } });

    await jest.advanceTimersByTimeAsync(99);
    expect(transport.profile).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(transport.profile).toHaveBeenCalledTimes(1);
    expect(session.getSnapshot()).toMatchObject({
      user: { fullName: 'Acme Appliance Repair', status: 'active' },
      profile: { status: 'loaded', profile: vendorProfile },
    });
  });

  it('renews a stored session that expired while the page was closed before announcing it', async () => {
    const { session, events, transport, storage } = setup({ stored: authAnswer(T0 - 3_600_000) });
    transport.refresh.mockResolvedValue(authAnswer(T0, { access: 'access-2', refresh: 'refresh-2' }));
    session.start();
    expect(session.getSnapshot().status).toBe('loading');
    expect(transport.refresh).toHaveBeenCalledWith('refresh-1');

    await jest.advanceTimersByTimeAsync(0);
    expect(events).toEqual([['INITIAL_SESSION', 'signed-in']]);
    expect(session.accessToken()).toBe('access-2');
    expect(persisted(storage).refresh_token).toBe('refresh-2');
  });

  it('is signed out when the expired stored session is refused', async () => {
    const { session, events, transport, storage } = setup({ stored: authAnswer(T0 - 3_600_000) });
    transport.refresh.mockRejectedValue(new HttpError(401));
    session.start();
    await jest.advanceTimersByTimeAsync(0);
    expect(events).toEqual([['INITIAL_SESSION', 'signed-out']]);
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('ignores a stored value that is not a session', () => {
    const storage = memoryStorage();
    storage.setItem(SESSION_STORAGE_KEY, '{"access_token":1}');
    const session = createAuthSession({ transport: { refresh: jest.fn(), logout: jest.fn(), profile: jest.fn() }, storage });
    session.start();
    expect(session.getSnapshot().status).toBe('signed-out');
  });
});

describe('signing in', () => {
  it('announces SIGNED_IN, stores the session and loads the profile 100 ms later', async () => {
    const { session, events, storage, transport } = setup();
    session.start();
    session.signIn(authAnswer(T0));
    expect(events).toEqual([
      ['INITIAL_SESSION', 'signed-out'],
      ['SIGNED_IN', 'signed-in'],
    ]);
    expect(persisted(storage).access_token).toBe('access-1');
    await jest.advanceTimersByTimeAsync(100);
    expect(transport.profile).toHaveBeenCalledTimes(1);
  });

  it('announces PASSWORD_RECOVERY for a recovery link, with the profile it already has', async () => {
    const { session, events, transport } = setup();
    session.start();
    session.signIn(authAnswer(T0), { event: 'PASSWORD_RECOVERY', profile: vendorProfile });
    expect(events.at(-1)).toEqual(['PASSWORD_RECOVERY', 'signed-in']);
    expect(session.getSnapshot()).toMatchObject({ profile: { status: 'loaded' } });
    await jest.advanceTimersByTimeAsync(1_000);
    expect(transport.profile).not.toHaveBeenCalled();
  });

  it('refuses an account without a profile, as PROFILE_NOT_FOUND (describeApiError words it by its code)', async () => {
    const { session } = setup();
    session.start();
    const orphan = authAnswer(T0);
    const signIn = () => session.signIn({ ...orphan, user: { ...orphan.user, role: null } });
    expect(signIn).toThrow(expect.objectContaining({ code: 'PROFILE_NOT_FOUND' }) as Error);
    await loadMessageCatalogue('en');
    expect(signIn).toThrow('User profile not found in any table');
  });
});

describe('automatic refresh', () => {
  it('renews 60 s before a 15-minute token expires, then again for the new token', async () => {
    const { session, events, transport, storage } = setup();
    session.start();
    session.signIn(authAnswer(T0));
    transport.refresh.mockImplementation(async () => authAnswer(Date.now(), { access: `access-${transport.refresh.mock.calls.length + 1}`, refresh: `refresh-${transport.refresh.mock.calls.length + 1}` }));

    await jest.advanceTimersByTimeAsync(840_000 - 1);
    expect(transport.refresh).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(transport.refresh).toHaveBeenCalledWith('refresh-1');
    expect(session.accessToken()).toBe('access-2');
    expect(persisted(storage).refresh_token).toBe('refresh-2');
    expect(events.at(-1)).toEqual(['TOKEN_REFRESHED', 'signed-in']);

    await jest.advanceTimersByTimeAsync(840_000);
    expect(transport.refresh).toHaveBeenLastCalledWith('refresh-2');
    expect(session.accessToken()).toBe('access-3');
  });

  it('renews a short-lived token at half its life', async () => {
    const { session, transport } = setup();
    session.start();
    session.signIn(authAnswer(T0, { ttl: 30 }));
    transport.refresh.mockResolvedValue(authAnswer(T0 + 15_000, { ttl: 30, access: 'access-2', refresh: 'refresh-2' }));
    await jest.advanceTimersByTimeAsync(14_999);
    expect(transport.refresh).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(transport.refresh).toHaveBeenCalledTimes(1);
  });

  it('keeps the loaded profile across a refresh', async () => {
    const { session, transport } = setup();
    session.start();
    session.signIn(authAnswer(T0), { profile: vendorProfile });
    transport.refresh.mockResolvedValue(authAnswer(T0 + 840_000, { access: 'access-2', refresh: 'refresh-2' }));
    await jest.advanceTimersByTimeAsync(840_000);
    expect(session.getSnapshot()).toMatchObject({ accessToken: 'access-2', profile: { status: 'loaded', profile: vendorProfile } });
  });

  it('makes one call when several callers ask at once (a burst of 401s)', async () => {
    const { session, transport } = setup();
    session.start();
    session.signIn(authAnswer(T0));
    transport.refresh.mockResolvedValue(authAnswer(T0, { access: 'access-2', refresh: 'refresh-2' }));
    const answers = await Promise.all([session.refresh(), session.refresh(), session.refresh()]);
    expect(answers).toEqual(['access-2', 'access-2', 'access-2']);
    expect(transport.refresh).toHaveBeenCalledTimes(1);
  });

  it('tries again with growing waits when the API cannot be reached', async () => {
    const { session, transport, events } = setup();
    session.start();
    session.signIn(authAnswer(T0));
    transport.refresh
      .mockRejectedValueOnce(new HttpError(0))
      .mockRejectedValueOnce(new HttpError(503))
      .mockResolvedValue(authAnswer(T0, { access: 'access-2', refresh: 'refresh-2' }));

    await jest.advanceTimersByTimeAsync(840_000);
    expect(transport.refresh).toHaveBeenCalledTimes(1);
    expect(session.getSnapshot().status).toBe('signed-in');
    await jest.advanceTimersByTimeAsync(1_000);
    expect(transport.refresh).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(transport.refresh).toHaveBeenCalledTimes(3);
    expect(session.accessToken()).toBe('access-2');
    expect(events.at(-1)).toEqual(['TOKEN_REFRESHED', 'signed-in']);
  });

  it('ends the session with SIGNED_OUT when the refresh token is refused', async () => {
    const { session, transport, events, storage } = setup();
    session.start();
    session.signIn(authAnswer(T0));
    transport.refresh.mockRejectedValue(new HttpError(401));
    await expect(session.refresh()).resolves.toBeNull();
    expect(events.at(-1)).toEqual(['SIGNED_OUT', 'signed-out']);
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('takes the tokens another tab already renewed instead of presenting a used refresh token', async () => {
    const { session, transport, storage } = setup();
    session.start();
    session.signIn(authAnswer(T0));
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(authAnswer(T0 + 1_000, { access: 'access-tab2', refresh: 'refresh-tab2' })));
    await expect(session.refresh()).resolves.toBe('access-tab2');
    expect(transport.refresh).not.toHaveBeenCalled();
  });
});

describe('other tabs', () => {
  it('follow a sign-out made elsewhere', () => {
    const { session, storage, events, otherTabWrote } = setup();
    session.start();
    session.signIn(authAnswer(T0));
    storage.removeItem(SESSION_STORAGE_KEY);
    otherTabWrote(SESSION_STORAGE_KEY);
    expect(events.at(-1)).toEqual(['SIGNED_OUT', 'signed-out']);
  });

  it('follow a refresh made elsewhere', () => {
    const { session, storage, events, otherTabWrote } = setup();
    session.start();
    session.signIn(authAnswer(T0));
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(authAnswer(T0, { access: 'access-2', refresh: 'refresh-2' })));
    otherTabWrote(SESSION_STORAGE_KEY);
    expect(events.at(-1)).toEqual(['TOKEN_REFRESHED', 'signed-in']);
    expect(session.accessToken()).toBe('access-2');
  });

  it('ignore other keys', () => {
    const { session, events, otherTabWrote } = setup();
    session.start();
    otherTabWrote('vite-ui-theme');
    expect(events).toHaveLength(1);
  });
});

describe('opened offline (issue 19)', () => {
  const offline = () => new HttpError(0);

  it('shows the profile last loaded on this device, and loads it again once the network is back', async () => {
    const { session, transport, storage } = setup({ stored: authAnswer(T0 - 60_000) });
    storage.setItem(`${SESSION_STORAGE_KEY}.profile`, JSON.stringify(vendorProfile));
    transport.profile.mockRejectedValueOnce(offline());
    session.start();
    await jest.advanceTimersByTimeAsync(100);
    expect(session.getSnapshot()).toMatchObject({ status: 'signed-in', profile: { status: 'loaded', profile: vendorProfile } });
  });

  it('with an expired token, is signed in on the stored profile while the renewal waits for the network', async () => {
    const { session, transport, storage, events } = setup({ stored: authAnswer(T0 - 3_600_000) });
    storage.setItem(`${SESSION_STORAGE_KEY}.profile`, JSON.stringify(vendorProfile));
    transport.refresh.mockRejectedValueOnce(offline()).mockResolvedValue(authAnswer(T0, { access: 'access-2', refresh: 'refresh-2' }));
    transport.profile.mockRejectedValueOnce(offline());
    session.start();
    await jest.advanceTimersByTimeAsync(100);
    expect(events[0]).toEqual(['INITIAL_SESSION', 'signed-in']);
    expect(session.getSnapshot()).toMatchObject({ status: 'signed-in', profile: { status: 'loaded', profile: vendorProfile } });
    await jest.advanceTimersByTimeAsync(1_000);
    expect(session.accessToken()).toBe('access-2');
  });

  it('without a stored profile, shows the failure as before', async () => {
    const { session, transport } = setup({ stored: authAnswer(T0 - 60_000) });
    transport.profile.mockRejectedValueOnce(offline());
    session.start();
    await jest.advanceTimersByTimeAsync(100);
    expect(session.getSnapshot()).toMatchObject({ profile: { status: 'failed' } });
  });

  it("never shows another user's stored profile, and sign-out forgets it", async () => {
    const { session, transport, storage } = setup({ stored: authAnswer(T0 - 60_000) });
    storage.setItem(`${SESSION_STORAGE_KEY}.profile`, JSON.stringify({ ...vendorProfile, id: 'someone-else' }));
    transport.profile.mockRejectedValueOnce(offline());
    session.start();
    await jest.advanceTimersByTimeAsync(100);
    expect(session.getSnapshot()).toMatchObject({ profile: { status: 'failed' } });
    await session.reloadProfile();
    expect(storage.getItem(`${SESSION_STORAGE_KEY}.profile`)).not.toBeNull();
    await session.signOut();
    expect(storage.getItem(`${SESSION_STORAGE_KEY}.profile`)).toBeNull();
  });
});

describe('the profile', () => {
  it('failing to load is shown as failed, and can be loaded again', async () => {
    const { session, transport } = setup();
    session.start();
    transport.profile.mockRejectedValueOnce(new Error('User profile not found in any table'));
    session.signIn(authAnswer(T0));
    await jest.advanceTimersByTimeAsync(100);
    expect(session.getSnapshot()).toMatchObject({ profile: { status: 'failed', error: { message: 'User profile not found in any table' } } });

    await session.reloadProfile();
    expect(session.getSnapshot()).toMatchObject({ profile: { status: 'loaded' } });
  });

  it('of a previous session is dropped when it arrives late', async () => {
    const { session, transport } = setup();
    session.start();
    let answer: (profile: typeof vendorProfile) => void = () => undefined;
    transport.profile.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    session.signIn(authAnswer(T0));
    await jest.advanceTimersByTimeAsync(100);
    await session.signOut();
    answer(vendorProfile);
    await jest.advanceTimersByTimeAsync(0);
    expect(session.getSnapshot()).toEqual({ status: 'signed-out' });
  });

  it('announces USER_UPDATED when the account or the profile changes', async () => {
    const { session, events, transport } = setup();
    session.start();
    session.signIn(authAnswer(T0), { profile: vendorProfile });
    session.updateUser({ ...authAnswer(T0).user, email: 'new@fixflow.test' });
    expect(events.at(-1)).toEqual(['USER_UPDATED', 'signed-in']);
    await jest.advanceTimersByTimeAsync(100);
    expect(transport.profile).toHaveBeenCalledTimes(1);

    session.setProfile({ ...vendorProfile, full_name: 'Acme Repair Co' });
    expect(events.at(-1)).toEqual(['USER_UPDATED', 'signed-in']);
    expect(session.getSnapshot()).toMatchObject({ user: { fullName: 'Acme Repair Co' } });
  });
});

describe('signing out', () => {
  it('calls the API, then forgets the session and announces SIGNED_OUT', async () => {
    const { session, transport, events, storage } = setup();
    session.start();
    session.signIn(authAnswer(T0));
    await session.signOut();
    expect(transport.logout).toHaveBeenCalledTimes(1);
    expect(events.map(([event]) => event)).toEqual(['INITIAL_SESSION', 'SIGNED_IN', 'SIGNED_OUT']);
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    await jest.advanceTimersByTimeAsync(3_600_000);
    expect(transport.refresh).not.toHaveBeenCalled();
  });

  it('only logs a failed sign-out call and signs out anyway', async () => {
    const { session, transport, logger } = setup();
    session.start();
    session.signIn(authAnswer(T0));
    transport.logout.mockRejectedValue(new HttpError(503));
    await session.signOut();
    expect(logger.error).toHaveBeenCalledWith('Sign-out failed', expect.any(HttpError));
    expect(session.getSnapshot()).toEqual({ status: 'signed-out' });
  });
});
