import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { ErrorCode } from '@fixflow/contracts';
import type { Request } from 'express';
import type { Principal } from './principal.js';

export const IS_PUBLIC = 'fixflow:isPublic';
export const UNAUTHENTICATED_CODE = 'fixflow:unauthenticatedCode';

/** The route answers without a session (sign-in, health, the web app). Everything else needs one. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** The signed-in caller; only on routes behind the session guard. */
export const CurrentPrincipal = createParamDecorator((_data: unknown, context: ExecutionContext): Principal => {
  const request = context.switchToHttp().getRequest<Request & { user?: Principal }>();
  if (!request.user) throw new Error('CurrentPrincipal used on a public route');
  return request.user;
});

/** The 401 code a route answers without a session, where SPEC.md gives it its own words. */
export const UnauthenticatedAs = (code: ErrorCode) => SetMetadata(UNAUTHENTICATED_CODE, code);
