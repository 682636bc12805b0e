import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { createClient } from 'redis';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { AUTH_CONFIG, type AuthConfig } from './auth.config.js';
import type { Principal } from './principal.js';

type Forget = { sessionId: string } | { userId: string };

const CHANNEL = 'fixflow:principals:forget';
const MAX_ENTRIES = 10_000;

/**
 * Resolved callers by access token, kept for a few seconds (never past the token's expiry) so a
 * burst of requests neither re-verifies the signature nor asks PostgreSQL the same question. What changes a caller (logout, a revoked family, an
 * admin's activate/suspend) forgets it here at once, and — with REDIS_URL — on every other API
 * process through a pub/sub channel. Without Redis, another process may serve a forgotten
 * caller for at most `principalCacheMs` (AUTH_PRINCIPAL_CACHE_MS; 0 turns the cache off).
 */
@Injectable()
export class PrincipalCache implements OnModuleDestroy {
  private readonly entries = new Map<string, { principal: Principal; until: number }>();
  private readonly logger = new Logger('PrincipalCache');
  private readonly pub: ReturnType<typeof createClient> | null = null;
  private readonly sub: ReturnType<typeof createClient> | null = null;
  private readonly ready: Promise<unknown> = Promise.resolve();

  constructor(
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    @Inject(APP_CONFIG) app: AppConfig,
  ) {
    if (!app.redisUrl || config.principalCacheMs === 0) return;
    this.pub = createClient({ url: app.redisUrl });
    this.sub = this.pub.duplicate();
    for (const client of [this.pub, this.sub]) client.on('error', (error: Error) => this.logger.warn(`redis: ${error.message}`));
    this.ready = Promise.all([this.pub.connect(), this.sub.connect()])
      .then(() => this.sub?.subscribe(CHANNEL, (message) => this.apply(JSON.parse(message) as Forget)))
      .catch((error: unknown) => this.logger.warn(`principal invalidations stay local: ${String(error)}`));
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

  async onModuleDestroy(): Promise<void> {
    await Promise.allSettled([this.pub?.quit(), this.sub?.quit()]);
  }

  private async forget(what: Forget): Promise<void> {
    this.apply(what);
    if (!this.pub?.isReady) return;
    await this.pub.publish(CHANNEL, JSON.stringify(what)).catch((error: unknown) => this.logger.warn(`publish failed: ${String(error)}`));
  }

  private apply(what: Forget): void {
    const gone = 'sessionId' in what ? (p: Principal) => p.sessionId === what.sessionId : (p: Principal) => p.userId === what.userId;
    for (const [token, entry] of this.entries) if (gone(entry.principal)) this.entries.delete(token);
  }
}
