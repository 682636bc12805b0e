import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { VERIFY_TYPES, type VerifyType } from '@fixflow/contracts';
import { User } from './user.entity.js';

/** A mailed link's secret (email confirmation or password recovery): hashed, expiring, single use. */
@Entity({ tableName: 'one_time_tokens' })
export class OneTimeToken {
  [OptionalProps]?: 'createdAt' | 'usedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = crypto.randomUUID();

  @ManyToOne(() => User, { mapToPk: true, joinColumn: 'user_id', deleteRule: 'cascade', index: true })
  userId: string;

  @Enum({ items: () => [...VERIFY_TYPES], type: 'text' })
  purpose: VerifyType;

  @Property({ type: 'text', unique: true })
  tokenHash: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime' })
  expiresAt: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;
}
