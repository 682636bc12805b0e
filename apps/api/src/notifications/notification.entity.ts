import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { NOTIFICATION_TYPES, type NotificationType } from '@fixflow/contracts';
import { User } from '../auth/entities/user.entity.js';

/** SPEC.md §3 `notifications`: something a user has not necessarily seen yet. */
@Entity({ tableName: 'notifications' })
// The badge asks "how many unread of this type for me" every minute: one index answers it.
@Index({ properties: ['userId', 'type', 'isRead'] })
// The notification center (issue 18) pages a user's notifications newest first.
@Index({ properties: ['userId', 'createdAt', 'id'] })
export class Notification {
  [OptionalProps]?: 'isRead' | 'createdAt' | 'data';

  @PrimaryKey({ type: 'uuid' })
  id: string = crypto.randomUUID();

  @ManyToOne(() => User, { mapToPk: true, joinColumn: 'user_id', deleteRule: 'cascade' })
  userId: string;

  @Enum({ items: [...NOTIFICATION_TYPES] })
  type: NotificationType;

  @Property({ type: 'boolean', default: false })
  isRead: boolean = false;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'json', default: '{}' })
  data: Record<string, unknown> = {};
}
