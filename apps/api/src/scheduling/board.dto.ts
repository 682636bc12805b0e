import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ScheduleBoardQuery } from '@fixflow/contracts';
import { IsOptional, IsUUID } from 'class-validator';
import { IsServiceDate } from './slot-fields.js';

/** GET /api/schedule/board's query; the range's length and order are checked by the service (field errors on `end`). */
export class ScheduleBoardQueryDto implements ScheduleBoardQuery {
  @ApiProperty({ format: 'date', description: 'First day, yyyy-mm-dd' })
  @IsServiceDate()
  start: string;

  @ApiProperty({ format: 'date', description: 'Last day (included), at most BOARD_MAX_DAYS days from start' })
  @IsServiceDate()
  end: string;

  @ApiPropertyOptional({ format: 'uuid', description: "Admins: one vendor's board (without it, every vendor's). Vendors: ignored" })
  @IsOptional()
  @IsUUID('all', { message: 'vendor_id must be an id' })
  vendor_id?: string;
}
