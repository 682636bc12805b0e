import type { Role } from '@fixflow/contracts';

/** Pages the shell renders itself, without signing in (SPEC §2 "Public routes"). */
export type PublicPage =
  | 'landing'
  | 'login'
  | 'adminLogin'
  | 'vendorRegistration'
  | 'technicianRegistration'
  | 'resetPassword'
  | 'termsOfService'
  | 'privacyPolicy'
  | 'paymentSuccess'
  | 'paymentCancel';

export interface PublicRoute {
  path: string;
  access: 'public';
  page: PublicPage;
}

export interface SignedInRoute {
  path: string;
  access: 'signed-in';
  /** Roles allowed by the guard; absent = any signed-in role. */
  roles?: readonly Role[];
  /** SPEC §2: /financial-settlements has no guard wrapper in the original route table. */
  unguarded?: true;
}

export type RouteDef = PublicRoute | SignedInRoute;

const VENDOR: readonly Role[] = ['vendor'];
const ADMIN: readonly Role[] = ['admin'];

/** The whole route table of SPEC §2, in one place; paths use react-router syntax. */
export const ROUTES: readonly RouteDef[] = [
  { path: '/', access: 'public', page: 'landing' },
  { path: '/login', access: 'public', page: 'login' },
  { path: '/vendor-registration', access: 'public', page: 'vendorRegistration' },
  { path: '/technician-registration', access: 'public', page: 'technicianRegistration' },
  { path: '/admin/login', access: 'public', page: 'adminLogin' },
  { path: '/reset-password', access: 'public', page: 'resetPassword' },
  { path: '/terms-of-service', access: 'public', page: 'termsOfService' },
  { path: '/privacy-policy', access: 'public', page: 'privacyPolicy' },
  { path: '/payment-success', access: 'public', page: 'paymentSuccess' },
  { path: '/payment-cancel', access: 'public', page: 'paymentCancel' },

  { path: '/dashboard', access: 'signed-in' },
  { path: '/orders', access: 'signed-in' },
  { path: '/orders/new', access: 'signed-in', roles: VENDOR },
  { path: '/orders/:id', access: 'signed-in' },
  { path: '/orders/:id/edit', access: 'signed-in' },
  { path: '/orders/:id/assign', access: 'signed-in' },
  { path: '/technicians', access: 'signed-in' },
  { path: '/technicians/performance', access: 'signed-in', roles: VENDOR },
  { path: '/technicians/:id', access: 'signed-in' },
  { path: '/settings', access: 'signed-in' },
  { path: '/vendor-settings', access: 'signed-in', roles: VENDOR },
  { path: '/customers', access: 'signed-in' },
  { path: '/customers/:id', access: 'signed-in' },
  { path: '/vendors', access: 'signed-in' },
  { path: '/vendors/:id', access: 'signed-in' },
  { path: '/schedule', access: 'signed-in' },
  { path: '/availability', access: 'signed-in' },
  { path: '/service-scheduler', access: 'signed-in' },
  { path: '/chat', access: 'signed-in' },
  { path: '/payments', access: 'signed-in' },
  { path: '/financial-settlements', access: 'signed-in', unguarded: true },
  { path: '/admin/dashboard', access: 'signed-in' },
  { path: '/admin/orders', access: 'signed-in' },
  { path: '/admin/vendors', access: 'signed-in' },
  { path: '/admin/admins', access: 'signed-in' },
  { path: '/admin/users', access: 'signed-in' },
  { path: '/admin/system-settings', access: 'signed-in', roles: ADMIN },
  { path: '/admin/unmatched-sms', access: 'signed-in', roles: ADMIN },
  { path: '/admin/audit', access: 'signed-in', roles: ADMIN },
];

export function findRoute(path: string): RouteDef | undefined {
  return ROUTES.find((route) => route.path === path);
}
