import { Inject, Injectable } from '@nestjs/common';
import { AUTH_CONFIG, type AuthConfig } from '../auth.config.js';
import { RateLimitRepository } from './rate-limit.repository.js';

/** Fixed-window counters in PostgreSQL for the credential routes (sign-in, sign-up, recovery). */
@Injectable()
export class RateLimiterService {
  private lastSweep = 0;

  constructor(
    private readonly counters: RateLimitRepository,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  /** Counts one attempt under each key; false when any of them is over its limit. */
  async allow(attempts: { key: string; limit: number }[]): Promise<boolean> {
    const windowS = this.config.rateLimit.windowMs / 1000;
    await this.sweep(windowS);
    let allowed = true;
    for (const { key, limit } of attempts) {
      if ((await this.counters.hit(key, windowS)) > limit) allowed = false;
    }
    return allowed;
  }

  /** Old windows are dead weight: dropped at most once a window per process. */
  private async sweep(windowS: number): Promise<void> {
    const now = Date.now();
    if (now - this.lastSweep < this.config.rateLimit.windowMs) return;
    this.lastSweep = now;
    await this.counters.sweep(windowS);
  }
}
