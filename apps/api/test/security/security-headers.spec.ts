import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { startApp, testConfig } from '../support/test-app.js';
import { createTestDatabase, type ScratchDatabase } from '../support/test-database.js';

const INLINE_SCRIPT = 'document.documentElement.dataset.theme = localStorage.getItem("vite-ui-theme") ?? "system";';
const INDEX_HTML = `<!doctype html><title>Fixflow</title><style>body{margin:0}</style><script>${INLINE_SCRIPT}</script><script defer src="/main.1234567890.js"></script><div id="root"></div>`;
const SCRIPT_HASH = `'sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`;
const CDN = 'https://cdn.fixflow.example';

async function put(root: string, path: string, content: string): Promise<void> {
  await mkdir(dirname(join(root, path)), { recursive: true });
  await writeFile(join(root, path), content);
}

/** The CSP header as directive → sources. */
function csp(header: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('security headers (issue 20)', () => {
  let db: ScratchDatabase;
  let webDist: string;
  const apps: NestExpressApplication[] = [];
  const saved = process.env.JWT_SECRET;

  async function start(env: Record<string, string> = {}): Promise<() => ReturnType<typeof request>> {
    const app = await startApp(testConfig(db.databaseUrl, { WEB_DIST: webDist, ...env }));
    apps.push(app);
    return () => request(app.getHttpServer());
  }

  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'fixflow-csp-'));
    await put(webDist, 'shell/index.html', INDEX_HTML);
    await put(webDist, 'shell/sw.js', 'self.addEventListener("push", () => {})');
    // One remote released to a CDN, the others served by the site itself.
    await put(webDist, 'remotes.json', JSON.stringify({ vendor: `${CDN}/remotes/vendor/1.0.0/mf-manifest.json`, admin: '/remotes/admin/1.0.0/mf-manifest.json' }));
    db = await createTestDatabase();
    // Production refuses to start without a signing secret.
    process.env.JWT_SECRET = 's'.repeat(40);
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await db?.drop();
    await rm(webDist, { recursive: true, force: true });
    if (saved === undefined) delete process.env.JWT_SECRET;
    else process.env.JWT_SECRET = saved;
  });

  describe('given the platform in development', () => {
    let http: () => ReturnType<typeof request>;
    beforeAll(async () => {
      http = await start();
    });

    it.each([
      ['the shell', '/', 'text/html'],
      ['a client-side route', '/orders/123', 'text/html'],
      ['the service worker', '/sw.js', '*/*'],
      ['an API answer', '/api/health', 'application/json'],
      ['an API error', '/api/orders', 'application/json'],
    ])('%s carries the strict CSP and helmet headers', async (_what, path, accept) => {
      const res = await http().get(path).set('Accept', accept).set('Host', 'fixflow.test:3000');
      const policy = csp(res.headers['content-security-policy']);
      // Scripts: the site, the remotes' CDN and the hash of index.html's inline script; nothing inline else, no eval.
      expect(policy['script-src']).toEqual(["'self'", CDN, SCRIPT_HASH]);
      expect(policy['script-src-attr']).toEqual(["'none'"]);
      expect(policy['default-src']).toEqual(["'self'"]);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      expect(policy['base-uri']).toEqual(["'self'"]);
      // The socket (ws/wss of the host the page came from) and the remotes' manifests.
      expect(policy['connect-src']).toEqual(expect.arrayContaining(["'self'", 'ws://fixflow.test:3000', CDN]));
      expect(policy['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
      // antd's CSS-in-JS writes <style> elements that do not all carry a nonce (security-headers.ts).
      expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'", CDN]);
      expect(policy).not.toHaveProperty('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    });

    it('serves the API docs outside production', async () => {
      await http().get('/api/docs-json').expect(200);
    });
  });

  describe('given NODE_ENV=production', () => {
    let http: () => ReturnType<typeof request>;
    beforeAll(async () => {
      http = await start({ NODE_ENV: 'production' });
    });

    it('adds HSTS and upgrades insecure requests', async () => {
      const res = await http().get('/').set('Accept', 'text/html').expect(200);
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(csp(res.headers['content-security-policy'])).toHaveProperty('upgrade-insecure-requests');
    });

    it('has no /api/docs: the route map is not public', async () => {
      await http().get('/api/docs').expect(404);
      await http().get('/api/docs-json').expect(404);
    });
  });

  describe('given NODE_ENV=production and API_DOCS=1', () => {
    it('serves the docs the operator asked for', async () => {
      const http = await start({ NODE_ENV: 'production', API_DOCS: '1' });
      await http().get('/api/docs-json').expect(200);
      const page = await http().get('/api/docs/').expect(200);
      // Swagger UI's page loads its scripts from files, which the CSP's 'self' allows.
      expect(page.text).not.toMatch(/<script>[^<]/);
    });
  });
});
