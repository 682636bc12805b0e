import { type ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ApiException } from '../../common/api-exception.js';
import type { ErrorCode } from '@fixflow/contracts';
import { IS_PUBLIC, UNAUTHENTICATED_CODE } from '../decorators.js';

/** The one global guard: every route needs a live session unless marked @Public(). */
@Injectable()
export class SessionGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    if (isPublic) return true;
    return super.canActivate(context);
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false, _info: unknown, context: ExecutionContext): TUser {
    if (error || !user) {
      const code = this.reflector.get<ErrorCode | undefined>(UNAUTHENTICATED_CODE, context.getHandler()) ?? 'NOT_AUTHENTICATED';
      throw new ApiException(HttpStatus.UNAUTHORIZED, code);
    }
    return user;
  }
}
