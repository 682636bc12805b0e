import { createElement } from 'react';
import { DashboardOutlined, SettingOutlined } from '@ant-design/icons';
import { SHELL_SDK_VERSION, defineRemoteApp } from '@fixflow/shell-sdk';
import { adminMessages } from '@fixflow/i18n/admin';
import { DashboardPage } from './dashboard/DashboardPage';
import { SystemSettingsPage } from './system-settings/SystemSettingsPage';
import { REMOTE_VERSION } from './version';

/** The admin remote as the host sees it (exposed as `admin/app`). */
export default defineRemoteApp({
  name: 'admin',
  version: REMOTE_VERSION,
  sdkVersion: SHELL_SDK_VERSION,
  i18n: { namespace: 'admin', resources: adminMessages },
  pages: {
    '/admin/dashboard': DashboardPage,
    '/admin/system-settings': SystemSettingsPage,
  },
  menu: [
    { key: 'dashboard', labelKey: 'menu.dashboard', path: '/admin/dashboard', icon: createElement(DashboardOutlined) },
    { key: 'system-settings', labelKey: 'menu.systemSettings', path: '/admin/system-settings', icon: createElement(SettingOutlined) },
  ],
});
