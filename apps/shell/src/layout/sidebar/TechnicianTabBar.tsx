import { CalendarOutlined, ClockCircleOutlined, FileTextOutlined, HomeOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';

/** SPEC §2 technician mobile layout, in this order. */
export const TECHNICIAN_TABS = [
  { label: 'home', path: '/dashboard', icon: <HomeOutlined /> },
  { label: 'availability', path: '/availability', icon: <ClockCircleOutlined /> },
  { label: 'schedule', path: '/schedule', icon: <CalendarOutlined /> },
  { label: 'orders', path: '/orders', icon: <FileTextOutlined /> },
  { label: 'profile', path: '/settings', icon: <UserOutlined /> },
] as const;

/** Orders is active anywhere under /orders; the others only on their own path. */
export function isTabActive(path: string, pathname: string): boolean {
  return path === '/orders' ? pathname === path || pathname.startsWith('/orders/') : pathname === path;
}

export function TechnicianTabBar() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  return (
    <nav className="ff-tab-bar" aria-label={t('tabs.label')}>
      {TECHNICIAN_TABS.map((tab) => {
        const active = isTabActive(tab.path, pathname);
        return (
          <NavLink key={tab.path} to={tab.path} className={active ? 'ff-tab ff-tab-active' : 'ff-tab'} aria-current={active ? 'page' : undefined}>
            <span className="ff-tab-icon">{tab.icon}</span>
            <span>{t(`tabs.${tab.label}`)}</span>
          </NavLink>
        );
      })}
    </nav>
  );
}
