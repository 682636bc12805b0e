import { type CanActivate, type ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Role } from '@fixflow/contracts';
import type { Request } from 'express';
import { ApiException } from '../../common/api-exception.js';
import { ROLES } from '../decorators.js';
import type { Principal } from '../principal.js';

/**
 * @Roles(...): the caller's role must be listed, and a vendor must be active (a pending or
 * suspended vendor gets the moderation answer, which the web shows as Account Not Activated).
 */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES, [context.getHandler(), context.getClass()]);
    if (!roles) return true;
    const principal = context.switchToHttp().getRequest<Request & { user?: Principal }>().user;
    if (!principal) throw new ApiException(HttpStatus.UNAUTHORIZED, 'NOT_AUTHENTICATED');
    if (principal.role === null || !roles.includes(principal.role)) throw new ApiException(HttpStatus.FORBIDDEN, 'FORBIDDEN');
    if (principal.role === 'vendor' && principal.vendorStatus !== 'active') {
      throw new ApiException(HttpStatus.FORBIDDEN, 'VENDOR_NOT_ACTIVE');
    }
    return true;
  }
}
