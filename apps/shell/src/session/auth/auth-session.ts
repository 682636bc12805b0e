import { errorMessage, type AuthSession, type AuthUser, type UserProfile } from '@fixflow/contracts';
import { createSessionStore, type AuthEvent, type ProfileState, type Session, type SessionStore } from '@fixflow/shell-sdk';
import { createSessionPersistence, type SessionStorageArea } from './persisted-session';
import { isNetworkFailure, isTerminalRefreshFailure, refreshDelayMs, retryDelayMs } from './refresh-schedule';

/** The three calls the session makes; the host wires them to the API client. */
export interface AuthTransport {
  /** POST /api/auth/refresh. */
  refresh(refreshToken: string): Promise<AuthSession>;
  /** POST /api/auth/logout with the session's token. */
  logout(): Promise<void>;
  /** GET /api/me with the session's token. */
  profile(): Promise<UserProfile>;
}

export interface AuthSessionOptions {
  transport: AuthTransport;
  /** Where the session survives a reload (localStorage); null keeps it in memory only. */
  storage: SessionStorageArea | null;
  storageKey?: string;
  /** SPEC §4: the profile is loaded about 100 ms after a session appears. */
  profileDelayMs?: number;
  now?: () => number;
  logger?: Pick<Console, 'error' | 'warn'>;
  /** Another tab wrote the storage: called with the key that changed (null: all of it). */
  listenStorage?: (onChange: (key: string | null) => void) => () => void;
  /** The page is visible again: timers may have slept through the refresh time. */
  listenWake?: (onWake: () => void) => () => void;
}

export interface SignInOptions {
  /** PASSWORD_RECOVERY when the session comes from a recovery link. */
  event?: 'SIGNED_IN' | 'PASSWORD_RECOVERY';
  /** Already known (a mailed link is checked with GET /api/me): no second load. */
  profile?: UserProfile;
}

/** What the host holds; remotes see only its SessionStore side. */
export interface AuthSessionController extends SessionStore {
  /** Reads the stored session and announces INITIAL_SESSION. */
  start(): void;
  signIn(auth: AuthSession, options?: SignInOptions): void;
  /** POST /api/auth/logout, then SIGNED_OUT; a failed call is only logged. */
  signOut(): Promise<void>;
  /** Renews the tokens now (one call at a time); answers the new access token, or null when the session is gone. */
  refresh(): Promise<string | null>;
  accessToken(): string | undefined;
  /** The account changed (a new password, a new email): USER_UPDATED and a fresh profile. */
  updateUser(user: AuthUser): void;
  /** The profile changed (PATCH /api/me answered it): USER_UPDATED. */
  setProfile(profile: UserProfile): void;
  /** Loads the profile again now; a loaded one stays on screen meanwhile. */
  reloadProfile(): Promise<void>;
  dispose(): void;
}

export const PROFILE_LOAD_DELAY_MS = 100;
// setTimeout fires at once for delays beyond 2^31-1 ms.
const MAX_TIMER_MS = 2 ** 31 - 1;

/** An account without a role: describeApiError shows it by its code, as the API's PROFILE_NOT_FOUND. */
export class ProfileMissingError extends Error {
  readonly code = 'PROFILE_NOT_FOUND';

  constructor() {
    super(errorMessage('PROFILE_NOT_FOUND'));
  }
}

function signedIn(auth: AuthSession, profile: ProfileState): Session {
  const loaded = profile.status === 'loaded' ? profile.profile : null;
  return {
    status: 'signed-in',
    accessToken: auth.access_token,
    expiresAt: auth.expires_at,
    profile,
    user: {
      id: auth.user.id,
      email: loaded?.email ?? auth.user.email,
      phone: loaded?.phone ?? auth.user.phone,
      // The profile is the authority once loaded; the login answer carries the role before that.
      role: loaded?.role ?? auth.user.role!,
      fullName: loaded?.full_name ?? null,
      status: loaded?.status ?? null,
    },
  };
}

export function createAuthSession(options: AuthSessionOptions): AuthSessionController {
  const { transport } = options;
  const now = options.now ?? (() => Date.now());
  const logger = options.logger ?? console;
  const profileDelay = options.profileDelayMs ?? PROFILE_LOAD_DELAY_MS;
  const persistence = createSessionPersistence(options.storage, options.storageKey);
  const emitter = createSessionStore({ status: 'loading' });

  let auth: AuthSession | null = null;
  let profile: ProfileState = { status: 'loading' };
  let initialised = false;
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  let profileTimer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<string | null> | null = null;
  let failures = 0;
  /** The profile shown is the stored one (the API could not be reached): loaded again on wake. */
  let profileFromStorage = false;
  // Bumped whenever the session changes hands, so a late answer for an older one is dropped.
  let generation = 0;
  const unsubscribers: (() => void)[] = [];

  const publish = (event?: AuthEvent) => emitter.set(auth ? signedIn(auth, profile) : { status: 'signed-out' }, event);
  const delayUntilRefresh = (session: AuthSession) => refreshDelayMs(session.expires_at, session.expires_in, now());

  function clearTimers() {
    clearTimeout(refreshTimer);
    clearTimeout(profileTimer);
  }

  function scheduleRefresh(delay = auth ? delayUntilRefresh(auth) : 0) {
    clearTimeout(refreshTimer);
    if (auth) refreshTimer = setTimeout(() => void refresh(), Math.min(delay, MAX_TIMER_MS));
  }

  async function loadProfile(): Promise<void> {
    const mine = generation;
    try {
      const loaded = await transport.profile();
      if (mine !== generation || !auth) return;
      profile = { status: 'loaded', profile: loaded };
      profileFromStorage = false;
      persistence.writeProfile(loaded);
    } catch (error) {
      if (mine !== generation || !auth) return;
      logger.warn('The profile could not be loaded', error);
      // Offline (issue 19): the last profile loaded on this device, read again once online.
      const stored = isNetworkFailure(error) && profile.status !== 'loaded' ? persistence.readProfile(auth.user.id) : null;
      if (stored) {
        profile = { status: 'loaded', profile: stored };
        profileFromStorage = true;
      }
      // A profile already on screen stays; only a first load shows the failure.
      if (profile.status !== 'loaded') profile = { status: 'failed', error: error instanceof Error ? error : new Error(String(error)) };
    }
    publish();
  }

  function scheduleProfile() {
    clearTimeout(profileTimer);
    profileTimer = setTimeout(() => void loadProfile(), profileDelay);
  }

  /** Takes a session as ours: stored, timers set. */
  function adopt(next: AuthSession, event: AuthEvent, nextProfile: ProfileState) {
    if (!next.user.role) throw new ProfileMissingError();
    auth = next;
    profile = nextProfile;
    failures = 0;
    initialised = true;
    persistence.write(next);
    publish(event);
    scheduleRefresh();
  }

  function endSession(event: AuthEvent) {
    clearTimers();
    profileFromStorage = false;
    generation += 1;
    auth = null;
    profile = { status: 'loading' };
    initialised = true;
    persistence.clear();
    publish(event);
  }

  async function renew(): Promise<string | null> {
    const before = auth;
    if (!before) return null;
    clearTimeout(refreshTimer);
    const event: AuthEvent = initialised ? 'TOKEN_REFRESHED' : 'INITIAL_SESSION';
    // Another tab may have renewed already; presenting our used token again would, past the grace period, end the session everywhere.
    const stored = persistence.read();
    if (stored && stored.user.id === before.user.id && stored.refresh_token !== before.refresh_token && delayUntilRefresh(stored) > 0) {
      adopt(stored, event, profile);
      if (event === 'INITIAL_SESSION') scheduleProfile();
      return stored.access_token;
    }
    try {
      const next = await transport.refresh(before.refresh_token);
      if (auth !== before) return auth?.access_token ?? null; // signed out or replaced meanwhile
      adopt(next, event, profile);
      if (event === 'INITIAL_SESSION') scheduleProfile();
      return next.access_token;
    } catch (error) {
      if (auth !== before) return auth?.access_token ?? null;
      if (isTerminalRefreshFailure(error)) {
        logger.warn('The session could not be renewed and has ended', error);
        endSession(initialised ? 'SIGNED_OUT' : 'INITIAL_SESSION');
        return null;
      }
      logger.warn('The session could not be renewed; trying again shortly', error);
      scheduleRefresh(retryDelayMs(failures++));
      // Opened offline after the token expired (issue 19): the saved pages show now, signed in with
      // the stored profile; the retries renew the tokens once the network is back.
      if (!initialised && isNetworkFailure(error) && persistence.readProfile(before.user.id)) {
        initialised = true;
        publish('INITIAL_SESSION');
        scheduleProfile();
      }
      return null;
    }
  }

  function refresh(): Promise<string | null> {
    inFlight ??= renew().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  function onStorageChange(key: string | null) {
    if (key !== null && key !== persistence.key) return;
    const stored = persistence.read();
    if (!stored) {
      if (auth) endSession('SIGNED_OUT');
    } else if (!auth || stored.user.id !== auth.user.id) {
      generation += 1;
      adopt(stored, 'SIGNED_IN', { status: 'loading' });
      scheduleProfile();
    } else if (stored.refresh_token !== auth.refresh_token) {
      adopt(stored, 'TOKEN_REFRESHED', profile);
    }
  }

  function onWake() {
    if (auth && delayUntilRefresh(auth) === 0) void refresh();
    if (auth && profileFromStorage) void loadProfile();
  }

  return {
    getSnapshot: emitter.getSnapshot,
    subscribe: emitter.subscribe,
    onAuthStateChange: emitter.onAuthStateChange,

    start() {
      if (options.listenStorage) unsubscribers.push(options.listenStorage(onStorageChange));
      if (options.listenWake) unsubscribers.push(options.listenWake(onWake));
      const stored = persistence.read();
      if (!stored) {
        initialised = true;
        publish('INITIAL_SESSION');
        return;
      }
      auth = stored;
      if (delayUntilRefresh(stored) > 0) {
        initialised = true;
        publish('INITIAL_SESSION');
        scheduleRefresh();
        scheduleProfile();
      } else {
        // Expired while the page was closed: stay 'loading' until renewed, then INITIAL_SESSION.
        void refresh();
      }
    },

    signIn(next, { event = 'SIGNED_IN', profile: known } = {}) {
      clearTimers();
      generation += 1;
      adopt(next, event, known ? { status: 'loaded', profile: known } : { status: 'loading' });
      if (!known) scheduleProfile();
    },

    async signOut() {
      if (auth) {
        try {
          await transport.logout();
        } catch (error) {
          logger.error('Sign-out failed', error);
        }
      }
      endSession('SIGNED_OUT');
    },

    refresh,
    accessToken: () => auth?.access_token,

    updateUser(user) {
      if (!auth) return;
      auth = { ...auth, user: { ...user, role: user.role ?? auth.user.role } };
      persistence.write(auth);
      publish('USER_UPDATED');
      scheduleProfile();
    },

    setProfile(next) {
      if (!auth) return;
      profile = { status: 'loaded', profile: next };
      publish('USER_UPDATED');
    },

    async reloadProfile() {
      if (!auth) return;
      clearTimeout(profileTimer);
      if (profile.status === 'failed') {
        profile = { status: 'loading' };
        publish();
      }
      await loadProfile();
    },

    dispose() {
      clearTimers();
      unsubscribers.splice(0).forEach((unsubscribe) => unsubscribe());
    },
  };
}
