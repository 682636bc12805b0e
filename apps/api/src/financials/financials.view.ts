import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { COLLECTORS, type Collector, type OrderFinancials } from '@fixflow/contracts';
import { PaymentEntryDto } from '../orders/dto/completion.dto.js';

const amount = (description: string, example: string) => ApiProperty({ example, description });

@ApiSchema({ name: 'OrderFinancials' })
export class OrderFinancialsView implements OrderFinancials {
  @ApiProperty({ format: 'uuid' })
  order_id: string;

  @amount('as entered at completion', '200.00') labor: string;
  @amount('what the customer pays for parts', '150.00') parts_price: string;
  @amount('what the parts cost', '90.00') parts_cost: string;
  @amount('tax_rate_pct × (parts_price, + labor when tax_labor), rounded half-up', '12.00') tax: string;
  @amount('labor + parts_price + tax', '362.00') total: string;
  @amount('wholly the technician’s, never in the base', '20.00') tips: string;
  @amount('Σ card/online payments × card_fee_pct + card_fee_fixed', '0.00') card_fees: string;
  @amount('total − tax − parts_cost − card_fees, never below 0', '260.00') base: string;

  @ApiProperty({ example: '50.00', description: 'percent: the roster link’s override, else the vendor’s default, when the job was completed' })
  commission_pct: string;

  @amount('commission_pct × base', '130.00') technician_share: string;
  @amount('base − technician_share', '130.00') vendor_share: string;
  @amount('technician_share + parts_cost when the technician bought them + tips', '240.00') technician_due: string;
  @amount('payments the technician took', '382.00') collected_by_technician: string;
  @amount('payments the vendor took', '0.00') collected_by_vendor: string;
  @amount('collected_by_technician − technician_due: positive, the technician owes the vendor', '142.00') balance: string;

  @ApiProperty() taxable: boolean;
  @ApiProperty({ example: '8.000' }) tax_rate_pct: string;
  @ApiProperty() tax_labor: boolean;
  @ApiProperty({ example: '2.90' }) card_fee_pct: string;
  @ApiProperty({ example: '0.30' }) card_fee_fixed: string;

  @ApiProperty({ enum: COLLECTORS, enumName: 'Collector' })
  parts_paid_by: Collector;

  @ApiProperty()
  resolution: string;

  @ApiProperty({ type: [PaymentEntryDto] })
  payments: PaymentEntryDto[];

  @ApiProperty({ format: 'date-time' })
  completed_at: string;

  @ApiProperty({ format: 'date-time' })
  calculated_at: string;
}
