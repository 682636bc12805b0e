import { Module } from '@nestjs/common';
import { AuthConfigModule } from '../auth/auth-config.module.js';
import { MailService } from './mail.service.js';
import { OutboxController } from './outbox.controller.js';

@Module({
  imports: [AuthConfigModule],
  controllers: [OutboxController],
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {}
