import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import type { BusySlot } from '@fixflow/contracts';
import { enumOf } from './enum-of.js';

const BUSY_SLOT_KINDS = enumOf<BusySlot['kind']>()('order', 'personal', 'time_off');

/** A technician's busy slot: GET busy-slots answers a list of them, 409 SLOT_TAKEN carries one. */
@ApiSchema({ name: 'BusySlot' })
export class BusySlotView implements BusySlot {
  @ApiProperty({ enum: BUSY_SLOT_KINDS, enumName: 'BusySlotKind' })
  kind: BusySlot['kind'];

  @ApiPropertyOptional({ format: 'uuid', description: 'Set for order and personal slots the caller may see' })
  order_id?: string;

  @ApiProperty({ format: 'date', description: "yyyy-mm-dd in the slot's timezone" })
  date: string;

  @ApiProperty({ format: 'date-time' })
  start: string;

  @ApiProperty({ format: 'date-time' })
  end: string;
}
