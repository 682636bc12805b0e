import { type CanActivate, type ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import type { ErrorCode } from '@fixflow/contracts';
import { ApiException } from '../../common/api-exception.js';
import { IS_PUBLIC, UNAUTHENTICATED_CODE } from '../decorators.js';
import { AccessTokenStrategy } from '../passport/access-token.strategy.js';
import { authenticateWith } from '../passport/authenticate.js';
import type { Principal } from '../principal.js';

/**
 * The one global guard: every route needs a live session unless marked @Public(). The caller
 * comes from the `Authorization: Bearer` access token through the passport strategy
 * 'access-token' (passport/access-token.strategy.ts) and lands on `request.user`.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly strategy: AccessTokenStrategy,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()])) return true;
    const http = context.switchToHttp();
    const request = http.getRequest<Request & { user?: Principal }>();
    const principal = await authenticateWith<Principal>(this.strategy, request, http.getResponse<Response>());
    if (!principal) {
      const code = this.reflector.get<ErrorCode | undefined>(UNAUTHENTICATED_CODE, context.getHandler()) ?? 'NOT_AUTHENTICATED';
      throw new ApiException(HttpStatus.UNAUTHORIZED, code);
    }
    request.user = principal;
    return true;
  }
}
