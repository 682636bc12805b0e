import { OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from './user.entity.js';

/**
 * One sign-in, and the family of every refresh token rotated from it. Access tokens carry its
 * id (`sid`), so revoking the session (logout, token reuse) also stops its access tokens.
 */
@Entity({ tableName: 'auth_sessions' })
export class AuthSession {
  [OptionalProps]?: 'createdAt' | 'revokedAt' | 'recoveredAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = crypto.randomUUID();

  @ManyToOne(() => User, { mapToPk: true, joinColumn: 'user_id', deleteRule: 'cascade', index: true })
  userId: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  revokedAt: Date | null = null;

  /**
   * When a recovery link started this session: it may then set a new password without the
   * current one (forgotten), once, within the link's lifetime. Null for every other session.
   */
  @Property({ type: 'datetime', nullable: true })
  recoveredAt: Date | null = null;
}
