import { Controller, Get, HttpStatus, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiQuery, ApiSeeOtherResponse, ApiTags } from '@nestjs/swagger';
import type { AuthProviders, ErrorCode } from '@fixflow/contracts';
import type { Request, Response } from 'express';
import { ApiException } from '../../common/api-exception.js';
import { ApiErrors } from '../../common/openapi/api-errors.decorator.js';
import { errorMessage } from '../../i18n/message-catalogues.js';
import { Public } from '../decorators.js';
import { withErrorInHash, withSessionInHash } from '../redirect.js';
import { SessionsService } from '../sessions.service.js';
import { OIDC_OUTCOME, OidcGuard, type OidcOutcome } from './oidc.guard.js';
import { OidcService } from './oidc.service.js';

class AuthProvidersView implements AuthProviders {
  @ApiProperty({ type: String, nullable: true, description: 'The "Sign in with …" button\'s provider name; null: no OIDC sign-in on this site', example: 'Google' })
  oidc: string | null;
}

@ApiTags('auth')
@Controller('auth')
export class OidcController {
  constructor(
    private readonly oidc: OidcService,
    private readonly sessions: SessionsService,
  ) {}

  @Get('providers')
  @Public()
  @ApiOperation({ summary: 'Ways to sign in besides the password: the OpenID Connect provider\'s name when configured' })
  @ApiOkResponse({ type: AuthProvidersView })
  @ApiErrors()
  providers(): AuthProviders {
    return { oidc: this.oidc.providerName };
  }

  @Get('oidc/start')
  @Public()
  @UseGuards(OidcGuard)
  @ApiOperation({ summary: 'Sign in through the OpenID Connect provider: 303 to the issuer (state, nonce and PKCE kept in a signed cookie)' })
  @ApiQuery({ name: 'redirect_to', required: false })
  @ApiSeeOtherResponse({ description: 'Location: the issuer\'s authorization endpoint; or, the issuer unreachable, <site>#error=access_denied&error_code=OIDC_SIGN_IN_FAILED' })
  @ApiErrors('OIDC_NOT_CONFIGURED')
  async start(@Req() request: Request, @Res() res: Response): Promise<void> {
    // The strategy has answered with its redirect; a provider that could not be reached lands here.
    if (!res.headersSent) await this.land(res, (request as Request & { [OIDC_OUTCOME]?: OidcOutcome })[OIDC_OUTCOME]);
  }

  @Get('oidc/callback')
  @Public()
  @UseGuards(OidcGuard)
  @ApiOperation({ summary: 'The issuer\'s redirect back: 303 to the site with the session (or the error) in the URL hash, as GET /api/auth/verify' })
  @ApiSeeOtherResponse({ description: 'Location: <site>#access_token=…&refresh_token=…&expires_in=…&type=oidc, or #error=access_denied&error_code=OIDC_…' })
  @ApiErrors()
  async callback(@Req() request: Request, @Res() res: Response): Promise<void> {
    await this.land(res, (request as Request & { [OIDC_OUTCOME]?: OidcOutcome })[OIDC_OUTCOME]);
  }

  private async land(res: Response, outcome: OidcOutcome | undefined): Promise<void> {
    const target = new URL(outcome?.redirectTo ?? '/', 'http://unused.invalid');
    let code: ErrorCode = outcome && 'refused' in outcome ? outcome.refused : 'OIDC_SIGN_IN_FAILED';
    if (outcome && 'user' in outcome) {
      try {
        // The same session (and refresh-token family) as a password sign-in, refused alike (a deactivated account).
        res.redirect(HttpStatus.SEE_OTHER, withSessionInHash(target, await this.sessions.start(outcome.user), 'oidc'));
        return;
      } catch (error) {
        if (!(error instanceof ApiException)) throw error;
        code = error.code;
      }
    }
    res.redirect(HttpStatus.SEE_OTHER, withErrorInHash(target, code, errorMessage(code)));
  }
}
