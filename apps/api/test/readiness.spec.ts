import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '@fixflow/dev-db/embedded';
import { freePort } from '@fixflow/dev-db/free-port';
import { startApp, testConfig } from './support/test-app.js';

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

  it('given a running, migrated database, then ready is 200', async () => {
    await request(app.getHttpServer()).get('/api/health/ready').expect(200);
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
    expect(res.body).toEqual({ status: 'unavailable', database: 'down', migrations_pending: null });
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
