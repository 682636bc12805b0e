import { versionFromManifestUrl } from './manifest-url';

describe('versionFromManifestUrl', () => {
  it.each([
    ['/remotes/vendor/0.1.0/mf-manifest.json', '0.1.0'],
    ['https://cdn.example/remotes/admin/0.2.0-3fa9c1/mf-manifest.json', '0.2.0-3fa9c1'],
    ['http://localhost:4201/mf-manifest.json', undefined],
  ])('%s → %s', (url, version) => {
    expect(versionFromManifestUrl(url)).toBe(version);
  });
});
