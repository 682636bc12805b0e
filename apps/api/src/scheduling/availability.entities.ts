import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Trigger, Unique } from '@mikro-orm/decorators/legacy';
import { Technician } from '../technicians/technician.entity.js';
import { TIME_OFF_BUSY_RANGE_TRIGGER } from './busy-range-triggers.js';

/** A technician's working hours on one weekday (0 = Sunday), minutes after local midnight (checked by the DTO). */
@Entity({ tableName: 'technician_weekly_hours' })
@Unique({ properties: ['technicianId', 'weekday'] })
export class WeeklyHours {
  @PrimaryKey({ type: 'uuid' })
  id: string = crypto.randomUUID();

  @ManyToOne(() => Technician, { mapToPk: true, joinColumn: 'technician_id', deleteRule: 'cascade' })
  technicianId: string;

  @Property({ type: 'smallint' })
  weekday: number;

  @Property({ type: 'smallint' })
  startMinute: number;

  @Property({ type: 'smallint' })
  endMinute: number;
}

/**
 * Dated time off: busy time like an order, shown in the technician's busy slots. The database
 * refuses it over a live order of the technician (through technician_busy_ranges).
 */
@Entity({ tableName: 'technician_time_off' })
@Trigger(TIME_OFF_BUSY_RANGE_TRIGGER)
@Index({ properties: ['technicianId', 'date'] })
export class TimeOff {
  [OptionalProps]?: 'reason' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = crypto.randomUUID();

  @ManyToOne(() => Technician, { mapToPk: true, joinColumn: 'technician_id', deleteRule: 'cascade' })
  technicianId: string;

  @Property({ type: 'date' })
  date: string;

  @Property({ type: 'text' })
  timeSlot: string;

  @Property({ type: 'string', columnType: 'tstzrange' })
  timeRange: string;

  @Property({ type: 'text', nullable: true })
  reason: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
