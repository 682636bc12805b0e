import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { OutboxMessage } from '@fixflow/contracts';
import { Roles } from '../auth/decorators.js';
import { MailService } from './mail.service.js';

/** Mail kept instead of sent (no SMTP_URL): how sign-up and recovery links are read on a fresh machine. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/outbox')
export class OutboxController {
  constructor(private readonly mail: MailService) {}

  @Get()
  @ApiOperation({ summary: 'Kept mail, newest first' })
  @ApiQuery({ name: 'to', required: false, description: 'Only mail to this address' })
  list(@Query('to') to?: unknown): Promise<OutboxMessage[]> {
    return this.mail.outbox({ to: typeof to === 'string' && to ? to : undefined, limit: 100 });
  }
}
