import { OptionalProps, PrimaryKeyProp } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { ConversationKind } from '@fixflow/contracts';
import { User } from '../auth/entities/user.entity.js';
import { Order } from '../orders/order.entity.js';
import { Vendor } from '../vendors/vendor.entity.js';

/**
 * A chat conversation (issue 15). `order`: about one order, between its vendor's users and the
 * technician assigned now (members follow the assignment: they are never stored). `support`: one
 * vendor's or technician's user (`subject_user_id`) with every admin.
 */
@Entity({ tableName: 'conversations' })
@Index({
  name: 'conversations_order_unique',
  expression: `create unique index "conversations_order_unique" on "conversations" ("order_id") where "kind" = 'order'`,
})
@Index({
  name: 'conversations_support_unique',
  expression: `create unique index "conversations_support_unique" on "conversations" ("subject_user_id") where "kind" = 'support'`,
})
@Index({ properties: ['vendorId', 'lastMessageAt'] })
@Check({ name: 'conversations_kind_check', expression: `kind = 'order' and order_id is not null or kind = 'support' and subject_user_id is not null` })
export class Conversation {
  [OptionalProps]?: 'createdAt' | 'lastMessageAt' | 'orderId' | 'vendorId' | 'subjectUserId';

  @PrimaryKey({ type: 'uuid' })
  id: string = crypto.randomUUID();

  @Property({ type: 'text' })
  kind: ConversationKind;

  @ManyToOne(() => Order, { mapToPk: true, joinColumn: 'order_id', deleteRule: 'cascade', nullable: true, index: false })
  orderId: string | null = null;

  @ManyToOne(() => Vendor, { mapToPk: true, joinColumn: 'vendor_id', deleteRule: 'cascade', nullable: true, index: false })
  vendorId: string | null = null;

  @ManyToOne(() => User, { mapToPk: true, joinColumn: 'subject_user_id', deleteRule: 'cascade', nullable: true, index: false })
  subjectUserId: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  lastMessageAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'clock_timestamp()' })
  createdAt: Date = new Date();
}

/** One message of a conversation: plain text, shown as text. */
@Entity({ tableName: 'chat_messages' })
@Index({ properties: ['conversationId', 'createdAt', 'id'] })
export class ChatMessage {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = crypto.randomUUID();

  @ManyToOne(() => Conversation, { mapToPk: true, joinColumn: 'conversation_id', deleteRule: 'cascade', index: false })
  conversationId: string;

  @ManyToOne(() => User, { mapToPk: true, joinColumn: 'author_id', deleteRule: 'cascade' })
  authorId: string;

  @Property({ type: 'text' })
  authorRole: string;

  @Property({ type: 'text' })
  body: string;

  @Property({ type: 'datetime', defaultRaw: 'clock_timestamp()' })
  createdAt: Date = new Date();
}

/** How far a user has read a conversation: unread = later messages by others. */
@Entity({ tableName: 'conversation_reads' })
export class ConversationRead {
  [PrimaryKeyProp]?: ['conversationId', 'userId'];

  @ManyToOne(() => Conversation, { mapToPk: true, joinColumn: 'conversation_id', deleteRule: 'cascade', primary: true })
  conversationId: string;

  @ManyToOne(() => User, { mapToPk: true, joinColumn: 'user_id', deleteRule: 'cascade', primary: true })
  userId: string;

  @Property({ type: 'datetime' })
  lastReadAt: Date;
}
