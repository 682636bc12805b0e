import { lazy } from 'react';
import { defineRemoteApp } from '@fixflow/shell-sdk';
import { technicianWords } from '@fixflow/i18n/technician-words';
import { lazyPage } from '@fixflow/ui';
import { prefetchDashboard } from './dashboard/dashboard-queries';
import { REMOTE_VERSION } from './version';

/** The technician remote as the host sees it (exposed as `technician/app`). */
export default defineRemoteApp({
  name: 'technician',
  version: REMOTE_VERSION,
  i18n: { namespace: 'technician', resources: technicianWords },
  // Each page is its own chunk: opening one downloads only what it draws.
  pages: {
    '/dashboard': lazyPage(async () => (await import('./dashboard/DashboardPage')).DashboardPage, prefetchDashboard),
    '/schedule': lazyPage(async () => (await import('./schedule/SchedulePage')).SchedulePage),
    '/availability': lazyPage(async () => (await import('./availability/AvailabilityPage')).AvailabilityPage),
    '/orders': lazyPage(async () => (await import('./my-orders/MyOrdersPage')).MyOrdersPage),
    '/orders/:id': lazyPage(async () => (await import('./order/TechnicianOrderPage')).TechnicianOrderPage),
    '/financial-settlements': lazyPage(async () => (await import('./settlements/SettlementsPage')).SettlementsPage),
  },
  // SPEC §4: the technician's figures recalculated on metrics_update while signed in, on any page.
  background: lazy(async () => ({ default: (await import('./notifications/MetricsUpdateProcessing')).MetricsUpdateProcessing })),
});
