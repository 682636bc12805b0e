import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsOptional, IsTimeZone, Max, Min } from 'class-validator';
import { MAX_RECALL_WINDOW_DAYS, MESSAGE_LANGUAGES, type MessageLanguage, type VendorFinancialSettings } from '@fixflow/contracts';
import { IsAmount, IsPercent } from '../common/field-rules.js';

/** PUT /api/vendor-settings: every setting, as GET answers them. */
@ApiSchema({ name: 'UpdateVendorSettingsRequest' })
export class UpdateVendorSettingsDto implements Omit<VendorFinancialSettings, 'recall_window_days' | 'on_my_way_sms' | 'customer_language'> {
  @ApiProperty({ example: '50.00', description: "percent: the technician's share of the base unless its roster link overrides it" })
  @IsPercent(2)
  default_commission_pct: string;

  @ApiProperty({ example: '8.000', description: 'percent: the default tax rate of new orders' })
  @IsPercent()
  tax_rate_pct: string;

  @ApiProperty({ description: 'labor is taxed too, not only parts' })
  @IsBoolean()
  tax_labor: boolean;

  @ApiProperty({ example: '2.90', description: 'percent of each card or online payment' })
  @IsPercent(2)
  card_fee_pct: string;

  @ApiProperty({ example: '0.30', description: 'added to each card or online payment' })
  @IsAmount()
  card_fee_fixed: string;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: 6, example: 1, description: '0 Sunday … 6 Saturday' })
  @IsInt()
  @Min(0)
  @Max(6)
  settlement_week_start: number;

  @ApiProperty({ example: 'America/Los_Angeles' })
  @IsTimeZone()
  timezone: string;

  @ApiProperty({ required: false, type: 'integer', minimum: 0, maximum: MAX_RECALL_WINDOW_DAYS, example: 30, description: 'days after a completion within which a new order for the same appliance is a recall; kept when left out' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_RECALL_WINDOW_DAYS)
  recall_window_days?: number;

  @ApiProperty({ required: false, description: 'text the customer when the technician taps "On my way"; kept when left out' })
  @IsOptional()
  @IsBoolean()
  on_my_way_sms?: boolean;

  @ApiProperty({ required: false, enum: MESSAGE_LANGUAGES, description: 'the language of texts to customers; kept when left out' })
  @IsOptional()
  @IsIn(MESSAGE_LANGUAGES)
  customer_language?: MessageLanguage;
}
