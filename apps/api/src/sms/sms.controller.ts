import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { SmsMessage, SmsThread } from '@fixflow/contracts';
import { ApiAccess } from '../access/api-access.decorator.js';
import { CurrentPrincipal, Public } from '../auth/decorators.js';
import type { Principal } from '../auth/principal.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { SendSmsDto, SmsThreadQueryDto } from './sms.dto.js';
import { EMPTY_TWIML, SmsService } from './sms.service.js';
import { SmsMessageView, SmsThreadView } from './sms.views.js';
import type { WebhookParams } from './twilio-signature.js';

/** Twilio's webhook form: these fields and any others it adds (all covered by the signature). */
const TWILIO_FORM = {
  type: 'object',
  additionalProperties: true,
  properties: {
    MessageSid: { type: 'string', example: 'SM0123456789abcdef0123456789abcdef' },
    From: { type: 'string', example: '+15125550134' },
    To: { type: 'string', example: '+15125550100' },
    Body: { type: 'string' },
    NumMedia: { type: 'string', example: '0' },
    MediaUrl0: { type: 'string' },
    MessageStatus: { type: 'string', example: 'delivered' },
    ErrorCode: { type: 'string' },
  },
} as const;

const TWIML = { description: 'Empty TwiML', content: { 'text/xml': { schema: { type: 'string', example: EMPTY_TWIML } } } } as const;

const paramsOf = (request: Request): WebhookParams => (typeof request.body === 'object' && request.body !== null ? (request.body as WebhookParams) : {});

@ApiTags('messages')
@Controller()
export class SmsController {
  constructor(private readonly sms: SmsService) {}

  @Post('sms/incoming')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Twilio’s incoming-text webhook (X-Twilio-Signature checked when TWILIO_AUTH_TOKEN is set); once per MessageSid' })
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiBody({ schema: TWILIO_FORM })
  @ApiOkResponse(TWIML)
  @ApiErrors('SMS_SIGNATURE_INVALID', 'VALIDATION_FAILED')
  async incoming(@Req() request: Request, @Res({ passthrough: true }) response: Response, @Headers('x-twilio-signature') signature?: string): Promise<string> {
    await this.sms.incoming(request.originalUrl, paramsOf(request), signature);
    // Only on success: a refusal is the catalogue's JSON.
    response.type('text/xml');
    return EMPTY_TWIML;
  }

  @Post('sms/status')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Twilio’s delivery report of a text sent (signed as the incoming webhook is)' })
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiBody({ schema: TWILIO_FORM })
  @ApiOkResponse(TWIML)
  @ApiErrors('SMS_SIGNATURE_INVALID')
  async status(@Req() request: Request, @Res({ passthrough: true }) response: Response, @Headers('x-twilio-signature') signature?: string): Promise<string> {
    await this.sms.status(request.originalUrl, paramsOf(request), signature);
    // Only on success: a refusal is the catalogue's JSON.
    response.type('text/xml');
    return EMPTY_TWIML;
  }

  @Get('customers/:id/messages')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'A page of the customer’s texts, newest last; the first page marks its sms_received notifications read' })
  @ApiOkResponse({ type: SmsThreadView })
  @ApiErrors('NOT_AUTHENTICATED', 'VALIDATION_FAILED', 'CUSTOMER_NOT_FOUND')
  @ApiAccess('sms.read')
  thread(@CurrentPrincipal() caller: Principal, @Param('id') id: string, @Query() query: SmsThreadQueryDto): Promise<SmsThread> {
    return this.sms.thread(caller, id, query);
  }

  @Post('customers/:id/messages')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Text the customer: queued, then sent through Twilio (or recorded without it)' })
  @ApiCreatedResponse({ type: SmsMessageView })
  @ApiErrors('NOT_AUTHENTICATED', 'VALIDATION_FAILED', 'CUSTOMER_NOT_FOUND', 'CUSTOMER_OPTED_OUT')
  @ApiAccess('sms.send')
  send(@CurrentPrincipal() caller: Principal, @Param('id') id: string, @Body() dto: SendSmsDto): Promise<SmsMessage> {
    return this.sms.send(caller, id, dto.body);
  }

  @Get('admin/sms-outbox')
  @ApiBearerAuth()
  @ApiTags('admin')
  @ApiOperation({ summary: 'Texts recorded instead of sent (no Twilio configured), newest first' })
  @ApiOkResponse({ type: [SmsMessageView] })
  @ApiErrors('NOT_AUTHENTICATED')
  @ApiAccess('sms-outbox.read')
  outbox(@CurrentPrincipal() caller: Principal): Promise<SmsMessage[]> {
    return this.sms.outbox(caller);
  }
}
