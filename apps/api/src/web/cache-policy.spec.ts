import { IMMUTABLE, NO_CACHE, remoteCachePolicy, shellCachePolicy } from './cache-policy.js';

describe('shellCachePolicy', () => {
  it.each([
    ['static/js/main.3f2a9c1b7d4e5f60.js', IMMUTABLE],
    ['static/css/app-0a1b2c3d.css', IMMUTABLE],
    ['assets/logo.9f8e7d6c5b4a.svg', IMMUTABLE],
    ['index.html', NO_CACHE],
    ['sw.js', NO_CACHE],
    ['manifest.webmanifest', NO_CACHE],
    ['favicon.ico', NO_CACHE],
    // A short or non-hex suffix is a name, not a content hash.
    ['static/js/vendor.react.js', NO_CACHE],
    ['main.abc123.js', NO_CACHE],
  ])('%s → %s', (path, policy) => {
    expect(shellCachePolicy(path)).toBe(policy);
  });
});

describe('remoteCachePolicy', () => {
  it.each([
    ['/x/remotes/vendor/1.0.0/remoteEntry.js', IMMUTABLE],
    ['/x/remotes/vendor/1.0.0/static/js/123.js', IMMUTABLE],
    ['/x/remotes/vendor/1.0.0/mf-manifest.json', NO_CACHE],
  ])('%s → %s', (path, policy) => {
    expect(remoteCachePolicy(path)).toBe(policy);
  });
});
