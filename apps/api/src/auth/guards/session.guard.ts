import { type CanActivate, type ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { ErrorCode } from '@fixflow/contracts';
import { ApiException } from '../../common/api-exception.js';
import { IS_PUBLIC, UNAUTHENTICATED_CODE } from '../decorators.js';
import type { Principal } from '../principal.js';
import { PrincipalsService } from '../principals.service.js';

/**
 * The one global guard: every route needs a live session unless marked @Public(). The caller
 * comes from the `Authorization: Bearer` access token and lands on `request.user`.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly principals: PrincipalsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()])) return true;
    const request = context.switchToHttp().getRequest<Request & { user?: Principal }>();
    const header = request.headers.authorization;
    const token = header && /^bearer /i.test(header) ? header.slice(7).trim() : null;
    const principal = token ? await this.principals.authenticate(token) : null;
    if (!principal) {
      const code = this.reflector.get<ErrorCode | undefined>(UNAUTHENTICATED_CODE, context.getHandler()) ?? 'NOT_AUTHENTICATED';
      throw new ApiException(HttpStatus.UNAUTHORIZED, code);
    }
    request.user = principal;
    return true;
  }
}
