import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { OutboxMessage } from '@fixflow/contracts';
import { ApiAccess } from '../access/api-access.decorator.js';
import { CurrentPrincipal } from '../auth/decorators.js';
import type { Principal } from '../auth/principal.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { MailService } from './mail.service.js';
import { OutboxMessageView } from './outbox-message.view.js';

/** Mail kept instead of sent (no SMTP_URL): how sign-up and recovery links are read on a fresh machine. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/outbox')
export class OutboxController {
  constructor(private readonly mail: MailService) {}

  @Get()
  @ApiOperation({ summary: 'Kept mail, newest first' })
  @ApiQuery({ name: 'to', required: false, description: 'Only mail to this address' })
  @ApiOkResponse({ type: [OutboxMessageView] })
  @ApiErrors('NOT_AUTHENTICATED')
  @ApiAccess('outbox.read')
  list(@CurrentPrincipal() caller: Principal, @Query('to') to?: unknown): Promise<OutboxMessage[]> {
    return this.mail.outbox(caller, { to: typeof to === 'string' && to ? to : undefined, limit: 100 });
  }
}
