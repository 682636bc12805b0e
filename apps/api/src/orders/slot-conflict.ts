import type { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus } from '@nestjs/common';
import { type ApiError, type BusySlot, type MessageLanguage, PERSONAL_ORDER_SOURCE } from '@fixflow/contracts';
import { ApiException } from '../common/api-exception.js';

/** 409 SLOT_TAKEN, carrying the technician's slot that clashed so the dispatcher can pick another. */
export class SlotTakenException extends ApiException {
  constructor(readonly slot: BusySlot | undefined) {
    super(HttpStatus.CONFLICT, 'SLOT_TAKEN');
  }

  override details(_language: MessageLanguage): Pick<ApiError, 'slot'> {
    return this.slot ? { slot: this.slot } : {};
  }
}

/** The exclusion constraint orders_technician_no_overlap refused the write. */
export function isOverlapViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23P01';
}

/** After a refused write (its transaction rolled back): the live order of the technician in the way. */
export async function clashingSlot(em: EntityManager, technicianId: string, range: string, exceptOrderId: string): Promise<BusySlot | undefined> {
  const [row] = await em.execute<{ id: string; order_source: string; service_date: string; start: Date; end: Date }[]>(
    `select id, order_source, to_char(service_date, 'YYYY-MM-DD') as service_date, lower(time_range) as start, upper(time_range) as "end"
       from orders where technician_id = ? and status <> 'cancelled' and time_range && ?::tstzrange and id <> ? limit 1`,
    [technicianId, range, exceptOrderId],
  );
  if (!row) return undefined;
  return {
    kind: row.order_source === PERSONAL_ORDER_SOURCE ? 'personal' : 'order',
    order_id: row.id,
    date: row.service_date,
    start: new Date(row.start).toISOString(),
    end: new Date(row.end).toISOString(),
  };
}

/**
 * Time off the technician has during the order's slot. Checked by the application before an
 * assignment (the exclusion constraint covers orders only, time off lives in its own table).
 */
export async function timeOffClash(em: EntityManager, technicianId: string, orderId: string): Promise<BusySlot | undefined> {
  const [row] = await em.execute<{ date: string; start: Date; end: Date }[]>(
    `select to_char(f.date, 'YYYY-MM-DD') as date, lower(f.time_range) as start, upper(f.time_range) as "end"
       from technician_time_off f join orders o on o.id = ? where f.technician_id = ? and f.time_range && o.time_range limit 1`,
    [orderId, technicianId],
  );
  return row ? { kind: 'time_off', date: row.date, start: new Date(row.start).toISOString(), end: new Date(row.end).toISOString() } : undefined;
}
