import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { ROSTER_LINK_STATUSES, type RosterLinkStatus } from '@fixflow/contracts';
import { Technician } from '../technicians/technician.entity.js';
import { Vendor } from './vendor.entity.js';

/**
 * A vendor ↔ technician link; a technician may work for several vendors. It starts as an
 * invitation by email and is a roster link only once the technician accepted it. An invitation to
 * an email no technician has keeps `technicianId` null and `invitedEmail` set: the technician who
 * registers with that email later finds it among its invitations.
 */
@Entity({ tableName: 'vendor_technicians' })
@Unique({ properties: ['vendorId', 'technicianId'] })
@Unique({ properties: ['vendorId', 'invitedEmail'] })
@Index({ properties: ['invitedEmail'] })
@Check({ name: 'vendor_technicians_invitee_check', expression: 'technician_id is not null or invited_email is not null' })
@Check({ name: 'vendor_technicians_answered_check', expression: `status = 'invited' or (technician_id is not null and answered_at is not null)` })
export class VendorTechnician {
  [OptionalProps]?: 'createdAt' | 'commissionRate' | 'invitedEmail' | 'invitedAt' | 'answeredAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = crypto.randomUUID();

  @ManyToOne(() => Vendor, { mapToPk: true, joinColumn: 'vendor_id', deleteRule: 'cascade' })
  vendorId: string;

  @ManyToOne(() => Technician, { mapToPk: true, joinColumn: 'technician_id', deleteRule: 'cascade', index: true, nullable: true })
  technicianId: string | null;

  /** No default: every writer says whether it makes an invitation or an accepted link. */
  @Enum({ items: () => [...ROSTER_LINK_STATUSES], type: 'text' })
  status: RosterLinkStatus;

  /** The email the vendor typed, lower case; null for links older than invitations. */
  @Property({ type: 'text', nullable: true })
  invitedEmail: string | null = null;

  /** Percent for this pairing; null means the vendor's default applies. */
  @Property({ type: 'decimal', precision: 5, scale: 2, nullable: true })
  commissionRate: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  invitedAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  answeredAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
