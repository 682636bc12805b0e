import type { Role, UserProfile } from '@fixflow/contracts';
import { signedInSession, type Session } from '@fixflow/shell-sdk';
import { vendorProfile } from '@fixflow/shell-sdk/testing';
import { guardRoute } from './guard';
import { findRoute, type SignedInRoute } from './route-table';

function route(path: string): SignedInRoute {
  const found = findRoute(path);
  if (found?.access !== 'signed-in') throw new Error(`${path} is not a signed-in route`);
  return found;
}

function profileOf(role: Role, status = 'active'): UserProfile {
  return { ...vendorProfile, id: `u-${role}`, role, status };
}

const as = (role: Role, status?: string): Session => signedInSession(profileOf(role, status));

const RESTRICTED: [string, Role[]][] = [
  ['/orders/new', ['technician', 'admin']],
  ['/technicians/performance', ['technician', 'admin']],
  ['/vendor-settings', ['technician', 'admin']],
  ['/admin/system-settings', ['vendor', 'technician']],
  ['/admin/unmatched-sms', ['vendor', 'technician']],
];

describe('the route guard (SPEC §4)', () => {
  it('1. shows the spinner while the session is read', () => {
    expect(guardRoute(route('/dashboard'), { status: 'loading' })).toEqual({ kind: 'loading' });
  });

  it('1. keeps the spinner until the profile has loaded', () => {
    const session = as('vendor');
    expect(guardRoute(route('/dashboard'), { ...session, profile: { status: 'loading' } } as Session)).toEqual({ kind: 'loading' });
  });

  it('2. sends a signed-out visitor to /login', () => {
    expect(guardRoute(route('/dashboard'), { status: 'signed-out' })).toEqual({ kind: 'sign-in' });
  });

  it.each(RESTRICTED.flatMap(([path, roles]) => roles.map((role) => [path, role] as const)))(
    '3. %s refuses a signed-in %s with Access Denied',
    (path, role) => {
      expect(guardRoute(route(path), as(role))).toEqual({ kind: 'access-denied' });
    },
  );

  it('3 before 4: a pending vendor on an admin-only route is denied, not told to wait', () => {
    expect(guardRoute(route('/admin/system-settings'), as('vendor', 'pending'))).toEqual({ kind: 'access-denied' });
  });

  it.each(['pending', 'suspended'])('4. a %s vendor sees Account Not Activated with its status', (status) => {
    expect(guardRoute(route('/dashboard'), as('vendor', status))).toEqual({ kind: 'not-activated', status });
    expect(guardRoute(route('/orders/new'), as('vendor', status))).toEqual({ kind: 'not-activated', status });
  });

  it.each([
    ['/orders/new', 'vendor'],
    ['/dashboard', 'technician'],
    ['/admin/system-settings', 'admin'],
    ['/admin/dashboard', 'vendor'],
  ] as const)('5. %s shows a %s the page of their own remote', (path, role) => {
    expect(guardRoute(route(path), as(role))).toEqual({ kind: 'page', remote: role });
  });

  it('a profile that cannot be loaded is said so, not guessed at', () => {
    const error = new Error('User profile not found in any table');
    const session = { ...as('vendor'), profile: { status: 'failed', error } } as Session;
    expect(guardRoute(route('/dashboard'), session)).toEqual({ kind: 'profile-failed', error });
  });

  describe('/financial-settlements, which has no guard wrapper', () => {
    it('checks neither role nor vendor status', () => {
      expect(guardRoute(route('/financial-settlements'), as('vendor', 'pending'))).toEqual({ kind: 'page', remote: 'vendor' });
    });

    it('asks a signed-out visitor to sign in without redirecting', () => {
      expect(guardRoute(route('/financial-settlements'), { status: 'signed-out' })).toEqual({ kind: 'sign-in-prompt' });
    });
  });
});
