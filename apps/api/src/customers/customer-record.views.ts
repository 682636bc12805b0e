import { ApiProperty, ApiSchema, PickType } from '@nestjs/swagger';
import {
  DUPLICATE_REASONS,
  type Customer,
  type CustomerAddress,
  type CustomerMergeRecord,
  type CustomerPhoneEntry,
  type CustomerRecord,
  type DuplicateList,
  type DuplicatePair,
  type DuplicateReason,
} from '@fixflow/contracts';
import { CustomerDetailsView, CustomerView } from './customer.views.js';

@ApiSchema({ name: 'CustomerPhoneEntry' })
export class CustomerPhoneEntryView implements CustomerPhoneEntry {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ description: 'E.164' })
  phone: string;

  @ApiProperty({ type: String, nullable: true, example: 'work' })
  label: string | null;
}

@ApiSchema({ name: 'CustomerAddress' })
export class CustomerAddressView implements CustomerAddress {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: String, nullable: true, example: 'rental' })
  label: string | null;

  @ApiProperty()
  address: string;

  @ApiProperty({ type: String, nullable: true })
  city: string | null;

  @ApiProperty({ type: String, nullable: true })
  state: string | null;

  @ApiProperty({ type: String, nullable: true })
  zip_code: string | null;
}

/** The merged-away customer's fields as they were: CustomerView's own, without its ids and time. */
@ApiSchema({ name: 'MergedCustomerSnapshot' })
export class MergedCustomerSnapshotView
  extends PickType(CustomerView, ['first_name', 'last_name', 'phone', 'email', 'address', 'city', 'state', 'zip_code'] as const)
  implements Required<CustomerMergeRecord['merged']> {}

@ApiSchema({ name: 'CustomerMergeMoved' })
export class CustomerMergeMovedView implements Required<CustomerMergeRecord['moved']> {
  @ApiProperty({ type: 'integer', minimum: 0 })
  orders: number;

  @ApiProperty({ type: 'integer', minimum: 0 })
  appliances: number;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Texts to and from the customer' })
  messages: number;

  @ApiProperty({ type: 'integer', minimum: 0 })
  phones: number;

  @ApiProperty({ type: 'integer', minimum: 0 })
  addresses: number;
}

@ApiSchema({ name: 'CustomerMergeRecord' })
export class CustomerMergeRecordView implements CustomerMergeRecord {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid', description: 'The customer kept' })
  kept_id: string;

  @ApiProperty({ format: 'uuid', description: 'The customer merged into it (its GET answers 410 CUSTOMER_MERGED)' })
  merged_id: string;

  @ApiProperty({ type: MergedCustomerSnapshotView, description: 'The merged customer as it was' })
  merged: MergedCustomerSnapshotView;

  @ApiProperty({ type: CustomerMergeMovedView, description: 'What moved to the kept customer' })
  moved: CustomerMergeMovedView;

  @ApiProperty({ type: String, nullable: true, format: 'uuid' })
  actor_id: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Who merged them: the vendor, or the admin' })
  actor_name: string | null;

  @ApiProperty({ format: 'date-time' })
  at: string;
}

@ApiSchema({ name: 'CustomerRecord' })
export class CustomerRecordView extends CustomerDetailsView implements CustomerRecord {
  @ApiProperty({ type: String, nullable: true })
  notes: string | null;

  @ApiProperty({ type: [CustomerPhoneEntryView], description: 'Other phones, oldest first (the own one is `phone`)' })
  phones: CustomerPhoneEntryView[];

  @ApiProperty({ type: [CustomerAddressView], description: 'Other service addresses, oldest first' })
  addresses: CustomerAddressView[];

  @ApiProperty({ type: [CustomerMergeRecordView], description: 'The merges this customer absorbed, newest first' })
  merges: CustomerMergeRecordView[];
}

@ApiSchema({ name: 'DuplicatePair' })
export class DuplicatePairView implements DuplicatePair {
  @ApiProperty({ type: [CustomerView], minItems: 2, maxItems: 2 })
  customers: [Customer, Customer];

  @ApiProperty({ enum: DUPLICATE_REASONS, enumName: 'DuplicateReason', isArray: true })
  reasons: DuplicateReason[];
}

@ApiSchema({ name: 'DuplicateList' })
export class DuplicateListView implements DuplicateList {
  @ApiProperty({ type: [DuplicatePairView], description: 'Strongest first (both reasons, then the same phone), at most 100' })
  items: DuplicatePairView[];
}
