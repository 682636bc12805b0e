import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { OFFER_AUDIENCES, OFFER_STATUSES, ORDER_STATUSES, type Offer, type OfferAudience, type OfferList, type OfferStatus, type OrderStatus } from '@fixflow/contracts';
import { OrderTechnicianView } from '../orders/dto/order.views.js';

type OfferOrder = Offer['order'];

/** What a technician needs of the order to decide: when, where, what; no customer contact until it is taken. */
@ApiSchema({ name: 'OfferOrder' })
export class OfferOrderView implements OfferOrder {
  @ApiProperty({ example: 'INV-1042' })
  invoice_number: string;

  @ApiProperty({ format: 'date' })
  service_date: string;

  @ApiProperty({ example: 'morning' })
  time_slot: string;

  @ApiProperty({ format: 'date-time' })
  starts_at: string;

  @ApiProperty({ format: 'date-time' })
  ends_at: string;

  @ApiProperty({ type: String, nullable: true })
  city: string | null;

  @ApiProperty({ type: String, nullable: true })
  state: string | null;

  @ApiProperty({ type: String, nullable: true })
  zip_code: string | null;

  @ApiProperty({ type: String, nullable: true })
  appliance_type: string | null;

  @ApiProperty({ type: String, nullable: true })
  issue_description: string | null;

  @ApiProperty({ enum: ORDER_STATUSES, enumName: 'OrderStatus' })
  status: OrderStatus;
}

@ApiSchema({ name: 'Offer' })
export class OfferView implements Offer {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  order_id: string;

  @ApiProperty({ format: 'uuid' })
  vendor_id: string;

  @ApiProperty({ example: 'Acme Appliance Repair' })
  vendor_name: string;

  @ApiProperty({ enum: OFFER_AUDIENCES, enumName: 'OfferAudience' })
  audience: OfferAudience;

  @ApiProperty({ enum: OFFER_STATUSES, enumName: 'OfferStatus' })
  status: OfferStatus;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  taken_at: string | null;

  @ApiProperty({ type: () => OrderTechnicianView, nullable: true, description: 'The technician who took it' })
  taken_by: OrderTechnicianView | null;

  @ApiProperty({ type: () => OfferOrderView })
  order: OfferOrderView;
}

@ApiSchema({ name: 'OfferList' })
export class OfferListView implements OfferList {
  @ApiProperty({ type: [OfferView] })
  items: Offer[];
}
