import { OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { AuthSession } from './auth-session.entity.js';

/**
 * A refresh token; only its SHA-256 is stored (the token itself has 256 random bits, so a fast
 * hash is enough). Rotation marks it used and issues a child in the same family (session).
 */
@Entity({ tableName: 'refresh_tokens' })
export class RefreshToken {
  [OptionalProps]?: 'createdAt' | 'usedAt' | 'revokedAt' | 'parentId';

  @PrimaryKey({ type: 'uuid' })
  id: string = crypto.randomUUID();

  /** The family: every token rotated from one sign-in shares it. */
  @ManyToOne(() => AuthSession, { mapToPk: true, joinColumn: 'family_id', deleteRule: 'cascade', index: true })
  familyId: string;

  /** The token this one was rotated from; null for the first of a family. */
  @Property({ type: 'uuid', nullable: true })
  parentId: string | null = null;

  @Property({ type: 'text', unique: true })
  tokenHash: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime' })
  expiresAt: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  revokedAt: Date | null = null;
}
