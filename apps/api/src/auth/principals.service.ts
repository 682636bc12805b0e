import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type ProfileMembership, roleOf, SESSION_MEMBERSHIP_SQL } from '../profiles/role-lookup.js';
import type { AccessTokenClaims, Principal } from './principal.js';

type SessionRow = ProfileMembership & { user_id: string; revoked_at: Date | null };

/** Turns a verified access token into the caller, or null when its session has ended. */
@Injectable()
export class PrincipalsService {
  constructor(private readonly em: EntityManager) {}

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
