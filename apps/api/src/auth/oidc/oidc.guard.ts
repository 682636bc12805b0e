import { type ExecutionContext, HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request, Response } from 'express';
import type { ErrorCode } from '@fixflow/contracts';
import { ApiException } from '../../common/api-exception.js';
import { AUTH_CONFIG, type AuthConfig } from '../auth.config.js';
import type { User } from '../entities/user.entity.js';
import { safeRedirect } from '../redirect.js';
import { cookieSession } from './oidc-state-cookie.js';
import { OIDC_STRATEGY, OidcRefusal, OidcService } from './oidc.service.js';

/** What the callback's guard leaves for the controller: the account, or why not. */
export type OidcOutcome = { user: User; redirectTo: string } | { refused: ErrorCode; redirectTo: string };
export const OIDC_OUTCOME = 'oidcOutcome';

type OidcRequest = Request & { session?: Record<string, unknown>; [OIDC_OUTCOME]?: OidcOutcome };

/**
 * /api/auth/oidc/start and /callback through passport (openid-client's strategy). /start: the
 * strategy redirects to the issuer with state, nonce and PKCE, kept in the signed cookie. /callback:
 * code exchange and ID token checks; the outcome (never a thrown error: the browser is mid-redirect)
 * lands on the request for the controller to hand to the web in the URL hash.
 */
@Injectable()
export class OidcGuard extends AuthGuard(OIDC_STRATEGY) {
  private readonly logger = new Logger(OidcGuard.name);

  constructor(
    private readonly oidc: OidcService,
    @Inject(AUTH_CONFIG) private readonly auth: AuthConfig,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<OidcRequest>();
    const response = http.getResponse<Response>();
    const session = cookieSession(request, response, this.auth.jwtSecret, new URL(this.auth.siteUrl).protocol === 'https:');
    request.session = session;
    const starting = request.path.endsWith('/start');
    if (starting) {
      const given = typeof request.query.redirect_to === 'string' ? request.query.redirect_to : undefined;
      session.redirectTo = safeRedirect(given, this.auth.siteUrl).toString();
    }
    const redirectTo = typeof session.redirectTo === 'string' ? session.redirectTo : safeRedirect(undefined, this.auth.siteUrl).toString();
    try {
      await this.oidc.ready();
    } catch (error) {
      if (starting && error instanceof OidcRefusal && error.code === 'OIDC_NOT_CONFIGURED') throw new ApiException(HttpStatus.NOT_FOUND, 'OIDC_NOT_CONFIGURED');
      request[OIDC_OUTCOME] = { refused: error instanceof OidcRefusal ? error.code : 'OIDC_SIGN_IN_FAILED', redirectTo };
      return true;
    }
    if (!starting && !request.query.code && !request.query.error) {
      request[OIDC_OUTCOME] = { refused: 'OIDC_SIGN_IN_FAILED', redirectTo };
      return true;
    }
    await super.canActivate(context);
    return true;
  }

  override handleRequest<TUser = User>(error: unknown, user: TUser | false, _info: unknown, context: ExecutionContext): TUser {
    const request = context.switchToHttp().getRequest<OidcRequest>();
    if (error && !(error instanceof OidcRefusal)) this.logger.warn(`OIDC sign-in refused: ${error instanceof Error ? error.message : String(error)}`);
    const redirectTo = typeof request.session?.redirectTo === 'string' ? request.session.redirectTo : safeRedirect(undefined, this.auth.siteUrl).toString();
    request[OIDC_OUTCOME] = user && !error ? { user: user as unknown as User, redirectTo } : { refused: error instanceof OidcRefusal ? error.code : 'OIDC_SIGN_IN_FAILED', redirectTo };
    return user as TUser;
  }
}
