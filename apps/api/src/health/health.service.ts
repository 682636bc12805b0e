import { MikroORM } from '@mikro-orm/core';
import { Inject, Injectable } from '@nestjs/common';
import type { HealthResponse, ReadinessResponse } from '@fixflow/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

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
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  liveness(): HealthResponse {
    return { status: 'ok', uptime_s: Math.round(process.uptime()), version: this.config.version };
  }

  /** Ready = the database answers and every migration this build knows is applied. */
  async readiness(): Promise<ReadinessResponse> {
    try {
      await withTimeout(this.orm.em.getConnection().execute('select 1'), READINESS_TIMEOUT_MS);
    } catch {
      return { status: 'unavailable', database: 'down', migrations_pending: null };
    }
    try {
      const pending = await withTimeout(this.orm.migrator.getPending(), READINESS_TIMEOUT_MS);
      return { status: pending.length === 0 ? 'ok' : 'unavailable', database: 'up', migrations_pending: pending.length };
    } catch {
      return { status: 'unavailable', database: 'up', migrations_pending: null };
    }
  }
}
