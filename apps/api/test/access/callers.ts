import { EntityManager } from '@mikro-orm/postgresql';
import type { AuthSession, Order, SignupResponse, UserProfile } from '@fixflow/contracts';
import { type AccountsTestContext, bearer, DEMO_PASSWORD } from '../support/accounts.js';
import { freshDate, ORDER_BODY } from '../support/orders.js';

/** Every kind of caller the access table runs each operation as, in the order of its columns. */
export const CALLERS = [
  'anonymous',
  'vendor',
  'otherVendor',
  'pendingVendor',
  'suspendedVendor',
  'technician',
  'otherTechnician',
  'inactiveTechnician',
  'admin',
] as const;
export type Caller = (typeof CALLERS)[number];

/** How to sign a caller in again, for the rows that end or change its session. */
type Credentials = { email: string } | { phone: string };

export interface Callers {
  /** `Authorization` header of each caller's one reused session; none for anonymous. */
  header(caller: Caller): string | undefined;
  credentials: Record<Exclude<Caller, 'anonymous'>, Credentials>;
  userId(caller: Exclude<Caller, 'anonymous'>): string;
  /** A new session of the caller, for the rows that end or change its session. */
  freshSession(caller: Exclude<Caller, 'anonymous'>): Promise<AuthSession>;
}

let phoneSequence = 0;
/** A phone number no other account of the file has (+1 555 and seven digits). */
export function freshPhone(): string {
  phoneSequence += 1;
  return `+1555${String(1_000_000 + phoneSequence).slice(-7)}`;
}

export async function signIn(ctx: AccountsTestContext, credentials: Credentials): Promise<AuthSession> {
  const res = await ctx.http().post('/api/auth/login').send({ ...credentials, password: DEMO_PASSWORD });
  if (res.status !== 200) throw new Error(`sign-in ${JSON.stringify(credentials)} → ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as AuthSession;
}

/** A new account through POST /api/auth/signup with a phone (no mail to confirm), signed in. */
export async function signUp(ctx: AccountsTestContext, role: 'vendor' | 'technician', extra: Record<string, string> = {}) {
  const phone = freshPhone();
  const res = await ctx.http().post('/api/auth/signup').send({ phone, password: DEMO_PASSWORD, role, full_name: `New ${role} ${phone}`, ...extra });
  if (res.status !== 201) throw new Error(`signup → ${res.status} ${JSON.stringify(res.body)}`);
  const body = res.body as SignupResponse;
  // The sign-up answers no session (issue 20): a phone-only account signs in with its password, as
  // the page does; with an email the session waits for its confirmation. The account exists at once.
  const session = extra.email ? null : await signIn(ctx, { phone });
  return { phone, userId: body.user.id, session: session as AuthSession };
}

/**
 * The nine callers, each signed in once (sign-in is rate-limited per account): the demo accounts,
 * a vendor suspended through PATCH /api/vendors/{id}, and a technician made inactive. An inactive
 * technician cannot sign in (issue 16), and an admin's deactivation ends its sessions, so this one
 * keeps a session by having its row written to inactive directly, after signing in (and again for
 * a fresh session).
 */
export async function signInCallers(ctx: AccountsTestContext): Promise<Callers> {
  const sessions: Partial<Record<Caller, AuthSession>> = {};
  const demo = { vendor: 'vendor', otherVendor: 'vendor2', pendingVendor: 'pending', technician: 'tech2', otherTechnician: 'tech', admin: 'admin' } as const;
  const credentials = {} as Callers['credentials'];
  for (const [caller, who] of Object.entries(demo) as [Caller, string][]) {
    credentials[caller as keyof typeof credentials] = { email: `${who}@fixflow.test` };
    sessions[caller] = await signIn(ctx, { email: `${who}@fixflow.test` });
  }
  const admin = bearer(sessions.admin as AuthSession);

  const suspended = await signUp(ctx, 'vendor');
  const vendorId = ((await ctx.http().get('/api/me').set('Authorization', bearer(suspended.session))).body as UserProfile).vendor_id;
  await ctx.http().patch(`/api/vendors/${vendorId}`).set('Authorization', admin).send({ status: 'suspended' }).expect(200);
  sessions.suspendedVendor = suspended.session;
  credentials.suspendedVendor = { phone: suspended.phone };

  const inactive = await signUp(ctx, 'technician');
  const setInactive = (status: string) => ctx.app.get(EntityManager).fork().execute('update technicians set status = ? where id = ?', [status, inactive.session.user.id]);
  await setInactive('inactive');
  sessions.inactiveTechnician = inactive.session;
  credentials.inactiveTechnician = { phone: inactive.phone };

  return {
    header: (caller) => (caller === 'anonymous' ? undefined : bearer(sessions[caller] as AuthSession)),
    credentials,
    userId: (caller) => (sessions[caller] as AuthSession).user.id,
    async freshSession(caller) {
      if (caller !== 'inactiveTechnician') return signIn(ctx, credentials[caller]);
      await setInactive('active');
      try {
        return await signIn(ctx, credentials[caller]);
      } finally {
        await setInactive('inactive');
      }
    },
  };
}

/** A new order of the vendor through the API, assigned to `technicianId` when given. */
export async function newOrder(ctx: AccountsTestContext, vendor: string, technicianId?: string): Promise<Order> {
  const created = await ctx.http().post('/api/orders').set('Authorization', vendor).send({ ...ORDER_BODY, service_date: freshDate() });
  if (created.status !== 201) throw new Error(`create order → ${created.status} ${JSON.stringify(created.body)}`);
  const order = created.body as Order;
  if (!technicianId) return order;
  const assigned = await ctx.http().post(`/api/orders/${order.id}/assign`).set('Authorization', vendor).send({ technician_id: technicianId });
  if (assigned.status !== 200) throw new Error(`assign → ${assigned.status} ${JSON.stringify(assigned.body)}`);
  return assigned.body as Order;
}
