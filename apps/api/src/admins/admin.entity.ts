import { OptionalProps } from '@mikro-orm/core';
import { Entity, OneToOne, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../auth/entities/user.entity.js';

/** An administrator's profile (SPEC.md §3 `admins`), keyed by the user it belongs to. */
@Entity({ tableName: 'admins' })
export class Admin {
  [OptionalProps]?: 'status' | 'createdAt' | 'timezone' | 'email' | 'phone' | 'fullName' | 'city' | 'state';

  @OneToOne(() => User, { primary: true, mapToPk: true, joinColumn: 'user_id', deleteRule: 'cascade' })
  userId: string;

  @Property({ type: 'text', nullable: true })
  fullName: string | null = null;

  @Property({ type: 'text', nullable: true })
  email: string | null = null;

  @Property({ type: 'text', nullable: true })
  phone: string | null = null;

  @Property({ type: 'text', nullable: true })
  city: string | null = null;

  @Property({ type: 'text', nullable: true })
  state: string | null = null;

  @Property({ type: 'text', default: 'active' })
  status: string = 'active';

  /** IANA name (Europe/Berlin); null means the browser's own. */
  @Property({ type: 'text', nullable: true })
  timezone: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
