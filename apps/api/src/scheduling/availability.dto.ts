import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsString, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { Nullable, Optional } from '../common/field-rules.js';
import type { CreateTimeOffRequest, WeeklyHoursEntry } from '@fixflow/contracts';
import { IsServiceDate, IsTimeSlot } from './slot-fields.js';

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

export class WeeklyHoursEntryDto implements WeeklyHoursEntry {
  @ApiProperty({ minimum: 0, maximum: 6, description: '0 = Sunday' })
  @IsInt()
  @Min(0)
  @Max(6)
  weekday: number;

  @ApiProperty({ example: '08:00' })
  @Matches(HH_MM, { message: 'start must be HH:MM' })
  start: string;

  @ApiProperty({ example: '17:00' })
  @Matches(HH_MM, { message: 'end must be HH:MM' })
  end: string;
}

export class WeeklyHoursDto {
  @ApiProperty({ type: [WeeklyHoursEntryDto] })
  @IsArray()
  @ArrayMaxSize(7)
  @ValidateNested({ each: true })
  @Type(() => WeeklyHoursEntryDto)
  weekly_hours: WeeklyHoursEntryDto[];
}

export class CreateTimeOffDto implements CreateTimeOffRequest {
  @ApiProperty({ example: '2026-12-24' })
  @IsServiceDate()
  date: string;

  @ApiPropertyOptional({ example: 'all_day' })
  @Optional()
  @IsTimeSlot()
  time_slot?: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @Nullable()
  @IsString()
  @MaxLength(500)
  reason?: string | null;
}
