import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { ChatMessage, ChatMessagePage, Conversation, ConversationKind, ConversationList } from '@fixflow/contracts';

@ApiSchema({ name: 'ChatMessage' })
export class ChatMessageView implements ChatMessage {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  conversation_id: string;

  @ApiProperty({ format: 'uuid' })
  author_id: string;

  @ApiProperty({ type: String, nullable: true, description: "The vendor's company, the technician's or admin's name" })
  author_name: string | null;

  @ApiProperty({ enum: ['vendor', 'technician', 'admin'] })
  author_role: string;

  @ApiProperty({ description: 'Plain text: shown as text, never as HTML' })
  body: string;

  @ApiProperty({ format: 'date-time' })
  created_at: string;
}

@ApiSchema({ name: 'ChatMessagePage' })
export class ChatMessagePageView implements ChatMessagePage {
  @ApiProperty({ type: [ChatMessageView], description: 'Newest last' })
  items: ChatMessageView[];

  @ApiProperty({ type: String, nullable: true, description: 'Reads the older messages' })
  next_cursor: string | null;
}

@ApiSchema({ name: 'Conversation' })
export class ConversationView implements Conversation {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: ['order', 'support'], enumName: 'ConversationKind' })
  kind: ConversationKind;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  order_id: string | null;

  @ApiProperty({ type: String, nullable: true })
  invoice_number: string | null;

  @ApiProperty({ example: 'INV-1042 · Ann Lee' })
  title: string;

  @ApiProperty({ type: () => ChatMessageView, nullable: true, description: 'null before the first message' })
  last_message: ChatMessageView | null;

  @ApiProperty({ type: 'integer', description: 'Messages by others since the caller last read it' })
  unread: number;

  @ApiProperty({ format: 'date-time' })
  updated_at: string;
}

@ApiSchema({ name: 'ConversationList' })
export class ConversationListView implements ConversationList {
  @ApiProperty({ type: [ConversationView] })
  items: ConversationView[];

  @ApiProperty({ type: 'integer', description: 'Unread messages across every conversation' })
  unread: number;
}
