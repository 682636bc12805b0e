import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../auth/entities/user.entity.js';

/**
 * One `Idempotency-Key` a user sent with a write (issues 19 and 20): claimed in the write's own
 * transaction, so a key that exists means its write happened; the answer is stored before the
 * caller sees it, so the same key answers the same again. Kept IDEMPOTENCY_KEY_DAYS.
 */
@Entity({ tableName: 'idempotency_keys' })
@Index({ properties: ['createdAt'] })
export class IdempotencyKey {
  [OptionalProps]?: 'createdAt' | 'responseStatus' | 'responseType' | 'responseBody';

  @ManyToOne(() => User, { mapToPk: true, joinColumn: 'user_id', deleteRule: 'cascade', primary: true })
  userId: string;

  @PrimaryKey({ type: 'text' })
  key: string;

  /** sha256 of the method, the path and the body: the same key with another request is refused. */
  @Property({ type: 'text' })
  fingerprint: string;

  /** The first answer, once there is one: null while the write runs (or when its process died after committing). */
  @Property({ type: 'smallint', nullable: true })
  responseStatus: number | null = null;

  @Property({ type: 'text', nullable: true })
  responseType: string | null = null;

  @Property({ type: 'text', nullable: true })
  responseBody: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
