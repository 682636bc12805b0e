import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { UnmatchedSms, UnmatchedSmsList } from '@fixflow/contracts';
import { ApiAccess } from '../access/api-access.decorator.js';
import { CurrentPrincipal } from '../auth/decorators.js';
import type { Principal } from '../auth/principal.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { AttachUnmatchedDto, DismissUnmatchedDto, UnmatchedSmsQueryDto } from './unmatched-sms.dto.js';
import { UnmatchedSmsService } from './unmatched-sms.service.js';
import { UnmatchedSmsListView, UnmatchedSmsView } from './unmatched-sms.views.js';

/** The admins' Unknown SMS queue (issue 15): texts no single vendor's customer sent. */
@ApiTags('admin')
@ApiBearerAuth()
@ApiErrors('NOT_AUTHENTICATED')
@Controller('admin/unmatched-sms')
export class UnmatchedSmsController {
  constructor(private readonly queue: UnmatchedSmsService) {}

  @Get()
  @ApiOperation({ summary: 'Unknown texts with their candidate customers: open ones oldest first, resolved ones newest first' })
  @ApiOkResponse({ type: UnmatchedSmsListView })
  @ApiErrors('VALIDATION_FAILED')
  @ApiAccess('unmatched-sms.manage')
  list(@CurrentPrincipal() caller: Principal, @Query() query: UnmatchedSmsQueryDto): Promise<UnmatchedSmsList> {
    return this.queue.list(caller, query);
  }

  @Post(':id/attach')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Attach the text to a customer (optionally keeping the number) or to a new customer of a vendor: it joins that customer's thread" })
  @ApiOkResponse({ type: UnmatchedSmsView })
  @ApiErrors('VALIDATION_FAILED', 'SMS_NOT_FOUND', 'CUSTOMER_NOT_FOUND', 'VENDOR_NOT_FOUND', 'SMS_ALREADY_RESOLVED')
  @ApiAccess('unmatched-sms.manage')
  attach(@CurrentPrincipal() caller: Principal, @Param('id') id: string, @Body() dto: AttachUnmatchedDto): Promise<UnmatchedSms> {
    return this.queue.attach(caller, id, dto);
  }

  @Post(':id/dismiss')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Dismiss the text; with block, also block its number (its next texts are never queued)' })
  @ApiOkResponse({ type: UnmatchedSmsView })
  @ApiErrors('VALIDATION_FAILED', 'SMS_NOT_FOUND', 'SMS_ALREADY_RESOLVED')
  @ApiAccess('unmatched-sms.manage')
  dismiss(@CurrentPrincipal() caller: Principal, @Param('id') id: string, @Body() dto: DismissUnmatchedDto): Promise<UnmatchedSms> {
    return this.queue.dismiss(caller, id, dto);
  }
}
