import { OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { User } from './user.entity.js';

/**
 * An account's sign-in through an OpenID Connect provider (issue 16): the issuer's subject, linked
 * to a user by a verified email the first time.
 */
@Entity({ tableName: 'user_identities' })
@Unique({ properties: ['issuer', 'subject'] })
export class UserIdentity {
  [OptionalProps]?: 'createdAt' | 'email' | 'lastUsedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = crypto.randomUUID();

  @ManyToOne(() => User, { mapToPk: true, joinColumn: 'user_id', deleteRule: 'cascade', index: true })
  userId: string;

  @Property({ type: 'text' })
  issuer: string;

  @Property({ type: 'text' })
  subject: string;

  @Property({ type: 'text', nullable: true })
  email: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  lastUsedAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'clock_timestamp()' })
  createdAt: Date = new Date();
}
