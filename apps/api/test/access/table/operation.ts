import type { Order } from '@fixflow/contracts';
import type { AccountsTestContext } from '../../support/accounts.js';
import type { Caller, Callers } from '../callers.js';

/** One status a caller, in the column order of `row(…)`. */
export type Statuses = readonly [number, number, number, number, number, number, number, number, number];
/** anonymous, vendor, other vendor, pending vendor, suspended vendor, technician, other technician, inactive technician, admin */
export const row = (...statuses: Statuses) => statuses;
export const ALL_OK = (status: number) => row(status, status, status, status, status, status, status, status, status);
export const SIGNED_IN = (status: number) => row(401, status, status, status, status, status, status, status, status);

/** What every row may use: made once in the runner's beforeAll. */
export interface Fixtures {
  ctx: AccountsTestContext;
  callers: Callers;
  vendor: string;
  /** The vendor's order, assigned to the technician. */
  order: Order;
  vendorId: string;
  technicianId: string;
  /** A technician on no roster until a row adds it (POST/DELETE /api/technicians). */
  rosterTarget: { id: string; email: string };
  notificationId: string;
}

export interface Call {
  path?: Record<string, string>;
  query?: Record<string, string>;
  body?: object;
}

export interface Operation {
  statuses: Statuses;
  call?: (f: Fixtures, caller: Caller) => Call | Promise<Call>;
  ownSession?: true;
}

/** Moves the order through `moves` (whose Authorization header sends which transition), each answered 200. */
export async function moveOrder(f: Fixtures, id: string, moves: readonly (readonly [string, object])[]): Promise<void> {
  for (const [who, body] of moves) {
    const moved = await f.ctx.http().post(`/api/orders/${id}/transitions`).set('Authorization', who).send(body);
    if (moved.status !== 200) throw new Error(`move → ${moved.status} ${JSON.stringify(moved.body)}`);
  }
}

/** An area's rows, keyed `METHOD /api/path/{param}` as the OpenAPI document spells the path. */
export type Operations = Record<string, Operation>;
