import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AUTH_CONFIG, type AuthConfig } from './auth.config.js';
import type { AccessTokenClaims, Principal } from './principal.js';
import { PrincipalsService } from './principals.service.js';

/** Bearer access tokens: signature and expiry by passport-jwt, then the session must still be live. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(AUTH_CONFIG) config: AuthConfig,
    private readonly principals: PrincipalsService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(claims: AccessTokenClaims): Promise<Principal | false> {
    return (await this.principals.resolve(claims)) ?? false;
  }
}
