import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { CustomerMergeRecord } from '@fixflow/contracts';
import { Vendor } from '../vendors/vendor.entity.js';
import { Customer } from './customer.entity.js';

/** Issue 18: another service address of a customer (its own columns hold the primary one). */
@Entity({ tableName: 'customer_addresses' })
export class CustomerAddressRow {
  [OptionalProps]?: 'createdAt' | 'label' | 'city' | 'state' | 'zipCode';

  @PrimaryKey({ type: 'uuid' })
  id: string = crypto.randomUUID();

  @ManyToOne(() => Customer, { mapToPk: true, joinColumn: 'customer_id', deleteRule: 'cascade', index: true })
  customerId: string;

  @Property({ type: 'text', nullable: true })
  label: string | null = null;

  @Property({ type: 'text' })
  address: string;

  @Property({ type: 'text', nullable: true })
  city: string | null = null;

  @Property({ type: 'text', nullable: true })
  state: string | null = null;

  @Property({ type: 'text', nullable: true })
  zipCode: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'clock_timestamp()' })
  createdAt: Date = new Date();
}

/**
 * Issue 18: one merge of two customers of a vendor, kept so it can be explained: who was merged
 * into whom, the merged customer as it was, and what moved. Never undone by deleting this row.
 */
@Entity({ tableName: 'customer_merges' })
@Index({ properties: ['keptId', 'createdAt'] })
export class CustomerMerge {
  [OptionalProps]?: 'createdAt' | 'actorId';

  @PrimaryKey({ type: 'uuid' })
  id: string = crypto.randomUUID();

  @ManyToOne(() => Vendor, { mapToPk: true, joinColumn: 'vendor_id', deleteRule: 'cascade' })
  vendorId: string;

  @ManyToOne(() => Customer, { mapToPk: true, joinColumn: 'kept_id', deleteRule: 'cascade' })
  keptId: string;

  @ManyToOne(() => Customer, { mapToPk: true, joinColumn: 'merged_id', deleteRule: 'cascade', index: true })
  mergedId: string;

  @Property({ type: 'json' })
  merged: CustomerMergeRecord['merged'];

  @Property({ type: 'json' })
  moved: CustomerMergeRecord['moved'];

  @Property({ type: 'uuid', nullable: true })
  actorId: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'clock_timestamp()' })
  createdAt: Date = new Date();
}
