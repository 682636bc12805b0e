import { Body, Controller, Get, Headers, HttpCode, HttpStatus, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiSeeOtherResponse,
  ApiTags,
} from '@nestjs/swagger';
import { type AuthSession, type AuthUser, type SignupResponse, VERIFY_TYPES, type VerifyType } from '@fixflow/contracts';
import type { Request, Response } from 'express';
import { ApiAccess } from '../access/api-access.decorator.js';
import { AccessService } from '../access/access.service.js';
import { ApiException } from '../common/api-exception.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { languageOf } from '../i18n/language.js';
import { AuthService } from './auth.service.js';
import { CurrentPrincipal, Public } from './decorators.js';
import { AuthSessionView, AuthUserView, EmptyView, SignupResponseView } from './dto/auth.views.js';
import { LoginDto } from './dto/login.dto.js';
import { RecoverDto, RefreshDto, UpdatePasswordDto } from './dto/session.dto.js';
import { SignupDto } from './dto/signup.dto.js';
import type { User } from './entities/user.entity.js';
import { LocalAuthGuard, SIGNED_IN_USER } from './passport/local.strategy.js';
import type { Principal } from './principal.js';
import { RateLimited } from './rate-limit/rate-limit.guard.js';
import { SessionsService } from './sessions.service.js';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
    private readonly access: AccessService,
  ) {}

  @Post('signup')
  @Public()
  // Per account too: each sign-up with a registered email mails its owner, at most 10 a minute.
  // A registered email answers as a new one does (issue 20); a registered phone still answers 409.
  @RateLimited({ perIdentifier: true })
  @ApiOperation({ summary: 'Create a vendor (pending) or technician account; an email gets a confirmation link. A registered email or phone answers the same (its owner is mailed)' })
  @ApiCreatedResponse({ type: SignupResponseView })
  @ApiErrors('VALIDATION_FAILED', 'EMAIL_OR_PHONE_REQUIRED', 'WEAK_PASSWORD', 'TOO_MANY_ATTEMPTS')
  signup(@Body() dto: SignupDto, @Headers('accept-language') acceptLanguage?: string): Promise<SignupResponse> {
    return this.auth.signup(dto, languageOf(acceptLanguage));
  }

  @Post('login')
  @Public()
  @HttpCode(HttpStatus.OK)
  @RateLimited({ perIdentifier: true })
  @ApiOperation({ summary: 'Sign in with email or phone and password' })
  @ApiOkResponse({ type: AuthSessionView })
  @ApiErrors('VALIDATION_FAILED', 'EMAIL_OR_PHONE_REQUIRED', 'INVALID_CREDENTIALS', 'EMAIL_NOT_CONFIRMED', 'ACCOUNT_DEACTIVATED', 'ACCOUNT_INACTIVE', 'TOO_MANY_ATTEMPTS')
  @UseGuards(LocalAuthGuard)
  login(@Body() _dto: LoginDto, @Req() request: Request & { [SIGNED_IN_USER]: User }): Promise<AuthSession> {
    // passport-local (LocalAuthGuard) has checked the password: the session starts here.
    return this.sessions.start(request[SIGNED_IN_USER]);
  }

  @Post('refresh')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Rotate a refresh token; reuse after the grace period revokes its family' })
  @ApiOkResponse({ type: AuthSessionView })
  @ApiErrors('VALIDATION_FAILED', 'REFRESH_TOKEN_INVALID', 'AUTH_SESSION_MISSING', 'ACCOUNT_DEACTIVATED')
  refresh(@Body() dto: RefreshDto): Promise<AuthSession> {
    if (!dto.refresh_token) throw new ApiException(HttpStatus.UNAUTHORIZED, 'AUTH_SESSION_MISSING');
    return this.sessions.refresh(dto.refresh_token);
  }

  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'End this session: its refresh tokens and access tokens stop working' })
  @ApiNoContentResponse()
  @ApiErrors('NOT_AUTHENTICATED')
  @ApiAccess('session.end')
  async logout(@CurrentPrincipal() principal: Principal): Promise<void> {
    await this.access.requireAccess(principal, 'session.end');
    await this.sessions.revoke(principal.sessionId);
  }

  @Post('recover')
  @Public()
  @HttpCode(HttpStatus.OK)
  @RateLimited({ perIdentifier: true })
  @ApiOperation({ summary: 'Mail a password recovery link; answers the same whether or not the account exists' })
  @ApiOkResponse({ type: EmptyView, description: '{}' })
  @ApiErrors('VALIDATION_FAILED', 'TOO_MANY_ATTEMPTS')
  async recover(@Body() dto: RecoverDto, @Headers('accept-language') acceptLanguage?: string): Promise<Record<string, never>> {
    await this.auth.recover(dto.email, dto.redirect_to, languageOf(acceptLanguage));
    return {};
  }

  @Get('verify')
  @Public()
  @ApiOperation({ summary: 'Landing of a mailed link: 303 to the site with the session (or the error) in the URL hash' })
  @ApiQuery({ name: 'token', required: true })
  @ApiQuery({ name: 'type', enum: VERIFY_TYPES })
  @ApiQuery({ name: 'redirect_to', required: false })
  @ApiSeeOtherResponse({ description: 'Location: <site>#access_token=…&refresh_token=…&expires_in=…&type=…' })
  @ApiErrors()
  async verify(
    @Res() res: Response,
    @Query('token') token?: unknown,
    @Query('type') type?: unknown,
    @Query('redirect_to') redirectTo?: unknown,
  ): Promise<void> {
    // Query values may arrive as arrays (?type=a&type=b): anything but one string counts as absent.
    const kind: VerifyType | undefined = VERIFY_TYPES.find((known) => known === type);
    const location = await this.auth.verify(asString(token), kind, asString(redirectTo));
    res.redirect(HttpStatus.SEE_OTHER, location);
  }

  @Put('password')
  @ApiBearerAuth()
  @RateLimited({ perIdentifier: false })
  @ApiOperation({ summary: 'Set a new password for the signed-in user, given the current one (not after a recovery link); other sessions end' })
  @ApiBody({ type: UpdatePasswordDto })
  @ApiOkResponse({ type: AuthUserView })
  @ApiErrors('NOT_AUTHENTICATED', 'VALIDATION_FAILED', 'CURRENT_PASSWORD_REQUIRED', 'CURRENT_PASSWORD_INVALID', 'WEAK_PASSWORD', 'TOO_MANY_ATTEMPTS', 'PASSWORD_UPDATE_FAILED')
  @ApiAccess('password.change')
  async updatePassword(@CurrentPrincipal() principal: Principal, @Body() dto: UpdatePasswordDto): Promise<AuthUser> {
    await this.access.requireAccess(principal, 'password.change');
    return this.auth.updatePassword(principal.userId, principal.sessionId, dto);
  }
}

function asString(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}
