import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { startApp, testConfig } from './support/test-app.js';
import { createTestDatabase, type ScratchDatabase } from './support/test-database.js';

const SCRIPT = `console.log(${JSON.stringify('fixflow '.repeat(400))});`;
const INDEX_HTML = `<!doctype html><title>Fixflow shell</title><style>${'body{margin:0}'.repeat(100)}</style><div id="root"></div>`;

async function put(root: string, path: string, content: string | Buffer): Promise<void> {
  await mkdir(dirname(join(root, path)), { recursive: true });
  await writeFile(join(root, path), content);
}

/** The build writes .br and .gz beside each text asset; the server hands out the one the browser accepts. */
describe('given a build with precompressed assets', () => {
  let db: ScratchDatabase;
  let webDist: string;
  let app: NestExpressApplication;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'fixflow-web-'));
    await put(webDist, 'shell/index.html', INDEX_HTML);
    await put(webDist, 'shell/index.html.br', brotliCompressSync(INDEX_HTML));
    await put(webDist, 'shell/main.3f2a9c1b7d.js', SCRIPT);
    await put(webDist, 'shell/main.3f2a9c1b7d.js.br', brotliCompressSync(SCRIPT));
    await put(webDist, 'shell/main.3f2a9c1b7d.js.gz', gzipSync(SCRIPT));
    await put(webDist, 'shell/plain.0a1b2c3d4e.js', 'var plain = 1;');
    await put(webDist, 'remotes/vendor/1.0.0/remoteEntry.js', SCRIPT);
    await put(webDist, 'remotes/vendor/1.0.0/remoteEntry.js.gz', gzipSync(SCRIPT));
    await put(webDist, 'remotes.json', JSON.stringify({ vendor: '/remotes/vendor/1.0.0/mf-manifest.json' }));
    db = await createTestDatabase();
    app = await startApp(testConfig(db.databaseUrl, { WEB_DIST: webDist }));
  });

  afterAll(async () => {
    await app?.close();
    await db?.drop();
    await rm(webDist, { recursive: true, force: true });
  });

  it('a browser accepting brotli gets the .br bytes as JavaScript, cached like the file itself', async () => {
    // supertest undoes the encoding; content-length is what went over the wire.
    const res = await http().get('/main.3f2a9c1b7d.js').set('Accept-Encoding', 'gzip, deflate, br').expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['vary']).toContain('Accept-Encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.text).toBe(SCRIPT);
    expect(Number(res.headers['content-length'])).toBe(brotliCompressSync(SCRIPT).length);
  });

  it('a browser accepting only gzip gets the .gz bytes', async () => {
    const res = await http().get('/remotes/vendor/1.0.0/remoteEntry.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.text).toBe(SCRIPT);
  });

  it('the SPA fallback is compressed too, as HTML', async () => {
    const res = await http().get('/login').set('Accept', 'text/html').set('Accept-Encoding', 'br').expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toBe(INDEX_HTML);
  });

  it('sends the file as it is to a client that accepts no encoding, or when the build wrote no variant', async () => {
    const identity = await http().get('/main.3f2a9c1b7d.js').set('Accept-Encoding', 'identity').expect(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.text).toBe(SCRIPT);
    const small = await http().get('/plain.0a1b2c3d4e.js').set('Accept-Encoding', 'gzip, br').expect(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.text).toBe('var plain = 1;');
  });

  it('never serves a variant asked for by its own name as if it were the file', async () => {
    const res = await http().get('/main.3f2a9c1b7d.js.br.br').set('Accept', '*/*').expect(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('web files revalidate by ETag; API answers carry none (they are per caller, hashing them is wasted work)', async () => {
    const first = await http().get('/').set('Accept-Encoding', 'identity').expect(200);
    expect(first.headers['etag']).toBeTruthy();
    await http().get('/').set('Accept-Encoding', 'identity').set('If-None-Match', first.headers['etag']).expect(304);
    const api = await http().get('/api/health').expect(200);
    expect(api.headers['etag']).toBeUndefined();
  });
});
