import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * A message the API would have mailed, kept when no SMTP server is configured so sign-up and
 * recovery still work on a fresh machine (admins read them at GET /api/admin/outbox).
 */
@Entity({ tableName: 'mail_outbox' })
export class OutboxMessage {
  [OptionalProps]?: 'createdAt' | 'html';

  @PrimaryKey({ type: 'uuid' })
  id: string = crypto.randomUUID();

  @Property({ type: 'text', fieldName: 'recipient' })
  to: string;

  @Property({ type: 'text' })
  subject: string;

  @Property({ type: 'text' })
  text: string;

  @Property({ type: 'text', nullable: true })
  html: string | null = null;

  /** What the mail is for (signup, recovery…), so tests and admins can filter. */
  @Property({ type: 'text' })
  kind: string;

  @Index()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
