import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import type { UnmatchedCandidate, UnmatchedResolution, UnmatchedSmsList } from '@fixflow/contracts';
import { ApiException } from '../common/api-exception.js';
import { CUSTOMER_NUMBERS } from '../customers/customer-numbers.js';
import { DEFAULT_PAGE_SIZE, decodeCursor, encodeCursor, keysetPage } from '../common/keyset-page.js';
import type { UnmatchedSmsQueryDto } from './unmatched-sms.dto.js';
import { toUnmatched, UNMATCHED_COLUMNS, UNMATCHED_FROM, type UnmatchedRow } from './unmatched-sms.views.js';

/** An unknown text: incoming, never matched to a customer by the webhook. */
const QUEUED = `m.direction = 'in' and m.resolution is null and m.customer_id is null`;
const RESOLVED = `m.direction = 'in' and m.resolution is not null`;

/** What a resolution needs of the text it acts on, read under its row lock. */
export interface LockedText {
  id: string;
  from_number: string;
  customer_id: string | null;
  resolution: UnmatchedResolution | null;
}

/**
 * Every statement of the admins' Unknown SMS queue (issue 15): the texts the webhook could not give
 * to exactly one vendor's customer, their candidates, and the admin's resolution of each.
 */
@Injectable()
export class UnmatchedSmsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Open texts oldest first (the queue is worked from its front); resolved ones newest resolution first. */
  async list(query: UnmatchedSmsQueryDto): Promise<UnmatchedSmsList> {
    const run = <R>(sql: string, values: unknown[]) => this.em.execute<R[]>(sql, values);
    const page =
      query.status === 'resolved'
        ? await keysetPage<UnmatchedRow, UnmatchedRow>(run, {
            columns: UNMATCHED_COLUMNS,
            from: UNMATCHED_FROM,
            where: [RESOLVED],
            params: [],
            at: 'm.resolved_at',
            id: 'm.id',
            cursor: query.cursor,
            limit: query.limit,
          }, (row) => row)
        : await this.oldestFirst(query);
    const candidates = await this.candidates(page.items.map((row) => row.from_number));
    return { items: page.items.map((row) => toUnmatched(row, candidates.get(row.from_number) ?? [])), next_cursor: page.next_cursor };
  }

  /** The open queue, oldest first, in keyset pages (the cursor is the last row's received instant and id). */
  private async oldestFirst(query: UnmatchedSmsQueryDto): Promise<{ items: UnmatchedRow[]; next_cursor: string | null }> {
    const where = [QUEUED];
    const params: unknown[] = [];
    if (query.cursor !== undefined) {
      const keyset = decodeCursor(query.cursor);
      if (!keyset) throw new ApiException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', {}, [{ field: 'cursor', message: 'cursor is not one this API gave out' }]);
      where.push('(m.created_at, m.id) > (?::timestamptz, ?::uuid)');
      params.push(keyset.at, keyset.id);
    }
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const rows = await this.em.execute<(UnmatchedRow & { cursor_at: string })[]>(
      `select ${UNMATCHED_COLUMNS}, to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at
         from ${UNMATCHED_FROM} where ${where.join(' and ')}
        order by m.created_at, m.id limit ${limit + 1}`,
      params,
    );
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    return { items, next_cursor: rows.length > limit && last ? encodeCursor(last.cursor_at, last.id) : null };
  }

  /** Every live customer, of any vendor, whose phone or a further number (customer_phones) is one of these, by number. */
  async candidates(phones: string[]): Promise<Map<string, UnmatchedCandidate[]>> {
    const byPhone = new Map<string, UnmatchedCandidate[]>();
    const distinct = [...new Set(phones)];
    if (!distinct.length) return byPhone;
    // The query layer spreads a JS array into a list; the numbers travel as one JSON parameter (any text is safe in it).
    const rows = await this.em.execute<UnmatchedCandidate[]>(
      `with asked as (select jsonb_array_elements_text(?::jsonb) as phone)
       select c.id as customer_id, c.vendor_id, v.company_name as vendor_name,
              trim(c.first_name || ' ' || coalesce(c.last_name, '')) as customer_name, x.phone
         from (select distinct n.customer_id, n.phone from ${CUSTOMER_NUMBERS} n where n.phone in (select phone from asked)) x
         join customers c on c.id = x.customer_id
         join vendors v on v.id = c.vendor_id
        order by v.company_name, customer_name, c.id`,
      [JSON.stringify(distinct)],
    );
    for (const row of rows) {
      const list = byPhone.get(row.phone) ?? [];
      if (!list.some((known) => known.customer_id === row.customer_id)) list.push(row);
      byPhone.set(row.phone, list);
    }
    return byPhone;
  }

  /** The incoming text, locked for its resolution; null when there is none with this id. */
  async lock(em: EntityManager, id: string): Promise<LockedText | null> {
    const [row] = await em.execute<LockedText[]>(
      `select id, from_number, customer_id, resolution from sms_messages where id = ? and direction = 'in' for update`,
      [id],
    );
    return row ?? null;
  }

  /**
   * A customer's vendor and phone (any vendor's: the admin chooses); null when there is none. A
   * customer merged into another (issue 18) answers the one it was merged into.
   */
  async customer(em: EntityManager, id: string): Promise<{ id: string; vendor_id: string; phone: string } | null> {
    const [row] = await em.execute<{ id: string; vendor_id: string; phone: string }[]>(
      'select c.id, c.vendor_id, c.phone from customers asked join customers c on c.id = coalesce(asked.merged_into, asked.id) where asked.id = ?',
      [id],
    );
    return row ?? null;
  }

  async vendorExists(em: EntityManager, id: string): Promise<boolean> {
    const rows = await em.execute<{ id: string }[]>('select id from vendors where id = ?', [id]);
    return rows.length > 0;
  }

  /** The sender's number becomes one of the customer's, so its next text matches directly. */
  async addNumber(em: EntityManager, vendorId: string, customerId: string, phone: string): Promise<void> {
    await em.execute(
      `insert into customer_phones (id, vendor_id, customer_id, phone) values (?, ?, ?, ?) on conflict (vendor_id, phone) do nothing`,
      [crypto.randomUUID(), vendorId, customerId, phone],
    );
  }

  /** The text joins the customer's thread; who did it and when is kept. */
  async attach(em: EntityManager, id: string, vendorId: string, customerId: string, resolution: UnmatchedResolution, adminId: string): Promise<void> {
    await em.execute(
      `update sms_messages set vendor_id = ?, customer_id = ?, resolution = ?, resolved_by = ?, resolved_at = clock_timestamp() where id = ?`,
      [vendorId, customerId, resolution, adminId, id],
    );
  }

  /** Dismissed (or blocked): it stays out of every thread. */
  async dismiss(em: EntityManager, id: string, resolution: UnmatchedResolution, adminId: string, reason: string | null): Promise<void> {
    await em.execute(
      `update sms_messages set resolution = ?, resolved_by = ?, resolved_at = clock_timestamp(), resolution_reason = ? where id = ?`,
      [resolution, adminId, reason, id],
    );
  }

  /** The number is blocked, and the other texts from it still in the queue go with this one. */
  async block(em: EntityManager, phone: string, adminId: string, reason: string | null): Promise<string[]> {
    await em.execute(`insert into blocked_numbers (phone, blocked_by, reason) values (?, ?, ?) on conflict (phone) do nothing`, [phone, adminId, reason]);
    const rows = await em.execute<{ id: string }[]>(
      `update sms_messages m set resolution = 'blocked', resolved_by = ?, resolved_at = clock_timestamp(), resolution_reason = ?
        where ${QUEUED} and m.from_number = ? returning m.id`,
      [adminId, reason, phone],
    );
    return rows.map((row) => row.id);
  }

  /** One text as the queue shows it. */
  async row(id: string): Promise<UnmatchedRow> {
    const [row] = await this.em.execute<UnmatchedRow[]>(`select ${UNMATCHED_COLUMNS} from ${UNMATCHED_FROM} where m.id = ?`, [id]);
    return row;
  }
}
