import { defineRemoteApp } from '@fixflow/shell-sdk';
import { adminWords } from '@fixflow/i18n/admin-words';
import { lazyPage } from '@fixflow/ui';
import { REMOTE_VERSION } from './version';

// Each page is its own chunk: opening one downloads only what it draws. A page under two
// routes is one lazyPage, so moving between them does not load it again.
const DashboardPage = lazyPage(async () => (await import('./dashboard/DashboardPage')).DashboardPage);
const VendorsPage = lazyPage(async () => (await import('./vendors/VendorsPage')).VendorsPage);

/** The admin remote as the host sees it (exposed as `admin/app`). */
export default defineRemoteApp({
  name: 'admin',
  version: REMOTE_VERSION,
  i18n: { namespace: 'admin', resources: adminWords },
  pages: {
    '/admin/dashboard': DashboardPage,
    // An admin following a generic /dashboard link lands on the same page.
    '/dashboard': DashboardPage,
    '/admin/vendors': VendorsPage,
    '/vendors': VendorsPage,
    '/vendors/:id': lazyPage(async () => (await import('./vendors/VendorDetailsPage')).VendorDetailsPage),
    '/financial-settlements': lazyPage(async () => (await import('./settlements/SettlementsPage')).SettlementsPage),
    '/payments': lazyPage(async () => (await import('./payments/PaymentsPage')).PaymentsPage),
    // Issue 16: SPEC's /technicians routes an admin here; the audit log, and each record's history.
    '/technicians': lazyPage(async () => (await import('./technicians/TechniciansPage')).TechniciansPage),
    '/technicians/:id': lazyPage(async () => (await import('./technicians/TechnicianDetailsPage')).TechnicianDetailsPage),
    '/admin/audit': lazyPage(async () => (await import('./audit/AuditPage')).AuditPage),
    '/admin/unmatched-sms': lazyPage(async () => (await import('./unmatched-sms/UnknownSmsPage')).UnknownSmsPage),
    '/admin/admins': lazyPage(async () => (await import('./admins/AdminsPage')).AdminsPage),
    '/admin/users': lazyPage(async () => (await import('./users/UsersPage')).UsersPage),
    // Issue 16: every vendor's orders, read-only but for cancel and reassign.
    '/admin/orders': lazyPage(async () => (await import('./orders/AllOrdersPage')).AllOrdersPage),
    '/admin/system-settings': lazyPage(async () => (await import('./system-settings/SystemSettingsPage')).SystemSettingsPage),
  },
});
