import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * One admin action (issue 16): who did what to which record, when, and the record's fields before
 * and after. Written in the same transaction as the action; never updated or deleted.
 */
@Entity({ tableName: 'audit_log' })
@Index({ properties: ['at', 'id'] })
@Index({ properties: ['targetType', 'targetId', 'at'] })
@Index({ properties: ['actorId', 'at'] })
export class AuditEntry {
  [OptionalProps]?: 'at' | 'actorId' | 'targetId' | 'before' | 'after';

  @PrimaryKey({ type: 'uuid' })
  id: string = crypto.randomUUID();

  @Property({ type: 'uuid', nullable: true })
  actorId: string | null = null;

  @Property({ type: 'text' })
  actorRole: string;

  /** What was done, e.g. `user.deactivate`, `admin.invite`, `order.cancel`. */
  @Property({ type: 'text' })
  action: string;

  /** The kind of record acted on: `user`, `admin`, `technician`, `order`, `vendor`, `job`, `setting`. */
  @Property({ type: 'text' })
  targetType: string;

  @Property({ type: 'text', nullable: true })
  targetId: string | null = null;

  @Property({ type: 'json', nullable: true })
  before: Record<string, unknown> | null = null;

  @Property({ type: 'json', nullable: true })
  after: Record<string, unknown> | null = null;

  @Property({ type: 'datetime', defaultRaw: 'clock_timestamp()' })
  at: Date = new Date();
}
