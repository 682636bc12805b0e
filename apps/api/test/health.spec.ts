import type { ApiError, HealthResponse, ReadinessResponse } from '@fixflow/contracts';
import type { NestExpressApplication } from '@nestjs/platform-express';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { startApp, testConfig } from './support/test-app.js';
import { createTestDatabase, type ScratchDatabase } from './support/test-database.js';

describe('health, errors and OpenAPI on a freshly migrated database', () => {
  let db: ScratchDatabase;
  let app: NestExpressApplication;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startApp(testConfig(db.databaseUrl));
  });

  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('GET /api/health answers liveness with the API version', async () => {
    const res = await request(app.getHttpServer()).get('/api/health').expect(200);
    const body = res.body as HealthResponse;
    expect(body).toEqual({ status: 'ok', uptime_s: expect.any(Number), version: '0.1.0' });
  });

  it('GET /api/health/ready is 200 once the database is up and fully migrated', async () => {
    const res = await request(app.getHttpServer()).get('/api/health/ready').expect(200);
    expect(res.body as ReadinessResponse).toEqual({ status: 'ok', database: 'up', migrations_pending: 0, redis: null });
  });

  it.each([
    ['GET', '/api/does-not-exist'],
    ['POST', '/api/orders-that-do-not-exist'],
    ['GET', '/api'],
  ])('%s %s answers a 404 error body in JSON, not HTML', async (method, path) => {
    const res = await request(app.getHttpServer())[method === 'GET' ? 'get' : 'post'](path).expect(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body as ApiError).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
  });

  it('without a built web app, / is the same JSON 404 (no SPA to fall back to)', async () => {
    const res = await request(app.getHttpServer()).get('/').set('Accept', 'text/html').expect(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('publishes the OpenAPI document at /api/docs-json listing the health routes', async () => {
    const res = await request(app.getHttpServer()).get('/api/docs-json').expect(200);
    const doc = res.body as { openapi: string; paths: Record<string, unknown>; info: { version: string } };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/health/ready']));
    expect(doc.info.version).toBe('0.1.0');
  });

  it('serves the Swagger UI at /api/docs', async () => {
    const res = await request(app.getHttpServer()).get('/api/docs').redirects(1).expect(200);
    expect(res.text).toContain('swagger-ui');
  });

  it('a pooled connection left idle for longer than Node\'s 5 s default is still open for the next request', async () => {
    // ECONNRESET otherwise: the client sends on a socket the server is closing (KEEP_ALIVE_MS).
    await app.listen(0, '127.0.0.1');
    const { port } = (app.getHttpServer() as Server).address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const req = http.get({ host: '127.0.0.1', port, path: '/api/health', agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
        });
        req.on('error', reject);
      });
    try {
      expect(await get()).toEqual({ status: 200, reused: false });
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(await get()).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  }, 20_000);
});
