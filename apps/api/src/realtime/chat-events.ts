import { Injectable } from '@nestjs/common';
import { type ChatMessageEvent, REALTIME_EVENTS } from '@fixflow/contracts';
import { RealtimeGateway } from './realtime.gateway.js';

/** A new chat message goes to every member's room now (through Redis to every API process). */
@Injectable()
export class ChatEvents {
  constructor(private readonly gateway: RealtimeGateway) {}

  /** After the message is committed. */
  message(userIds: string[], event: ChatMessageEvent): void {
    this.gateway.emitToUsers(userIds, REALTIME_EVENTS.chatMessage, event);
  }
}
