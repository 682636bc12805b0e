import { Module } from '@nestjs/common';
import { AuditRepository } from './audit.repository.js';

/** The one audit log every admin action writes to (issue 16). */
@Module({
  providers: [AuditRepository],
  exports: [AuditRepository],
})
export class AuditModule {}
