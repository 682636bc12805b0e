import { MikroORM } from '@mikro-orm/core';
import { Inject, Injectable } from '@nestjs/common';
import type { HealthResponse, ReadinessResponse } from '@fixflow/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { RedisReadiness } from './redis-readiness.js';

/** A probe must answer fast even when the database hangs: past this it counts as down. */
export const READINESS_TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

@Injectable()
export class HealthService {
  constructor(
    private readonly orm: MikroORM,
    private readonly redis: RedisReadiness,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  liveness(): HealthResponse {
    return { status: 'ok', uptime_s: Math.round(process.uptime()), version: this.config.version };
  }

  /**
   * Ready = the database answers, every migration this build knows is applied and, with REDIS_URL,
   * the realtime adapter's Redis is connected. The answer names each part, so a 503 says which is down.
   */
  async readiness(): Promise<ReadinessResponse> {
    const database = await this.database();
    const redis = this.redis.state();
    const ready = database.database === 'up' && database.migrations_pending === 0 && redis !== 'down';
    return { status: ready ? 'ok' : 'unavailable', ...database, redis };
  }

  private async database(): Promise<Pick<ReadinessResponse, 'database' | 'migrations_pending'>> {
    try {
      await withTimeout(this.orm.em.getConnection().execute('select 1'), READINESS_TIMEOUT_MS);
    } catch {
      return { database: 'down', migrations_pending: null };
    }
    try {
      const pending = await withTimeout(this.orm.migrator.getPending(), READINESS_TIMEOUT_MS);
      return { database: 'up', migrations_pending: pending.length };
    } catch {
      return { database: 'up', migrations_pending: null };
    }
  }
}
