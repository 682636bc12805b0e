import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { Customer, CustomerDetails, CustomerList } from '@fixflow/contracts';
import { OrderView } from '../orders/dto/order.views.js';
import { ApplianceView } from './appliance.views.js';

@ApiSchema({ name: 'Customer' })
export class CustomerView implements Customer {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  vendor_id: string;

  @ApiProperty()
  first_name: string;

  @ApiProperty({ type: String, nullable: true })
  last_name: string | null;

  @ApiProperty({ description: 'E.164' })
  phone: string;

  @ApiProperty({ type: String, nullable: true, format: 'email' })
  email: string | null;

  @ApiProperty({ type: String, nullable: true })
  address: string | null;

  @ApiProperty({ type: String, nullable: true })
  city: string | null;

  @ApiProperty({ type: String, nullable: true })
  state: string | null;

  @ApiProperty({ type: String, nullable: true })
  zip_code: string | null;

  @ApiProperty({ format: 'date-time' })
  updated_at: string;
}

@ApiSchema({ name: 'CustomerDetails' })
export class CustomerDetailsView extends CustomerView implements CustomerDetails {
  @ApiProperty({ type: [OrderView] })
  orders: OrderView[];

  @ApiProperty({ type: [ApplianceView], description: "The customer's appliances, oldest first" })
  appliances: ApplianceView[];
}

@ApiSchema({ name: 'CustomerList' })
export class CustomerListView implements CustomerList {
  @ApiProperty({ type: [CustomerView] })
  items: CustomerView[];

  @ApiProperty({ type: String, nullable: true, description: 'Pass as `cursor` for the next page; null on the last' })
  next_cursor: string | null;
}
