import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength, ValidateBy } from 'class-validator';
import {
  type AddAdjustmentRequest,
  COLLECTORS,
  type Collector,
  PAYOUT_METHODS,
  type PayoutMethod,
  parseMoney,
  type RecordPayoutRequest,
  SETTLEMENT_STATUSES,
  type SettlementStatus,
} from '@fixflow/contracts';
import { IsAmount, NotBlank, Nullable } from '../common/field-rules.js';

/** More than nothing: 0.01 at least. */
const IsPositive = () =>
  ValidateBy({
    name: 'TOO_SMALL',
    constraints: [0.01],
    validator: {
      validate: (value) => typeof value !== 'string' || parseMoney(value) === null || (parseMoney(value) ?? 0) > 0,
      defaultMessage: (args) => `${args?.property} must be at least 0.01`,
    },
  });

export class ListSettlementsQuery {
  @ApiPropertyOptional({ enum: SETTLEMENT_STATUSES, enumName: 'SettlementStatus' })
  @IsOptional()
  @IsIn(SETTLEMENT_STATUSES)
  status?: SettlementStatus;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all')
  technician_id?: string;
}

@ApiSchema({ name: 'RecordPayoutRequest' })
export class RecordPayoutDto implements RecordPayoutRequest {
  @ApiProperty({ example: '142.00' })
  @IsAmount()
  @IsPositive()
  amount: string;

  @ApiProperty({ enum: PAYOUT_METHODS, enumName: 'PayoutMethod' })
  @IsIn(PAYOUT_METHODS)
  method: PayoutMethod;

  @ApiPropertyOptional({ type: String, nullable: true })
  @Nullable()
  @IsString()
  @MaxLength(500)
  note?: string | null;
}

@ApiSchema({ name: 'AddAdjustmentRequest' })
export class AddAdjustmentDto implements AddAdjustmentRequest {
  @ApiProperty({ example: '15.00' })
  @IsAmount()
  @IsPositive()
  amount: string;

  @ApiProperty({ enum: COLLECTORS, enumName: 'Collector', description: 'who owes the amount to the other' })
  @IsIn(COLLECTORS)
  owed_by: Collector;

  @ApiProperty({ example: 'Late tip on INV-000123' })
  @IsString()
  @IsNotEmpty()
  @NotBlank()
  @MaxLength(500)
  description: string;
}
