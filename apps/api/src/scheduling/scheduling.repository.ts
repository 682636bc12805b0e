import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type BusySlot, PERSONAL_ORDER_SOURCE, type TimeOffEntry, type WeeklyHoursEntry } from '@fixflow/contracts';
import { retryOnDeadlock } from '../database/deadlock-retry.js';
import { isoInstant } from '../database/instant.js';
import { technicianZone, toWeeklyHours } from './weekly-hours.js';

interface TimeOffRow {
  id: string;
  date: string;
  time_slot: string;
  start: Date;
  end: Date;
  reason: string | null;
}

export interface WeeklyHoursRow {
  weekday: number;
  start_minute: number;
  end_minute: number;
}

export interface BusyOrderRow {
  id: string;
  order_source: string;
  vendor_id: string | null;
  date: string;
  start: Date;
  end: Date;
}

/** pg_advisory_xact_lock's first key for "a technician's time"; the second is the technician id's hash. */
const TECHNICIAN_TIME_LOCK = 7301;

const TIME_OFF_COLUMNS = `id, to_char(date, 'YYYY-MM-DD') as date, time_slot, lower(time_range) as start, upper(time_range) as "end", reason`;
const toTimeOff = (row: TimeOffRow): TimeOffEntry => ({ ...row, start: isoInstant(row.start), end: isoInstant(row.end) });

/** A technician's time: weekly hours, time off, and the busy ranges its orders and time off hold. */
@Injectable()
export class SchedulingRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Runs `write` in a transaction that holds the technician's time lock first, so writes that claim
   * one technician's time (assign, move, personal booking, new slot, time off) take turns. Without
   * it, racing inserts into the exclusion constraint's index wait on each other and PostgreSQL breaks
   * the cycle with 40P01 after deadlock_timeout, round after round: 8 racing assigns on a loaded
   * machine outlasted 4 retries and answered 500 (CI at 2c7d7ec). With it the second writer waits
   * for the first to commit, then meets a plain 23P01 (409 SLOT_TAKEN). A write that claims no
   * technician's time (`technicianId` null) takes no lock; retryOnDeadlock stays for other cycles.
   */
  claimTime<T>(technicianId: string | null, write: (em: EntityManager) => Promise<T>): Promise<T> {
    return retryOnDeadlock(() =>
      this.em.transactional(async (em) => {
        if (technicianId) await em.execute('select pg_advisory_xact_lock(?, hashtext(?))', [TECHNICIAN_TIME_LOCK, technicianId]);
        return write(em);
      }),
    );
  }

  weeklyHours(technicianId: string): Promise<WeeklyHoursRow[]> {
    return this.em.execute<WeeklyHoursRow[]>('select weekday, start_minute, end_minute from technician_weekly_hours where technician_id = ? order by weekday', [
      technicianId,
    ]);
  }

  /**
   * A technician's weekly hours and the zone they are read in (its own, else the vendor's, else
   * UTC), in one statement.
   */
  async workingHours(technicianId: string, vendorId: string | null): Promise<{ hours: WeeklyHoursEntry[]; timezone: string }> {
    const [row] = await this.em.execute<{ own: string | null; vendor: string | null; hours: WeeklyHoursRow[] | null }[]>(
      `select t.timezone as own, (select v.timezone from vendors v where v.id = ?::uuid) as vendor,
              (select json_agg(json_build_object('weekday', h.weekday, 'start_minute', h.start_minute, 'end_minute', h.end_minute) order by h.weekday)
                 from technician_weekly_hours h where h.technician_id = t.id) as hours
         from technicians t where t.id = ?`,
      [vendorId, technicianId],
    );
    return { hours: toWeeklyHours(row?.hours ?? []), timezone: technicianZone(row?.own, row?.vendor) };
  }

  /** Replaces the whole week in one transaction. */
  async replaceWeeklyHours(technicianId: string, hours: WeeklyHoursRow[]): Promise<void> {
    await this.em.transactional(async (em) => {
      await em.execute('delete from technician_weekly_hours where technician_id = ?', [technicianId]);
      for (const entry of hours) {
        await em.execute('insert into technician_weekly_hours (id, technician_id, weekday, start_minute, end_minute) values (?, ?, ?, ?, ?)', [
          crypto.randomUUID(),
          technicianId,
          entry.weekday,
          entry.start_minute,
          entry.end_minute,
        ]);
      }
    });
  }

  /** Time off from a month back on: older entries are history, not plans. */
  async recentTimeOff(technicianId: string): Promise<TimeOffEntry[]> {
    const rows = await this.em.execute<TimeOffRow[]>(
      `select ${TIME_OFF_COLUMNS} from technician_time_off where technician_id = ? and date >= current_date - 30 order by time_range`,
      [technicianId],
    );
    return rows.map(toTimeOff);
  }

  async addTimeOff(em: EntityManager, technicianId: string, entry: { date: string; time_slot: string; time_range: string; reason: string | null }): Promise<TimeOffEntry> {
    const [row] = await em.execute<TimeOffRow[]>(
      `insert into technician_time_off (id, technician_id, date, time_slot, time_range, reason) values (?, ?, ?::date, ?, ?::tstzrange, ?)
       returning ${TIME_OFF_COLUMNS}`,
      [crypto.randomUUID(), technicianId, entry.date, entry.time_slot, entry.time_range, entry.reason],
    );
    return toTimeOff(row);
  }

  /** False when the technician has no such entry. */
  async removeTimeOff(technicianId: string, id: string): Promise<boolean> {
    const removed = await this.em.execute('delete from technician_time_off where id = ? and technician_id = ? returning id', [id, technicianId]);
    return removed.length > 0;
  }

  /** Live orders and personal bookings whose date falls in [start, end]. */
  busyOrders(technicianId: string, start: string, end: string): Promise<BusyOrderRow[]> {
    return this.em.execute<BusyOrderRow[]>(
      `select id, order_source, vendor_id, to_char(service_date, 'YYYY-MM-DD') as date, lower(time_range) as start, upper(time_range) as "end"
         from orders
        where technician_id = ? and status <> 'cancelled' and service_date between ?::date and ?::date
        order by time_range`,
      [technicianId, start, end],
    );
  }

  async timeOffBetween(technicianId: string, start: string, end: string): Promise<BusySlot[]> {
    const rows = await this.em.execute<{ date: string; start: Date; end: Date }[]>(
      `select to_char(date, 'YYYY-MM-DD') as date, lower(time_range) as start, upper(time_range) as "end"
         from technician_time_off where technician_id = ? and date between ?::date and ?::date`,
      [technicianId, start, end],
    );
    return rows.map((row) => ({ kind: 'time_off', date: row.date, start: isoInstant(row.start), end: isoInstant(row.end) }));
  }

  /**
   * After a refused write (its transaction rolled back): what of the technician's is in the way — a
   * live order or personal booking, or a time off — read from technician_busy_ranges, the one table
   * that holds both. `exceptOrderId` is the order being written, which never clashes with itself.
   */
  async clashingSlot(technicianId: string, range: string, exceptOrderId: string | null): Promise<BusySlot | undefined> {
    const [row] = await this.em.execute<{ kind: 'order' | 'time_off'; order_id: string | null; order_source: string | null; date: string; start: Date; end: Date }[]>(
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
}
