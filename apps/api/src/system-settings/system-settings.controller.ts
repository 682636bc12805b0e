import { Body, Controller, Get, Headers, HttpCode, HttpStatus, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { JobEntry, JobsOverview, MaskedOutboxMessage, PlatformVendorDefaults, ProviderStatus, RemoteVersions } from '@fixflow/contracts';
import { ApiAccess } from '../access/api-access.decorator.js';
import { CurrentPrincipal } from '../auth/decorators.js';
import type { Principal } from '../auth/principal.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { languageOf } from '../i18n/language.js';
import { UpdateVendorDefaultsDto } from './system-settings.dto.js';
import { SystemSettingsService } from './system-settings.service.js';
import { JobEntryView, JobsOverviewView, MaskedOutboxMessageView, ProviderStatusView, RemoteVersionsView, VendorDefaultsView } from './system-settings.views.js';

/** The admins' system page (issue 16): platform defaults, providers, background jobs, remotes, the outbox. */
@ApiTags('admin')
@ApiBearerAuth()
@ApiErrors('NOT_AUTHENTICATED')
@Controller('admin/system-settings')
export class SystemSettingsController {
  constructor(private readonly system: SystemSettingsService) {}

  @Get('vendor-defaults')
  @ApiOperation({ summary: 'The tax rate, commission and recall window a vendor that never saved its own settings is reckoned with' })
  @ApiOkResponse({ type: VendorDefaultsView })
  @ApiAccess('system.manage')
  vendorDefaults(@CurrentPrincipal() caller: Principal): Promise<PlatformVendorDefaults> {
    return this.system.vendorDefaults(caller);
  }

  @Put('vendor-defaults')
  @ApiOperation({ summary: 'Change the platform defaults for vendors (audited setting.update)' })
  @ApiOkResponse({ type: VendorDefaultsView })
  @ApiErrors('VALIDATION_FAILED')
  @ApiAccess('system.manage')
  updateVendorDefaults(@CurrentPrincipal() caller: Principal, @Body() dto: UpdateVendorDefaultsDto): Promise<PlatformVendorDefaults> {
    return this.system.updateVendorDefaults(caller, dto);
  }

  @Get('providers')
  @ApiOperation({ summary: 'SMTP, Twilio, Stripe, Web Push: configured or not, last success and failure' })
  @ApiOkResponse({ type: [ProviderStatusView] })
  @ApiAccess('system.manage')
  providers(@CurrentPrincipal() caller: Principal): Promise<ProviderStatus[]> {
    return this.system.providers(caller);
  }

  @Get('jobs')
  @ApiOperation({ summary: 'Background queues with their counts by state, the last runs and the failures' })
  @ApiOkResponse({ type: JobsOverviewView })
  @ApiAccess('system.manage')
  jobs(@CurrentPrincipal() caller: Principal): Promise<JobsOverview> {
    return this.system.jobsOverview(caller);
  }

  @Post('jobs/:id/retry')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Run a failed job again (audited job.retry)' })
  @ApiOkResponse({ type: JobEntryView })
  @ApiErrors('NOT_FOUND', 'CONFLICT')
  @ApiAccess('system.manage')
  retry(@CurrentPrincipal() caller: Principal, @Param('id') id: string): Promise<JobEntry> {
    return this.system.retryJob(caller, id);
  }

  @Post('jobs/:id/cancel')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Cancel a job still waiting or waiting to retry (audited job.cancel)' })
  @ApiOkResponse({ type: JobEntryView })
  @ApiErrors('NOT_FOUND', 'CONFLICT')
  @ApiAccess('system.manage')
  cancel(@CurrentPrincipal() caller: Principal, @Param('id') id: string): Promise<JobEntry> {
    return this.system.cancelJob(caller, id);
  }

  @Get('remotes')
  @ApiOperation({ summary: 'The live remote versions (remotes.json) and their release history' })
  @ApiOkResponse({ type: RemoteVersionsView })
  @ApiAccess('system.manage')
  remotes(@CurrentPrincipal() caller: Principal): Promise<RemoteVersions> {
    return this.system.remotes(caller);
  }

  @Get('outbox')
  @ApiOperation({ summary: 'Kept mail, newest first, every one-time link masked with its state' })
  @ApiQuery({ name: 'to', required: false, description: 'Only mail to this address' })
  @ApiOkResponse({ type: [MaskedOutboxMessageView] })
  @ApiAccess('system.manage')
  outbox(@CurrentPrincipal() caller: Principal, @Query('to') to?: unknown): Promise<MaskedOutboxMessage[]> {
    return this.system.outbox(caller, typeof to === 'string' && to ? to : undefined);
  }
}

/** Issue 16: a new confirmation mail for an account that never confirmed (User Management and the outbox page). */
@ApiTags('admin')
@ApiBearerAuth()
@ApiErrors('NOT_AUTHENTICATED')
@Controller('admin/users')
export class ResendConfirmationController {
  constructor(private readonly system: SystemSettingsService) {}

  @Post(':id/resend-confirmation')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Mail a new confirmation link to an account whose email is not confirmed (audited user.resend_confirmation)' })
  @ApiNoContentResponse({ description: 'Sent' })
  @ApiErrors('NOT_FOUND', 'CONFLICT')
  @ApiAccess('system.manage')
  async resend(@CurrentPrincipal() caller: Principal, @Param('id') id: string, @Headers('accept-language') acceptLanguage?: string): Promise<void> {
    await this.system.resendConfirmation(caller, id, languageOf(acceptLanguage));
  }
}
