import { mkdir, mkdtemp, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { startApp, testConfig } from './support/test-app.js';
import { createTestDatabase, type ScratchDatabase } from './support/test-database.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const INDEX_HTML = '<!doctype html><title>Fixflow shell</title><div id="root"></div>';

async function put(root: string, path: string, content: string): Promise<void> {
  await mkdir(dirname(join(root, path)), { recursive: true });
  await writeFile(join(root, path), content);
}

describe('given a built web platform in WEB_DIST', () => {
  let db: ScratchDatabase;
  let webDist: string;
  let app: NestExpressApplication;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'fixflow-web-'));
    await put(webDist, 'shell/index.html', INDEX_HTML);
    await put(webDist, 'shell/static/js/main.3f2a9c1b7d4e5f60.js', 'console.log("shell")');
    await put(webDist, 'shell/sw.js', 'self.addEventListener("fetch", () => {})');
    await put(webDist, 'shell/manifest.webmanifest', '{"name":"Fixflow"}');
    await put(webDist, 'remotes/vendor/1.0.0/mf-manifest.json', '{"name":"vendor"}');
    await put(webDist, 'remotes/vendor/1.0.0/remoteEntry.js', 'var vendor = 1;');
    await put(webDist, 'remotes.json', JSON.stringify({ vendor: '/remotes/vendor/1.0.0/mf-manifest.json' }));
    db = await createTestDatabase();
    app = await startApp(testConfig(db.databaseUrl, { WEB_DIST: webDist }));
  });

  afterAll(async () => {
    await app?.close();
    await db?.drop();
    await rm(webDist, { recursive: true, force: true });
  });

  it('serves the shell at / with index.html never cached', async () => {
    const res = await http().get('/').set('Accept', 'text/html').expect(200);
    expect(res.text).toBe(INDEX_HTML);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/orders/123', '/admin/system-settings', '/login'])(
    'answers the client-side route %s with index.html (SPA fallback)',
    async (path) => {
      const res = await http().get(path).set('Accept', 'text/html,application/xhtml+xml').expect(200);
      expect(res.text).toBe(INDEX_HTML);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('does not fall back to index.html for a request that does not accept HTML (a missing script)', async () => {
    const res = await http().get('/static/js/main.0000000000000000.js').set('Accept', '*/*').expect(404);
    expect(res.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
  });

  it('caches hashed assets forever', async () => {
    const res = await http().get('/static/js/main.3f2a9c1b7d4e5f60.js').expect(200);
    expect(res.text).toBe('console.log("shell")');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  it.each(['/sw.js', '/manifest.webmanifest'])('revalidates the unhashed file %s on every load', async (path) => {
    const res = await http().get(path).expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves /remotes.json uncached', async () => {
    const res = await http().get('/remotes.json').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(res.text)).toEqual({ vendor: '/remotes/vendor/1.0.0/mf-manifest.json' });
  });

  it('serves a remote version folder immutable, except its mf-manifest.json', async () => {
    const entry = await http().get('/remotes/vendor/1.0.0/remoteEntry.js').expect(200);
    expect(entry.headers['cache-control']).toBe(IMMUTABLE);
    const manifest = await http().get('/remotes/vendor/1.0.0/mf-manifest.json').expect(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing remote file with a JSON 404, even when the browser asks for HTML', async () => {
    const res = await http().get('/remotes/vendor/9.9.9/remoteEntry.js').set('Accept', 'text/html').expect(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND' });
  });

  it.each(['/remotes/..%2f..%2fshell%2findex.html', '/remotes/%2e%2e/remotes.json', '/.env'])(
    'refuses to serve %s outside its folder or a dotfile',
    async (path) => {
      const res = await http().get(path).set('Accept', '*/*');
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('Fixflow shell');
    },
  );

  it('keeps /api routes for the API, even for a browser asking for HTML', async () => {
    const res = await http().get('/api/nope').set('Accept', 'text/html').expect(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND' });
    await http().get('/api/health').expect(200);
  });

  it('picks up a released remote without a restart: new folder, rewritten remotes.json', async () => {
    await put(webDist, 'remotes/vendor/1.1.0/remoteEntry.js', 'var vendor = 2;');
    await put(webDist, 'remotes.json', JSON.stringify({ vendor: '/remotes/vendor/1.1.0/mf-manifest.json' }));
    expect(JSON.parse((await http().get('/remotes.json').expect(200)).text)).toEqual({
      vendor: '/remotes/vendor/1.1.0/mf-manifest.json',
    });
    expect((await http().get('/remotes/vendor/1.1.0/remoteEntry.js').expect(200)).text).toBe('var vendor = 2;');
  });

  it('answers a JSON 404 for /remotes.json when it is missing', async () => {
    await unlink(join(webDist, 'remotes.json'));
    const res = await http().get('/remotes.json').expect(404);
    expect(res.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
  });
});
