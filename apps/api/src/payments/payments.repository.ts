import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { formatMoney, PAYMENT_METHODS, type PaymentList, type PaymentListItem, type PaymentMethod } from '@fixflow/contracts';
import type { Scope } from '../access/access.repository.js';
import { keysetPage } from '../common/keyset-page.js';

export interface PaymentFilter {
  method?: PaymentMethod;
  collectedBy?: string;
  /** yyyy-mm-dd, inclusive, in `timeZone`. */
  from?: string;
  to?: string;
  timeZone: string;
}

interface PaymentRow {
  id: string;
  order_id: string;
  invoice_number: string;
  customer_name: string;
  technician_name: string | null;
  method: PaymentMethod;
  amount: string;
  collected_by: PaymentListItem['collected_by'];
  source: PaymentListItem['source'];
  recorded_at: string;
}

const COLUMNS = `p.id, p.order_id, o.invoice_number, o.customer_name, t.full_name as technician_name, p.method, p.amount::text as amount,
  p.collected_by, p.source, p.recorded_at`;
const FROM = 'order_payments p join orders o on o.id = p.order_id left join technicians t on t.id = o.technician_id';

const toItem = (row: PaymentRow): PaymentListItem => ({
  id: row.id,
  order_id: row.order_id,
  invoice_number: row.invoice_number,
  customer_name: row.customer_name,
  technician_name: row.technician_name,
  method: row.method,
  amount: formatMoney(Number(row.amount)),
  collected_by: row.collected_by,
  source: row.source,
  recorded_at: new Date(row.recorded_at).toISOString(),
});

/** The payments of the orders a caller may see (the access policy's order scope on alias `o`), newest first. */
@Injectable()
export class PaymentsRepository {
  constructor(private readonly em: EntityManager) {}

  private conditions(scope: Scope, filter: PaymentFilter): { where: string[]; params: unknown[] } {
    const where = [`(${scope.sql})`];
    const params: unknown[] = [...scope.params];
    if (filter.method) {
      where.push('p.method = ?');
      params.push(filter.method);
    }
    if (filter.collectedBy) {
      where.push('p.collected_by = ?');
      params.push(filter.collectedBy);
    }
    if (filter.from) {
      where.push('p.recorded_at >= timezone(?, cast(? as timestamp))');
      params.push(filter.timeZone, filter.from);
    }
    if (filter.to) {
      where.push(`p.recorded_at < timezone(?, cast(? as timestamp) + interval '1 day')`);
      params.push(filter.timeZone, filter.to);
    }
    return { where, params };
  }

  async page(scope: Scope, filter: PaymentFilter, cursor: string | undefined, limit: number | undefined): Promise<PaymentList> {
    const { where, params } = this.conditions(scope, filter);
    const run = <R>(sql: string, values: unknown[]) => this.em.execute<R[]>(sql, values);
    const page = await keysetPage(run, { columns: COLUMNS, from: FROM, where, params, at: 'p.recorded_at', id: 'p.id', cursor, limit }, toItem);
    const sums = await this.em.execute<{ method: PaymentMethod; n: number; total: string }[]>(
      `select p.method, count(*)::int as n, sum(p.amount)::text as total from ${FROM} where ${where.join(' and ')} group by p.method`,
      params,
    );
    const by_method = Object.fromEntries(PAYMENT_METHODS.map((method) => [method, formatMoney(Number(sums.find((s) => s.method === method)?.total ?? 0))])) as Record<PaymentMethod, string>;
    const total = sums.reduce((sum, s) => sum + Number(s.total), 0);
    return { ...page, totals: { count: sums.reduce((n, s) => n + s.n, 0), total: formatMoney(total), by_method } };
  }

  /** Every matching payment for a CSV, newest first, at most `max`. */
  async all(scope: Scope, filter: PaymentFilter, max: number): Promise<PaymentListItem[]> {
    const { where, params } = this.conditions(scope, filter);
    const rows = await this.em.execute<PaymentRow[]>(`select ${COLUMNS} from ${FROM} where ${where.join(' and ')} order by p.recorded_at desc, p.id desc limit ${max}`, params);
    return rows.map(toItem);
  }
}
