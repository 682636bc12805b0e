export { SHELL_SDK_VERSION } from './version';
export {
  HOST_REQUIREMENTS_FILE,
  checkRemoteRequirements,
  describeIncompatibility,
  isCompatibleSdk,
  isRemoteRequirements,
} from './compatibility';
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
export * from './auth/index';
export { apiErrorCode, describeApiError, fieldErrors, isWeakPassword, weakPasswordReasons } from './api-errors';
export { ShellProvider, useShell } from './shell-context';
export type { AccountActions, RegisteredRemote, ShellServices, ShellTheme, ThemeMode, Toaster } from './shell-context';
export { useLiveEvent, useOrderChanges, useRosterChanges } from './order-events';
export { createLiveEventsHub } from './live-events';
export type { LiveEvents, LiveEventsHub } from './live-events';
export { useOrderTransition } from './order-transition';
