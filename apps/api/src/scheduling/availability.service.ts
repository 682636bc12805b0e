import { HttpStatus, Injectable } from '@nestjs/common';
import type { TechnicianAvailability, TimeOffEntry } from '@fixflow/contracts';
import { AccessService } from '../access/access.service.js';
import type { Principal } from '../auth/principal.js';
import { ApiException } from '../common/api-exception.js';
import { usableZone } from '../common/time-zone.js';
import { isOverlapViolation, SlotTakenException } from '../orders/slot-conflict.js';
import { TechniciansRepository } from '../technicians/technicians.repository.js';
import type { CreateTimeOffDto, WeeklyHoursDto } from './availability.dto.js';
import { SchedulingRepository } from './scheduling.repository.js';
import { refusePastDate } from './slot-fields.js';
import { rangeOf } from './time-slots.js';
import { toMinutes, toWeeklyHours } from './weekly-hours.js';


/** PRODUCT.md "Time": weekly working hours per weekday plus dated time off, kept by the technician. */
@Injectable()
export class AvailabilityService {
  constructor(
    private readonly scheduling: SchedulingRepository,
    private readonly technicians: TechniciansRepository,
    private readonly access: AccessService,
  ) {}

  async availability(caller: Principal, technicianId: string): Promise<TechnicianAvailability> {
    await this.access.requireAccess(caller, 'availability.read', [technicianId]);
    return {
      weekly_hours: toWeeklyHours(await this.scheduling.weeklyHours(technicianId)),
      time_off: await this.scheduling.recentTimeOff(technicianId),
    };
  }

  /** Replaces the whole week: a weekday left out is a day off. */
  async setWeeklyHours(caller: Principal, dto: WeeklyHoursDto): Promise<TechnicianAvailability> {
    await this.access.requireAccess(caller, 'availability.write');
    const days = new Set(dto.weekly_hours.map((entry) => entry.weekday));
    const bad = dto.weekly_hours.findIndex((entry) => toMinutes(entry.end) <= toMinutes(entry.start));
    if (days.size !== dto.weekly_hours.length || bad >= 0) {
      throw new ApiException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', {}, [
        { field: 'weekly_hours', message: 'weekly_hours must list each weekday once, each ending after it starts' },
      ]);
    }
    await this.scheduling.replaceWeeklyHours(
      caller.userId,
      dto.weekly_hours.map((entry) => ({ weekday: entry.weekday, start_minute: toMinutes(entry.start), end_minute: toMinutes(entry.end) })),
    );
    return this.availability(caller, caller.userId);
  }

  /** A day gone by is refused (400 DATE_IN_PAST on `date`), as the web's form does; refused with 409 SLOT_TAKEN over a live order or personal booking of the technician (the database's rule). */
  async addTimeOff(caller: Principal, dto: CreateTimeOffDto): Promise<TimeOffEntry> {
    await this.access.requireAccess(caller, 'availability.write');
    const slot = dto.time_slot ?? 'all_day';
    const zone = usableZone(await this.technicians.timezone(caller.userId));
    refusePastDate(dto.date, zone, 'date');
    const range = rangeOf(dto.date, slot, zone);
    try {
      return await this.scheduling.claimTime(caller.userId, (em) =>
        this.scheduling.addTimeOff(em, caller.userId, { date: dto.date, time_slot: slot, time_range: range, reason: dto.reason?.trim() || null }),
      );
    } catch (error) {
      if (!isOverlapViolation(error)) throw error;
      throw new SlotTakenException(await this.scheduling.clashingSlot(caller.userId, range, null));
    }
  }

  async removeTimeOff(caller: Principal, id: string): Promise<void> {
    await this.access.requireAccess(caller, 'availability.write', [id]);
    await this.scheduling.removeTimeOff(caller.userId, id);
  }
}
