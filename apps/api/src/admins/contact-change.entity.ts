import { OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../auth/entities/user.entity.js';

/**
 * A change of a user's email or phone an admin asked for (issue 16): it applies only when the
 * confirmation link is opened, until then the old value stays. The link goes to the new email, or
 * for a phone to the user's confirmed email. Hashed, expiring, single use like a mailed link.
 */
@Entity({ tableName: 'contact_changes' })
export class ContactChange {
  [OptionalProps]?: 'createdAt' | 'usedAt' | 'requestedBy';

  @PrimaryKey({ type: 'uuid' })
  id: string = crypto.randomUUID();

  @ManyToOne(() => User, { mapToPk: true, joinColumn: 'user_id', deleteRule: 'cascade', index: true })
  userId: string;

  /** `email` or `phone`. */
  @Property({ type: 'text' })
  kind: 'email' | 'phone';

  @Property({ type: 'text' })
  newValue: string;

  @Property({ type: 'text', unique: true })
  tokenHash: string;

  @Property({ type: 'uuid', nullable: true })
  requestedBy: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime' })
  expiresAt: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;
}
