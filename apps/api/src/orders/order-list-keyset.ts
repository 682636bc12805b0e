import { ORDER_LIST_SORTS, type OrderListSort } from '@fixflow/contracts';
import { decodeCursor, isCursorInstant } from '../common/keyset-page.js';
import { isUuid } from '../common/uuid.js';

/**
 * The orders list's sorts as keysets (issue 18). Each sort is a list of key columns ending in a
 * unique one, so "after this row" is one row comparison and a page never skips or repeats a row;
 * the cursor carries the sort, its direction and the last row's keys as PostgreSQL wrote them
 * (instants to the microsecond), and a cursor of one sort is refused by another.
 *
 * - created: (created_at, id), the indexes (vendor_id | technician_id, created_at, id);
 * - date: (service_date, start of the window, id): the day, then the visit's time;
 * - invoice: (length, text) of the invoice number, which is INV- and a sequence, so INV-999
 *   comes before INV-1000; the number is unique, so it ends the key alone.
 * The date and invoice keys are served for a vendor by (vendor_id, …) indexes of the same shape
 * (order.entity.ts).
 */
export type SortDirection = 'asc' | 'desc';

interface KeyColumn {
  /** The expression ordered by (alias `o`). */
  sql: string;
  /** Its type, for the cursor's value: `(…) < (?::cast, …)`. */
  cast: string;
  /** Its value as text, exact, for the next cursor. */
  text: string;
  /** Whether a cursor's value for it is well formed, so nothing unchecked reaches SQL. */
  valid: (value: string) => boolean;
}

const instantText = (sql: string) => `to_char(${sql} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isCursorInstant(`${value}T00:00:00.000000Z`);

const ID: KeyColumn = { sql: 'o.id', cast: 'uuid', text: 'o.id', valid: isUuid };

export const SORT_KEYS: Record<OrderListSort, readonly KeyColumn[]> = {
  created: [{ sql: 'o.created_at', cast: 'timestamptz', text: instantText('o.created_at'), valid: isCursorInstant }, ID],
  date: [
    { sql: 'o.service_date', cast: 'date', text: `to_char(o.service_date, 'YYYY-MM-DD')`, valid: isDate },
    { sql: 'lower(o.time_range)', cast: 'timestamptz', text: instantText('lower(o.time_range)'), valid: isCursorInstant },
    ID,
  ],
  invoice: [
    { sql: 'length(o.invoice_number)', cast: 'int', text: 'length(o.invoice_number)::text', valid: (value) => /^\d{1,3}$/.test(value) },
    { sql: 'o.invoice_number', cast: 'text', text: 'o.invoice_number', valid: (value) => value.length > 0 && value.length <= 100 },
  ],
};

export interface OrderKeyset {
  sort: OrderListSort;
  direction: SortDirection;
  /** The last row's keys, one per SORT_KEYS column. */
  keys: string[];
}

export const encodeOrderCursor = (keyset: OrderKeyset): string => Buffer.from(JSON.stringify([keyset.sort, keyset.direction, ...keyset.keys])).toString('base64url');

/**
 * The keyset a cursor of ours carries, or null for anything else. A cursor from before the sorts
 * (`instant|id`, the common keyset) still reads as the default sort's.
 */
export function decodeOrderCursor(cursor: string): OrderKeyset | null {
  const legacy = decodeCursor(cursor);
  if (legacy) return { sort: 'created', direction: 'desc', keys: [legacy.at, legacy.id] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString());
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || !parsed.every((part) => typeof part === 'string')) return null;
  const [sort, direction, ...keys] = parsed as string[];
  if (!(ORDER_LIST_SORTS as readonly string[]).includes(sort) || (direction !== 'asc' && direction !== 'desc')) return null;
  const columns = SORT_KEYS[sort as OrderListSort];
  if (keys.length !== columns.length || !columns.every((column, index) => column.valid(keys[index]))) return null;
  return { sort: sort as OrderListSort, direction, keys };
}

/** `select` additions that carry each key's text (`key_0`, `key_1`, …) for the next cursor. */
export const keyColumns = (sort: OrderListSort) => SORT_KEYS[sort].map((column, index) => `${column.text} as key_${index}`).join(', ');

/** The keys of a row selected with keyColumns. */
export const keysOf = (sort: OrderListSort, row: Record<string, unknown>) => SORT_KEYS[sort].map((_, index) => String(row[`key_${index}`]));

/** "After the cursor's row" in the sort's direction, with its parameters. */
export function afterKeyset(keyset: OrderKeyset): { sql: string; params: string[] } {
  const columns = SORT_KEYS[keyset.sort];
  const left = columns.map((column) => column.sql).join(', ');
  const right = columns.map((column) => `?::${column.cast}`).join(', ');
  return { sql: `(${left}) ${keyset.direction === 'desc' ? '<' : '>'} (${right})`, params: keyset.keys };
}

export const orderBy = (sort: OrderListSort, direction: SortDirection) => SORT_KEYS[sort].map((column) => `${column.sql} ${direction}`).join(', ');
