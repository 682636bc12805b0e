import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { AuthConfigModule } from '../auth/auth-config.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { MailModule } from '../mail/mail.module.js';
import { OfferStoreModule } from '../offers/offer-store.module.js';
import { AdminsController, AdminUsersController, ContactConfirmController } from './admins.controller.js';
import { AdminsRepository } from './admins.repository.js';
import { AdminsService } from './admins.service.js';

/** Administrators and User Management (issue 16). */
@Module({
  imports: [AuthConfigModule, AuthModule, MailModule, AuditModule, OfferStoreModule],
  controllers: [AdminsController, AdminUsersController, ContactConfirmController],
  providers: [AdminsRepository, AdminsService],
})
export class AdminsModule {}
