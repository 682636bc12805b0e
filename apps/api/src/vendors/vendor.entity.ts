import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, OneToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { VENDOR_STATUSES, type VendorStatus } from '@fixflow/contracts';
import { User } from '../auth/entities/user.entity.js';

/** A vendor company (SPEC.md §3); usable only while `active`. */
@Entity({ tableName: 'vendors' })
export class Vendor {
  [OptionalProps]?: 'status' | 'createdAt' | 'timezone' | 'email' | 'phone' | 'city' | 'state';

  @PrimaryKey({ type: 'uuid' })
  id: string = crypto.randomUUID();

  @OneToOne(() => User, { mapToPk: true, joinColumn: 'user_id', deleteRule: 'cascade', unique: true })
  userId: string;

  @Property({ type: 'text' })
  companyName: string;

  @Property({ type: 'text', nullable: true })
  email: string | null = null;

  @Property({ type: 'text', nullable: true })
  phone: string | null = null;

  @Property({ type: 'text', nullable: true })
  city: string | null = null;

  @Property({ type: 'text', nullable: true })
  state: string | null = null;

  @Enum({ items: () => [...VENDOR_STATUSES], type: 'text', default: 'pending' })
  status: VendorStatus = 'pending';

  @Property({ type: 'text', nullable: true })
  timezone: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
