import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { PayoutMethod, SettlementStatus } from '@fixflow/contracts';
import type { Scope } from '../access/access.repository.js';

/** A statement with its sums, as SQL answers it: cents as bigint text. */
export interface SettlementRow {
  id: string;
  vendor_id: string;
  vendor_name: string;
  technician_id: string;
  technician_name: string | null;
  week_start: string;
  week_end: string;
  status: SettlementStatus;
  orders: number;
  balance: string;
  paid: string;
  technician_share: string;
  tips: string;
  technician_due: string;
  collected_by_technician: string;
  finalized_at: string | null;
  paid_at: string | null;
}

export interface LineRow {
  id: string;
  kind: 'order' | 'adjustment';
  order_id: string | null;
  invoice_number: string | null;
  date: string;
  description: string;
  total: string | null;
  technician_share: string | null;
  tips: string | null;
  technician_due: string | null;
  collected_by_technician: string | null;
  amount: string;
}

export interface PayoutRow {
  id: string;
  amount: string;
  method: PayoutMethod;
  note: string | null;
  paid_at: string;
}

/** A closed order of the week, not settled yet, with its newest completion. */
export interface ClosedOrder {
  id: string;
  technician_id: string;
  invoice_number: string;
  customer_name: string;
}

// Each statement's sums: its lines, the order lines' financials (by the completion they settled), its payouts.
const SUMMARY = `
  select s.id, s.vendor_id, v.company_name as vendor_name, s.technician_id, t.full_name as technician_name,
         to_char(s.week_start, 'YYYY-MM-DD') as week_start, to_char(s.week_end - 1, 'YYYY-MM-DD') as week_end, s.status,
         coalesce(l.orders, 0)::int as orders, coalesce(l.balance, 0)::text as balance, coalesce(p.paid, 0)::text as paid,
         coalesce(l.technician_share, 0)::text as technician_share, coalesce(l.tips, 0)::text as tips,
         coalesce(l.technician_due, 0)::text as technician_due, coalesce(l.collected_by_technician, 0)::text as collected_by_technician,
         s.finalized_at, s.paid_at
    from settlements s
    join vendors v on v.id = s.vendor_id
    join technicians t on t.id = s.technician_id
    left join lateral (
      select count(*) filter (where sl.kind = 'order') as orders, sum(sl.amount) as balance,
             sum(f.technician_share) as technician_share, sum(c.tip) as tips, sum(f.technician_due) as technician_due,
             sum(f.collected_by_technician) as collected_by_technician
        from settlement_lines sl
        left join order_financials f on f.completion_id = sl.completion_id
        left join order_completions c on c.id = sl.completion_id
       where sl.settlement_id = s.id) l on true
    left join lateral (select sum(amount) as paid from settlement_payouts where settlement_id = s.id) p on true`;

/**
 * Weekly statements, their lines and payouts. Which statements a caller may reach is the access
 * policy's (AccessRepository.settlements); lists AND its scope on alias `s`.
 */
@Injectable()
export class SettlementsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Newest week first, at most `limit`. */
  list(scope: Scope, filter: { status?: SettlementStatus; technicianId?: string }, limit: number): Promise<SettlementRow[]> {
    const where = [scope.sql];
    const params: unknown[] = [...scope.params];
    if (filter.status) {
      where.push('s.status = ?');
      params.push(filter.status);
    }
    if (filter.technicianId) {
      where.push('s.technician_id = ?');
      params.push(filter.technicianId);
    }
    return this.em.execute<SettlementRow[]>(`${SUMMARY} where ${where.join(' and ')} order by s.week_start desc, t.full_name, s.id limit ${limit}`, params);
  }

  async byId(id: string, em: EntityManager = this.em): Promise<SettlementRow> {
    const [row] = await em.execute<SettlementRow[]>(`${SUMMARY} where s.id = ?`, [id]);
    return row;
  }

  lines(id: string): Promise<LineRow[]> {
    return this.em.execute<LineRow[]>(
      `select sl.id, sl.kind, sl.order_id, o.invoice_number,
              to_char(coalesce(o.service_date, sl.created_at::date), 'YYYY-MM-DD') as date, sl.description,
              f.total::text as total, f.technician_share::text as technician_share, c.tip::text as tips,
              f.technician_due::text as technician_due, f.collected_by_technician::text as collected_by_technician, sl.amount::text as amount
         from settlement_lines sl
         left join orders o on o.id = sl.order_id
         left join order_financials f on f.completion_id = sl.completion_id
         left join order_completions c on c.id = sl.completion_id
        where sl.settlement_id = ?
        order by sl.kind desc, o.service_date, sl.created_at, sl.id`,
      [id],
    );
  }

  payouts(id: string): Promise<PayoutRow[]> {
    return this.em.execute<PayoutRow[]>('select id, amount::text as amount, method, note, paid_at from settlement_payouts where settlement_id = ? order by paid_at, id', [id]);
  }

  /** Active vendors, each with its time zone, for the weekly build. */
  vendors(): Promise<{ id: string; timezone: string | null }[]> {
    return this.em.execute(`select id, timezone from vendors where status = 'active' order by id`);
  }

  /**
   * The vendor's orders closed in [start, end) of the week (its days in its time zone) and in no
   * statement yet, with a technician and a completion to settle.
   */
  closedOrders(vendorId: string, weekStart: string, weekEnd: string, timeZone: string): Promise<ClosedOrder[]> {
    return this.em.execute<ClosedOrder[]>(
      `select o.id, o.technician_id, o.invoice_number, o.customer_name
         from orders o
        where o.vendor_id = ? and o.status = 'closed' and o.technician_id is not null
          and exists (select 1 from order_completions c where c.order_id = o.id)
          and not exists (select 1 from settlement_lines sl where sl.order_id = o.id and sl.kind = 'order')
          and (select max(h.at) from order_history h where h.order_id = o.id and h.to_status = 'closed' and h.from_status is distinct from h.to_status)
              >= timezone(?, cast(? as timestamp))
          and (select max(h.at) from order_history h where h.order_id = o.id and h.to_status = 'closed' and h.from_status is distinct from h.to_status)
              < timezone(?, cast(? as timestamp))
        order by o.service_date, o.id`,
      [vendorId, timeZone, weekStart, timeZone, weekEnd],
    );
  }

  /** The week's statement for a vendor × technician, made if missing; its id and status. */
  private async statementFor(em: EntityManager, vendorId: string, technicianId: string, weekStart: string, weekEnd: string): Promise<{ id: string; status: SettlementStatus }> {
    await em.execute(
      `insert into settlements (id, vendor_id, technician_id, week_start, week_end) values (?, ?, ?, ?, ?)
       on conflict (vendor_id, technician_id, week_start) do nothing`,
      [crypto.randomUUID(), vendorId, technicianId, weekStart, weekEnd],
    );
    const [row] = await em.execute<{ id: string; status: SettlementStatus }[]>(
      'select id, status from settlements where vendor_id = ? and technician_id = ? and week_start = ?',
      [vendorId, technicianId, weekStart],
    );
    return row;
  }

  private async insertLine(em: EntityManager, settlementId: string, line: { kind: 'order' | 'adjustment'; orderId: string | null; completionId: string | null; amount: number; description: string; createdBy: string | null }): Promise<void> {
    await em.execute(
      'insert into settlement_lines (id, settlement_id, kind, order_id, completion_id, amount, description, created_by) values (?, ?, ?, ?, ?, ?, ?, ?)',
      [crypto.randomUUID(), settlementId, line.kind, line.orderId, line.completionId, line.amount, line.description, line.createdBy],
    );
  }

  /**
   * Adds an adjustment under a lock on the statement, so it cannot slip in beside a finalize;
   * false when the statement is no longer open.
   */
  async addAdjustment(id: string, line: { amount: number; description: string; createdBy: string }): Promise<boolean> {
    return this.em.transactional(async (em) => {
      const [row] = await em.execute<{ status: SettlementStatus }[]>('select status from settlements where id = ? for update', [id]);
      if (row.status !== 'open') return false;
      await this.insertLine(em, id, { kind: 'adjustment', orderId: null, completionId: null, ...line });
      return true;
    });
  }

  /**
   * Settles one closed order in its week's statement for the vendor × technician (made if
   * missing); false when that statement is already finalized (the order then waits).
   */
  async settleOrder(
    week: { vendorId: string; technicianId: string; start: string; end: string },
    line: { orderId: string; completionId: string; amount: number; description: string },
  ): Promise<boolean> {
    return this.em.transactional(async (em) => {
      const statement = await this.statementFor(em, week.vendorId, week.technicianId, week.start, week.end);
      if (statement.status !== 'open') return false;
      await this.insertLine(em, statement.id, { kind: 'order', createdBy: null, ...line });
      return true;
    });
  }

  /** open → finalized (or straight to paid when nothing is owed); false when it was not open. */
  async finalize(id: string, actorId: string, settled: boolean): Promise<boolean> {
    const rows = await this.em.execute<{ id: string }[]>(
      `update settlements set status = ?, finalized_at = clock_timestamp(), finalized_by = ?, paid_at = case when ? then clock_timestamp() end
        where id = ? and status = 'open' returning id`,
      [settled ? 'paid' : 'finalized', actorId, settled, id],
    );
    return rows.length === 1;
  }

  /**
   * Records a payout under a lock on the statement, so two payouts racing cannot pay more than is
   * owed: `check` sees the statement as locked and refuses by throwing. Marks it paid when settled.
   */
  async recordPayout(
    id: string,
    check: (current: SettlementRow) => void,
    payout: { amount: number; method: PayoutMethod; note: string | null; recordedBy: string },
    settles: (after: SettlementRow) => boolean,
  ): Promise<void> {
    await this.em.transactional(async (em) => {
      await em.execute('select id from settlements where id = ? for update', [id]);
      check(await this.byId(id, em));
      await em.execute('insert into settlement_payouts (id, settlement_id, amount, method, note, recorded_by) values (?, ?, ?, ?, ?, ?)', [
        crypto.randomUUID(),
        id,
        payout.amount,
        payout.method,
        payout.note,
        payout.recordedBy,
      ]);
      if (settles(await this.byId(id, em))) {
        await em.execute(`update settlements set status = 'paid', paid_at = clock_timestamp() where id = ?`, [id]);
      }
    });
  }
}
