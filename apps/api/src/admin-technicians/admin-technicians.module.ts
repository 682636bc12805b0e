import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { OfferStoreModule } from '../offers/offer-store.module.js';
import { AdminTechniciansController } from './admin-technicians.controller.js';
import { AdminTechniciansRepository } from './admin-technicians.repository.js';
import { AdminTechniciansService } from './admin-technicians.service.js';

/** Admin › Technicians (issue 16). */
@Module({
  imports: [AuditModule, AuthModule, OfferStoreModule],
  controllers: [AdminTechniciansController],
  providers: [AdminTechniciansRepository, AdminTechniciansService],
  exports: [AdminTechniciansRepository],
})
export class AdminTechniciansModule {}
