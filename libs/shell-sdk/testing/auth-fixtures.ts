import type { AuthSession, UserProfile } from '@fixflow/contracts';

/** A login/refresh answer valid `ttl` seconds from `nowMs`. */
export function authAnswer(nowMs: number, overrides: { refresh?: string; access?: string; ttl?: number; id?: string } = {}): AuthSession {
  const ttl = overrides.ttl ?? 900;
  return {
    access_token: overrides.access ?? 'access-1',
    refresh_token: overrides.refresh ?? 'refresh-1',
    token_type: 'bearer',
    expires_in: ttl,
    expires_at: Math.floor(nowMs / 1000) + ttl,
    user: {
      id: overrides.id ?? 'u-vendor',
      email: 'vendor@fixflow.test',
      phone: null,
      email_confirmed_at: '2026-01-01T00:00:00.000Z',
      created_at: '2026-01-01T00:00:00.000Z',
      role: 'vendor',
    },
  };
}

export const vendorProfile: UserProfile = {
  id: 'u-vendor',
  full_name: 'Acme Appliance Repair',
  email: 'vendor@fixflow.test',
  phone: '+15550100002',
  role: 'vendor',
  status: 'active',
  timezone: null,
  company_name: 'Acme Appliance Repair',
  vendor_id: 'v-1',
};

export const technicianProfile: UserProfile = {
  id: 't1',
  full_name: 'Tess Tech',
  email: 'tech@fixflow.test',
  phone: null,
  role: 'technician',
  status: 'active',
  timezone: null,
};

/** localStorage as a Map, with the `storage` event another tab would cause. */
export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}
