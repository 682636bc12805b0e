import { Layout } from 'antd';
import type { SessionUser } from '@fixflow/shell-sdk';
import { SidebarNav } from './SidebarNav';
import { SIDER_ICON_WIDTH, SIDER_WIDTH } from './sider-width';

/**
 * The desktop sidebar: antd's Sider around the menu. It loads with the menu, when drawn, so a
 * phone (drawer or tab bar) never downloads antd's Layout.
 */
export default function SidebarPanel({ user, collapsed, onSignOut }: { user: SessionUser; collapsed: boolean; onSignOut: () => void }) {
  return (
    <Layout.Sider
      className="ff-sider"
      theme="light"
      width={SIDER_WIDTH}
      collapsedWidth={SIDER_ICON_WIDTH}
      collapsed={collapsed}
      trigger={null}
      data-testid="sidebar"
    >
      <SidebarNav user={user} collapsed={collapsed} onSignOut={onSignOut} />
    </Layout.Sider>
  );
}
