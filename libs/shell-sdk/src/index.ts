export { SHELL_SDK_VERSION, isCompatibleSdk } from './version';
export { defineRemoteApp, isRemoteApp } from './remote-app';
export type { MenuEntry, RemoteApp, RemotePage } from './remote-app';
export { SessionProvider, createSessionStore, useRole, useSession } from './session';
export type { Session, SessionStore, SessionUser } from './session';
export { ShellProvider, useShell } from './shell-context';
export type { RegisteredRemote, ShellServices, ShellTheme, ThemeMode, Toaster } from './shell-context';
