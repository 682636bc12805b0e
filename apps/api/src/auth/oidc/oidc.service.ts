import { randomBytes } from 'node:crypto';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ErrorCode } from '@fixflow/contracts';
import * as oidc from 'openid-client';
import { Strategy, type StrategyOptionsWithRequest, type VerifyFunctionWithRequest } from 'openid-client/passport';
import passport from 'passport';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Vendor } from '../../vendors/vendor.entity.js';
import { AUTH_CONFIG, type AuthConfig } from '../auth.config.js';
import { AuthClock } from '../clock.js';
import { User } from '../entities/user.entity.js';
import { UserIdentity } from '../entities/user-identity.entity.js';
import { hashPassword } from '../password-hasher.js';

/** The passport strategy's name. */
export const OIDC_STRATEGY = 'oidc';

/** A sign-in the provider completed but we refuse, with the catalogued code the web is told. */
export class OidcRefusal extends Error {
  constructor(readonly code: ErrorCode) {
    super(code);
  }
}

/**
 * openid-client's passport strategy, asking for state and nonce besides PKCE (it adds only what the
 * issuer's metadata makes necessary): the callback checks all three.
 */
class OidcStrategy extends Strategy {
  /** To the issuer with 303 (passport's default is 302): both of our routes answer See Other, as /api/auth/verify does. */
  override authenticate(request: Parameters<Strategy['authenticate']>[0], options: Parameters<Strategy['authenticate']>[1]): void {
    // passport gives each request's strategy its own redirect(url, status) before authenticate().
    const self = this as unknown as { redirect(url: string, status?: number): void };
    const redirect = self.redirect.bind(self);
    self.redirect = (url: string) => redirect(url, 303);
    super.authenticate(request, options);
  }

  override authorizationRequestParams(request: Parameters<Strategy['authorizationRequestParams']>[0], options: Parameters<Strategy['authorizationRequestParams']>[1]) {
    const params = new URLSearchParams(super.authorizationRequestParams(request, options) as URLSearchParams);
    params.set('state', oidc.randomState());
    params.set('nonce', oidc.randomNonce());
    return params;
  }
}

/**
 * Sign-in through an OpenID Connect provider (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET).
 * The issuer's metadata is discovered on first use (the provider need not be up when the API
 * boots). The account: the identity already linked (issuer + subject); else the account with the
 * provider's email when the provider says it is verified (linked now); else a new vendor account,
 * pending like one from the registration page until an admin activates it.
 */
@Injectable()
export class OidcService {
  private readonly logger = new Logger(OidcService.name);
  private registered: Promise<void> | null = null;

  constructor(
    private readonly em: EntityManager,
    private readonly clock: AuthClock,
    @Inject(APP_CONFIG) private readonly app: AppConfig,
    @Inject(AUTH_CONFIG) private readonly auth: AuthConfig,
  ) {}

  /** The button's label, or null when OIDC is not configured. */
  get providerName(): string | null {
    return this.app.oidc?.name ?? null;
  }

  get callbackUrl(): string {
    return new URL('/api/auth/oidc/callback', this.auth.siteUrl).toString();
  }

  /** Discovers the issuer and registers the passport strategy, once (again after a failure). */
  ready(): Promise<void> {
    this.registered ??= this.register().catch((error: unknown) => {
      this.registered = null;
      throw error;
    });
    return this.registered;
  }

  private async register(): Promise<void> {
    const settings = this.app.oidc;
    if (!settings) throw new OidcRefusal('OIDC_NOT_CONFIGURED');
    const issuer = new URL(settings.issuer);
    // Plain http only to a provider on this machine (a development or test issuer).
    const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
    const config = await oidc.discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
      execute: issuer.protocol === 'http:' && loopback ? [oidc.allowInsecureRequests] : [],
    });
    const options: StrategyOptionsWithRequest = {
      config,
      name: OIDC_STRATEGY,
      scope: 'openid email profile',
      callbackURL: this.callbackUrl,
      passReqToCallback: true,
    };
    const verify: VerifyFunctionWithRequest = (_request, tokens, done) => {
      const claims = tokens.claims();
      if (!claims) return done(new OidcRefusal('OIDC_SIGN_IN_FAILED'));
      // Some issuers keep the email to the userinfo endpoint (scope-requested claims): ask it then.
      const withEmail = claims.email === undefined && tokens.access_token
        ? oidc.fetchUserInfo(config, tokens.access_token, claims.sub).then((info) => ({ ...claims, email: info.email, email_verified: info.email_verified, name: claims.name ?? info.name }))
        : Promise.resolve(claims);
      withEmail.then((verified) => this.accountOf(config.serverMetadata().issuer, verified)).then(
        (user) => done(null, user),
        (error: unknown) => done(error),
      );
    };
    passport.use(OIDC_STRATEGY, new OidcStrategy(options, verify));
  }

  /** The account an ID token's claims sign in to (see the class comment). */
  async accountOf(issuer: string, claims: oidc.IDToken): Promise<User> {
    const now = this.clock.now();
    const linked = await this.em.findOne(UserIdentity, { issuer, subject: claims.sub });
    if (linked) {
      await this.em.nativeUpdate(UserIdentity, { id: linked.id }, { lastUsedAt: now });
      return this.em.findOneOrFail(User, linked.userId, { refresh: true });
    }
    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
    if (!email || claims.email_verified !== true) throw new OidcRefusal('OIDC_EMAIL_NOT_VERIFIED');
    const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : email;
    try {
      const userId = await this.em.transactional(async (em) => {
        let user = await em.findOne(User, { email });
        if (!user) {
          // No password anyone knows: a recovery link can set one later.
          user = em.create(User, { email, emailConfirmedAt: now, passwordHash: await hashPassword(randomBytes(32).toString('base64url')) });
          em.persist(user);
          em.persist(em.create(Vendor, { userId: user.id, companyName: name.slice(0, 200), status: 'pending', email }));
        } else if (!user.emailConfirmedAt) {
          // The provider vouches for the mailbox, as our own link would.
          user.emailConfirmedAt = now;
        }
        em.persist(em.create(UserIdentity, { userId: user.id, issuer, subject: claims.sub, email, lastUsedAt: now }));
        await em.flush();
        return user.id;
      });
      return await this.em.findOneOrFail(User, userId, { refresh: true });
    } catch (error) {
      // Two first sign-ins racing: the other one linked it.
      if (error instanceof UniqueConstraintViolationException) {
        const identity = await this.em.findOne(UserIdentity, { issuer, subject: claims.sub }, { refresh: true });
        if (identity) return this.em.findOneOrFail(User, identity.userId, { refresh: true });
      }
      this.logger.error(`OIDC account of ${issuer} ${claims.sub} failed: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    }
  }
}
