import { defineRemoteApp } from '@fixflow/shell-sdk';
import { adminMessages } from '@fixflow/i18n/admin';
import { DashboardPage } from './dashboard/DashboardPage';
import { SystemSettingsPage } from './system-settings/SystemSettingsPage';
import { VendorDetailsPage } from './vendors/VendorDetailsPage';
import { VendorsPage } from './vendors/VendorsPage';
import { REMOTE_VERSION } from './version';

/** The admin remote as the host sees it (exposed as `admin/app`). */
export default defineRemoteApp({
  name: 'admin',
  version: REMOTE_VERSION,
  i18n: { namespace: 'admin', resources: adminMessages },
  pages: {
    '/admin/dashboard': DashboardPage,
    // An admin following a generic /dashboard link lands on the same page.
    '/dashboard': DashboardPage,
    '/admin/vendors': VendorsPage,
    '/vendors': VendorsPage,
    '/vendors/:id': VendorDetailsPage,
    '/admin/system-settings': SystemSettingsPage,
  },
});
