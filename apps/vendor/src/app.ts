import { lazy } from 'react';
import { defineRemoteApp } from '@fixflow/shell-sdk';
import { vendorWords } from '@fixflow/i18n/vendor-words';
import { lazyPage } from '@fixflow/ui';
import { REMOTE_VERSION } from './version';

/** The vendor remote as the host sees it (exposed as `vendor/app`). */
export default defineRemoteApp({
  name: 'vendor',
  version: REMOTE_VERSION,
  i18n: { namespace: 'vendor', resources: vendorWords },
  // Each page is its own chunk: opening one downloads only what it draws.
  pages: {
    '/dashboard': lazyPage(async () => (await import('./dashboard/DashboardPage')).DashboardPage),
    '/orders': lazyPage(async () => (await import('./orders/OrdersPage')).OrdersPage),
    '/orders/new': lazyPage(async () => (await import('./create-order/CreateOrderPage')).CreateOrderPage),
    '/orders/:id': lazyPage(async () => (await import('./order-details/OrderDetailsPage')).OrderDetailsPage),
    '/orders/:id/edit': lazyPage(async () => (await import('./edit-order/EditOrderPage')).EditOrderPage),
    '/orders/:id/assign': lazyPage(async () => (await import('./assign/AssignTechnicianPage')).AssignTechnicianPage),
    '/customers': lazyPage(async () => (await import('./customers/CustomersPage')).CustomersPage),
    '/customers/:id': lazyPage(async () => (await import('./customers/CustomerDetailsPage')).CustomerDetailsPage),
    '/technicians': lazyPage(async () => (await import('./technicians/TechniciansPage')).TechniciansPage),
    '/technicians/performance': lazyPage(async () => (await import('./performance/PerformancePage')).PerformancePage),
    '/technicians/:id': lazyPage(async () => (await import('./technicians/TechnicianDetailsPage')).TechnicianDetailsPage),
    '/vendor-settings': lazyPage(async () => (await import('./vendor-settings/VendorSettingsPage')).VendorSettingsPage),
    // ?id= opens one statement; the route table keeps the one path (nothing added to the host).
    '/financial-settlements': lazyPage(async () => (await import('./settlements/SettlementsPage')).SettlementsPage),
    '/payments': lazyPage(async () => (await import('./payments/PaymentsPage')).PaymentsPage),
  },
  // SPEC §4: completed orders' financials calculated while the vendor is signed in, on any page;
  // issue 17: a declined assignment and a taken offer told on any page.
  background: lazy(async () => ({ default: (await import('./notifications/VendorBackground')).VendorBackground })),
});
