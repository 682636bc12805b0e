import { Body, Controller, Delete, Get, Headers, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PushNotifyResult, PushPublicKey, PushSubscriptionSaved } from '@fixflow/contracts';
import { ApiAccess } from '../access/api-access.decorator.js';
import { CurrentPrincipal } from '../auth/decorators.js';
import type { Principal } from '../auth/principal.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { languageOf } from '../i18n/language.js';
import { type NotifyCommand, NotifyBodyPipe } from './notify-body.pipe.js';
import { DeletePushSubscriptionDto, PushNotifyDto, PushSubscriptionDto } from './push.dto.js';
import { PushService } from './push.service.js';
import { PushNotifyResultView, PushPublicKeyView, PushSubscriptionSavedView } from './push.views.js';

@ApiTags('push')
@ApiBearerAuth()
@ApiErrors('NOT_AUTHENTICATED')
@Controller('push')
export class PushController {
  constructor(private readonly push: PushService) {}

  @Get('public-key')
  @ApiOperation({ summary: 'SPEC.md §7 push-public-key: the VAPID public key for pushManager.subscribe (base64url)' })
  @ApiOkResponse({ type: PushPublicKeyView })
  @ApiAccess('push.subscription')
  publicKey(@CurrentPrincipal() caller: Principal): Promise<PushPublicKey> {
    return this.push.publicKey(caller);
  }

  @Post('subscriptions')
  @ApiOperation({
    summary: "Save the browser's PushSubscription.toJSON() for the caller; the same endpoint again replaces its keys and owner",
    description: 'Notifications to this subscription are written in the Accept-Language of this request (en or ru).',
  })
  @ApiCreatedResponse({ type: PushSubscriptionSavedView })
  @ApiErrors('VALIDATION_FAILED')
  @ApiAccess('push.subscription')
  subscribe(
    @CurrentPrincipal() caller: Principal,
    @Body() dto: PushSubscriptionDto,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<PushSubscriptionSaved> {
    return this.push.subscribe(caller, dto, languageOf(acceptLanguage));
  }

  @Delete('subscriptions')
  @HttpCode(204)
  @ApiOperation({ summary: "Forget one of the caller's subscriptions by endpoint (204 also when there was none)" })
  @ApiNoContentResponse()
  @ApiErrors('VALIDATION_FAILED')
  @ApiAccess('push.subscription')
  async unsubscribe(@CurrentPrincipal() caller: Principal, @Body() dto: DeletePushSubscriptionDto): Promise<void> {
    await this.push.unsubscribe(caller, dto.endpoint);
  }

  @Post('notify')
  @HttpCode(200)
  @ApiOperation({
    summary: 'SPEC.md §7 push-notify: push a message to every subscription of these technicians',
    description: "Fields beyond technicianIds, title, body and url reach the service worker as the message's data. A vendor may notify the technicians on its roster, an admin any.",
  })
  @ApiBody({ type: PushNotifyDto })
  @ApiOkResponse({ type: PushNotifyResultView })
  @ApiErrors('VALIDATION_FAILED', 'TECHNICIAN_NOT_FOUND')
  @ApiAccess('push.notify')
  notify(@CurrentPrincipal() caller: Principal, @Body(NotifyBodyPipe) command: NotifyCommand): Promise<PushNotifyResult> {
    return this.push.notify(caller, command);
  }
}
