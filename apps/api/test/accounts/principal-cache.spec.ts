import { randomBytes } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { PrincipalCache } from '../../src/auth/principal-cache.js';
import { type AccountsTestContext, bearer, login, startAccountsApp } from '../support/accounts.js';
import { useTestRedis } from '../support/redis.js';
import { createTestDatabase } from '../support/test-database.js';
import { startApp, testConfig } from '../support/test-app.js';

/**
 * Callers are cached for a few seconds (PrincipalCache), so every test here first makes a request
 * that fills the cache, then changes the caller and expects the very next request to see it.
 */
describe('a cached caller is forgotten the moment it changes', () => {
  let ctx: AccountsTestContext;

  beforeAll(async () => {
    ctx = await startAccountsApp();
  });

  afterAll(async () => {
    await ctx?.close();
  });

  it('logout: the access token stops working on the next request', async () => {
    const session = await login(ctx, 'tech@fixflow.test');
    await ctx.http().get('/api/me').set('Authorization', bearer(session)).expect(200);
    await ctx.http().post('/api/auth/logout').set('Authorization', bearer(session)).expect(204);
    const res = await ctx.http().get('/api/me').set('Authorization', bearer(session)).expect(401);
    expect(res.body).toMatchObject({ code: 'NOT_AUTHENTICATED', message: 'Not authenticated' });
  });

  it('an admin suspends a vendor: its next request is refused; reactivated, it works again', async () => {
    const admin = await login(ctx, 'admin@fixflow.test');
    const vendor = await login(ctx, 'vendor2@fixflow.test');
    await ctx.http().get('/api/technicians').set('Authorization', bearer(vendor)).expect(200);
    const vendors = (await ctx.http().get('/api/vendors').query({ search: 'vendor2' }).set('Authorization', bearer(admin)).expect(200)).body as {
      items: { id: string; email: string | null }[];
    };
    const row = vendors.items.find((item) => item.email === 'vendor2@fixflow.test');
    expect(row).toBeDefined();
    await ctx.http().patch(`/api/vendors/${row?.id}`).set('Authorization', bearer(admin)).send({ status: 'suspended' }).expect(200);
    const refused = await ctx.http().get('/api/technicians').set('Authorization', bearer(vendor)).expect(403);
    expect(refused.body).toMatchObject({ code: 'VENDOR_NOT_ACTIVE' });
    await ctx.http().patch(`/api/vendors/${row?.id}`).set('Authorization', bearer(admin)).send({ status: 'active' }).expect(200);
    await ctx.http().get('/api/technicians').set('Authorization', bearer(vendor)).expect(200);
  });
});

describe('two API processes forget a caller together through Redis', () => {
  it('logout on A is refused on B at once, though B had the caller cached', async () => {
    // Both processes sign with one secret, as replicas behind the proxy do; the ten-minute cache
    // life makes sure only the invalidation, not an expiry, can explain the refusal.
    const saved = { JWT_SECRET: process.env.JWT_SECRET, AUTH_PRINCIPAL_CACHE_MS: process.env.AUTH_PRINCIPAL_CACHE_MS };
    Object.assign(process.env, { JWT_SECRET: randomBytes(32).toString('base64url'), AUTH_PRINCIPAL_CACHE_MS: '600000' });
    const redis = await useTestRedis();
    const REDIS_URL = redis.url;
    const db = await createTestDatabase();
    const apps: NestExpressApplication[] = [];
    try {
      apps.push(await startApp(testConfig(db.databaseUrl, { SEED_DEMO: '1', REDIS_URL })));
      apps.push(await startApp(testConfig(db.databaseUrl, { REDIS_URL, MIGRATE_ON_START: '0' })));
      await Promise.all(apps.map((app) => app.get(PrincipalCache).whenListening()));
      const [onA, onB] = apps.map((app) => () => request(app.getHttpServer()));
      const session = (await onA().post('/api/auth/login').send({ email: 'tech@fixflow.test', password: 'Fixflow-demo-1' }).expect(200)).body as {
        access_token: string;
      };
      await onB().get('/api/me').set('Authorization', bearer(session.access_token)).expect(200);
      await onA().post('/api/auth/logout').set('Authorization', bearer(session.access_token)).expect(204);
      // Pub/sub delivery is asynchronous: B refuses within moments, long before any expiry.
      const statusOnB = () => onB().get('/api/me').set('Authorization', bearer(session.access_token)).then((res) => res.status);
      expect(await eventually(statusOnB, 401)).toBe(401);
    } finally {
      for (const app of apps) await app.close();
      await db.drop();
      await redis.stop();
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
  });
});

/** Polls until `read` gives `wanted` (or 3 s pass), then answers its last value. */
async function eventually<T>(read: () => Promise<T>, wanted: T): Promise<T> {
  const deadline = Date.now() + 3000;
  let value = await read();
  while (value !== wanted && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}
