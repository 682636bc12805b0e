import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import type { OrderList, OrderListSort } from '@fixflow/contracts';
import type { Scope } from '../access/access.repository.js';
import { ApiException } from '../common/api-exception.js';
import { CURSOR_MESSAGE, DEFAULT_PAGE_SIZE } from '../common/keyset-page.js';
import { containsPattern } from '../common/like.js';
import { preparedRows } from '../database/prepared-reads.js';
import type { OrderListQueryDto } from './dto/order.dto.js';
import { afterKeyset, decodeOrderCursor, encodeOrderCursor, keyColumns, keysOf, orderBy, type OrderKeyset, type SortDirection } from './order-list-keyset.js';
import { ORDER_COLUMNS, ORDER_JOINS, type OrderRow, toOrder } from './order-read-model.js';

/** One order as the CSV export writes it: times already in the order's own time zone. */
export interface OrderExportRow {
  invoice_number: string;
  service_date: string;
  /** "08:00-12:00" */
  time_window: string;
  vendor_status: string;
  technician_status: string;
  customer_name: string;
  phone: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  technician_name: string | null;
  appliance_type: string | null;
  order_source: string;
  /** "2026-11-26 14:03" */
  created_local: string;
}

export const EXPORT_COLUMNS = `o.invoice_number, to_char(o.service_date, 'YYYY-MM-DD') as service_date,
  to_char(lower(o.time_range) at time zone o.time_zone, 'HH24:MI') || '-' || to_char(upper(o.time_range) at time zone o.time_zone, 'HH24:MI') as time_window,
  o.vendor_status, o.technician_status, o.customer_name, o.phone, o.address, o.city, o.state, o.zip_code, t.full_name as technician_name,
  o.appliance_type, o.order_source, to_char(o.created_at at time zone o.time_zone, 'YYYY-MM-DD HH24:MI') as created_local`;


type Filter = Pick<OrderListQueryDto, 'status' | 'technician_id' | 'vendor_id' | 'date_from' | 'date_to' | 'search'>;

/** Digits typed as a phone ("(512) 555-0134"), to find the number stored in E.164; null for other text. */
const phoneDigits = (text: string) => (/^[\d\s()+.-]+$/.test(text) && text.replace(/\D/g, '').length >= 3 ? text.replace(/\D/g, '') : null);

/**
 * The orders list (GET /api/orders) and its CSV export: the caller's scope (the access policy's
 * orderScope) ANDed with the filters, in one of the sorts of order-list-keyset.ts. A page reads
 * one row more than it shows to know whether another follows; the export reads the same query in
 * keyset batches, so its memory is one batch whatever the number of orders, and no connection or
 * transaction is held while the client reads.
 */
@Injectable()
export class OrderListRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Straight through the pool as a prepared statement: the list runs in no transaction and needs
   * no request fork, and its few texts (a sort, a direction, the filters given) repeat.
   */
  private rows<T>(sql: string, params: unknown[]): Promise<T[]> {
    return preparedRows<T>(this.em, sql, params);
  }

  async page(scope: Scope, query: OrderListQueryDto): Promise<OrderList> {
    const sort = query.sort ?? 'created';
    const direction = query.direction ?? 'desc';
    let after: OrderKeyset | undefined;
    if (query.cursor !== undefined) {
      const keyset = decodeOrderCursor(query.cursor);
      if (!keyset || keyset.sort !== sort || keyset.direction !== direction) {
        throw new ApiException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', {}, [{ field: 'cursor', message: CURSOR_MESSAGE }]);
      }
      after = keyset;
    }
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const { sql, params } = listStatement(ORDER_COLUMNS, scope, query, sort, direction, after, limit + 1);
    const rows = await this.rows<OrderRow & Record<string, unknown>>(sql, params);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return { items: page.map(toOrder), next_cursor: rows.length > limit && last ? encodeOrderCursor({ sort, direction, keys: keysOf(sort, last) }) : null };
  }

  /** Every order of the filter, in its sort, `batch` rows at a time (the CSV export). */
  async *exportBatches(scope: Scope, query: Filter & { sort?: OrderListSort; direction?: SortDirection }, batch: number): AsyncGenerator<OrderExportRow[]> {
    const sort = query.sort ?? 'created';
    const direction = query.direction ?? 'desc';
    let after: OrderKeyset | undefined;
    for (;;) {
      const { sql, params } = listStatement(EXPORT_COLUMNS, scope, query, sort, direction, after, batch);
      const rows = await this.rows<OrderExportRow & Record<string, unknown>>(sql, params);
      if (rows.length) yield rows;
      if (rows.length < batch) return;
      after = { sort, direction, keys: keysOf(sort, rows[rows.length - 1]) };
    }
  }
}

/**
 * The statement of a page or a batch (`?` placeholders): scope, filters, after the keyset, in the
 * sort. The rows are chosen and limited first and only they are joined to their technician.
 * Joined in one query, PostgreSQL may join every order before it sorts: it estimates a row
 * comparison by its first key alone, so (length(invoice_number), …) > (11, …) read as "almost no
 * row" when every number has 11 characters and page 2 of the invoice sort hash-joined and sorted
 * all 900,000 orders (4 s); and the export's 1,000-row batches of the other sorts took 3-6×
 * longer. Exported for the benches, which run the very statement bare.
 */
export function listStatement(columns: string, scope: Scope, filter: Filter, sort: OrderListSort, direction: SortDirection, after: OrderKeyset | undefined, limit: number) {
  const parts = [{ sql: `(${scope.sql})`, params: scope.params }, ...conditions(filter), ...(after ? [afterKeyset(after)] : [])];
  const order = orderBy(sort, direction);
  const chosen = `select o.* from orders o where ${parts.map((part) => part.sql).join(' and ')} order by ${order} limit ${limit}`;
  return { sql: `select ${columns}, ${keyColumns(sort)} from (${chosen}) o ${ORDER_JOINS} order by ${order}`, params: parts.flatMap((part) => part.params) };
}

/** The filters as conditions on alias `o`: state, technician, vendor (admins), service dates (inclusive), text. */
function conditions(filter: Filter): { sql: string; params: unknown[] }[] {
  const out: { sql: string; params: unknown[] }[] = [];
  if (filter.status) out.push({ sql: 'o.status = ?', params: [filter.status] });
  if (filter.technician_id) out.push({ sql: 'o.technician_id = ?', params: [filter.technician_id] });
  if (filter.vendor_id) out.push({ sql: 'o.vendor_id = ?', params: [filter.vendor_id] });
  if (filter.date_from) out.push({ sql: 'o.service_date >= ?::date', params: [filter.date_from] });
  if (filter.date_to) out.push({ sql: 'o.service_date <= ?::date', params: [filter.date_to] });
  const search = filter.search?.trim();
  if (search) {
    const like = containsPattern(search);
    const digits = phoneDigits(search);
    out.push({
      sql: `(o.invoice_number ilike ? or o.customer_name ilike ? or o.phone ilike ? or o.address ilike ?${digits ? ' or o.phone like ?' : ''})`,
      params: [like, like, like, like, ...(digits ? [`%${digits}%`] : [])],
    });
  }
  return out;
}
