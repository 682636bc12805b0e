import { type ProfileMembership, roleOf } from './role-lookup.js';

const none: ProfileMembership = { admin_id: null, technician_id: null, vendor_id: null, vendor_status: null };

describe('roleOf (SPEC.md §6: admins → technicians → vendors)', () => {
  it.each<[string, Partial<ProfileMembership>, string | null]>([
    ['no profile', {}, null],
    ['admin only', { admin_id: 'u' }, 'admin'],
    ['technician only', { technician_id: 'u' }, 'technician'],
    ['vendor only', { vendor_id: 'v', vendor_status: 'pending' }, 'vendor'],
    ['admin and vendor', { admin_id: 'u', vendor_id: 'v' }, 'admin'],
    ['technician and vendor', { technician_id: 'u', vendor_id: 'v' }, 'technician'],
    ['all three', { admin_id: 'u', technician_id: 'u', vendor_id: 'v' }, 'admin'],
  ])('%s → %s', (_name, membership, role) => {
    expect(roleOf({ ...none, ...membership })).toBe(role);
  });
});
