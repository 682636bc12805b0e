import { createElement } from 'react';
import { CalendarOutlined, ClockCircleOutlined, HomeOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { SHELL_SDK_VERSION, defineRemoteApp } from '@fixflow/shell-sdk';
import { technicianMessages } from '@fixflow/i18n/technician';
import { AvailabilityPage } from './availability/AvailabilityPage';
import { DashboardPage } from './dashboard/DashboardPage';
import { MyOrdersPage } from './my-orders/MyOrdersPage';
import { TechnicianOrderPage } from './order/TechnicianOrderPage';
import { SchedulePage } from './schedule/SchedulePage';
import { REMOTE_VERSION } from './version';

/** The technician remote as the host sees it (exposed as `technician/app`). */
export default defineRemoteApp({
  name: 'technician',
  version: REMOTE_VERSION,
  sdkVersion: SHELL_SDK_VERSION,
  i18n: { namespace: 'technician', resources: technicianMessages },
  pages: {
    '/dashboard': DashboardPage,
    '/schedule': SchedulePage,
    '/availability': AvailabilityPage,
    '/orders': MyOrdersPage,
    '/orders/:id': TechnicianOrderPage,
  },
  menu: [
    { key: 'dashboard', labelKey: 'menu.dashboard', path: '/dashboard', icon: createElement(HomeOutlined) },
    { key: 'orders', labelKey: 'menu.orders', path: '/orders', icon: createElement(UnorderedListOutlined) },
    { key: 'schedule', labelKey: 'menu.schedule', path: '/schedule', icon: createElement(CalendarOutlined) },
    { key: 'availability', labelKey: 'menu.availability', path: '/availability', icon: createElement(ClockCircleOutlined) },
  ],
});
