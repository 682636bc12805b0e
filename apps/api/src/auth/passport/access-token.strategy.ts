import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-strategy';
import type { Principal } from '../principal.js';
import { PrincipalsService } from '../principals.service.js';

type Verify = (request: Request, done: (error: unknown, principal?: Principal | false | null) => void) => void;

/** A passport strategy that hands the whole request to its verify callback (what passport-custom does, in ten lines). */
class RequestStrategy extends Strategy {
  constructor(private readonly verify: Verify) {
    super();
  }

  override authenticate(request: Request): void {
    this.verify(request, (error, principal) => {
      if (error) this.error(error as Error);
      else if (principal) this.success(principal);
      else this.fail(401);
    });
  }
}

/** The bearer access token from `Authorization: Bearer …`, or null. */
export function bearerToken(header: string | undefined): string | null {
  return header && /^bearer /i.test(header) ? header.slice(7).trim() || null : null;
}

/**
 * The access-token check as a passport strategy. Its validate() is PrincipalsService.authenticate,
 * the very function the socket handshake (realtime.gateway.ts) calls: one door for every way in.
 */
@Injectable()
export class AccessTokenStrategy extends PassportStrategy(RequestStrategy, 'access-token') {
  constructor(private readonly principals: PrincipalsService) {
    super();
  }

  validate(request: Request): Promise<Principal | null> {
    const token = bearerToken(request.headers.authorization);
    return token ? this.principals.authenticate(token) : Promise.resolve(null);
  }
}
