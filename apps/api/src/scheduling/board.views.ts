import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import {
  type BoardBusyRange,
  type BoardOffer,
  type BoardTechnician,
  OFFER_AUDIENCES,
  type OfferAudience,
  type ScheduleBoard,
} from '@fixflow/contracts';
import { enumOf } from '../common/openapi/enum-of.js';
import { OrderView } from '../orders/dto/order.views.js';
import { WeeklyHoursEntryView } from './availability.views.js';

@ApiSchema({ name: 'BoardTechnician' })
export class BoardTechnicianView implements BoardTechnician {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: String, nullable: true })
  full_name: string | null;

  @ApiProperty({ type: String, nullable: true })
  city: string | null;

  @ApiProperty({ type: String, nullable: true })
  state: string | null;

  @ApiProperty({ example: 'America/Chicago', description: "The zone its weekly hours are wall-clock times in: its own, else its vendor's" })
  timezone: string;

  @ApiProperty({ type: [WeeklyHoursEntryView], description: 'A weekday left out is a day off' })
  weekly_hours: WeeklyHoursEntryView[];

  @ApiProperty({ type: [String], description: "The vendors of the board's scope whose roster holds it" })
  vendor_ids: string[];
}

const BUSY_KINDS = enumOf<BoardBusyRange['kind']>()('personal', 'time_off', 'other');

@ApiSchema({ name: 'BoardBusyRange' })
export class BoardBusyRangeView implements BoardBusyRange {
  @ApiProperty({ format: 'uuid' })
  technician_id: string;

  @ApiProperty({ enum: BUSY_KINDS, enumName: 'BoardBusyKind', description: "`other`: another vendor's job, shown as time only" })
  kind: BoardBusyRange['kind'];

  @ApiProperty({ format: 'date', description: "yyyy-mm-dd on the board's clock" })
  date: string;

  @ApiProperty({ format: 'date-time' })
  start: string;

  @ApiProperty({ format: 'date-time' })
  end: string;

  @ApiProperty({ type: String, nullable: true, description: "A time off's reason; never set for `other`" })
  reason: string | null;
}

@ApiSchema({ name: 'BoardOffer' })
export class BoardOfferView implements BoardOffer {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  order_id: string;

  @ApiProperty({ enum: OFFER_AUDIENCES, enumName: 'OfferAudience' })
  audience: OfferAudience;

  @ApiProperty({ format: 'date-time' })
  created_at: string;
}

@ApiSchema({ name: 'ScheduleBoard' })
export class ScheduleBoardView implements ScheduleBoard {
  @ApiProperty({ format: 'date' })
  start: string;

  @ApiProperty({ format: 'date' })
  end: string;

  @ApiProperty({ example: 'America/Chicago', description: "The zone the board's days are drawn in: the vendor's (every vendor's board: UTC)" })
  timezone: string;

  @ApiProperty({ type: [BoardTechnicianView] })
  technicians: BoardTechnicianView[];

  @ApiProperty({ type: [OrderView], description: "The scope's live orders assigned to the board's technicians, dated in the range" })
  orders: OrderView[];

  @ApiProperty({ type: [OrderView], description: 'Unassigned live orders and those on hold, any date, oldest first (at most BOARD_TRAY_LIMIT)' })
  tray: OrderView[];

  @ApiProperty({ type: [BoardBusyRangeView] })
  busy: BoardBusyRangeView[];

  @ApiProperty({ type: [BoardOfferView], description: "Open offers of the scope's orders" })
  offers: BoardOfferView[];
}
