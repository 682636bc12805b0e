import { Injectable } from '@nestjs/common';
import type { AuditList } from '@fixflow/contracts';
import { AccessService } from '../access/access.service.js';
import type { Principal } from '../auth/principal.js';
import type { AuditQueryDto } from './audit.dto.js';
import { AuditRepository } from './audit.repository.js';

/** Reading the audit log (issue 16): admins only. */
@Injectable()
export class AuditService {
  constructor(
    private readonly audit: AuditRepository,
    private readonly access: AccessService,
  ) {}

  async list(caller: Principal, query: AuditQueryDto): Promise<AuditList> {
    await this.access.requireAccess(caller, 'audit.read');
    return this.audit.list(query);
  }
}
