import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthSession, CompletionRequest, CreateOrderRequest, Order } from '@fixflow/contracts';
import { type AccountsTestContext, bearer, login, startAccountsApp } from './accounts.js';

export const DEMO_USERS = ['admin', 'vendor', 'vendor2', 'tech', 'tech2'] as const;
export type DemoUser = (typeof DEMO_USERS)[number];

export interface OrdersTestContext extends AccountsTestContext {
  sessions: Record<DemoUser, AuthSession>;
  as(who: DemoUser): string;
  createOrder(who: DemoUser, overrides?: Partial<CreateOrderRequest>): Promise<Order>;
}

/** An orders app with its database at hand, for the specs that check what a write left there. */
export interface OrdersDbTestContext extends OrdersTestContext {
  orm: MikroORM;
  /** The `n` of a `select count(*)::int as n …` on the app's database. */
  count(sql: string, params: unknown[]): Promise<number>;
  /** A new order of vendor's, assigned to tech. */
  assignedOrder(): Promise<Order>;
}

let serviceDay = 0;
/** A service date no other test of the file uses, so slots never clash by accident. */
export function freshDate(): string {
  serviceDay += 1;
  return new Date(Date.UTC(2027, 0, 1) + serviceDay * 86_400_000).toISOString().slice(0, 10);
}

export const ORDER_BODY: CreateOrderRequest = {
  customer_name: 'Jane Doe',
  phone: '(512) 555-0134',
  service_date: '2027-06-01',
  time_slot: 'morning',
  address: '12 Elm St',
  city: 'Austin',
  state: 'TX',
  zip_code: '78701',
  appliance_type: 'Refrigerator',
  issue_description: 'Not cooling',
};

/** A job's figures for a move to completed (issue 13's worked example, paid in cash to the technician). */
export const COMPLETION: CompletionRequest = {
  labor: '200.00',
  parts_price: '150.00',
  parts_cost: '90.00',
  parts_paid_by: 'technician',
  tip: '20.00',
  resolution: 'Replaced the drain pump',
  payments: [{ method: 'cash', amount: '382.00', collected_by: 'technician' }],
};

/** The body of POST /api/orders/:id/transitions: a move to completed carries the job's figures. */
export const transitionBody = (to: string, reason?: string) => ({ to, ...(reason ? { reason } : {}), ...(to === 'completed' ? { completion: COMPLETION } : {}) });

/** The demo accounts (vendor, vendor2, tech on both rosters, tech2 on vendor's), each signed in. */
export async function startOrdersApp(env: Record<string, string> = {}, configEnv: Record<string, string> = {}): Promise<OrdersTestContext> {
  const ctx = await startAccountsApp(env, configEnv);
  const sessions = {} as Record<DemoUser, AuthSession>;
  for (const who of DEMO_USERS) sessions[who] = await login(ctx, `${who}@fixflow.test`);
  const as = (who: DemoUser) => bearer(sessions[who]);
  return {
    ...ctx,
    sessions,
    as,
    async createOrder(who, overrides = {}) {
      const res = await ctx.http().post('/api/orders').set('Authorization', as(who)).send({ ...ORDER_BODY, service_date: freshDate(), ...overrides });
      if (res.status !== 201) throw new Error(`create order → ${res.status} ${JSON.stringify(res.body)}`);
      return res.body as Order;
    },
  };
}

/** startOrdersApp, with the database (`orm`, `count`) and an order assigned to tech at hand. */
export async function startOrdersDbApp(env: Record<string, string> = {}, configEnv: Record<string, string> = {}): Promise<OrdersDbTestContext> {
  const ctx = await startOrdersApp(env, configEnv);
  const orm: MikroORM = ctx.app.get(MikroORM);
  return {
    ...ctx,
    orm,
    count: async (sql, params) => (await orm.em.fork().execute<{ n: number }[]>(sql, params))[0].n,
    async assignedOrder() {
      const order = await ctx.createOrder('vendor');
      await ctx.http().post(`/api/orders/${order.id}/assign`).set('Authorization', ctx.as('vendor')).send({ technician_id: ctx.sessions.tech.user.id }).expect(200);
      return order;
    },
  };
}
