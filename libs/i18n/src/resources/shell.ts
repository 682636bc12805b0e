import type { Messages } from '../types';
import { accessEn } from './shell-access';
import { authEn } from './shell-auth';
import { layoutEn } from './shell-layout';
import { pwaEn } from './shell-pwa';

const en = {
  brand: 'Fixflow',
  // SPEC §2's Sign Out, one key wherever it is offered (sidebar, header, the guard's pages, the gates).
  signOut: 'Sign Out',
  header: {
    home: 'Home',
    signIn: 'Sign in',
    dashboard: 'Dashboard',
    language: 'Language',
    theme: 'Theme',
    themeLight: 'Light',
    themeDark: 'Dark',
    themeSystem: 'System',
    mainNavigation: 'Main navigation',
    account: 'Account',
  },
  landing: {
    title: 'Field service, ordered and done',
    subtitle: 'Vendors create repair orders, technicians take them and keep their schedule, admins keep the platform running.',
    vendorCta: 'Register as a vendor',
    technicianCta: 'Join as a technician',
    signIn: 'Sign in',
    openDashboard: 'Open dashboard',
    vendorTitle: 'For vendors',
    vendorText: 'Create orders for your customers, assign technicians and follow every job to payment.',
    technicianTitle: 'For technicians',
    technicianText: 'See your orders on your phone, block time for yourself and keep your availability up to date.',
    adminTitle: 'For administrators',
    adminText: 'Approve vendors, watch all orders and tune the system.',
  },
  auth: authEn,
  pwa: pwaEn,
  notFound: {
    title: 'Page not found',
    text: 'The page you asked for does not exist or has moved.',
    backHome: 'Back to home',
  },
  signInPrompt: {
    title: 'Sign in to continue',
    text: 'This page is part of your workspace. Sign in to open it.',
    action: 'Sign in',
  },
  remote: {
    loading: 'Loading…',
    failedTitle: 'This section could not be loaded',
    failedText: 'The {{remote}} workspace is not reachable right now. The rest of Fixflow keeps working; try again in a moment.',
    retry: 'Retry',
    pageMissingTitle: 'Not available yet',
    pageMissingText: 'This page is not part of the current release of the {{remote}} workspace.',
    incompatibleTitle: 'This section needs a newer version of Fixflow',
    incompatibleText:
      'The {{remote}} workspace was released for a newer Fixflow than the one open here. Reload the page to get the latest version; if this message stays, tell your administrator.',
    incompatibleMissing: 'Not provided by this version: {{names}}',
    incompatibleSdk: 'It needs shell SDK {{remoteSdk}}; this version has {{hostSdk}}.',
    reload: 'Reload',
  },
  page: {
    failedTitle: 'Something went wrong on this page',
    failedText: 'This page stopped because of an error. Try again, or go back to your dashboard: the rest of Fixflow keeps working.',
    tryAgain: 'Try again',
    toDashboard: 'Go to dashboard',
  },
  ...accessEn,
  ...layoutEn,
} as const;

export type ShellMessages = typeof en;

/** English, the fallback: always in the first load. */
export const shellEn: Messages = en;

/** Russian loads only when it is the language in use (the host's i18next backend asks for it). */
export const loadShellRu = async (): Promise<Messages> => (await import('./shell-ru')).shellRu;
