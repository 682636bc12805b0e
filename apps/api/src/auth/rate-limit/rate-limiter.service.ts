import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { AUTH_CONFIG, type AuthConfig } from '../auth.config.js';

/** One statement per attempt: counts it, starting a new window when the old one is over. */
const HIT_SQL = `
  insert into rate_limit_counters (key, window_started_at, hits) values (?, now(), 1)
  on conflict (key) do update set
    hits = case when rate_limit_counters.window_started_at <= now() - make_interval(secs => ?) then 1
                else rate_limit_counters.hits + 1 end,
    window_started_at = case when rate_limit_counters.window_started_at <= now() - make_interval(secs => ?) then now()
                else rate_limit_counters.window_started_at end
  returning hits`;

const SWEEP_SQL = `delete from rate_limit_counters where window_started_at <= now() - make_interval(secs => ?)`;

/** Fixed-window counters in PostgreSQL for the credential routes (sign-in, sign-up, recovery). */
@Injectable()
export class RateLimiterService {
  private lastSweep = 0;

  constructor(
    private readonly em: EntityManager,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  /** Counts one attempt under each key; false when any of them is over its limit. */
  async allow(attempts: { key: string; limit: number }[]): Promise<boolean> {
    const windowS = this.config.rateLimit.windowMs / 1000;
    await this.sweep(windowS);
    let allowed = true;
    for (const { key, limit } of attempts) {
      const [row] = await this.em.execute<{ hits: number }[]>(HIT_SQL, [key, windowS, windowS]);
      if ((row?.hits ?? 0) > limit) allowed = false;
    }
    return allowed;
  }

  /** Old windows are dead weight: dropped at most once a window per process. */
  private async sweep(windowS: number): Promise<void> {
    const now = Date.now();
    if (now - this.lastSweep < this.config.rateLimit.windowMs) return;
    this.lastSweep = now;
    await this.em.execute(SWEEP_SQL, [windowS]);
  }
}
