import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import type { Order, OrderList } from '@fixflow/contracts';
import type { Principal } from '../auth/principal.js';
import { isUuid } from '../auth/principals.service.js';
import { ApiException } from '../common/api-exception.js';
import type { OrderListQueryDto } from './dto/order.dto.js';
import { orderScope } from './order-access.js';
import { ORDER_COLUMNS, ORDER_FROM, type OrderRow, toOrder } from './order-read-model.js';

const DEFAULT_PAGE = 25;

/** `%`, `_` and `\` typed by a user match themselves in LIKE. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The keyset of a page's last row: created_at to the microsecond and id, opaque to clients. */
const encodeCursor = (at: string, id: string) => Buffer.from(`${at}|${id}`).toString('base64url');

function decodeCursor(cursor: string): [string, string] {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!at || !id || !isUuid(id) || Number.isNaN(Date.parse(at))) {
    throw new ApiException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', {}, [{ field: 'cursor', message: 'cursor is not one this API gave out' }]);
  }
  return [at, id];
}

/**
 * The order list and the identifier lookup. Both are served by indexes: the list by
 * (vendor_id | technician_id, created_at, id) walked backwards from the cursor, the lookup by
 * the id, the invoice's unique index and the reverse() indexes that turn suffixes into prefixes.
 */
@Injectable()
export class OrderQueries {
  constructor(private readonly em: EntityManager) {}

  /** Straight through the driver: neither read runs in a transaction or needs the request's fork. */
  private rows<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.em.getDriver().execute<T[]>(sql, params);
  }

  async list(caller: Principal, query: OrderListQueryDto): Promise<OrderList> {
    const scope = orderScope(caller);
    const where = [`(${scope.sql})`];
    const params: unknown[] = [...scope.params];
    const add = (sql: string, ...values: unknown[]) => {
      where.push(sql);
      params.push(...values);
    };
    if (query.status) add('o.status = ?', query.status);
    if (query.technician_id) add('o.technician_id = ?', query.technician_id);
    if (query.date_from) add('o.service_date >= ?::date', query.date_from);
    if (query.date_to) add('o.service_date <= ?::date', query.date_to);
    const search = query.search?.trim();
    if (search) {
      const like = `%${escapeLike(search)}%`;
      add('(o.invoice_number ilike ? or o.customer_name ilike ? or o.phone ilike ? or o.address ilike ?)', like, like, like, like);
    }
    if (query.cursor) add('(o.created_at, o.id) < (?::timestamptz, ?::uuid)', ...decodeCursor(query.cursor));
    const limit = query.limit ?? DEFAULT_PAGE;
    const rows = await this.rows<OrderRow & { cursor_at: string }>(
      `select ${ORDER_COLUMNS}, to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at
         from ${ORDER_FROM} where ${where.join(' and ')} order by o.created_at desc, o.id desc limit ${limit + 1}`,
      params,
    );
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      items: page.map(toOrder),
      next_cursor: rows.length > limit && last ? encodeCursor(last.cursor_at, last.id) : null,
    };
  }

  /**
   * SPEC.md §7 "Find order by identifier", in meaning: a uuid is the id; else the exact invoice
   * (INV- added when missing); else an invoice ending with the text; else an id ending with it.
   */
  async lookup(caller: Principal, identifier: string): Promise<Order> {
    const text = identifier.trim();
    const scope = orderScope(caller);
    const first = async (condition: string, ...values: unknown[]) => {
      const [row] = await this.rows<OrderRow>(
        `select ${ORDER_COLUMNS} from ${ORDER_FROM} where ${condition} and (${scope.sql}) limit 1`,
        [...values, ...scope.params],
      );
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
}
