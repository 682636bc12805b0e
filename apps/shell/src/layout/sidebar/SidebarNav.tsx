import { Badge, Button, Menu, Typography } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { SessionUser } from '@fixflow/shell-sdk';
import { MENU_ICONS } from './icons';
import { SIDEBAR_MENUS, selectedItem } from './menus';
import { useUnreadSmsCount } from './useUnreadSmsCount';

export interface SidebarNavProps {
  user: SessionUser;
  /** Collapsed to icons: labels, the badge and the account text give way. */
  collapsed: boolean;
  onNavigate?: () => void;
  onSignOut(): void;
}

/** The menu of the user's role, then who is signed in and Sign Out. */
export function SidebarNav({ user, collapsed, onNavigate, onSignOut }: SidebarNavProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const menu = SIDEBAR_MENUS[user.role];
  const unreadSms = useUnreadSmsCount(user.role === 'vendor');
  const selected = selectedItem(menu, pathname);

  const items = menu.map((item) => {
    const label = t(`sidebar.items.${item.label}`);
    const badge = item.label === 'customers' && unreadSms > 0 && !collapsed;
    return {
      key: item.path,
      icon: MENU_ICONS[item.icon],
      label: (
        <Link to={item.path} onClick={onNavigate} className="ff-sidebar-link">
          <span>{label}</span>
          {badge ? <Badge count={unreadSms} data-testid="customers-badge" aria-label={t('sidebar.unreadSms', { count: unreadSms })} /> : null}
        </Link>
      ),
      title: label,
    };
  });

  const name = user.fullName ?? user.email ?? user.phone ?? '';
  return (
    <nav className="ff-sidebar" aria-label={t('sidebar.label')}>
      <Menu mode="inline" inlineCollapsed={collapsed} selectedKeys={selected ? [selected.path] : []} items={items} className="ff-sidebar-menu" />
      <div className="ff-sidebar-footer" data-testid="account">
        {collapsed ? null : (
          <div className="ff-sidebar-user">
            <Typography.Text strong ellipsis>
              {name}
            </Typography.Text>
            <Typography.Text type="secondary">{t(`roles.${user.role}`)}</Typography.Text>
          </div>
        )}
        <Button
          type="text"
          block={!collapsed}
          icon={<LogoutOutlined />}
          onClick={onSignOut}
          aria-label={t('signOut')}
          title={t('signOut')}
        >
          {collapsed ? null : t('signOut')}
        </Button>
      </div>
    </nav>
  );
}
