import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Vendor } from '../vendors/vendor.entity.js';
import { Customer } from './customer.entity.js';

/**
 * One appliance of a vendor's customer (issue 14): what an order is for, so a repeat visit for
 * the same machine is found (libs/contracts appliances.ts, the recall rule). `vendor_id` is the
 * customer's, kept here so every read is scoped to a vendor without a join.
 */
@Entity({ tableName: 'appliances' })
@Index({ properties: ['customerId', 'createdAt'] })
export class Appliance {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'brand' | 'model' | 'serial' | 'installDate';

  @PrimaryKey({ type: 'uuid' })
  id: string = crypto.randomUUID();

  @ManyToOne(() => Vendor, { mapToPk: true, joinColumn: 'vendor_id', deleteRule: 'cascade', index: true })
  vendorId: string;

  @ManyToOne(() => Customer, { mapToPk: true, joinColumn: 'customer_id', deleteRule: 'cascade' })
  customerId: string;

  @Property({ type: 'text' })
  type: string;

  @Property({ type: 'text', nullable: true })
  brand: string | null = null;

  @Property({ type: 'text', nullable: true })
  model: string | null = null;

  @Property({ type: 'text', nullable: true })
  serial: string | null = null;

  @Property({ type: 'date', nullable: true })
  installDate: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
