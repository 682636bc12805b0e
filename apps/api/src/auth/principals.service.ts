import { createSecretKey, type KeyObject } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import jwt from 'jsonwebtoken';
import { type ProfileMembership, roleOf, SESSION_MEMBERSHIP_SQL } from '../profiles/role-lookup.js';
import { AUTH_CONFIG, type AuthConfig } from './auth.config.js';
import type { AccessTokenClaims, Principal } from './principal.js';
import { PrincipalCache } from './principal-cache.js';

type SessionRow = ProfileMembership & { user_id: string; revoked_at: Date | null };

/**
 * Turns a bearer access token into the caller, or null when the token is bad or expired or its
 * session has ended. Used by the HTTP session guard and the socket handshake alike.
 */
@Injectable()
export class PrincipalsService {
  // A KeyObject spares jsonwebtoken from re-deriving (and first failing to parse as a public
  // key) the secret on every verification.
  private readonly key: KeyObject;

  constructor(
    private readonly em: EntityManager,
    private readonly cache: PrincipalCache,
    @Inject(AUTH_CONFIG) config: AuthConfig,
  ) {
    this.key = createSecretKey(Buffer.from(config.jwtSecret));
  }

  /** Signature, algorithm and expiry; null for anything else than a valid access token of ours. */
  verify(token: string): (AccessTokenClaims & { exp: number }) | null {
    try {
      const claims = jwt.verify(token, this.key, { algorithms: ['HS256'] });
      return typeof claims === 'object' && typeof claims.exp === 'number' ? (claims as AccessTokenClaims & { exp: number }) : null;
    } catch {
      return null;
    }
  }

  async authenticate(token: string): Promise<Principal | null> {
    const cached = this.cache.get(token);
    if (cached) return cached;
    const claims = this.verify(token);
    const principal = claims ? await this.resolve(claims) : null;
    if (principal && claims) this.cache.set(token, principal, claims.exp);
    return principal;
  }

  async resolve(claims: AccessTokenClaims): Promise<Principal | null> {
    if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string' || !isUuid(claims.sid)) return null;
    const [row] = await this.em.execute<SessionRow[]>(SESSION_MEMBERSHIP_SQL, [claims.sid]);
    if (!row || row.revoked_at || row.user_id !== claims.sub) return null;
    return {
      userId: row.user_id,
      sessionId: claims.sid,
      role: roleOf(row),
      vendorId: row.vendor_id,
      vendorStatus: row.vendor_status,
    };
  }
}

/** A malformed id would make PostgreSQL raise instead of finding nothing. */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
