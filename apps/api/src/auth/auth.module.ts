import { Inject, Module } from '@nestjs/common';
import { APP_GUARD, HttpAdapterHost } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { MailModule } from '../mail/mail.module.js';
import { ProfilesModule } from '../profiles/profiles.module.js';
import { AccessTokens } from './access-tokens.js';
import { AuthConfigModule } from './auth-config.module.js';
import { AUTH_CONFIG, type AuthConfig } from './auth.config.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { AuthClock } from './clock.js';
import { SessionGuard } from './guards/session.guard.js';
import { OidcController } from './oidc/oidc.controller.js';
import { OidcGuard } from './oidc/oidc.guard.js';
import { OidcService } from './oidc/oidc.service.js';
import { OneTimeTokensService } from './one-time-tokens.service.js';
import { warmUpPasswordPolicy } from './password-policy.js';
import { AccessTokenStrategy } from './passport/access-token.strategy.js';
import { LocalStrategy } from './passport/local.strategy.js';
import { PrincipalCacheModule } from './principal-cache.module.js';
import { PrincipalsService } from './principals.service.js';
import { RateLimitGuard } from './rate-limit/rate-limit.guard.js';
import { RateLimitRepository } from './rate-limit/rate-limit.repository.js';
import { RateLimiterService } from './rate-limit/rate-limiter.service.js';
import { SessionsService } from './sessions.service.js';

/**
 * Accounts and sessions, and the global guards in this order: RateLimitGuard (@RateLimited
 * credential routes only), SessionGuard (a live session unless @Public). What a caller may do
 * once signed in (its role, its account status, its rows) is the access policy's (src/access).
 */
@Module({
  imports: [
    AuthConfigModule,
    PrincipalCacheModule,
    ProfilesModule,
    MailModule,
    PassportModule,
  ],
  controllers: [AuthController, OidcController],
  providers: [
    AccessTokens,
    AuthClock,
    AuthService,
    SessionsService,
    OneTimeTokensService,
    PrincipalsService,
    RateLimitRepository,
    RateLimiterService,
    // Every way in is a passport strategy: password, access token (HTTP; the socket handshake calls
    // the same PrincipalsService.authenticate), and the OpenID Connect provider.
    LocalStrategy,
    AccessTokenStrategy,
    OidcService,
    OidcGuard,
    { provide: APP_GUARD, useClass: RateLimitGuard },
    { provide: APP_GUARD, useClass: SessionGuard },
  ],
  // The realtime gateway checks the same access tokens at the socket handshake.
  exports: [SessionsService, AuthClock, PrincipalsService, PrincipalCacheModule, AuthService],
})
export class AuthModule {
  constructor(adapterHost: HttpAdapterHost, @Inject(AUTH_CONFIG) config: AuthConfig) {
    warmUpPasswordPolicy();
    // Behind the reverse proxy, req.ip must be the client's for the per-IP limit to mean anything.
    (adapterHost.httpAdapter.getInstance() as { set(name: string, value: unknown): void }).set('trust proxy', config.trustProxy);
  }
}
