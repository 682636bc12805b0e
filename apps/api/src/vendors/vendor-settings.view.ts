import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { MESSAGE_LANGUAGES, type MessageLanguage, type VendorFinancialSettingsView } from '@fixflow/contracts';

@ApiSchema({ name: 'VendorSettings' })
export class VendorSettingsView implements VendorFinancialSettingsView {
  @ApiProperty({ example: '50.00' })
  default_commission_pct: string;

  @ApiProperty({ example: '8.000' })
  tax_rate_pct: string;

  @ApiProperty()
  tax_labor: boolean;

  @ApiProperty({ example: '2.90' })
  card_fee_pct: string;

  @ApiProperty({ example: '0.30' })
  card_fee_fixed: string;

  @ApiProperty({ type: 'integer', example: 1 })
  settlement_week_start: number;

  @ApiProperty({ example: 'America/Los_Angeles' })
  timezone: string;

  @ApiProperty({ type: 'integer', example: 30, description: 'days after a completion within which a new order for the same appliance is a recall' })
  recall_window_days: number;

  @ApiProperty({ description: 'text the customer when the technician taps "On my way"' })
  on_my_way_sms: boolean;

  @ApiProperty({ enum: MESSAGE_LANGUAGES, description: 'the language of texts to customers' })
  customer_language: MessageLanguage;

  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'null while the defaults apply' })
  updated_at: string | null;
}
