import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import type { TechnicianAvailability, TimeOffEntry } from '@fixflow/contracts';
import type { Principal } from '../auth/principal.js';
import { isUuid } from '../auth/principals.service.js';
import { ApiException } from '../common/api-exception.js';
import { retryOnDeadlock } from '../database/deadlock-retry.js';
import { isoInstant } from '../database/instant.js';
import { rangeOf, usableZone } from '../orders/order-writes.js';
import { clashingSlot, isOverlapViolation, SlotTakenException } from '../orders/slot-conflict.js';
import type { CreateTimeOffDto, WeeklyHoursDto } from './availability.dto.js';
import { BusySlotsService } from './busy-slots.service.js';

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
const toHhMm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

interface TimeOffRow {
  id: string;
  date: string;
  time_slot: string;
  start: Date;
  end: Date;
  reason: string | null;
}

const TIME_OFF_COLUMNS = `id, to_char(date, 'YYYY-MM-DD') as date, time_slot, lower(time_range) as start, upper(time_range) as "end", reason`;
const toTimeOff = (row: TimeOffRow): TimeOffEntry => ({ ...row, start: isoInstant(row.start), end: isoInstant(row.end) });

/** PRODUCT.md "Time": weekly working hours per weekday plus dated time off, kept by the technician. */
@Injectable()
export class AvailabilityService {
  constructor(
    private readonly em: EntityManager,
    private readonly busy: BusySlotsService,
  ) {}

  async availability(caller: Principal, technicianId: string): Promise<TechnicianAvailability> {
    if (!isUuid(technicianId) || !(await this.busy.maySee(caller, technicianId))) throw new ApiException(HttpStatus.NOT_FOUND, 'TECHNICIAN_NOT_FOUND');
    const hours = await this.em.execute<{ weekday: number; start_minute: number; end_minute: number }[]>(
      'select weekday, start_minute, end_minute from technician_weekly_hours where technician_id = ? order by weekday',
      [technicianId],
    );
    const timeOff = await this.em.execute<TimeOffRow[]>(
      `select ${TIME_OFF_COLUMNS} from technician_time_off where technician_id = ? and date >= current_date - 30 order by time_range`,
      [technicianId],
    );
    return {
      weekly_hours: hours.map((row) => ({ weekday: row.weekday, start: toHhMm(row.start_minute), end: toHhMm(row.end_minute) })),
      time_off: timeOff.map(toTimeOff),
    };
  }

  /** Replaces the whole week: a weekday left out is a day off. */
  async setWeeklyHours(caller: Principal, dto: WeeklyHoursDto): Promise<TechnicianAvailability> {
    const days = new Set(dto.weekly_hours.map((entry) => entry.weekday));
    const bad = dto.weekly_hours.findIndex((entry) => toMinutes(entry.end) <= toMinutes(entry.start));
    if (days.size !== dto.weekly_hours.length || bad >= 0) {
      throw new ApiException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', {}, [
        { field: 'weekly_hours', message: 'weekly_hours must list each weekday once, each ending after it starts' },
      ]);
    }
    await this.em.transactional(async (em) => {
      await em.execute('delete from technician_weekly_hours where technician_id = ?', [caller.userId]);
      for (const entry of dto.weekly_hours) {
        await em.execute('insert into technician_weekly_hours (id, technician_id, weekday, start_minute, end_minute) values (?, ?, ?, ?, ?)', [
          crypto.randomUUID(),
          caller.userId,
          entry.weekday,
          toMinutes(entry.start),
          toMinutes(entry.end),
        ]);
      }
    });
    return this.availability(caller, caller.userId);
  }

  /** Refused with 409 SLOT_TAKEN over a live order or personal booking of the technician (the database's rule). */
  async addTimeOff(caller: Principal, dto: CreateTimeOffDto): Promise<TimeOffEntry> {
    const [technician] = await this.em.execute<{ timezone: string | null }[]>('select timezone from technicians where id = ?', [caller.userId]);
    const slot = dto.time_slot ?? 'all_day';
    const range = rangeOf(dto.date, slot, usableZone(technician?.timezone));
    try {
      const [row] = await retryOnDeadlock(() =>
        this.em.execute<TimeOffRow[]>(
          `insert into technician_time_off (id, technician_id, date, time_slot, time_range, reason) values (?, ?, ?::date, ?, ?::tstzrange, ?)
           returning ${TIME_OFF_COLUMNS}`,
          [crypto.randomUUID(), caller.userId, dto.date, slot, range, dto.reason?.trim() || null],
        ),
      );
      return toTimeOff(row);
    } catch (error) {
      if (!isOverlapViolation(error)) throw error;
      throw new SlotTakenException(await clashingSlot(this.em, caller.userId, range, null));
    }
  }

  async removeTimeOff(caller: Principal, id: string): Promise<void> {
    const removed = isUuid(id)
      ? await this.em.execute('delete from technician_time_off where id = ? and technician_id = ? returning id', [id, caller.userId])
      : [];
    if (!removed.length) throw new ApiException(HttpStatus.NOT_FOUND, 'NOT_FOUND');
  }
}
