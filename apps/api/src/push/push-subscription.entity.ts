import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { MESSAGE_LANGUAGES, type MessageLanguage } from '@fixflow/contracts';
import { User } from '../auth/entities/user.entity.js';

/**
 * SPEC.md §3 `push_subscriptions`: one browser's push endpoint and the keys its messages are
 * encrypted to. An endpoint belongs to one browser, so it is unique: subscribing it again (another
 * user signed in on that browser) moves the row instead of adding one.
 */
@Entity({ tableName: 'push_subscriptions' })
@Index({ properties: ['userId'] })
export class PushSubscription {
  [OptionalProps]?: 'language' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = crypto.randomUUID();

  @ManyToOne(() => User, { mapToPk: true, joinColumn: 'user_id', deleteRule: 'cascade' })
  userId: string;

  @Property({ type: 'text', unique: true })
  endpoint: string;

  @Property({ type: 'text' })
  p256dh: string;

  @Property({ type: 'text' })
  auth: string;

  /** The language the browser asked in when it subscribed: what its notifications are written in. */
  @Property({ type: 'text', default: 'en' })
  language: MessageLanguage = MESSAGE_LANGUAGES[0];

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
