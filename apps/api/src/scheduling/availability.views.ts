import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { TechnicianAvailability, TimeOffEntry, WeeklyHoursEntry } from '@fixflow/contracts';

@ApiSchema({ name: 'WeeklyHoursEntry' })
export class WeeklyHoursEntryView implements WeeklyHoursEntry {
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 6, description: '0 = Sunday' })
  weekday: number;

  @ApiProperty({ example: '08:00', description: 'HH:MM local time' })
  start: string;

  @ApiProperty({ example: '17:00', description: 'HH:MM local time' })
  end: string;
}

@ApiSchema({ name: 'TimeOffEntry' })
export class TimeOffEntryView implements TimeOffEntry {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'date' })
  date: string;

  @ApiProperty({ example: 'all_day' })
  time_slot: string;

  @ApiProperty({ format: 'date-time' })
  start: string;

  @ApiProperty({ format: 'date-time' })
  end: string;

  @ApiProperty({ type: String, nullable: true })
  reason: string | null;
}

@ApiSchema({ name: 'TechnicianAvailability' })
export class TechnicianAvailabilityView implements TechnicianAvailability {
  @ApiProperty({ type: [WeeklyHoursEntryView] })
  weekly_hours: WeeklyHoursEntryView[];

  @ApiProperty({ type: [TimeOffEntryView] })
  time_off: TimeOffEntryView[];
}
