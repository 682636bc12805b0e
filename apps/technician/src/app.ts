import { createElement } from 'react';
import { SHELL_SDK_VERSION, defineRemoteApp } from '@fixflow/shell-sdk';
import { CalendarIcon, ClockCircleIcon, HomeIcon, UnorderedListIcon } from '@fixflow/ui';
import { technicianMessages } from '@fixflow/i18n/technician';
import { lazyPage } from './lazy-page';
import { prefetchMyOrders } from './my-orders/useMyOrders';
import { REMOTE_VERSION } from './version';

/** The technician remote as the host sees it (exposed as `technician/app`). */
export default defineRemoteApp({
  name: 'technician',
  version: REMOTE_VERSION,
  sdkVersion: SHELL_SDK_VERSION,
  i18n: { namespace: 'technician', resources: technicianMessages },
  // Each page is its own chunk: opening one downloads only what it draws.
  pages: {
    '/dashboard': lazyPage(async () => (await import('./dashboard/DashboardPage')).DashboardPage, prefetchMyOrders),
    '/schedule': lazyPage(async () => (await import('./schedule/SchedulePage')).SchedulePage),
    '/availability': lazyPage(async () => (await import('./availability/AvailabilityPage')).AvailabilityPage),
    '/orders': lazyPage(async () => (await import('./my-orders/MyOrdersPage')).MyOrdersPage),
    '/orders/:id': lazyPage(async () => (await import('./order/TechnicianOrderPage')).TechnicianOrderPage),
  },
  // The menu's icons are libs/ui's light ones: @ant-design/icons' own code would be a second copy
  // (the host has one) in every first load of this remote.
  menu: [
    { key: 'dashboard', labelKey: 'menu.dashboard', path: '/dashboard', icon: createElement(HomeIcon) },
    { key: 'orders', labelKey: 'menu.orders', path: '/orders', icon: createElement(UnorderedListIcon) },
    { key: 'schedule', labelKey: 'menu.schedule', path: '/schedule', icon: createElement(CalendarIcon) },
    { key: 'availability', labelKey: 'menu.availability', path: '/availability', icon: createElement(ClockCircleIcon) },
  ],
});
