import { createElement } from 'react';
import { DashboardOutlined, SettingOutlined, ShopOutlined } from '@ant-design/icons';
import { SHELL_SDK_VERSION, defineRemoteApp } from '@fixflow/shell-sdk';
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
  sdkVersion: SHELL_SDK_VERSION,
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
  menu: [
    { key: 'dashboard', labelKey: 'menu.dashboard', path: '/admin/dashboard', icon: createElement(DashboardOutlined) },
    { key: 'vendors', labelKey: 'menu.vendors', path: '/admin/vendors', icon: createElement(ShopOutlined) },
    { key: 'system-settings', labelKey: 'menu.systemSettings', path: '/admin/system-settings', icon: createElement(SettingOutlined) },
  ],
});
