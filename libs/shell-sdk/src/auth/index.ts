export { PROFILE_LOAD_DELAY_MS, ProfileMissingError, createAuthSession } from './auth-session';
export type { AuthSessionController, AuthSessionOptions, AuthTransport, SignInOptions } from './auth-session';
export { SESSION_STORAGE_KEY, createSessionPersistence, parsePersistedSession } from './persisted-session';
export type { SessionStorageArea } from './persisted-session';
export { REFRESH_MARGIN_MS, isTerminalRefreshFailure, refreshDelayMs, retryDelayMs } from './refresh-schedule';
