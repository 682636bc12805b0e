import type { Role } from '@fixflow/contracts';

/** Icon names resolved by the Sidebar, so this table stays plain data a test can read. */
export type MenuIcon =
  | 'dashboard'
  | 'create'
  | 'orders'
  | 'customers'
  | 'technicians'
  | 'settlements'
  | 'payments'
  | 'financialSettings'
  | 'profile'
  | 'schedule'
  | 'availability'
  | 'vendors'
  | 'sms'
  | 'admins'
  | 'users'
  | 'scheduler'
  | 'systemSettings';

export interface SidebarItem {
  /** Key of `sidebar.items` in the shell namespace. */
  label: string;
  path: string;
  icon: MenuIcon;
}

/**
 * The sidebar of SPEC §2, per role and in that order. It lives in the host, not in
 * the remotes: the menu is one product decision, and pages from other remotes
 * (or not built yet) still belong in it.
 */
export const SIDEBAR_MENUS: Record<Role, readonly SidebarItem[]> = {
  vendor: [
    { label: 'dashboard', path: '/dashboard', icon: 'dashboard' },
    { label: 'createOrder', path: '/orders/new', icon: 'create' },
    { label: 'orders', path: '/orders', icon: 'orders' },
    { label: 'customers', path: '/customers', icon: 'customers' },
    { label: 'technicians', path: '/technicians', icon: 'technicians' },
    { label: 'financialSettlements', path: '/financial-settlements', icon: 'settlements' },
    { label: 'payments', path: '/payments', icon: 'payments' },
    { label: 'financialSettings', path: '/vendor-settings', icon: 'financialSettings' },
    { label: 'profile', path: '/settings', icon: 'profile' },
  ],
  technician: [
    { label: 'dashboard', path: '/dashboard', icon: 'dashboard' },
    { label: 'myOrders', path: '/orders', icon: 'orders' },
    { label: 'schedule', path: '/schedule', icon: 'schedule' },
    { label: 'availability', path: '/availability', icon: 'availability' },
    { label: 'financialSettlements', path: '/financial-settlements', icon: 'settlements' },
    { label: 'settings', path: '/settings', icon: 'profile' },
  ],
  admin: [
    { label: 'dashboard', path: '/admin/dashboard', icon: 'dashboard' },
    { label: 'allOrders', path: '/admin/orders', icon: 'orders' },
    { label: 'vendors', path: '/admin/vendors', icon: 'vendors' },
    { label: 'technicians', path: '/technicians', icon: 'technicians' },
    { label: 'unknownSms', path: '/admin/unmatched-sms', icon: 'sms' },
    { label: 'administrators', path: '/admin/admins', icon: 'admins' },
    { label: 'userManagement', path: '/admin/users', icon: 'users' },
    { label: 'scheduler', path: '/service-scheduler', icon: 'scheduler' },
    { label: 'systemSettings', path: '/admin/system-settings', icon: 'systemSettings' },
    { label: 'settings', path: '/settings', icon: 'profile' },
  ],
};

/**
 * The item a path belongs to: the longest menu path that is the path or a parent
 * of it (/orders/42 → Orders, /orders/new → Create Order).
 */
export function selectedItem(items: readonly SidebarItem[], pathname: string): SidebarItem | undefined {
  return items
    .filter((item) => pathname === item.path || pathname.startsWith(`${item.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
}
