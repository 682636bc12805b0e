import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ChatMessage, ChatMessagePage, Conversation, ConversationList } from '@fixflow/contracts';
import { ApiAccess } from '../access/api-access.decorator.js';
import { CurrentPrincipal } from '../auth/decorators.js';
import type { Principal } from '../auth/principal.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { ChatMessagesQuery, MarkConversationReadDto, OpenConversationDto, SendChatMessageDto } from './chat.dto.js';
import { ChatService } from './chat.service.js';
import { ChatMessagePageView, ChatMessageView, ConversationListView, ConversationView } from './chat.views.js';

@ApiTags('chat')
@ApiBearerAuth()
@ApiErrors('NOT_AUTHENTICATED')
@Controller('conversations')
export class ChatController {
  constructor(private readonly chat: ChatService) {}

  @Get()
  @ApiOperation({ summary: "The caller's conversations, the newest activity first, with unread counts" })
  @ApiOkResponse({ type: ConversationListView })
  @ApiAccess('chat.read')
  list(@CurrentPrincipal() caller: Principal): Promise<ConversationList> {
    return this.chat.list(caller);
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Open (or find) the conversation about an order, or the caller\'s support conversation' })
  @ApiOkResponse({ type: ConversationView })
  @ApiErrors('VALIDATION_FAILED', 'ORDER_NOT_FOUND')
  @ApiAccess('chat.open')
  open(@CurrentPrincipal() caller: Principal, @Body() dto: OpenConversationDto): Promise<Conversation> {
    return this.chat.open(caller, dto);
  }

  @Get(':id/messages')
  @ApiOperation({ summary: "A page of the conversation's messages, newest last; cursor reads older ones" })
  @ApiOkResponse({ type: ChatMessagePageView })
  @ApiErrors('VALIDATION_FAILED', 'CONVERSATION_NOT_FOUND')
  @ApiAccess('chat.read')
  messages(@CurrentPrincipal() caller: Principal, @Param('id') id: string, @Query() query: ChatMessagesQuery): Promise<ChatMessagePage> {
    return this.chat.messages(caller, id, query);
  }

  @Post(':id/messages')
  @ApiOperation({ summary: 'Write a message (plain text) to the conversation' })
  @ApiCreatedResponse({ type: ChatMessageView })
  @ApiErrors('VALIDATION_FAILED', 'CONVERSATION_NOT_FOUND')
  @ApiAccess('chat.write')
  send(@CurrentPrincipal() caller: Principal, @Param('id') id: string, @Body() dto: SendChatMessageDto): Promise<ChatMessage> {
    return this.chat.send(caller, id, dto.body);
  }

  @Post(':id/read')
  @HttpCode(204)
  @ApiOperation({ summary: 'Mark the conversation read by the caller up to the message `through` (the newest it was shown), or up to now' })
  @ApiNoContentResponse()
  @ApiErrors('VALIDATION_FAILED', 'CONVERSATION_NOT_FOUND')
  @ApiAccess('chat.read')
  markRead(@CurrentPrincipal() caller: Principal, @Param('id') id: string, @Body() dto: MarkConversationReadDto): Promise<void> {
    return this.chat.markRead(caller, id, dto.through);
  }
}
