import { createElement } from 'react';
import { DashboardOutlined, PlusCircleOutlined } from '@ant-design/icons';
import { SHELL_SDK_VERSION, defineRemoteApp } from '@fixflow/shell-sdk';
import { vendorMessages } from '@fixflow/i18n/vendor';
import { CreateOrderPage } from './create-order/CreateOrderPage';
import { DashboardPage } from './dashboard/DashboardPage';
import { REMOTE_VERSION } from './version';

/** The vendor remote as the host sees it (exposed as `vendor/app`). */
export default defineRemoteApp({
  name: 'vendor',
  version: REMOTE_VERSION,
  sdkVersion: SHELL_SDK_VERSION,
  i18n: { namespace: 'vendor', resources: vendorMessages },
  pages: {
    '/dashboard': DashboardPage,
    '/orders/new': CreateOrderPage,
  },
  menu: [
    { key: 'dashboard', labelKey: 'menu.dashboard', path: '/dashboard', icon: createElement(DashboardOutlined) },
    { key: 'create-order', labelKey: 'menu.createOrder', path: '/orders/new', icon: createElement(PlusCircleOutlined) },
  ],
});
