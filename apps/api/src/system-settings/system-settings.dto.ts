import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { MAX_RECALL_WINDOW_DAYS, type PlatformVendorDefaults } from '@fixflow/contracts';
import { IsPercent } from '../common/field-rules.js';

/** PUT /api/admin/system-settings/vendor-defaults: the three defaults, all of them. */
@ApiSchema({ name: 'UpdatePlatformVendorDefaultsRequest' })
export class UpdateVendorDefaultsDto implements PlatformVendorDefaults {
  @ApiProperty({ example: '8.000', description: 'percent: the default tax rate of new orders' })
  @IsPercent()
  tax_rate_pct: string;

  @ApiProperty({ example: '50.00', description: "percent: the technician's share of the base" })
  @IsPercent(2)
  default_commission_pct: string;

  @ApiProperty({ example: 30, minimum: 0, maximum: MAX_RECALL_WINDOW_DAYS })
  @IsInt()
  @Min(0)
  @Max(MAX_RECALL_WINDOW_DAYS)
  recall_window_days: number;
}
