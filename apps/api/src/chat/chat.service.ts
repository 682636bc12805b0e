import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import type { ChatMessage, ChatMessagePage, Conversation, ConversationList } from '@fixflow/contracts';
import { AccessService } from '../access/access.service.js';
import type { Principal } from '../auth/principal.js';
import { ApiException } from '../common/api-exception.js';
import { PushService } from '../push/push.service.js';
import { ChatEvents } from '../realtime/chat-events.js';
import type { ChatMessagesQuery, OpenConversationDto } from './chat.dto.js';
import { ChatRepository, type ConversationRow } from './chat.repository.js';

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * The line naming a conversation: "INV-1042 · Ann Lee" for an order; for a support conversation
 * "Support · <vendor company or technician>" as the admins see it, "Support" for its own user.
 */
function titleOf(row: ConversationRow, caller: Principal): string {
  if (row.kind === 'order') return [row.invoice_number, row.customer_name].filter(Boolean).join(' · ');
  return row.subject_user_id === caller.userId || !row.subject_name ? 'Support' : `Support · ${row.subject_name}`;
}

function toConversation(row: ConversationRow, caller: Principal): Conversation {
  return {
    id: row.id,
    kind: row.kind,
    order_id: row.order_id,
    invoice_number: row.invoice_number,
    title: titleOf(row, caller),
    last_message:
      row.last_id === null
        ? null
        : {
            id: row.last_id,
            conversation_id: row.id,
            author_id: row.last_author_id as string,
            author_name: row.last_author_name,
            author_role: row.last_author_role as string,
            body: row.last_body as string,
            created_at: iso(row.last_created_at as Date),
          },
    unread: row.unread,
    updated_at: iso(row.updated_at),
  };
}

/**
 * Chat (issue 15, PRODUCT.md "Messages"): a conversation about an order between its vendor and the
 * technician assigned now, and each vendor's or technician's support conversation with the admins.
 * Messages are plain text, kept as written; each new one reaches every member's sockets on every
 * API process, and the technician's phone when it did not write it.
 */
@Injectable()
export class ChatService {
  private readonly logger = new Logger(ChatService.name);

  constructor(
    private readonly chat: ChatRepository,
    private readonly access: AccessService,
    private readonly events: ChatEvents,
    private readonly push: PushService,
  ) {}

  async list(caller: Principal): Promise<ConversationList> {
    await this.access.requireAccess(caller, 'chat.read');
    const items = (await this.chat.conversations(caller)).map((row) => toConversation(row, caller));
    return { items, unread: items.reduce((sum, item) => sum + item.unread, 0) };
  }

  /** Opens (or finds: idempotent, also when two ask at once) the conversation about an order, or the caller's support one. */
  async open(caller: Principal, dto: OpenConversationDto): Promise<Conversation> {
    await this.access.requireAccess(caller, 'chat.open', dto.kind === 'order' && dto.order_id ? [dto.order_id] : []);
    let id: string;
    if (dto.kind === 'order') {
      id = await this.chat.openOrderConversation((dto.order_id as string).toLowerCase());
    } else {
      // Admins answer every support conversation; they have none of their own.
      if (caller.role === 'admin') throw new ApiException(HttpStatus.FORBIDDEN, 'FORBIDDEN');
      id = await this.chat.openSupportConversation(caller.userId, caller.vendorId);
    }
    await this.chat.join(id, caller.userId);
    return this.one(caller, id);
  }

  async messages(caller: Principal, id: string, query: ChatMessagesQuery): Promise<ChatMessagePage> {
    await this.access.requireAccess(caller, 'chat.read', [id]);
    return this.chat.messages(id.toLowerCase(), query.cursor, query.limit);
  }

  async send(caller: Principal, id: string, body: string): Promise<ChatMessage> {
    await this.access.requireAccess(caller, 'chat.write', [id]);
    const conversationId = id.toLowerCase();
    const message = await this.chat.addMessage(conversationId, { userId: caller.userId, role: caller.role as string }, body.trim());
    await this.announce(message);
    return message;
  }

  /** Read up to `through` (a message of this conversation) or, without it, up to now. */
  async markRead(caller: Principal, id: string, through?: string): Promise<void> {
    await this.access.requireAccess(caller, 'chat.read', [id]);
    if (through === undefined) return this.chat.markRead(id.toLowerCase(), caller.userId);
    if (!(await this.chat.markReadThrough(id.toLowerCase(), caller.userId, through.toLowerCase()))) {
      throw new ApiException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', {}, [
        { field: 'through', message: 'through must be a message of this conversation', code: 'INVALID' },
      ]);
    }
  }

  private async one(caller: Principal, id: string): Promise<Conversation> {
    const [row] = await this.chat.conversations(caller, id);
    return toConversation(row, caller);
  }

  /** After the commit: the members' sockets, and a push to the technician member unless it wrote it. The message stands whatever fails here. */
  private async announce(message: ChatMessage): Promise<void> {
    try {
      const audience = await this.chat.audience(message.conversation_id);
      this.events.message(audience.userIds, { conversation_id: message.conversation_id, message });
      if (audience.technicianId && audience.technicianId !== message.author_id) {
        await this.push.chatMessage(audience.technicianId, message, audience.invoiceNumber);
      }
    } catch (error) {
      this.logger.error(`chat message ${message.id}: not announced: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
