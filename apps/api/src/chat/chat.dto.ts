import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength, ValidateIf } from 'class-validator';
import {
  type ConversationKind,
  type MarkConversationReadRequest,
  MESSAGE_MAX_LENGTH,
  type OpenConversationRequest,
  type SendChatMessageRequest,
} from '@fixflow/contracts';
import { KeysetQueryDto } from '../common/keyset-page.js';

const CONVERSATION_KINDS: readonly ConversationKind[] = ['order', 'support'];

export class OpenConversationDto implements OpenConversationRequest {
  @ApiProperty({ enum: CONVERSATION_KINDS, enumName: 'ConversationKind', description: 'order: about one order; support: the caller with the admins' })
  @IsIn(CONVERSATION_KINDS)
  kind: ConversationKind;

  @ApiPropertyOptional({ format: 'uuid', description: 'The order, for kind order' })
  @ValidateIf((dto: OpenConversationDto) => dto.kind === 'order' || dto.order_id !== undefined)
  @IsUUID('all', { message: 'order_id must be an order id' })
  order_id?: string;
}

export class SendChatMessageDto implements SendChatMessageRequest {
  @ApiProperty({ minLength: 1, maxLength: MESSAGE_MAX_LENGTH, description: 'Plain text, trimmed; shown as text, never as HTML' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'body must be a string' })
  @IsNotEmpty({ message: 'body is required' })
  @MaxLength(MESSAGE_MAX_LENGTH)
  body: string;
}

export class MarkConversationReadDto implements MarkConversationReadRequest {
  @ApiPropertyOptional({ format: 'uuid', description: 'The newest message the reader was shown: read up to and including it. Left out: up to now.' })
  @IsOptional()
  @IsUUID('all', { message: 'through must be a message id' })
  through?: string;
}

/** `cursor` reads older messages; `limit` is the page's size. */
export class ChatMessagesQuery extends KeysetQueryDto {}
