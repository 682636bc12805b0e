import { ApiProperty, ApiPropertyOptional, ApiSchema, IntersectionType } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches, ValidateBy } from 'class-validator';
import { CHECKOUT_SESSION_ID, COLLECTORS, type Collector, PAYMENT_METHODS, type PaymentMethod, parseMoney, type RecordPaymentRequest } from '@fixflow/contracts';
import { IsAmount } from '../common/field-rules.js';
import { KeysetQueryDto } from '../common/keyset-page.js';
import { IsServiceDate } from '../scheduling/slot-fields.js';

export class PaymentFilterDto {
  @ApiPropertyOptional({ enum: PAYMENT_METHODS, enumName: 'PaymentMethod' })
  @IsOptional()
  @IsIn(PAYMENT_METHODS)
  method?: PaymentMethod;

  @ApiPropertyOptional({ enum: COLLECTORS, enumName: 'Collector' })
  @IsOptional()
  @IsIn(COLLECTORS)
  collected_by?: Collector;

  @ApiPropertyOptional({ format: 'date', description: 'recorded on or after this day, in the vendor’s time zone' })
  @IsOptional()
  @IsServiceDate()
  from?: string;

  @ApiPropertyOptional({ format: 'date', description: 'recorded on or before this day, in the vendor’s time zone' })
  @IsOptional()
  @IsServiceDate()
  to?: string;
}

/** GET /api/invoices/:token: Stripe's return to /payment-success names its Checkout Session. */
export class PublicInvoiceQuery {
  @ApiPropertyOptional({ example: 'cs_test_a1B2c3', description: 'a Checkout Session of this invoice: the answer says whether its payment is recorded yet' })
  @IsOptional()
  @Matches(CHECKOUT_SESSION_ID, { message: 'session_id must be a Stripe Checkout Session id (cs_…)' })
  session_id?: string;
}

/** The list's filters and its keyset page. */
export class ListPaymentsQuery extends IntersectionType(PaymentFilterDto, KeysetQueryDto) {}

@ApiSchema({ name: 'RecordPaymentRequest' })
export class RecordPaymentDto implements RecordPaymentRequest {
  @ApiProperty({ enum: PAYMENT_METHODS, enumName: 'PaymentMethod' })
  @IsIn(PAYMENT_METHODS)
  method: PaymentMethod;

  @ApiProperty({ example: '120.00' })
  @IsAmount()
  @ValidateBy({
    name: 'TOO_SMALL',
    constraints: [0.01],
    validator: { validate: (value) => typeof value !== 'string' || (parseMoney(value) ?? 1) > 0, defaultMessage: () => 'amount must be at least 0.01' },
  })
  amount: string;

  @ApiProperty({ enum: COLLECTORS, enumName: 'Collector' })
  @IsIn(COLLECTORS)
  collected_by: Collector;
}
