import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { ChatMessage, ChatMessagePage, ConversationKind } from '@fixflow/contracts';
import type { Principal } from '../auth/principal.js';
import { AccessRepository } from '../access/access.repository.js';
import { keysetPage } from '../common/keyset-page.js';

/** How a user is named in chat: its vendor's company, else its technician's or admin's name, else its email or phone. */
const nameOf = (userId: string) => `coalesce(
  (select v.company_name from vendors v where v.user_id = ${userId}),
  (select t.full_name from technicians t where t.id = ${userId}),
  (select a.full_name from admins a where a.user_id = ${userId}),
  (select coalesce(u.email, u.phone) from users u where u.id = ${userId}))`;

const MESSAGE_COLUMNS = `m.id::text as id, m.conversation_id::text as conversation_id, m.author_id::text as author_id,
  ${nameOf('m.author_id')} as author_name, m.author_role, m.body, m.created_at`;

interface MessageRow {
  id: string;
  conversation_id: string;
  author_id: string;
  author_name: string | null;
  author_role: string;
  body: string;
  created_at: Date | string;
}

export interface ConversationRow {
  id: string;
  kind: ConversationKind;
  order_id: string | null;
  invoice_number: string | null;
  customer_name: string | null;
  subject_user_id: string | null;
  subject_name: string | null;
  updated_at: Date | string;
  unread: number;
  last_id: string | null;
  last_author_id: string | null;
  last_author_name: string | null;
  last_author_role: string | null;
  last_body: string | null;
  last_created_at: Date | string | null;
}

/** Who hears of a conversation's new message: its members now, and the technician among them. */
export interface ConversationAudience {
  kind: ConversationKind;
  userIds: string[];
  /** The technician member (assigned now, or the support conversation's own), if any. */
  technicianId: string | null;
  invoiceNumber: string | null;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export const toChatMessage = (row: MessageRow): ChatMessage => ({
  id: row.id,
  conversation_id: row.conversation_id,
  author_id: row.author_id,
  author_name: row.author_name,
  author_role: row.author_role,
  body: row.body,
  created_at: iso(row.created_at),
});

/** The most a conversation list holds: the newest activity first. */
const LIST_LIMIT = 200;

/**
 * Chat's SQL (issue 15). Membership is never stored: an order conversation's members are whoever
 * the order scope reaches now (AccessRepository), so a reassignment moves access at once.
 */
@Injectable()
export class ChatRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly access: AccessRepository,
  ) {}

  /**
   * The caller's conversations (or the one `id`, whose access was required first), each with its
   * last message and the caller's unread count: messages by others after its read mark.
   */
  async conversations(caller: Principal, only?: string): Promise<ConversationRow[]> {
    const params: unknown[] = [caller.userId, caller.userId];
    let where: string;
    if (only !== undefined) {
      where = 'cv.id = ?';
      params.push(only);
    } else if (caller.role === 'admin') {
      // Every support conversation; the order conversations the admin joined.
      where = "(cv.kind = 'support' or r.user_id is not null)";
    } else {
      const scope = this.access.conversationScope(caller);
      // Order conversations with messages, or that the caller opened; its support conversation.
      where = `(${scope.sql}) and (cv.kind = 'support' or cv.last_message_at is not null or r.user_id is not null)`;
      params.push(...scope.params);
    }
    return this.em.execute<ConversationRow[]>(
      `select cv.id::text as id, cv.kind, cv.order_id::text as order_id, o.invoice_number, o.customer_name,
              cv.subject_user_id::text as subject_user_id,
              case when cv.subject_user_id is null then null else ${nameOf('cv.subject_user_id')} end as subject_name,
              coalesce(cv.last_message_at, cv.created_at) as updated_at,
              (select count(*) from chat_messages um
                where um.conversation_id = cv.id and um.author_id <> ? and um.created_at > coalesce(r.last_read_at, '-infinity'))::int as unread,
              lm.id as last_id, lm.author_id as last_author_id, lm.author_name as last_author_name, lm.author_role as last_author_role,
              lm.body as last_body, lm.created_at as last_created_at
         from conversations cv
         left join orders o on o.id = cv.order_id
         left join conversation_reads r on r.conversation_id = cv.id and r.user_id = ?
         left join lateral (select ${MESSAGE_COLUMNS} from chat_messages m
                             where m.conversation_id = cv.id order by m.created_at desc, m.id desc limit 1) lm on true
        where ${where}
        order by coalesce(cv.last_message_at, cv.created_at) desc, cv.id desc
        limit ${LIST_LIMIT}`,
      params,
    );
  }

  /** Opens or finds the conversation about an order (its partial unique index keeps one under any concurrency). */
  async openOrderConversation(orderId: string): Promise<string> {
    await this.em.execute(
      `insert into conversations (id, kind, order_id, vendor_id)
       select ?, 'order', o.id, o.vendor_id from orders o where o.id = ?
       on conflict do nothing`,
      [crypto.randomUUID(), orderId],
    );
    const [row] = await this.em.execute<{ id: string }[]>("select id::text as id from conversations where kind = 'order' and order_id = ?", [orderId]);
    return row.id;
  }

  /** Opens or finds a user's support conversation with the admins. */
  async openSupportConversation(userId: string, vendorId: string | null): Promise<string> {
    await this.em.execute("insert into conversations (id, kind, subject_user_id, vendor_id) values (?, 'support', ?, ?) on conflict do nothing", [
      crypto.randomUUID(),
      userId,
      vendorId,
    ]);
    const [row] = await this.em.execute<{ id: string }[]>("select id::text as id from conversations where kind = 'support' and subject_user_id = ?", [userId]);
    return row.id;
  }

  /** The caller joined the conversation: it is listed for it from now on, with nothing read yet. */
  async join(conversationId: string, userId: string): Promise<void> {
    await this.em.execute("insert into conversation_reads (conversation_id, user_id, last_read_at) values (?, ?, 'epoch') on conflict do nothing", [
      conversationId,
      userId,
    ]);
  }

  /** Marks the conversation read by the user up to `at` (now when left out); a mark never moves back. */
  async markRead(conversationId: string, userId: string, at?: Date, em: EntityManager = this.em): Promise<void> {
    await em.execute(
      `insert into conversation_reads (conversation_id, user_id, last_read_at) values (?, ?, coalesce(?::timestamptz, clock_timestamp()))
       on conflict (conversation_id, user_id) do update set last_read_at = greatest(conversation_reads.last_read_at, excluded.last_read_at)`,
      [conversationId, userId, at ?? null],
    );
  }

  /** Marks the conversation read by the user up to and including one of its messages; false when it holds no such message. */
  async markReadThrough(conversationId: string, userId: string, messageId: string): Promise<boolean> {
    const rows = await this.em.execute<{ user_id: string }[]>(
      `insert into conversation_reads (conversation_id, user_id, last_read_at)
       select m.conversation_id, ?, m.created_at from chat_messages m where m.id = ? and m.conversation_id = ?
       on conflict (conversation_id, user_id) do update set last_read_at = greatest(conversation_reads.last_read_at, excluded.last_read_at)
       returning user_id::text`,
      [userId, messageId, conversationId],
    );
    return rows.length > 0;
  }

  /** Writes a message, moves the conversation's activity, and marks it read by its author, in one transaction. */
  async addMessage(conversationId: string, author: { userId: string; role: string }, body: string): Promise<ChatMessage> {
    const id = crypto.randomUUID();
    await this.em.transactional(async (em) => {
      const [row] = await em.execute<{ created_at: Date }[]>(
        'insert into chat_messages (id, conversation_id, author_id, author_role, body) values (?, ?, ?, ?, ?) returning created_at',
        [id, conversationId, author.userId, author.role, body],
      );
      await em.execute('update conversations set last_message_at = greatest(last_message_at, ?) where id = ?', [row.created_at, conversationId]);
      await this.markRead(conversationId, author.userId, row.created_at, em);
    });
    const [row] = await this.em.execute<MessageRow[]>(`select ${MESSAGE_COLUMNS} from chat_messages m where m.id = ?`, [id]);
    return toChatMessage(row);
  }

  /** One page of a conversation's messages by keyset, newest last; the cursor reads older ones. */
  async messages(conversationId: string, cursor?: string, limit?: number): Promise<ChatMessagePage> {
    const page = await keysetPage<MessageRow, ChatMessage>(
      (sql, params) => this.em.execute(sql, params),
      { columns: MESSAGE_COLUMNS, from: 'chat_messages m', where: ['m.conversation_id = ?'], params: [conversationId], at: 'm.created_at', id: 'm.id', cursor, limit },
      toChatMessage,
    );
    return { items: page.items.reverse(), next_cursor: page.next_cursor };
  }

  /**
   * Who is a member now: an order conversation's vendor's user, the technician assigned now and the
   * admins who joined it; a support conversation's own user and every active admin.
   */
  async audience(conversationId: string): Promise<ConversationAudience> {
    const [row] = await this.em.execute<
      { kind: ConversationKind; subject_user_id: string | null; subject_is_technician: boolean; vendor_user: string | null; technician_id: string | null; invoice_number: string | null }[]
    >(
      `select cv.kind, cv.subject_user_id::text as subject_user_id,
              exists (select 1 from technicians t where t.id = cv.subject_user_id) as subject_is_technician,
              v.user_id::text as vendor_user, o.technician_id::text as technician_id, o.invoice_number
         from conversations cv
         left join orders o on o.id = cv.order_id
         left join vendors v on v.id = o.vendor_id
        where cv.id = ?`,
      [conversationId],
    );
    const admins =
      row.kind === 'support'
        ? await this.em.execute<{ id: string }[]>("select user_id::text as id from admins where status = 'active'")
        : await this.em.execute<{ id: string }[]>('select r.user_id::text as id from conversation_reads r join admins a on a.user_id = r.user_id where r.conversation_id = ?', [
            conversationId,
          ]);
    const adminIds = admins.map((admin) => admin.id);
    if (row.kind === 'support') {
      const subject = row.subject_user_id as string;
      return { kind: row.kind, userIds: [subject, ...adminIds], technicianId: row.subject_is_technician ? subject : null, invoiceNumber: null };
    }
    const userIds = [row.vendor_user, row.technician_id, ...adminIds].filter((id): id is string => id !== null);
    return { kind: row.kind, userIds, technicianId: row.technician_id, invoiceNumber: row.invoice_number };
  }
}
