import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import type { AuthSession as AuthSessionDto, AuthUser, SignupResponse, VerifyType } from '@fixflow/contracts';
import { ApiException } from '../common/api-exception.js';
import type { Language } from '../i18n/language.js';
import { errorMessage } from '../i18n/message-catalogues.js';
import { authLinkMail, signupAttemptMail } from '../mail/auth-mails.js';
import { MailService } from '../mail/mail.service.js';
import { ProfilesService } from '../profiles/profiles.service.js';
import { WeeklyHours } from '../scheduling/availability.entities.js';
import { defaultWeeklyHours } from '../scheduling/weekly-hours.js';
import { Technician } from '../technicians/technician.entity.js';
import { Vendor } from '../vendors/vendor.entity.js';
import { AUTH_CONFIG, type AuthConfig } from './auth.config.js';
import { AuthClock } from './clock.js';
import type { LoginDto } from './dto/login.dto.js';
import type { UpdatePasswordDto } from './dto/session.dto.js';
import type { SignupDto } from './dto/signup.dto.js';
import { User } from './entities/user.entity.js';
import { OneTimeTokensService } from './one-time-tokens.service.js';
import { RateLimiterService } from './rate-limit/rate-limiter.service.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password-hasher.js';
import { weakPasswordReasons } from './password-policy.js';
import { safeRedirect, withErrorInHash, withSessionInHash } from './redirect.js';
import { SessionsService, toAuthUser } from './sessions.service.js';
import { WeakPasswordException } from './weak-password.exception.js';

/** Sign-up, sign-in, mailed links and password changes. Sessions themselves live in SessionsService. */
@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionsService,
    private readonly links: OneTimeTokensService,
    private readonly mail: MailService,
    private readonly profiles: ProfilesService,
    private readonly clock: AuthClock,
    private readonly limiter: RateLimiterService,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  async signup(dto: SignupDto, language: Language): Promise<SignupResponse> {
    if ((!dto.email && !dto.phone) || !dto.password) throw new ApiException(HttpStatus.BAD_REQUEST, 'EMAIL_OR_PHONE_REQUIRED');
    const companyName = dto.company_name?.trim() || dto.full_name?.trim();
    if (dto.role === 'vendor' && !companyName) {
      throw new ApiException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', {}, [
        { field: 'company_name', message: 'company_name or full_name is required for a vendor' },
      ]);
    }
    const reasons = weakPasswordReasons(dto.password, [dto.email, dto.phone, dto.full_name, dto.company_name].filter(isText));
    if (reasons.length > 0) throw new WeakPasswordException(reasons);

    const passwordHash = await hashPassword(dto.password);
    const owners = await this.owners(dto);
    if (owners.length) return this.answerTaken(dto, owners, language);
    const user = await this.createAccount(dto, passwordHash, companyName ?? '');
    // Registered meanwhile by a sign-up racing this one: the same answer as registered before.
    if (!user) return this.answerTaken(dto, await this.owners(dto), language);
    if (user.email) {
      await this.mailLink('signup', user, dto.redirect_to, language);
      return { user: toAuthUser(user, dto.role), session: null, confirmation_sent: true };
    }
    // No SMS confirmation exists: the phone-only account is usable at once, and the page signs in
    // with the password just chosen. No session here, so a registered phone answers the same.
    return { user: toAuthUser(user, dto.role), session: null, confirmation_sent: false };
  }

  /** The accounts that hold the sign-up's email or phone already. */
  private owners(dto: SignupDto): Promise<User[]> {
    const taken = [...(dto.email ? [{ email: dto.email }] : []), ...(dto.phone ? [{ phone: dto.phone }] : [])];
    return this.em.find(User, { $or: taken });
  }

  /**
   * An email or phone already registered answers as a new one does (201, an account-shaped user
   * that exists nowhere, no session; "confirmation sent" when an email was given), after the same
   * argon2 work: the page cannot tell which emails or phones are registered (issue 20). Each owner
   * is mailed instead, at its own address: "with your email" or "with your phone number". An owner
   * with no email (a phone-only account) has nothing to be told through: no SMS to users exists.
   */
  private async answerTaken(dto: SignupDto, owners: readonly User[], language: Language): Promise<SignupResponse> {
    const loginUrl = new URL('/login', this.config.siteUrl).toString();
    for (const owner of owners) {
      if (!owner.email) continue;
      await this.mail.send(signupAttemptMail(owner.email, loginUrl, language, dto.email && owner.email === dto.email ? 'email' : 'phone'));
    }
    const user = { id: crypto.randomUUID(), email: dto.email ?? null, phone: dto.phone ?? null, email_confirmed_at: null, created_at: this.clock.now().toISOString(), role: dto.role };
    return { user, session: null, confirmation_sent: Boolean(dto.email) };
  }

  /** Unknown account or wrong password: the same answer, after the same argon2 work. */
  async login(dto: LoginDto): Promise<AuthSessionDto> {
    return this.sessions.start(await this.verifyCredentials(dto));
  }

  /** The account the credentials prove, for passport-local (passport/local.strategy.ts); refuses as sign-in does. */
  async verifyCredentials(dto: Pick<LoginDto, 'email' | 'phone' | 'password'>): Promise<User> {
    if ((!dto.email && !dto.phone) || !dto.password) throw new ApiException(HttpStatus.BAD_REQUEST, 'EMAIL_OR_PHONE_REQUIRED');
    const user = await this.em.findOne(User, dto.email ? { email: dto.email } : { phone: dto.phone }, { populate: ['passwordHash'] });
    if (!user) {
      await verifyAgainstDummy(dto.password);
      throw new ApiException(HttpStatus.BAD_REQUEST, 'INVALID_CREDENTIALS');
    }
    if (!(await verifyPassword(user.passwordHash, dto.password))) throw new ApiException(HttpStatus.BAD_REQUEST, 'INVALID_CREDENTIALS');
    if (user.email && !user.emailConfirmedAt) throw new ApiException(HttpStatus.BAD_REQUEST, 'EMAIL_NOT_CONFIRMED');
    return user;
  }

  /** Mails a recovery link when the account exists; the caller answers the same either way. */
  async recover(email: string, redirectTo: string | undefined, language: Language): Promise<void> {
    const user = await this.em.findOne(User, { email });
    if (user) await this.mailLink('recovery', user, redirectTo, language);
  }

  /** Consumes a mailed link and answers where to send the browser: the site, with a session or an error in the hash. */
  async verify(token: string | undefined, type: VerifyType | undefined, redirectTo: string | undefined): Promise<string> {
    const target = safeRedirect(redirectTo, this.config.siteUrl);
    const userId = token && type ? await this.links.consume(token, type) : null;
    if (!userId || !type) return withErrorInHash(target, 'otp_expired', errorMessage('LINK_INVALID'));
    // Either link proves the mailbox is theirs, so both confirm the address.
    await this.em.nativeUpdate(User, { id: userId, emailConfirmedAt: null }, { emailConfirmedAt: this.clock.now() });
    const user = await this.em.findOneOrFail(User, userId, { refresh: true });
    if (user.deactivatedAt) return withErrorInHash(target, 'account_deactivated', errorMessage('ACCOUNT_DEACTIVATED'));
    try {
      return withSessionInHash(target, await this.sessions.start(user, type === 'recovery'), type);
    } catch (error) {
      // Issue 16: a technician an admin deactivated lands on the site with the reason, as a deactivated account does.
      if (error instanceof ApiException && error.code === 'ACCOUNT_INACTIVE') return withErrorInHash(target, 'account_inactive', errorMessage('ACCOUNT_INACTIVE'));
      throw error;
    }
  }

  /**
   * A new password for the signed-in user; other sessions end. The current password is asked for,
   * so a session left open or a stolen token cannot lock the owner out, except on a session a
   * recovery link started (the password was forgotten: the mailbox proved who it is).
   */
  async updatePassword(userId: string, sessionId: string, dto: UpdatePasswordDto): Promise<AuthUser> {
    const current = await this.em.findOne(User, userId, { populate: ['passwordHash'] });
    if (current && !(await this.sessions.recovering(sessionId))) await this.checkCurrentPassword(current, dto.current_password);
    const reasons = weakPasswordReasons(dto.password, [current?.email, current?.phone].filter(isText));
    if (reasons.length > 0) throw new WeakPasswordException(reasons);
    try {
      const updated = await this.em.nativeUpdate(User, { id: userId }, { passwordHash: await hashPassword(dto.password) });
      if (updated !== 1) throw new Error(`user ${userId} not found`);
      await this.sessions.revokeOthers(userId, sessionId);
      await this.sessions.endRecovery(sessionId);
    } catch (error) {
      this.logger.error(`Password update of ${userId} failed: ${error instanceof Error ? error.message : String(error)}`);
      throw new ApiException(HttpStatus.INTERNAL_SERVER_ERROR, 'PASSWORD_UPDATE_FAILED');
    }
    const user = await this.em.findOneOrFail(User, userId, { refresh: true });
    return toAuthUser(user, await this.profiles.roleOf(userId));
  }

  /** Guessing the current password is limited per account like sign-in (RateLimitGuard counts per IP). */
  private async checkCurrentPassword(user: User, presented: string | undefined): Promise<void> {
    if (!presented) throw new ApiException(HttpStatus.BAD_REQUEST, 'CURRENT_PASSWORD_REQUIRED');
    const attempt = { key: `AuthController.updatePassword:user:${user.id}`, limit: this.config.rateLimit.perIdentifier };
    if (!(await this.limiter.allow([attempt]))) throw new ApiException(HttpStatus.TOO_MANY_REQUESTS, 'TOO_MANY_ATTEMPTS');
    if (!(await verifyPassword(user.passwordHash, presented))) throw new ApiException(HttpStatus.BAD_REQUEST, 'CURRENT_PASSWORD_INVALID');
  }

  /** The new account with its profile; null when its email or phone was taken meanwhile (the unique index decides). */
  private async createAccount(dto: SignupDto, passwordHash: string, companyName: string): Promise<User | null> {
    try {
      return await this.em.transactional(async (em) => {
        const user = em.create(User, { email: dto.email ?? null, phone: dto.phone ?? null, passwordHash });
        em.persist(user);
        const contact = { email: dto.email ?? null, phone: dto.phone ?? null, city: dto.city ?? null, state: dto.state ?? null };
        if (dto.role === 'vendor') {
          em.persist(em.create(Vendor, { userId: user.id, companyName, status: 'pending', timezone: dto.timezone ?? null, ...contact }));
        } else {
          em.persist(em.create(Technician, { id: user.id, fullName: dto.full_name ?? null, timezone: dto.timezone ?? null, ...contact }));
          // Issue 17: a weekday left out is a day off, so a new technician starts with the default week.
          for (const hours of defaultWeeklyHours(user.id)) em.persist(em.create(WeeklyHours, hours));
        }
        await em.flush();
        return user;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) return null;
      throw error;
    }
  }

  private async mailLink(type: VerifyType, user: User, redirectTo: string | undefined, language: Language): Promise<void> {
    if (!user.email) return;
    const ttl = type === 'signup' ? this.config.signupLinkTtlS : this.config.recoveryLinkTtlS;
    await this.mail.send(authLinkMail(type, user.email, await this.verifyLink(type, user.id, ttl, redirectTo), language));
  }

  /** A new GET /api/auth/verify link for the user (an admin's invitation uses a recovery link with a sign-up's lifetime). */
  async verifyLink(type: VerifyType, userId: string, ttlS: number, redirectTo?: string): Promise<string> {
    const token = await this.links.issue(userId, type, ttlS);
    const link = new URL('/api/auth/verify', this.config.siteUrl);
    link.search = new URLSearchParams({ token, type, redirect_to: safeRedirect(redirectTo, this.config.siteUrl).toString() }).toString();
    return link.toString();
  }
}

function isText(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.length > 0;
}
