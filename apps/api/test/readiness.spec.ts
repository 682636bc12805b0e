import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '@fixflow/dev-db/embedded';
import { freePort } from '@fixflow/dev-db/free-port';
import type { ReadinessResponse } from '@fixflow/contracts';
import { type OwnRedis, startOwnRedis } from './support/redis.js';
import { startApp, testConfig } from './support/test-app.js';
import { createTestDatabase, type ScratchDatabase } from './support/test-database.js';

// This file needs a server it may stop, so it always runs its own embedded PostgreSQL.
describe('readiness follows the database', () => {
  let dataDir: string;
  let server: EmbeddedPostgres;
  let app: NestExpressApplication;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'fixflow-readiness-'));
    server = await startEmbeddedPostgres({ dataDir, port: await freePort() });
    app = await startApp(testConfig(server.databaseUrl));
  });

  afterAll(async () => {
    await app?.close();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('given a running, migrated database, then ready is 200 (no REDIS_URL: no Redis to wait for)', async () => {
    const res = await request(app.getHttpServer()).get('/api/health/ready').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up', migrations_pending: 0, redis: null });
  });

  it('when the database stops, then a call that needs it is 503 SERVICE_UNAVAILABLE with Retry-After, not 500', async () => {
    await server.stop();
    const res = await request(app.getHttpServer()).post('/api/auth/login').send({ email: 'vendor@fixflow.test', password: 'whatever-1' }).expect(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).toEqual({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'The service is briefly unavailable. Please try again in a moment.',
    });
  });

  it('when the database stops, then ready is 503 "down" while liveness stays 200', async () => {
    await server.stop();
    const res = await request(app.getHttpServer()).get('/api/health/ready').expect(503);
    expect(res.body).toEqual({ status: 'unavailable', database: 'down', migrations_pending: null, redis: null });
    await request(app.getHttpServer()).get('/api/health').expect(200);
  });
});

describe('readiness with a database that was never there', () => {
  it('given DATABASE_URL on a port nobody listens on, then the app still boots and ready is 503', async () => {
    const url = `postgres://postgres:postgres@127.0.0.1:${await freePort()}/fixflow`;
    const app = await startApp(testConfig(url, { MIGRATE_ON_START: '0' }));
    try {
      const res = await request(app.getHttpServer()).get('/api/health/ready').expect(503);
      expect(res.body).toMatchObject({ status: 'unavailable', database: 'down' });
    } finally {
      await app.close();
    }
  });
});

/** Ready answers until it says `status`, asked again every 100 ms (Redis reconnects in its own time); the last answer. */
async function readyUntil(app: NestExpressApplication, status: ReadinessResponse['status']): Promise<{ code: number; body: ReadinessResponse }> {
  for (;;) {
    const res = await request(app.getHttpServer()).get('/api/health/ready');
    if ((res.body as ReadinessResponse).status === status) return { code: res.status, body: res.body as ReadinessResponse };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// A redis-server of this file's own, which it stops and starts again (never the machine's shared one).
describe('readiness follows Redis when REDIS_URL is set', () => {
  let redis: OwnRedis;
  let db: ScratchDatabase;
  let app: NestExpressApplication;

  beforeAll(async () => {
    redis = await startOwnRedis();
    db = await createTestDatabase();
    app = await startApp(testConfig(db.databaseUrl, { REDIS_URL: redis.url }));
  });

  afterAll(async () => {
    await app?.close();
    await redis?.stop();
    await db?.drop();
  });

  it('given the realtime adapter connected to Redis, then ready is 200 with Redis up', async () => {
    expect(await readyUntil(app, 'ok')).toEqual({ code: 200, body: { status: 'ok', database: 'up', migrations_pending: 0, redis: 'up' } });
  });

  it('when Redis stops, then ready is 503 naming Redis as the part that is down; liveness stays 200', async () => {
    await redis.stop();
    expect(await readyUntil(app, 'unavailable')).toEqual({ code: 503, body: { status: 'unavailable', database: 'up', migrations_pending: 0, redis: 'down' } });
    await request(app.getHttpServer()).get('/api/health').expect(200);
  });

  it('when Redis is back and the adapter has reconnected, then ready is 200 again', async () => {
    await redis.start();
    expect(await readyUntil(app, 'ok')).toEqual({ code: 200, body: { status: 'ok', database: 'up', migrations_pending: 0, redis: 'up' } });
  });
});

describe('readiness with REDIS_URL on a port nobody listens on', () => {
  it('boots, and ready is 503 with Redis down while the database is up', async () => {
    const db = await createTestDatabase();
    const app = await startApp(testConfig(db.databaseUrl, { REDIS_URL: `redis://127.0.0.1:${await freePort()}` }));
    try {
      const res = await request(app.getHttpServer()).get('/api/health/ready').expect(503);
      expect(res.body).toEqual({ status: 'unavailable', database: 'up', migrations_pending: 0, redis: 'down' });
    } finally {
      await app.close();
      await db.drop();
    }
  });
});
