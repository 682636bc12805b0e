import { createSecretKey, type KeyObject } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import jwt from 'jsonwebtoken';
import { AUTH_CONFIG, type AuthConfig } from './auth.config.js';
import type { AccessTokenClaims } from './principal.js';

/** Access tokens (HS256 JWTs), signed and checked with the one JWT library, jsonwebtoken. */
@Injectable()
export class AccessTokens {
  // A KeyObject spares jsonwebtoken from re-deriving (and first failing to parse as a public
  // key) the secret on every verification: the per-request path measured in tools/bench.
  private readonly key: KeyObject;

  constructor(@Inject(AUTH_CONFIG) private readonly config: AuthConfig) {
    this.key = createSecretKey(Buffer.from(config.jwtSecret));
  }

  sign(claims: AccessTokenClaims): string {
    return jwt.sign(claims, this.key, { algorithm: 'HS256', expiresIn: this.config.accessTokenTtlS });
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
}
