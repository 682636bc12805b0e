export { SHELL_SDK_VERSION } from './version';
// The checks themselves are `@fixflow/shell-sdk/compatibility`: only the host's loader (when a
// remote loads, not on /login) and the release script run them, so the shared SDK stays small.
export type { HostContract, Incompatibility, RemoteRequirements, SharedExports } from './compatibility';
export { defineRemoteApp, isRemoteApp } from './remote-app';
export type { PagePreloadContext, RemoteApp, RemotePage } from './remote-app';
export {
  AUTH_EVENTS,
  SessionProvider,
  createSessionStore,
  signedInSession,
  useProfile,
  useRole,
  useSession,
  useSessionStore,
} from './session';
export type { AuthEvent, AuthEventListener, ProfileState, Session, SessionStore, SessionUser } from './session';
export { apiErrorCode, describeApiError, isWeakPassword, showFieldErrors, weakPasswordReasons } from './api-errors';
export type { FieldErrorsTarget } from './api-errors';
export { ShellProvider, useShell } from './shell-context';
export type { AccountActions, RegisteredRemote, ShellServices, ShellTheme, ThemeMode, Toaster } from './shell-context';
export { createLiveEventsHub } from './live-events';
export type { LiveEvents, LiveEventsHub } from './live-events';
export type {
  Outbox,
  OutboxAction,
  OutboxActionKind,
  OutboxConflict,
  OutboxEntry,
  OutboxLabel,
  OutboxMethod,
  OutboxPatch,
  OutboxResult,
  OutboxServerState,
  OutboxSnapshot,
} from './outbox';
