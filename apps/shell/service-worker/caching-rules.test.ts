import { cacheRuleFor, installedWithWorker, isAppNavigation } from './caching-rules';

const at = (path: string) => new URL(path, 'https://fixflow.example');

describe('what the service worker caches at run time', () => {
  it.each([
    // Remotes are released apart: their manifests must be fresh whenever the network answers.
    ['/remotes.json', 'network-first'],
    ['/remotes/technician/0.1.0/mf-manifest.json', 'network-first'],
    ['/remotes/technician/0.1.0/remoteEntry.js', 'network-first'],
    // A content-hashed chunk never changes under its name.
    ['/remotes/technician/0.1.0/552.707b0c8729.js', 'cache-first'],
    ['/remotes/vendor/1.2.0/static/css/app-0a1b2c3d.css', 'cache-first'],
    ['/128.2b891e15b9.js', 'cache-first'],
    // The API is never cached, whatever its name looks like.
    ['/api/me', null],
    ['/api', null],
    ['/api/files/report.0a1b2c3d4e.js', null],
    ['/api/push/public-key', null],
    // Anything else of the shell is either precached or left to the network.
    ['/favicon.ico', null],
    ['/main.abc123.js', null],
  ])('%s → %s', (path, rule) => {
    expect(cacheRuleFor(at(path))).toBe(rule);
  });
});

describe('which navigations open the app from the precache', () => {
  it.each([
    ['/', true],
    ['/dashboard', true],
    ['/orders/5f0c?tab=history', true],
    ['/login#access_token=x', true],
    ['/api/docs', false],
    ['/remotes/vendor/0.1.0/remoteEntry.js', false],
    ['/remotes.json', false],
    ['/sw.js', false],
  ])('%s → %s', (path, app) => {
    expect(isAppNavigation(at(path))).toBe(app);
  });
});

describe('which of the shell\'s files the worker fetches at install, the rest right after', () => {
  it.each([
    // What an offline start opens first, and what has no hash to tell its version: a revision each.
    ['/index.html', true],
    ['/manifest.webmanifest', true],
    ['/icons/icon-192.png', true],
    ['/icons/icon.svg', true],
    // Content-hashed chunks and stylesheets: kept as soon as the worker is active.
    ['/main.1a33d0ed71.js', false],
    ['/1610.bb2a5fae25.js', false],
    ['/antd-first-paint.4f220ef36c.css', false],
    ['/intl-warm.77ad0ee7ff.js', false],
  ])('%s → %s', (path, atInstall) => {
    expect(installedWithWorker(path)).toBe(atInstall);
  });
});
