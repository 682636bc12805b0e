import { type ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { ErrorCode } from '@fixflow/contracts';
import { ApiException } from '../../common/api-exception.js';
import { IS_PUBLIC, UNAUTHENTICATED_CODE } from '../decorators.js';
import type { Principal } from '../principal.js';

/**
 * The one global guard: every route needs a live session unless marked @Public(). The caller
 * comes from the `Authorization: Bearer` access token through the passport strategy
 * 'access-token' (passport/access-token.strategy.ts) and lands on `request.user`.
 */
@Injectable()
export class SessionGuard extends AuthGuard('access-token') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()])) return true;
    return (await super.canActivate(context)) as boolean;
  }

  override handleRequest<TUser = Principal>(error: unknown, principal: TUser | false | null, _info: unknown, context: ExecutionContext): TUser {
    if (error) throw error;
    if (!principal) {
      const code = this.reflector.get<ErrorCode | undefined>(UNAUTHENTICATED_CODE, context.getHandler()) ?? 'NOT_AUTHENTICATED';
      throw new ApiException(HttpStatus.UNAUTHORIZED, code);
    }
    return principal;
  }
}
