import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { AuthConfigModule } from '../auth/auth-config.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { OneTimeTokensService } from '../auth/one-time-tokens.service.js';
import { MailModule } from '../mail/mail.module.js';
import { ResendConfirmationController, SystemSettingsController } from './system-settings.controller.js';
import { SystemSettingsService } from './system-settings.service.js';

/** The admins' system page (issue 16 item 6); ProviderEventsModule (global) holds its repository. */
@Module({
  imports: [AuditModule, AuthConfigModule, AuthModule, MailModule],
  controllers: [SystemSettingsController, ResendConfirmationController],
  providers: [SystemSettingsService, OneTimeTokensService],
})
export class SystemSettingsModule {}
