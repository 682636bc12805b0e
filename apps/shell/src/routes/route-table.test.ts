import { ROUTES, findRoute, type SignedInRoute } from './route-table';

const SPEC_PUBLIC = ['/', '/login', '/vendor-registration', '/technician-registration', '/admin/login', '/reset-password', '/terms-of-service', '/privacy-policy', '/payment-success', '/payment-cancel'];
const SPEC_SIGNED_IN = ['/dashboard', '/orders', '/orders/:id', '/orders/:id/edit', '/orders/:id/assign', '/technicians', '/technicians/:id', '/settings', '/customers', '/customers/:id', '/admin/dashboard', '/admin/orders', '/admin/vendors', '/admin/admins', '/admin/users', '/vendors', '/vendors/:id', '/schedule', '/availability', '/service-scheduler', '/chat', '/payments'];
const SPEC_RESTRICTED: [string, string[] | undefined][] = [
  ['/orders/new', ['vendor']],
  ['/technicians/performance', ['vendor']],
  ['/vendor-settings', ['vendor']],
  ['/admin/system-settings', ['admin']],
  ['/admin/unmatched-sms', ['admin']],
  // Issue 16: the audit log (PRODUCT.md "Screens the spec only names": User Management's history).
  ['/admin/audit', ['admin']],
  ['/financial-settlements', undefined],
];

function signedIn(path: string): SignedInRoute {
  const route = findRoute(path);
  if (route?.access !== 'signed-in') throw new Error(`${path} is not a signed-in route`);
  return route;
}

describe('the route table', () => {
  it('holds exactly the routes of SPEC §2, each once', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...SPEC_PUBLIC, ...SPEC_SIGNED_IN, ...SPEC_RESTRICTED.map(([path]) => path)].sort());
  });

  it.each(SPEC_PUBLIC)('%s is public', (path) => {
    expect(findRoute(path)?.access).toBe('public');
  });

  it.each(SPEC_SIGNED_IN)('%s is open to any signed-in role', (path) => {
    expect(signedIn(path).roles).toBeUndefined();
  });

  it.each(SPEC_RESTRICTED)('%s allows %p', (path, roles) => {
    expect(signedIn(path).roles).toEqual(roles);
  });

  it('keeps /financial-settlements without a guard wrapper', () => {
    expect(signedIn('/financial-settlements').unguarded).toBe(true);
  });
});
