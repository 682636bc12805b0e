import { type CanActivate, type ExecutionContext, HttpStatus, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { normalizePhone } from '@fixflow/contracts/phone';
import { ApiException } from '../../common/api-exception.js';
import { AUTH_CONFIG, type AuthConfig } from '../auth.config.js';
import { RateLimitRepository } from './rate-limit.repository.js';
import { RateLimiterService } from './rate-limiter.service.js';

const RATE_LIMIT = 'fixflow:rateLimit';

export interface RateLimitOptions {
  /**
   * Also count per account named in the body (by email or phone), so one account guessed from many
   * IPs is limited too, and its email and phone share one limit (issue 20: not 10 guesses each).
   */
  perIdentifier: boolean;
}

/** Marks a credential route; RateLimitGuard then counts its attempts. */
export const RateLimited = (options: RateLimitOptions) => SetMetadata(RATE_LIMIT, options);

/** The account a request names, normalised like the DTOs so "A@x.test " and "a@x.test" share a counter. */
export function identifierOf(body: unknown): string | null {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as { email?: unknown; phone?: unknown };
  if (typeof fields.email === 'string' && fields.email.trim()) return fields.email.trim().toLowerCase();
  if (typeof fields.phone === 'string' && fields.phone.trim()) return normalizePhone(fields.phone) ?? fields.phone.replace(/[\s\-().]/g, '');
  return null;
}

/** Global; acts only on @RateLimited routes: 429 TOO_MANY_ATTEMPTS past the per-IP or per-identifier limit. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiterService,
    private readonly counters: RateLimitRepository,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const options = this.reflector.get<RateLimitOptions | undefined>(RATE_LIMIT, context.getHandler());
    if (!options) return true;
    const request = context.switchToHttp().getRequest<Request>();
    const route = `${context.getClass().name}.${context.getHandler().name}`;
    const attempts = [{ key: `${route}:ip:${request.ip ?? 'unknown'}`, limit: this.config.rateLimit.perIp }];
    const identifier = options.perIdentifier ? identifierOf(request.body) : null;
    if (identifier) attempts.push({ key: await this.accountKey(route, identifier), limit: this.config.rateLimit.perIdentifier });
    if (!(await this.limiter.allow(attempts))) throw new ApiException(HttpStatus.TOO_MANY_REQUESTS, 'TOO_MANY_ATTEMPTS');
    return true;
  }

  /** The account's own counter (as a password change counts it); an address of nobody counts by itself. */
  private async accountKey(route: string, identifier: string): Promise<string> {
    const userId = await this.counters.accountOf(identifier);
    return userId ? `${route}:user:${userId}` : `${route}:id:${identifier}`;
  }
}
