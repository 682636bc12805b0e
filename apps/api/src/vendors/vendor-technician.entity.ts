import { OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Technician } from '../technicians/technician.entity.js';
import { Vendor } from './vendor.entity.js';

/** A technician on a vendor's roster; a technician may work for several vendors. */
@Entity({ tableName: 'vendor_technicians' })
@Unique({ properties: ['vendorId', 'technicianId'] })
export class VendorTechnician {
  [OptionalProps]?: 'createdAt' | 'commissionRate';

  @PrimaryKey({ type: 'uuid' })
  id: string = crypto.randomUUID();

  @ManyToOne(() => Vendor, { mapToPk: true, joinColumn: 'vendor_id', deleteRule: 'cascade' })
  vendorId: string;

  @ManyToOne(() => Technician, { mapToPk: true, joinColumn: 'technician_id', deleteRule: 'cascade', index: true })
  technicianId: string;

  /** Percent for this pairing; null means the vendor's default applies. */
  @Property({ type: 'decimal', precision: 5, scale: 2, nullable: true })
  commissionRate: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
