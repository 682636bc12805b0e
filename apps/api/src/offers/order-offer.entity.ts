import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OFFER_AUDIENCES, OFFER_STATUSES, type OfferAudience, type OfferStatus } from '@fixflow/contracts';
import { Order } from '../orders/order.entity.js';
import { Vendor } from '../vendors/vendor.entity.js';

/**
 * Issue 17: an unassigned order a vendor published to its roster (or to its technicians in the
 * order's city and state). The first technician to take it gets it: taking is a compare-and-set
 * on `status = 'open'` in the transaction that assigns the order, so the database decides a race.
 * At most one open offer per order (the partial unique index); assigning the order by hand
 * withdraws it.
 */
@Entity({ tableName: 'order_offers' })
@Index({
  name: 'order_offers_one_open_per_order',
  expression: `create unique index "order_offers_one_open_per_order" on "order_offers" ("order_id") where "status" = 'open'`,
})
@Index({ properties: ['vendorId', 'status'] })
@Check({ name: 'order_offers_taken_check', expression: `((status = 'taken'::text) = (taken_by is not null))` })
export class OrderOffer {
  [OptionalProps]?: 'status' | 'createdAt' | 'takenBy' | 'takenAt' | 'closedAt' | 'createdBy';

  @PrimaryKey({ type: 'uuid' })
  id: string = crypto.randomUUID();

  @ManyToOne(() => Order, { mapToPk: true, joinColumn: 'order_id', deleteRule: 'cascade', index: true })
  orderId: string;

  @ManyToOne(() => Vendor, { mapToPk: true, joinColumn: 'vendor_id', deleteRule: 'cascade' })
  vendorId: string;

  @Enum({ items: [...OFFER_AUDIENCES] })
  audience: OfferAudience;

  @Enum({ items: [...OFFER_STATUSES], default: 'open' })
  status: OfferStatus = 'open';

  /** The technician who took it (a user id). */
  @Property({ type: 'uuid', nullable: true })
  takenBy: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  takenAt: Date | null = null;

  /** When it stopped being open: taken or withdrawn. */
  @Property({ type: 'datetime', nullable: true })
  closedAt: Date | null = null;

  @Property({ type: 'uuid', nullable: true })
  createdBy: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
