import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import {
  type Order,
  type OrderDetails,
  type OrderSource,
  type OrderStatus,
  PERSONAL_BOOKING_NUMBER_PREFIX,
  PERSONAL_ORDER_SOURCE,
  type RecallCandidate,
  type RecallStatus,
  type RecallSubject,
} from '@fixflow/contracts';
import type { Scope } from '../access/access.repository.js';
import { APPLIANCE_COLUMNS, type ApplianceRow, type RecallRow, toAppliance, toRecall } from '../customers/appliance.views.js';
import type { Principal } from '../auth/principal.js';
import { ApiException } from '../common/api-exception.js';
import { escapeLike } from '../common/like.js';
import { isUuid } from '../common/uuid.js';
import { rangeOf } from '../scheduling/time-slots.js';
import { EDITABLE_ORDER_FIELDS, HISTORY_SELECT, type HistoryLine, type HistoryRow, type HistoryViewer, readsLine, technicianIdsOf, toHistoryEntry } from './order-history.js';
import { ORDER_COLUMNS, ORDER_FROM, ORDER_JOINS, type OrderRow, toOrder } from './order-read-model.js';
import { withStatus } from './order-state-machine.js';

/** The columns a create writes as given (nulls already in place of empty optional fields). */
const CREATED = [
  'vendor_id',
  'customer_id',
  'technician_id',
  'order_source',
  'customer_name',
  'phone',
  'email',
  'address',
  'city',
  'state',
  'zip_code',
  'service_date',
  'time_slot',
  'appliance_type',
  'appliance_id',
  'issue_description',
  'taxable',
  'tax_rate',
  'invoice_message',
] as const satisfies readonly (keyof Order)[];

/** An order's number: an invoice's from the platform sequence, a personal booking's from its own. */
const numberOf = (source: OrderSource): string =>
  source === PERSONAL_ORDER_SOURCE ? `'${PERSONAL_BOOKING_NUMBER_PREFIX}' || nextval('personal_booking_seq')` : `'INV-' || nextval('order_invoice_seq')`;


export type NewOrder = Pick<Order, (typeof CREATED)[number]> & {
  time_zone: string;
  status: OrderStatus;
  /** The earlier order it repeats (issue 14's rule, judged before the insert): linked as suspected. */
  recall_of_order_id?: string | null;
};
export type OrderEdit = Partial<Pick<Order, (typeof EDITABLE_ORDER_FIELDS)[number]>> & { slot?: { service_date: string; time_slot: string; time_range: string } };
type Labels = ReturnType<typeof withStatus>;

/** What the recall rule reads of an order about to be judged (issue 14), with its current link. */
export type RecallState = RecallSubject & {
  vendor_id: string | null;
  customer_id: string | null;
  recall_of_order_id: string | null;
  recall_status: RecallStatus | null;
};

/**
 * An order's recall as the wire spells it (alias `o` the recall, `p` the earlier order, `c` its
 * newest completion, `t` that completion's technician, whom the recall is charged to).
 */
const RECALL_SQL = `select o.recall_status as status, p.id as original_order_id, p.invoice_number as original_invoice_number,
    c.technician_id, t.full_name as technician_name, c.completed_at as original_completed_at,
    o.recall_dismissed_reason as dismissed_reason, o.recall_dismissed_at as dismissed_at
  from orders o
  join orders p on p.id = o.recall_of_order_id
  left join lateral (select technician_id, completed_at from order_completions where order_id = p.id order by completed_at desc limit 1) c on true
  left join technicians t on t.id = c.technician_id
  where o.id = ?`;

/**
 * The earlier orders a recall may repeat (recallCandidates): `?` customer, vendor, the order
 * itself (excepted), the earliest completion that may count. Exported for the load bench.
 */
export const RECALL_CANDIDATES_SQL = `select o.id as order_id, coalesce(c.technician_id, o.technician_id) as technician_id, o.appliance_id, o.appliance_type, o.address, c.completed_at
   from orders o
   join lateral (select technician_id, completed_at from order_completions where order_id = o.id order by completed_at desc limit 1) c on true
  where o.customer_id = ? and o.vendor_id = ? and o.status in ('completed', 'closed') and o.id <> ? and c.completed_at >= ?`;

/**
 * A new order as one statement (`?` placeholders): the order, its first history line ('created',
 * by `actor`) and the order read back with ORDER_COLUMNS, as byId answers it. `o` is the inserted
 * row. Exported for the load bench, which runs the very statement bare.
 */
export function orderInsert(id: string, order: NewOrder, actor: Pick<Principal, 'userId' | 'role'>): { sql: string; params: unknown[] } {
  const recall = order.recall_of_order_id ? { recall_of_order_id: order.recall_of_order_id, recall_status: 'suspected' } : {};
  const values: Record<string, unknown> = {
    id,
    ...Object.fromEntries(CREATED.map((column) => [column, order[column]])),
    time_zone: order.time_zone,
    time_range: rangeOf(order.service_date, order.time_slot, order.time_zone),
    ...withStatus(order.status, order.technician_id),
    ...recall,
    created_by: actor.userId,
  };
  const columns = Object.keys(values);
  const sql = `with o as (
      insert into orders (invoice_number, ${columns.join(', ')}) values (${numberOf(order.order_source)}, ${columns.map(() => '?').join(', ')}) returning *
    ), h as (
      insert into order_history (id, order_id, kind, from_status, to_status, actor_id, actor_role) select ?, o.id, 'created', null, o.status, ?, ? from o
    )
    select ${ORDER_COLUMNS} from o ${ORDER_JOINS}`;
  return { sql, params: [...Object.values(values), crypto.randomUUID(), actor.userId, actor.role ?? null] };
}

/**
 * Every statement on orders and their history. Which orders a caller may reach is the access
 * policy's: it is required before these run, and lists AND its scope in. The identifier lookup
 * is raw SQL served by indexes and measured (tools/bench/orders.bench.mjs): the id, the
 * invoice's unique index and the reverse() indexes that turn suffixes into prefixes (the list
 * is order-list.repository.ts). Writes take the caller's transaction's `em`.
 */
@Injectable()
export class OrdersRepository {
  constructor(private readonly em: EntityManager) {}

  /** Straight through the driver: the lookup runs in no transaction and needs no request fork. */
  private rows<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.em.getDriver().execute<T[]>(sql, params);
  }

  /** Reads one order regardless of scope: the caller's access to it was required first. */
  async byId(id: string, em: EntityManager = this.em): Promise<Order> {
    const [row] = await em.execute<OrderRow[]>(`select ${ORDER_COLUMNS} from ${ORDER_FROM} where o.id = ?`, [id]);
    return toOrder(row);
  }

  /** The order with its history as `viewer` may read it (who acted, named per viewer: order-history.ts). */
  async details(id: string, viewer: HistoryViewer): Promise<OrderDetails> {
    const order = await this.byId(id);
    const [history, appliances, recalls] = await Promise.all([
      this.em.execute<HistoryRow[]>(HISTORY_SELECT, [order.id]),
      order.appliance_id ? this.em.execute<ApplianceRow[]>(`select ${APPLIANCE_COLUMNS} from appliances a where a.id = ?`, [order.appliance_id]) : [],
      order.recall_of_order_id ? this.em.execute<RecallRow[]>(RECALL_SQL, [order.id]) : [],
    ]);
    const named = technicianIdsOf(history);
    const technicians = named.length
      ? await this.em.execute<{ id: string; full_name: string | null }[]>('select id::text as id, full_name from technicians where id in (?)', [named])
      : [];
    const names = new Map(technicians.map((row) => [row.id, row.full_name]));
    return {
      ...order,
      history: history.filter((row) => readsLine(row, viewer)).map((row) => toHistoryEntry(row, viewer, names)),
      appliance: appliances[0] ? toAppliance(appliances[0]) : null,
      recall: recalls[0] ? toRecall(recalls[0]) : null,
    };
  }

  /** Orders of one customer inside a caller's order scope, newest first. */
  async ofCustomer(scope: Scope, customerId: string): Promise<Order[]> {
    const rows = await this.em.execute<OrderRow[]>(
      `select ${ORDER_COLUMNS} from ${ORDER_FROM} where o.customer_id = ? and (${scope.sql}) order by o.created_at desc, o.id desc limit 200`,
      [customerId, ...scope.params],
    );
    return rows.map(toOrder);
  }

  /**
   * SPEC.md §7 "Find order by identifier", in meaning: a uuid is the id; else the exact invoice
   * (INV- added when missing); else an invoice ending with the text; else an id ending with it.
   */
  async lookup(scope: Scope, identifier: string): Promise<Order> {
    const text = identifier.trim();
    const first = async (condition: string, ...values: unknown[]) => {
      const [row] = await this.rows<OrderRow>(`select ${ORDER_COLUMNS} from ${ORDER_FROM} where ${condition} and (${scope.sql}) limit 1`, [
        ...values,
        ...scope.params,
      ]);
      return row ? toOrder(row) : null;
    };
    const invoice = /^inv-/i.test(text) ? `INV-${text.slice(4)}` : `INV-${text}`;
    const reversed = `${escapeLike([...text].reverse().join(''))}%`;
    const found =
      (isUuid(text) ? await first('o.id = ?', text.toLowerCase()) : null) ??
      (text ? await first('o.invoice_number = ?', invoice) : null) ??
      (text ? await first('reverse(o.invoice_number) like ?', reversed) : null) ??
      (/^[0-9a-f-]+$/i.test(text) ? await first('reverse(o.id::text) like ?', reversed.toLowerCase()) : null);
    if (!found) throw new ApiException(HttpStatus.NOT_FOUND, 'ORDER_NOT_FOUND', { id: identifier });
    return found;
  }

  /** The zone an order's slot was read in and the range it holds. */
  async heldTime(id: string): Promise<{ time_zone: string; range: string }> {
    const [row] = await this.em.execute<{ time_zone: string; range: string }[]>('select time_zone, time_range::text as range from orders where id = ?', [
      id,
    ]);
    return row;
  }

  /**
   * Inserts the order (INV- + the platform sequence; a personal booking PB- + its own, so booked
   * time uses up no invoice number) with its first history line, and answers it as a read does:
   * one statement (orderInsert).
   */
  async insert(em: EntityManager, order: NewOrder, actor: Principal, id: string = crypto.randomUUID()): Promise<Order> {
    const { sql, params } = orderInsert(id, order, actor);
    const [row] = await em.execute<OrderRow[]>(sql, params);
    return toOrder(row);
  }

  /** PATCH's columns; false when there was nothing to set. */
  async edit(em: EntityManager, id: string, edit: OrderEdit): Promise<boolean> {
    const sets: string[] = [];
    const params: unknown[] = [];
    for (const column of EDITABLE_ORDER_FIELDS) {
      if (edit[column] === undefined) continue;
      sets.push(`${column} = ?`);
      params.push(edit[column]);
    }
    if (edit.slot) {
      sets.push('service_date = ?::date', 'time_slot = ?', 'time_range = ?::tstzrange');
      params.push(edit.slot.service_date, edit.slot.time_slot, edit.slot.time_range);
    }
    if (!sets.length) return false;
    await em.execute(`update orders set ${sets.join(', ')}, updated_at = now() where id = ?`, [...params, id]);
    return true;
  }

  /** The technician and, with `slot`, the window it moves to (issue 17's board), in one statement. */
  async assign(em: EntityManager, id: string, technicianId: string, labels: Labels, slot?: OrderEdit['slot']): Promise<void> {
    const moves = slot
      ? { sql: ', service_date = ?::date, time_slot = ?, time_range = ?::tstzrange', params: [slot.service_date, slot.time_slot, slot.time_range] }
      : { sql: '', params: [] };
    await em.execute(`update orders set technician_id = ?, status = ?, technician_status = ?, vendor_status = ?${moves.sql}, updated_at = now() where id = ?`, [
      technicianId,
      labels.status,
      labels.technician_status,
      labels.vendor_status,
      ...moves.params,
      id,
    ]);
  }

  /**
   * Issue 17, taking an offer: the order goes to the technician with `labels`, only while it is
   * still unassigned and pending (compare-and-set; its row locked until the caller's transaction
   * ends, so racing takers queue here and all but the first find it assigned). False otherwise.
   */
  async assignUnassigned(em: EntityManager, id: string, technicianId: string, labels: Labels): Promise<boolean> {
    const rows = await em.execute<{ id: string }[]>(
      `update orders set technician_id = ?, status = ?, technician_status = ?, vendor_status = ?, updated_at = now()
        where id = ? and technician_id is null and status = 'pending' returning id`,
      [technicianId, labels.status, labels.technician_status, labels.vendor_status, id],
    );
    return rows.length > 0;
  }

  /**
   * The technician gives the assignment back (issue 17): the order loses it, compare-and-set on
   * the status and technician last read, so a decline racing a reassignment or an acceptance
   * applies only if it comes first; false otherwise.
   */
  async unassign(em: EntityManager, id: string, from: { status: OrderStatus; technicianId: string }, labels: Labels): Promise<boolean> {
    const moved = await em.execute<{ id: string }[]>(
      `update orders set technician_id = null, status = ?, technician_status = ?, vendor_status = ?, updated_at = now()
        where id = ? and status = ? and technician_id = ? returning id`,
      [labels.status, labels.technician_status, labels.vendor_status, id, from.status, from.technicianId],
    );
    return moved.length > 0;
  }

  /** Compare-and-set on the status last read: of two racing moves only one applies; false for the other. */
  async move(em: EntityManager, id: string, from: OrderStatus, labels: Labels): Promise<boolean> {
    const moved = await em.execute<{ id: string }[]>(
      'update orders set status = ?, technician_status = ?, vendor_status = ?, updated_at = now() where id = ? and status = ? returning id',
      [labels.status, labels.technician_status, labels.vendor_status, id, from],
    );
    return moved.length > 0;
  }

  /** The order's one history line for a change (order-history.ts), in the change's transaction. */
  async writeHistory(em: EntityManager, orderId: string, line: HistoryLine): Promise<void> {
    await em.execute(
      `insert into order_history (id, order_id, kind, from_status, to_status, actor_id, actor_role, reason, cancel_side, changes)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb)`,
      [
        crypto.randomUUID(),
        orderId,
        line.kind,
        line.from,
        line.to,
        line.actor?.userId ?? null,
        line.actor?.role ?? null,
        line.reason ?? null,
        line.cancelSide ?? null,
        line.changes ? JSON.stringify(line.changes) : null,
      ],
    );
  }

  /** The customer's 1–5 rating of the order (null clears it), in the caller's transaction. */
  async setRating(id: string, rating: number | null, em: EntityManager = this.em): Promise<void> {
    await em.execute('update orders set rating = ?, updated_at = now() where id = ?', [rating, id]);
  }

  /** The order as the recall rule weighs it, read in the caller's transaction (it may not be committed yet). */
  async recallState(em: EntityManager, id: string): Promise<RecallState> {
    const [row] = await em.execute<(Omit<RecallState, 'created_at'> & { created_at: Date | string })[]>(
      `select id as order_id, vendor_id, customer_id, appliance_id, appliance_type, address, created_at, recall_of_order_id, recall_status
         from orders where id = ?`,
      [id],
    );
    return { ...row, created_at: new Date(row.created_at) };
  }

  /**
   * The earlier orders a recall may repeat: the same customer's of the same vendor, completed or
   * closed, with their newest completion (and who completed it) no earlier than `since`. The rule
   * (findRecallOrigin) decides among them; served by the customer's orders and the completions'
   * (order_id, completed_at) index.
   */
  async recallCandidates(em: EntityManager, vendorId: string, customerId: string, since: Date, exceptId: string): Promise<RecallCandidate[]> {
    const rows = await em.execute<(Omit<RecallCandidate, 'completed_at'> & { completed_at: Date | string })[]>(RECALL_CANDIDATES_SQL, [customerId, vendorId, exceptId, since]);
    return rows.map((row) => ({ ...row, completed_at: new Date(row.completed_at) }));
  }

  /**
   * Links the order to the earlier one it repeats, as suspected — unless the vendor already
   * dismissed this very link, which stays dismissed — or, with `originId` null, unlinks it.
   */
  async linkRecall(em: EntityManager, id: string, originId: string | null): Promise<void> {
    await em.execute(
      `update orders set
         recall_status = case when ?::uuid is null then null
                              when recall_of_order_id = ?::uuid and recall_status = 'dismissed' then 'dismissed'
                              else 'suspected' end,
         recall_dismissed_reason = case when recall_of_order_id = ?::uuid then recall_dismissed_reason end,
         recall_dismissed_at = case when recall_of_order_id = ?::uuid then recall_dismissed_at end,
         recall_dismissed_by = case when recall_of_order_id = ?::uuid then recall_dismissed_by end,
         recall_of_order_id = ?::uuid,
         updated_at = now()
       where id = ?`,
      [originId, originId, originId, originId, originId, originId, id],
    );
  }

  /**
   * The vendor's word on a recall: dismissed with its reason, by whom and when; or suspected
   * again, the dismissal forgotten. False when the order is no recall (nothing to decide).
   */
  async decideRecall(id: string, decision: { dismissed: true; reason: string; by: string } | { dismissed: false }, em: EntityManager = this.em): Promise<boolean> {
    const rows = decision.dismissed
      ? await em.execute<{ id: string }[]>(
          `update orders set recall_status = 'dismissed', recall_dismissed_reason = ?, recall_dismissed_at = now(), recall_dismissed_by = ?, updated_at = now()
            where id = ? and recall_of_order_id is not null returning id`,
          [decision.reason, decision.by, id],
        )
      : await em.execute<{ id: string }[]>(
          `update orders set recall_status = 'suspected', recall_dismissed_reason = null, recall_dismissed_at = null, recall_dismissed_by = null, updated_at = now()
            where id = ? and recall_of_order_id is not null returning id`,
          [id],
        );
    return rows.length > 0;
  }
}
