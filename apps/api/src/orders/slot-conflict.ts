import type { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus } from '@nestjs/common';
import { type ApiError, type BusySlot, type MessageLanguage, PERSONAL_ORDER_SOURCE } from '@fixflow/contracts';
import { ApiException } from '../common/api-exception.js';
import { isoInstant } from '../database/instant.js';

/** 409 SLOT_TAKEN, carrying the technician's slot that clashed so the dispatcher can pick another. */
export class SlotTakenException extends ApiException {
  constructor(readonly slot: BusySlot | undefined) {
    super(HttpStatus.CONFLICT, 'SLOT_TAKEN');
  }

  override details(_language: MessageLanguage): Pick<ApiError, 'slot'> {
    return this.slot ? { slot: this.slot } : {};
  }
}

/**
 * An exclusion constraint refused the write: orders_technician_no_overlap (two live orders of one
 * technician) or technician_busy_ranges_order_not_in_time_off (an order and a time off).
 */
export function isOverlapViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23P01';
}

/**
 * After a refused write (its transaction rolled back): what of the technician's is in the way — a
 * live order or personal booking, or a time off — read from technician_busy_ranges, the one table
 * that holds both. `exceptOrderId` is the order being written, which never clashes with itself.
 */
export async function clashingSlot(em: EntityManager, technicianId: string, range: string, exceptOrderId: string | null): Promise<BusySlot | undefined> {
  const [row] = await em.execute<{ kind: 'order' | 'time_off'; order_id: string | null; order_source: string | null; date: string; start: Date; end: Date }[]>(
    `select b.kind, o.id as order_id, o.order_source, to_char(coalesce(o.service_date, f.date), 'YYYY-MM-DD') as date,
            lower(b.time_range) as start, upper(b.time_range) as "end"
       from technician_busy_ranges b
       left join orders o on o.id = b.order_id
       left join technician_time_off f on f.id = b.time_off_id
      where b.technician_id = ? and b.time_range && ?::tstzrange and (b.order_id is null or b.order_id is distinct from ?::uuid)
      order by lower(b.time_range)
      limit 1`,
    [technicianId, range, exceptOrderId],
  );
  if (!row) return undefined;
  const instants = { date: row.date, start: isoInstant(row.start), end: isoInstant(row.end) };
  if (row.kind === 'time_off' || !row.order_id) return { kind: 'time_off', ...instants };
  return { kind: row.order_source === PERSONAL_ORDER_SOURCE ? 'personal' : 'order', order_id: row.order_id, ...instants };
}
