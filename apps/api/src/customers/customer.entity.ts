import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Vendor } from '../vendors/vendor.entity.js';

/**
 * A vendor's customer (SPEC.md §3); one live customer per vendor and E.164 phone, so a repeat
 * caller is found again. A customer merged into another (issue 18) keeps its number as it was but
 * no longer holds it: the kept customer has it among its other phones and may make it its own.
 */
@Entity({ tableName: 'customers' })
@Unique({
  name: 'customers_vendor_id_phone_unique',
  expression: `create unique index "customers_vendor_id_phone_unique" on "customers" ("vendor_id", "phone") where "merged_into" is null`,
})
@Index({ properties: ['vendorId', 'updatedAt', 'id'] })
// An incoming text is matched by its sender's number across every vendor (issue 15).
@Index({ properties: ['phone'] })
export class Customer {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'lastName' | 'email' | 'address' | 'city' | 'state' | 'zipCode' | 'smsOptedOutAt' | 'notes' | 'mergedInto' | 'mergedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = crypto.randomUUID();

  @ManyToOne(() => Vendor, { mapToPk: true, joinColumn: 'vendor_id', deleteRule: 'cascade' })
  vendorId: string;

  @Property({ type: 'text' })
  firstName: string;

  @Property({ type: 'text', nullable: true })
  lastName: string | null = null;

  /** E.164 */
  @Property({ type: 'text' })
  phone: string;

  @Property({ type: 'text', nullable: true })
  email: string | null = null;

  @Property({ type: 'text', nullable: true })
  address: string | null = null;

  @Property({ type: 'text', nullable: true })
  city: string | null = null;

  @Property({ type: 'text', nullable: true })
  state: string | null = null;

  @Property({ type: 'text', nullable: true })
  zipCode: string | null = null;

  /** The customer texted STOP (issue 15): nothing is sent until it texts START. */
  @Property({ type: 'datetime', nullable: true })
  smsOptedOutAt: Date | null = null;

  /** Issue 18: the vendor's notes about the customer (gate code, the dog, the preferred hours). */
  @Property({ type: 'text', nullable: true })
  notes: string | null = null;

  /** Issue 18: set once this customer was merged into another; it then leaves every list. */
  @ManyToOne(() => Customer, { mapToPk: true, joinColumn: 'merged_into', nullable: true, deleteRule: 'set null' })
  mergedInto: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  mergedAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
