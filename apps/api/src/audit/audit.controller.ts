import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuditList } from '@fixflow/contracts';
import { ApiAccess } from '../access/api-access.decorator.js';
import { CurrentPrincipal } from '../auth/decorators.js';
import type { Principal } from '../auth/principal.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { AuditListView, AuditQueryDto } from './audit.dto.js';
import { AuditService } from './audit.service.js';

@ApiTags('admin')
@ApiBearerAuth()
@ApiErrors('NOT_AUTHENTICATED')
@Controller('admin/audit')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @ApiOperation({ summary: 'The audit log, newest first: who did what to which record, when, before and after' })
  @ApiOkResponse({ type: AuditListView })
  @ApiErrors('VALIDATION_FAILED')
  @ApiAccess('audit.read')
  list(@CurrentPrincipal() caller: Principal, @Query() query: AuditQueryDto): Promise<AuditList> {
    return this.audit.list(caller, query);
  }
}
