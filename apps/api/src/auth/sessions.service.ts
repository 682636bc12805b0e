import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { AuthSession as AuthSessionDto, AuthUser } from '@fixflow/contracts';
import { ApiException } from '../common/api-exception.js';
import { ProfilesService } from '../profiles/profiles.service.js';
import { AccessTokens } from './access-tokens.js';
import { AUTH_CONFIG, type AuthConfig } from './auth.config.js';
import { AuthClock } from './clock.js';
import { PrincipalCache } from './principal-cache.js';
import { AuthSession } from './entities/auth-session.entity.js';
import { RefreshToken } from './entities/refresh-token.entity.js';
import { User } from './entities/user.entity.js';
import type { AccessTokenClaims } from './principal.js';
import { hashToken, newOpaqueToken } from './token-crypto.js';

type RotationOutcome =
  | { kind: 'rotated'; userId: string; sessionId: string; refreshToken: string }
  | { kind: 'refused' }
  | { kind: 'reused'; sessionId: string };

/**
 * Sessions and their refresh-token families. A refresh token is good once; presented again
 * within the grace period (the client lost our answer) it still yields a fresh pair; after that
 * the reuse means it leaked, and the whole family is revoked.
 */
@Injectable()
export class SessionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: AccessTokens,
    private readonly profiles: ProfilesService,
    private readonly clock: AuthClock,
    private readonly principals: PrincipalCache,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  /**
   * A new session (family) for a user who has just proved who they are; `recovery` when by a
   * recovery link. Every way in (password, a mailed link, OIDC) comes through here: a deactivated
   * account is refused, and the sign-in is recorded as the user's last (User Management shows it).
   */
  async start(user: User, recovery = false): Promise<AuthSessionDto> {
    if (user.deactivatedAt) throw new ApiException(HttpStatus.FORBIDDEN, 'ACCOUNT_DEACTIVATED');
    // Issue 16: a technician an admin deactivated cannot sign in (the access policy's answer to an inactive account).
    const membership = await this.profiles.lookup(user.id);
    if (membership.role === 'technician' && membership.technician_status !== 'active') throw new ApiException(HttpStatus.FORBIDDEN, 'ACCOUNT_INACTIVE');
    user.lastSignInAt = this.clock.now();
    await this.em.nativeUpdate(User, { id: user.id }, { lastSignInAt: user.lastSignInAt });
    const session = this.em.create(AuthSession, { userId: user.id, recoveredAt: recovery ? this.clock.now() : null });
    const refreshToken = newOpaqueToken();
    this.em.persist(session);
    this.em.persist(this.newRefreshToken(session.id, refreshToken, null));
    await this.em.flush();
    return this.answer(user, session.id, refreshToken);
  }

  async refresh(presented: string): Promise<AuthSessionDto> {
    const outcome = await this.em.transactional((em) => this.rotate(em, presented));
    if (outcome.kind === 'reused') await this.principals.forgetSession(outcome.sessionId);
    if (outcome.kind !== 'rotated') throw new ApiException(HttpStatus.UNAUTHORIZED, 'REFRESH_TOKEN_INVALID');
    const user = await this.em.findOneOrFail(User, outcome.userId);
    // Deactivation ends the sessions; this also holds for a refresh racing with it.
    if (user.deactivatedAt) {
      await this.revoke(outcome.sessionId);
      throw new ApiException(HttpStatus.FORBIDDEN, 'ACCOUNT_DEACTIVATED');
    }
    return this.answer(user, outcome.sessionId, outcome.refreshToken);
  }

  /**
   * Ends every session of the user inside the caller's transaction (an admin's action, audited
   * with it); after the commit, `forgetEnded` makes it take effect on every API process at once.
   * Answers how many sessions were open.
   */
  async endAll(userId: string, em: EntityManager): Promise<number> {
    const now = this.clock.now();
    const sessions = await em.find(AuthSession, { userId, revokedAt: null }, { fields: ['id'] });
    for (const session of sessions) await this.revokeFamily(em, session.id, now);
    return sessions.length;
  }

  /** After endAll's transaction committed: cached callers and sockets of the user go, on every process. */
  async forgetEnded(userId: string): Promise<void> {
    await this.principals.forgetUser(userId);
  }

  /** Logout: the session and every refresh token of its family stop working. */
  async revoke(sessionId: string): Promise<void> {
    await this.em.transactional((em) => this.revokeFamily(em, sessionId, this.clock.now()));
    await this.principals.forgetSession(sessionId);
  }

  /**
   * Whether the session came from a recovery link within that link's lifetime and has not set a
   * password yet: the one case a new password needs no current one (it was forgotten).
   */
  async recovering(sessionId: string): Promise<boolean> {
    const since = new Date(this.clock.now().getTime() - this.config.recoveryLinkTtlS * 1000);
    return (await this.em.count(AuthSession, { id: sessionId, revokedAt: null, recoveredAt: { $gt: since } })) > 0;
  }

  /** The recovery is over once the new password is set: later changes ask for it. */
  async endRecovery(sessionId: string): Promise<void> {
    await this.em.nativeUpdate(AuthSession, { id: sessionId }, { recoveredAt: null });
  }

  /** After a password change, every other sign-in of the user ends. */
  async revokeOthers(userId: string, keepSessionId: string): Promise<void> {
    const now = this.clock.now();
    const ended = await this.em.transactional(async (em) => {
      const sessions = await em.find(AuthSession, { userId, revokedAt: null, id: { $ne: keepSessionId } }, { fields: ['id'] });
      for (const session of sessions) await this.revokeFamily(em, session.id, now);
      return sessions.map((session) => session.id);
    });
    for (const sessionId of ended) await this.principals.forgetSession(sessionId);
  }

  private async rotate(em: EntityManager, presented: string): Promise<RotationOutcome> {
    // The row lock serialises two refreshes racing with one token.
    const token = await em.findOne(RefreshToken, { tokenHash: hashToken(presented) }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!token || token.revokedAt) return { kind: 'refused' };
    const session = await em.findOne(AuthSession, token.familyId);
    const now = this.clock.now();
    if (!session || session.revokedAt || token.expiresAt <= now) return { kind: 'refused' };
    if (token.usedAt && now.getTime() - token.usedAt.getTime() > this.config.refreshReuseGraceMs) {
      await this.revokeFamily(em, session.id, now);
      return { kind: 'reused', sessionId: session.id };
    }
    token.usedAt ??= now;
    const refreshToken = newOpaqueToken();
    em.persist(this.newRefreshToken(session.id, refreshToken, token.id));
    return { kind: 'rotated', userId: session.userId, sessionId: session.id, refreshToken };
  }

  private async revokeFamily(em: EntityManager, sessionId: string, now: Date): Promise<void> {
    await em.nativeUpdate(AuthSession, { id: sessionId, revokedAt: null }, { revokedAt: now });
    await em.nativeUpdate(RefreshToken, { familyId: sessionId, revokedAt: null }, { revokedAt: now });
  }

  private newRefreshToken(familyId: string, token: string, parentId: string | null): RefreshToken {
    const expiresAt = new Date(this.clock.now().getTime() + this.config.refreshTokenTtlS * 1000);
    return this.em.create(RefreshToken, { familyId, parentId, tokenHash: hashToken(token), expiresAt });
  }

  private async answer(user: User, sessionId: string, refreshToken: string): Promise<AuthSessionDto> {
    const role = await this.profiles.roleOf(user.id);
    const claims: AccessTokenClaims = { sub: user.id, sid: sessionId, role, email: user.email };
    const issuedAt = Math.floor(Date.now() / 1000);
    const accessToken = this.tokens.sign(claims);
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: this.config.accessTokenTtlS,
      expires_at: issuedAt + this.config.accessTokenTtlS,
      refresh_token: refreshToken,
      user: toAuthUser(user, role),
    };
  }
}

export function toAuthUser(user: User, role: AuthUser['role']): AuthUser {
  return {
    id: user.id,
    email: user.email,
    phone: user.phone,
    email_confirmed_at: user.emailConfirmedAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
    role,
  };
}
