import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

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

/** The fixed-window counters of the credential routes, one raw upsert per attempt (a hot path under attack). */
@Injectable()
export class RateLimitRepository {
  constructor(private readonly em: EntityManager) {}

  /** Counts one attempt under `key`; the hits of its window so far. */
  async hit(key: string, windowS: number): Promise<number> {
    const [row] = await this.em.execute<{ hits: number }[]>(HIT_SQL, [key, windowS, windowS]);
    return row?.hits ?? 0;
  }

  /** The account an email or phone (normalised as identifierOf does) belongs to, if any. */
  async accountOf(identifier: string): Promise<string | null> {
    const column = identifier.includes('@') ? 'email' : 'phone';
    const [row] = await this.em.execute<{ id: string }[]>(`select id from users where ${column} = ? limit 1`, [identifier]);
    return row?.id ?? null;
  }

  /** Drops windows that are over. */
  async sweep(windowS: number): Promise<void> {
    await this.em.execute(SWEEP_SQL, [windowS]);
  }
}
