import { OptionalProps } from '@mikro-orm/core';
import { Entity, OneToOne, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../auth/entities/user.entity.js';

/** A technician's profile (SPEC.md §3); its id is the user's id. */
@Entity({ tableName: 'technicians' })
export class Technician {
  [OptionalProps]?:
    | 'role'
    | 'status'
    | 'completedOrders'
    | 'rating'
    | 'createdAt'
    | 'timezone'
    | 'email'
    | 'phone'
    | 'fullName'
    | 'city'
    | 'state';

  @OneToOne(() => User, { primary: true, mapToPk: true, joinColumn: 'id', deleteRule: 'cascade' })
  id: string;

  @Property({ type: 'text', nullable: true })
  fullName: string | null = null;

  @Property({ type: 'text', nullable: true })
  email: string | null = null;

  @Property({ type: 'text', nullable: true })
  phone: string | null = null;

  /** SPEC.md §6: a technician row's role defaults to technician. */
  @Property({ type: 'text', default: 'technician' })
  role: string = 'technician';

  @Property({ type: 'text', nullable: true })
  state: string | null = null;

  @Property({ type: 'text', nullable: true })
  city: string | null = null;

  @Property({ type: 'text', default: 'active' })
  status: string = 'active';

  @Property({ type: 'integer', default: 0 })
  completedOrders: number = 0;

  @Property({ type: 'decimal', precision: 3, scale: 2, nullable: true })
  rating: string | null = null;

  @Property({ type: 'text', nullable: true })
  timezone: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
