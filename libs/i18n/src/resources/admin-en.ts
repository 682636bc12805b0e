import { kitWordsEn } from './kit-words';
import { vendorsEn } from './admin-vendors';
import { unknownSmsEn } from './admin-unknown-sms';
import { adminUsersEn } from './admin-users';
import { adminTechniciansEn } from './admin-technicians';
import { systemEn } from './admin-system-settings';

export const adminEn = {
  appName: 'Admin workspace',
  version: 'Admin app {{version}}',
  kit: kitWordsEn,
  dashboard: {
    title: 'Admin dashboard',
    subtitle: 'The platform at a glance.',
    emptyTitle: 'Nothing needs your attention',
    emptyText: 'Vendors waiting for approval and unmatched messages will appear here.',
    pendingVendors: 'Review vendors waiting for activation',
    attentionTitle: 'Needs your attention',
    pendingTitle: 'Vendors waiting for activation',
    moreVendors: 'and {{count}} more',
    counts: {
      activeVendors: 'Active vendors',
      suspendedVendors: 'Suspended vendors',
      technicians: 'Active technicians',
      ordersToday: 'Orders today',
      unknownSms: 'Unknown texts',
      failedJobs: 'Failed background jobs',
    },
  },
  ...vendorsEn,
  ...unknownSmsEn,
  ...adminUsersEn,
  ...adminTechniciansEn,
  ...systemEn,
  systemSettings: {
    title: 'System Settings',
    subtitle: 'Defaults for new vendors, outside services, background jobs, releases and kept mail.',
    releasesTitle: 'Released workspaces',
    remote: 'Workspace',
    version: 'Version',
    manifest: 'Manifest',
    unknownVersion: 'unknown',
    shellSdk: 'Shell SDK {{version}}',
    noRemotes: 'No workspaces are registered.',
  },
} as const;
