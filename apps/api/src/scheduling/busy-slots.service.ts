import { Injectable } from '@nestjs/common';
import { type BusySlot, PERSONAL_ORDER_SOURCE } from '@fixflow/contracts';
import { AccessService } from '../access/access.service.js';
import type { Principal } from '../auth/principal.js';
import { isoInstant } from '../database/instant.js';
import { SchedulingRepository } from './scheduling.repository.js';

/**
 * SPEC.md §7 get_technician_busy_slots: the technician's live orders, personal bookings and time
 * off whose date falls in [start, end]. Visible to the technician itself, a vendor whose roster
 * has it (an accepted link: an open invitation shows nothing), and admins; to anyone else the technician is not found.
 */
@Injectable()
export class BusySlotsService {
  constructor(
    private readonly scheduling: SchedulingRepository,
    private readonly access: AccessService,
  ) {}

  async busySlots(caller: Principal, technicianId: string, start: string, end: string): Promise<BusySlot[]> {
    await this.access.requireAccess(caller, 'busy-slots.read', [technicianId]);
    const rows = await this.scheduling.busyOrders(technicianId, start, end);
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
    const off = await this.scheduling.timeOffBetween(technicianId, start, end);
    return [...slots, ...off].sort((a, b) => a.start.localeCompare(b.start));
  }
}
