import { Injectable } from '@nestjs/common';
import { isUuid } from '../common/uuid.js';
import { ProfilesRepository } from '../profiles/profiles.repository.js';
import { accountStatusOf, roleOf } from '../profiles/role-lookup.js';
import { AccessTokens } from './access-tokens.js';
import type { AccessTokenClaims, Principal } from './principal.js';
import { PrincipalCache } from './principal-cache.js';

/**
 * Turns a bearer access token into the caller, or null when the token is bad or expired or its
 * session has ended. Used by the HTTP session guard and the socket handshake alike.
 */
@Injectable()
export class PrincipalsService {
  constructor(
    private readonly tokens: AccessTokens,
    private readonly memberships: ProfilesRepository,
    private readonly cache: PrincipalCache,
  ) {}

  /** Signature, algorithm and expiry; null for anything else than a valid access token of ours. */
  verify(token: string): (AccessTokenClaims & { exp: number }) | null {
    return this.tokens.verify(token);
  }

  async authenticate(token: string): Promise<Principal | null> {
    const cached = this.cache.get(token);
    if (cached) return cached;
    const claims = this.verify(token);
    const principal = claims ? await this.resolve(claims) : null;
    if (principal && claims) this.cache.set(token, principal, claims.exp);
    return principal;
  }

  /** Only the token's user and session count: a socket's session is checked again with them. */
  async resolve(claims: Pick<AccessTokenClaims, 'sub' | 'sid'>): Promise<Principal | null> {
    if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string' || !isUuid(claims.sid)) return null;
    const row = await this.memberships.ofSession(claims.sid);
    if (!row || row.revoked_at || row.user_id !== claims.sub) return null;
    return {
      userId: row.user_id,
      sessionId: claims.sid,
      role: roleOf(row),
      vendorId: row.vendor_id,
      status: accountStatusOf(row),
    };
  }
}
