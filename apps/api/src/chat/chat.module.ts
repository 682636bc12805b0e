import { Module } from '@nestjs/common';
import { PushModule } from '../push/push.module.js';
import { RealtimeModule } from '../realtime/realtime.module.js';
import { ChatController } from './chat.controller.js';
import { ChatRepository } from './chat.repository.js';
import { ChatService } from './chat.service.js';

/** Chat (issue 15): conversations per order and support, over the one socket and Web Push. */
@Module({
  imports: [RealtimeModule, PushModule],
  controllers: [ChatController],
  providers: [ChatRepository, ChatService],
})
export class ChatModule {}
