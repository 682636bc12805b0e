import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsIn, IsNotEmpty, IsString, IsUUID, MaxLength, ValidateIf } from 'class-validator';
import { ERROR_MESSAGES } from '@fixflow/contracts/errors.en';
import { BULK_ORDERS_MAX, type BulkOrderRequest, type BulkOrderResult, type ErrorCode } from '@fixflow/contracts';
import { NotBlank } from '../../common/field-rules.js';
import { OrderView } from './order.views.js';

const BULK_ACTIONS = ['reassign', 'cancel'] as const;

/** POST /api/orders/bulk: one action over several orders, each judged on its own. */
export class BulkOrderDto implements BulkOrderRequest {
  @ApiProperty({ type: [String], format: 'uuid', minItems: 1, maxItems: BULK_ORDERS_MAX, uniqueItems: true })
  @IsArray()
  @ArrayMinSize(1, { message: 'ids must name at least one order' })
  @ArrayMaxSize(BULK_ORDERS_MAX, { message: `ids may name at most ${BULK_ORDERS_MAX} orders` })
  @ArrayUnique({ message: 'ids must not repeat an order' })
  @IsUUID('all', { each: true, message: 'each id must be an order id' })
  ids: string[];

  @ApiProperty({ enum: BULK_ACTIONS })
  @IsIn(BULK_ACTIONS)
  action: BulkOrderRequest['action'];

  @ApiPropertyOptional({ format: 'uuid', description: 'Required with reassign: the technician every order goes to' })
  @ValidateIf((body: BulkOrderDto) => body.action === 'reassign' || body.technician_id !== undefined)
  @IsUUID('all', { message: 'technician_id must be a technician id' })
  technician_id?: string;

  @ApiPropertyOptional({ maxLength: 1000, description: "Cancel only, and required there: written to each order's history (trimmed)" })
  @ValidateIf((body: BulkOrderDto) => body.action === 'cancel' || body.reason !== undefined)
  @IsString({ message: 'reason must be a string' })
  @IsNotEmpty({ message: 'reason is required' })
  @NotBlank()
  @MaxLength(1000)
  reason?: string;
}

@ApiSchema({ name: 'BulkOrderItem' })
export class BulkOrderItemView {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ description: 'Whether this order was moved' })
  ok: boolean;

  @ApiPropertyOptional({ enum: Object.keys(ERROR_MESSAGES), enumName: 'ErrorCode', description: 'Why it was refused: the code the single-order call answers' })
  code?: ErrorCode;

  @ApiPropertyOptional({ type: OrderView, description: 'The order as it now is' })
  order?: OrderView;
}

@ApiSchema({ name: 'BulkOrderResult' })
export class BulkOrderResultView implements BulkOrderResult {
  @ApiProperty({ type: [BulkOrderItemView], description: 'One per id, in the order asked' })
  items: BulkOrderItemView[];
}
