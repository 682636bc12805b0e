import type { Role, VendorStatus } from '@fixflow/contracts';

// Plain data with no runtime imports: the seeder writes these rows, and `npm start`'s first screen
// (tools/start.mjs) lists them from apps/api/dist without loading the ORM.

/** ARCHITECTURE.md "Public contract": the e2e suite and the README rely on these. */
export const DEMO_PASSWORD = 'Fixflow-demo-1';

export interface DemoAccount {
  email: string;
  role: Role;
  name: string;
  phone: string;
  city: string;
  state: string;
  vendorStatus?: VendorStatus;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@fixflow.test', role: 'admin', name: 'Fixflow Admin', phone: '+15550100001', city: 'Austin', state: 'TX' },
  { email: 'vendor@fixflow.test', role: 'vendor', name: 'Acme Appliance Repair', phone: '+15550100002', city: 'Austin', state: 'TX', vendorStatus: 'active' },
  { email: 'vendor2@fixflow.test', role: 'vendor', name: 'Brightline Home Services', phone: '+15550100003', city: 'Dallas', state: 'TX', vendorStatus: 'active' },
  { email: 'pending@fixflow.test', role: 'vendor', name: 'Newcomer Repairs', phone: '+15550100004', city: 'Houston', state: 'TX', vendorStatus: 'pending' },
  { email: 'tech@fixflow.test', role: 'technician', name: 'Sam Rivera', phone: '+15550100005', city: 'Austin', state: 'TX' },
  { email: 'tech2@fixflow.test', role: 'technician', name: 'Jordan Lee', phone: '+15550100006', city: 'Austin', state: 'TX' },
];
