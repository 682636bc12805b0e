import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsNotEmpty, IsString, MaxLength, ValidateBy, ValidateNested } from 'class-validator';
import { COLLECTORS, type Collector, type CompletionRequest, PAYMENT_METHODS, type PaymentEntry, type PaymentMethod, parseMoney } from '@fixflow/contracts';
import { IsAmount, NotBlank } from '../../common/field-rules.js';

/** How many payments one completion may record: a split bill, not a ledger. */
export const MAX_COMPLETION_PAYMENTS = 10;

/** A payment's amount: an amount, and more than nothing (0.01 at least). */
const IsPositive = () =>
  ValidateBy({
    name: 'TOO_SMALL',
    constraints: [0.01],
    validator: {
      validate: (value) => typeof value !== 'string' || parseMoney(value) === null || (parseMoney(value) ?? 0) > 0,
      defaultMessage: (args) => `${args?.property} must be at least 0.01`,
    },
  });

@ApiSchema({ name: 'PaymentEntry' })
export class PaymentEntryDto implements PaymentEntry {
  @ApiProperty({ enum: PAYMENT_METHODS, enumName: 'PaymentMethod' })
  @IsIn(PAYMENT_METHODS)
  method: PaymentMethod;

  @ApiProperty({ example: '382.00' })
  @IsAmount()
  @IsPositive()
  amount: string;

  @ApiProperty({ enum: COLLECTORS, enumName: 'Collector' })
  @IsIn(COLLECTORS)
  collected_by: Collector;
}

/** The figures of a finished job (issue 13): amounts as "0.00" strings, none negative. */
@ApiSchema({ name: 'CompletionRequest' })
export class CompletionDto implements CompletionRequest {
  @ApiProperty({ example: '200.00' })
  @IsAmount()
  labor: string;

  @ApiProperty({ example: '150.00', description: 'what the customer pays for parts' })
  @IsAmount()
  parts_price: string;

  @ApiProperty({ example: '90.00', description: 'what the parts cost' })
  @IsAmount()
  parts_cost: string;

  @ApiProperty({ enum: COLLECTORS, enumName: 'Collector', description: 'who bought the parts' })
  @IsIn(COLLECTORS)
  parts_paid_by: Collector;

  @ApiProperty({ example: '20.00' })
  @IsAmount()
  tip: string;

  @ApiProperty({ example: 'Replaced the drain pump' })
  @IsString()
  @IsNotEmpty()
  @NotBlank()
  @MaxLength(4000)
  resolution: string;

  @ApiProperty({ type: [PaymentEntryDto] })
  @IsArray()
  @ArrayMaxSize(MAX_COMPLETION_PAYMENTS)
  @ValidateNested({ each: true })
  @Type(() => PaymentEntryDto)
  payments: PaymentEntryDto[];
}
