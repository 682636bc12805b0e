import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { SmsDirection, SmsStatus, UnmatchedResolution } from '@fixflow/contracts';
import { Customer } from '../customers/customer.entity.js';
import { Vendor } from '../vendors/vendor.entity.js';

/**
 * One text to or from a customer (issue 15). Incoming texts that match exactly one vendor's
 * customer carry that vendor and customer; the others (no match, several vendors) have neither
 * and wait in the admin's Unknown SMS queue until resolved. `provider_sid` is Twilio's MessageSid:
 * a webhook delivered twice stores one row.
 */
@Entity({ tableName: 'sms_messages' })
// A customer's thread, newest last, read by keyset pages.
@Index({ properties: ['customerId', 'createdAt', 'id'] })
// The Unknown SMS queue: only unresolved incoming texts without a customer.
@Index({
  name: 'sms_messages_unmatched_index',
  expression: `create index "sms_messages_unmatched_index" on "sms_messages" ("created_at", "id") where "direction" = 'in' and "customer_id" is null`,
})
@Check({ name: 'sms_messages_direction_check', expression: `direction in ('in', 'out')` })
@Check({
  name: 'sms_messages_status_check',
  expression: `status in ('received', 'queued', 'sent', 'delivered', 'failed', 'undelivered', 'recorded')`,
})
@Check({
  name: 'sms_messages_resolution_check',
  expression: `resolution is null or resolution in ('attached', 'customer_created', 'dismissed', 'blocked')`,
})
export class SmsMessage {
  [OptionalProps]?:
    | 'createdAt'
    | 'vendorId'
    | 'customerId'
    | 'mediaUrls'
    | 'providerSid'
    | 'error'
    | 'authorId'
    | 'sentAt'
    | 'resolution'
    | 'resolvedBy'
    | 'resolvedAt'
    | 'resolutionReason';

  @PrimaryKey({ type: 'uuid' })
  id: string = crypto.randomUUID();

  @ManyToOne(() => Vendor, { mapToPk: true, joinColumn: 'vendor_id', deleteRule: 'cascade', nullable: true, index: true })
  vendorId: string | null = null;

  @ManyToOne(() => Customer, { mapToPk: true, joinColumn: 'customer_id', deleteRule: 'set null', nullable: true })
  customerId: string | null = null;

  @Property({ type: 'text' })
  direction: SmsDirection;

  /** E.164 (as the provider sent it for an incoming text that could not be normalized). */
  @Property({ type: 'text' })
  fromNumber: string;

  @Property({ type: 'text' })
  toNumber: string;

  @Property({ type: 'text' })
  body: string;

  @Property({ type: 'json', default: '[]' })
  mediaUrls: string[] = [];

  @Property({ type: 'text', nullable: true, unique: true })
  providerSid: string | null = null;

  @Property({ type: 'text' })
  status: SmsStatus;

  @Property({ type: 'text', nullable: true })
  error: string | null = null;

  /** The vendor's user who replied; null for incoming texts and those the API sends on its own. */
  @Property({ type: 'uuid', nullable: true })
  authorId: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  sentAt: Date | null = null;

  // The admin's decision on an unknown text (who, when, what).
  @Property({ type: 'text', nullable: true })
  resolution: UnmatchedResolution | null = null;

  @Property({ type: 'uuid', nullable: true })
  resolvedBy: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  resolvedAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  resolutionReason: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'clock_timestamp()' })
  createdAt: Date = new Date();
}

/** A number the admins blocked: its texts are stored as dismissed and never queued. */
@Entity({ tableName: 'blocked_numbers' })
export class BlockedNumber {
  [OptionalProps]?: 'createdAt' | 'reason' | 'blockedBy';

  /** E.164 */
  @PrimaryKey({ type: 'text' })
  phone: string;

  @Property({ type: 'uuid', nullable: true })
  blockedBy: string | null = null;

  @Property({ type: 'text', nullable: true })
  reason: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'clock_timestamp()' })
  createdAt: Date = new Date();
}

/**
 * A customer's further number (issue 15: an admin attaching an unknown text may add the sender's
 * number to the customer). Matching reads customers.phone and these alike.
 */
@Entity({ tableName: 'customer_phones' })
@Index({ properties: ['phone'] })
@Unique({ properties: ['vendorId', 'phone'] })
export class CustomerPhone {
  [OptionalProps]?: 'createdAt' | 'label';

  @PrimaryKey({ type: 'uuid' })
  id: string = crypto.randomUUID();

  @ManyToOne(() => Vendor, { mapToPk: true, joinColumn: 'vendor_id', deleteRule: 'cascade' })
  vendorId: string;

  @ManyToOne(() => Customer, { mapToPk: true, joinColumn: 'customer_id', deleteRule: 'cascade', index: true })
  customerId: string;

  /** E.164 */
  @Property({ type: 'text' })
  phone: string;

  /** Issue 18: what the vendor calls this number ("work", "daughter"). */
  @Property({ type: 'text', nullable: true })
  label: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'clock_timestamp()' })
  createdAt: Date = new Date();
}
