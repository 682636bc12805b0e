import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { openRedisPubSub, type RedisPubSub } from '../common/redis-pub-sub.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { AUTH_CONFIG, type AuthConfig } from './auth.config.js';
import type { Principal } from './principal.js';

/** A session that ended, or a user whose standing changed (every session of theirs). */
export type Forget = { sessionId: string } | { userId: string };
/**
 * What `onForget` listeners hear: a forget made on any process, or — when this process is back in
 * touch with Redis after losing it, and may have missed some — everyone.
 */
export type Forgotten = Forget | { everyone: true };

const CHANNEL = 'fixflow:principals:forget';
const MAX_ENTRIES = 10_000;

/**
 * Resolved callers by access token, kept for a few seconds (never past the token's expiry) so a
 * burst of requests neither re-verifies the signature nor asks PostgreSQL the same question. What
 * changes a caller (logout, a revoked family, an admin's activate/suspend) forgets it here at
 * once, and — with REDIS_URL — on every other API process through a pub/sub channel; listeners
 * (the realtime gateway's sockets) hear every forget, whichever process made it. Without Redis,
 * or while it is down, another process may serve a forgotten caller for at most
 * `principalCacheMs` (AUTH_PRINCIPAL_CACHE_MS; 0 turns the cache off), and its listeners hear of
 * the forget only when Redis is back (as `everyone`).
 */
@Injectable()
export class PrincipalCache implements OnModuleDestroy {
  private readonly entries = new Map<string, { principal: Principal; until: number }>();
  private readonly logger = new Logger('PrincipalCache');
  /** Tells this process's own messages, which Redis delivers back to it, from the others'. */
  private readonly processId = randomUUID();
  private readonly redis: RedisPubSub | null = null;
  private readonly ready: Promise<unknown> = Promise.resolve();
  private readonly listeners: ((what: Forgotten) => void)[] = [];

  constructor(
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    @Inject(APP_CONFIG) app: AppConfig,
  ) {
    if (!app.redisUrl) return;
    const redis = openRedisPubSub(app.redisUrl, this.logger);
    this.redis = redis;
    // Kept by node-redis across reconnects; resolves once Redis first acknowledges it.
    this.ready = redis.sub.subscribe(CHANNEL, (message) => this.received(message)).catch(() => undefined);
    let cutOff = false;
    redis.sub.on('error', () => (cutOff = true));
    redis.sub.on('ready', () => {
      if (!cutOff) return;
      cutOff = false;
      // Forgets published while this process was cut off are lost: start over.
      this.entries.clear();
      this.notify({ everyone: true });
    });
  }

  /** Its Redis connection (null without REDIS_URL): readiness waits for it too (app.setup). */
  get connection(): RedisPubSub | null {
    return this.redis;
  }

  get(token: string): Principal | null {
    const entry = this.entries.get(token);
    if (!entry) return null;
    if (entry.until > Date.now()) return entry.principal;
    this.entries.delete(token);
    return null;
  }

  /** `expiresAtS`: the token's own `exp`; a cached caller never outlives its token. */
  set(token: string, principal: Principal, expiresAtS: number): void {
    if (this.config.principalCacheMs === 0) return;
    // Oldest first out: a Map iterates in insertion order.
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(token, { principal, until: Math.min(Date.now() + this.config.principalCacheMs, expiresAtS * 1000) });
  }

  /** A session ended (logout, refresh-token reuse, password change elsewhere). */
  async forgetSession(sessionId: string): Promise<void> {
    await this.forget({ sessionId });
  }

  /** Something about the user changed (vendor status, profile tables): every session of theirs. */
  async forgetUser(userId: string): Promise<void> {
    await this.forget({ userId });
  }

  /** Resolves once this process listens for other processes' invalidations (tests wait on it). */
  whenListening(): Promise<unknown> {
    return this.ready;
  }

  /** What else holds on to callers (the realtime gateway's sockets) lets go of them too. */
  onForget(listener: (what: Forgotten) => void): void {
    this.listeners.push(listener);
  }

  onModuleDestroy(): void {
    // Not quit(): it would wait for a Redis that may be gone.
    this.redis?.close();
  }

  private async forget(what: Forget): Promise<void> {
    this.apply(what);
    this.notify(what);
    if (!this.redis?.pub.isReady) return;
    await this.redis.pub
      .publish(CHANNEL, JSON.stringify({ ...what, from: this.processId }))
      .catch((error: unknown) => this.logger.warn(`publish failed: ${String(error)}`));
  }

  private received(message: string): void {
    let parsed: Forget & { from?: string };
    try {
      parsed = JSON.parse(message) as Forget & { from?: string };
    } catch (error) {
      this.logger.warn(`ignored a malformed invalidation: ${String(error)}`);
      return;
    }
    const { from, ...what } = parsed;
    if (from === this.processId) return;
    this.apply(what as Forget);
    this.notify(what as Forget);
  }

  private notify(what: Forgotten): void {
    for (const listener of this.listeners) listener(what);
  }

  private apply(what: Forget): void {
    const gone = 'sessionId' in what ? (p: Principal) => p.sessionId === what.sessionId : (p: Principal) => p.userId === what.userId;
    for (const [token, entry] of this.entries) if (gone(entry.principal)) this.entries.delete(token);
  }
}
