import { Inject, Injectable } from '@nestjs/common';
import type { ReadinessResponse } from '@fixflow/contracts';
import type { RedisPubSub } from '../common/redis-pub-sub.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/**
 * The Redis connections readiness waits for when REDIS_URL is set, handed over by app.setup: the
 * realtime adapter's (the adapter is no provider) and PrincipalCache's. Without the first an event
 * would reach this process's sockets only; without the second a sign-out or a deactivation made
 * elsewhere would not end this process's cached callers at once. Either way the process is not ready.
 */
@Injectable()
export class RedisReadiness {
  private readonly watched: RedisPubSub[] = [];
  private readonly configured: boolean;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.configured = config.redisUrl !== null;
  }

  watch(redis: RedisPubSub): void {
    this.watched.push(redis);
  }

  /** null without REDIS_URL; 'up' once every watched connection is ready; 'down' otherwise (none handed over yet too). */
  state(): ReadinessResponse['redis'] {
    if (!this.configured) return null;
    return this.watched.length > 0 && this.watched.every((redis) => redis.connected()) ? 'up' : 'down';
  }
}
