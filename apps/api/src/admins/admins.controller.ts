import { Body, Controller, Get, Headers, HttpCode, HttpStatus, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiSeeOtherResponse, ApiTags } from '@nestjs/swagger';
import type { AdminSummary, ManagedUser, ManagedUserList } from '@fixflow/contracts';
import type { Response } from 'express';
import { ApiAccess } from '../access/api-access.decorator.js';
import { CurrentPrincipal, Public } from '../auth/decorators.js';
import type { Principal } from '../auth/principal.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { languageOf } from '../i18n/language.js';
import { EmailChangeDto, InviteAdminDto, ListUsersQuery, PhoneChangeDto, UserStatusDto } from './admins.dto.js';
import { AdminsService } from './admins.service.js';
import { AdminSummaryView, EndedSessionsView, ManagedUserListView, ManagedUserView } from './admins.views.js';

/** /admin/admins (issue 16): administrators, invited by email. */
@ApiTags('admins')
@ApiBearerAuth()
@ApiErrors('NOT_AUTHENTICATED')
@Controller('admins')
export class AdminsController {
  constructor(private readonly admins: AdminsService) {}

  @Get()
  @ApiOperation({ summary: 'Every administrator, oldest first' })
  @ApiOkResponse({ type: [AdminSummaryView] })
  @ApiAccess('admin.manage')
  list(@CurrentPrincipal() caller: Principal): Promise<AdminSummary[]> {
    return this.admins.admins(caller);
  }

  @Post()
  @ApiOperation({ summary: 'Invite an administrator: the account is created and a link to set its password is mailed' })
  @ApiCreatedResponse({ type: AdminSummaryView })
  @ApiErrors('VALIDATION_FAILED', 'USER_ALREADY_REGISTERED')
  @ApiAccess('admin.manage')
  invite(@CurrentPrincipal() caller: Principal, @Body() dto: InviteAdminDto, @Headers('accept-language') acceptLanguage?: string): Promise<AdminSummary> {
    return this.admins.invite(caller, dto, languageOf(acceptLanguage));
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Deactivate (its sessions end at once) or reactivate an administrator; never oneself, never the last active one' })
  @ApiOkResponse({ type: AdminSummaryView })
  @ApiErrors('VALIDATION_FAILED', 'ADMIN_NOT_FOUND', 'CANNOT_CHANGE_OWN_STATUS', 'LAST_ACTIVE_ADMIN')
  @ApiAccess('admin.manage')
  update(@CurrentPrincipal() caller: Principal, @Param('id') id: string, @Body() dto: UserStatusDto): Promise<AdminSummary> {
    return this.admins.setAdminStatus(caller, id, dto.status);
  }
}

/** /admin/users, User Management (issue 16): every account and what an admin may do to it. */
@ApiTags('admin')
@ApiBearerAuth()
@ApiErrors('NOT_AUTHENTICATED')
@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly admins: AdminsService) {}

  @Get()
  @ApiOperation({ summary: 'Every account with its role, name, status and last sign-in, newest first, by part of name/email/phone, role and status' })
  @ApiOkResponse({ type: ManagedUserListView })
  @ApiErrors('VALIDATION_FAILED')
  @ApiAccess('user.manage')
  list(@CurrentPrincipal() caller: Principal, @Query() query: ListUsersQuery): Promise<ManagedUserList> {
    return this.admins.users(caller, query);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Deactivate (it cannot sign in, its sessions end at once) or reactivate an account' })
  @ApiOkResponse({ type: ManagedUserView })
  @ApiErrors('VALIDATION_FAILED', 'USER_NOT_FOUND', 'CANNOT_CHANGE_OWN_STATUS', 'LAST_ACTIVE_ADMIN')
  @ApiAccess('user.manage')
  update(@CurrentPrincipal() caller: Principal, @Param('id') id: string, @Body() dto: UserStatusDto): Promise<ManagedUser> {
    return this.admins.setUserStatus(caller, id, dto.status);
  }

  @Post(':id/end-sessions')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'End every session of the account, on every API process at once' })
  @ApiOkResponse({ type: EndedSessionsView })
  @ApiErrors('USER_NOT_FOUND')
  @ApiAccess('user.manage')
  endSessions(@CurrentPrincipal() caller: Principal, @Param('id') id: string): Promise<{ ended: number }> {
    return this.admins.endSessions(caller, id);
  }

  @Post(':id/password-reset')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Mail the account the password recovery link' })
  @ApiOkResponse({ type: ManagedUserView })
  @ApiErrors('USER_NOT_FOUND', 'NO_CONFIRMED_EMAIL')
  @ApiAccess('user.manage')
  passwordReset(@CurrentPrincipal() caller: Principal, @Param('id') id: string, @Headers('accept-language') acceptLanguage?: string): Promise<ManagedUser> {
    return this.admins.sendPasswordReset(caller, id, languageOf(acceptLanguage));
  }

  @Post(':id/email-change')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Change the email once confirmed: a link goes to the new address; until opened the old one stays' })
  @ApiOkResponse({ type: ManagedUserView })
  @ApiErrors('VALIDATION_FAILED', 'USER_NOT_FOUND', 'CONTACT_UNCHANGED', 'USER_ALREADY_REGISTERED')
  @ApiAccess('user.manage')
  emailChange(@CurrentPrincipal() caller: Principal, @Param('id') id: string, @Body() dto: EmailChangeDto, @Headers('accept-language') acceptLanguage?: string): Promise<ManagedUser> {
    return this.admins.requestContactChange(caller, id, 'email', dto.email, languageOf(acceptLanguage));
  }

  @Post(':id/phone-change')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Change the phone once confirmed: a link goes to the account's confirmed email; until opened the old one stays" })
  @ApiOkResponse({ type: ManagedUserView })
  @ApiErrors('VALIDATION_FAILED', 'USER_NOT_FOUND', 'CONTACT_UNCHANGED', 'USER_ALREADY_REGISTERED', 'NO_CONFIRMED_EMAIL')
  @ApiAccess('user.manage')
  phoneChange(@CurrentPrincipal() caller: Principal, @Param('id') id: string, @Body() dto: PhoneChangeDto, @Headers('accept-language') acceptLanguage?: string): Promise<ManagedUser> {
    return this.admins.requestContactChange(caller, id, 'phone', dto.phone, languageOf(acceptLanguage));
  }
}

/** The landing of an email/phone change's confirmation link. */
@ApiTags('auth')
@Controller('auth')
export class ContactConfirmController {
  constructor(private readonly admins: AdminsService) {}

  @Get('confirm-contact')
  @Public()
  @ApiOperation({ summary: 'Landing of a contact change link: applies it, then 303 to the site (#type=email_change or the error)' })
  @ApiQuery({ name: 'token', required: true })
  @ApiSeeOtherResponse({ description: 'Location: <site>#type=email_change|phone_change, or #error=…' })
  @ApiErrors()
  async confirm(@Res() res: Response, @Query('token') token?: unknown): Promise<void> {
    const location = await this.admins.confirmContact(typeof token === 'string' && token.length > 0 ? token : undefined);
    res.redirect(HttpStatus.SEE_OTHER, location);
  }
}
