import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { type BusySlot, PERSONAL_ORDER_SOURCE } from '@fixflow/contracts';
import type { Principal } from '../auth/principal.js';
import { isUuid } from '../auth/principals.service.js';
import { ApiException } from '../common/api-exception.js';
import { isoInstant } from '../database/instant.js';

/**
 * SPEC.md §7 get_technician_busy_slots: the technician's live orders, personal bookings and time
 * off whose date falls in [start, end]. Visible to the technician itself, a vendor whose roster
 * has it, and admins; to anyone else the technician is not found.
 */
@Injectable()
export class BusySlotsService {
  constructor(private readonly em: EntityManager) {}

  async busySlots(caller: Principal, technicianId: string, start: string, end: string): Promise<BusySlot[]> {
    if (!isUuid(technicianId) || !(await this.maySee(caller, technicianId))) {
      throw new ApiException(HttpStatus.NOT_FOUND, 'TECHNICIAN_NOT_FOUND');
    }
    const rows = await this.em.execute<{ id: string; order_source: string; date: string; start: Date; end: Date; vendor_id: string | null }[]>(
      `select id, order_source, vendor_id, to_char(service_date, 'YYYY-MM-DD') as date, lower(time_range) as start, upper(time_range) as "end"
         from orders
        where technician_id = ? and status <> 'cancelled' and service_date between ?::date and ?::date
        order by time_range`,
      [technicianId, start, end],
    );
    const timeOff = await this.em.execute<{ date: string; start: Date; end: Date }[]>(
      `select to_char(date, 'YYYY-MM-DD') as date, lower(time_range) as start, upper(time_range) as "end"
         from technician_time_off where technician_id = ? and date between ?::date and ?::date`,
      [technicianId, start, end],
    );
    const slots = rows.map((row) => {
      const personal = row.order_source === PERSONAL_ORDER_SOURCE;
      // Another vendor's order is busy time to this vendor, not its business: no id.
      const ownOrder = caller.role !== 'vendor' || row.vendor_id === caller.vendorId;
      return {
        kind: personal ? 'personal' : 'order',
        ...(ownOrder && !personal ? { order_id: row.id } : {}),
        ...(personal && caller.userId === technicianId ? { order_id: row.id } : {}),
        date: row.date,
        start: isoInstant(row.start),
        end: isoInstant(row.end),
      } satisfies BusySlot;
    });
    const off = timeOff.map((row): BusySlot => ({ kind: 'time_off', date: row.date, start: isoInstant(row.start), end: isoInstant(row.end) }));
    return [...slots, ...off].sort((a, b) => a.start.localeCompare(b.start));
  }

  async maySee(caller: Principal, technicianId: string): Promise<boolean> {
    if (caller.role === 'admin') return (await this.em.execute('select 1 from technicians where id = ?', [technicianId])).length > 0;
    if (caller.role === 'technician') return caller.userId === technicianId;
    if (caller.role === 'vendor') {
      const rows = await this.em.execute('select 1 from vendor_technicians where vendor_id = ? and technician_id = ?', [caller.vendorId, technicianId]);
      return rows.length > 0;
    }
    return false;
  }
}
