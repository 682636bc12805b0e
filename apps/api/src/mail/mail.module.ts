import { Module } from '@nestjs/common';
import { AuthConfigModule } from '../auth/auth-config.module.js';
import { MailService } from './mail.service.js';
import { OutboxController } from './outbox.controller.js';
import { OutboxRepository } from './outbox.repository.js';

@Module({
  imports: [AuthConfigModule],
  controllers: [OutboxController],
  providers: [MailService, OutboxRepository],
  exports: [MailService, OutboxRepository],
})
export class MailModule {}
