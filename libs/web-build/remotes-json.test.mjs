import { mkdir, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { manifestUrl, pointRemote, pointRemoteIfUnset, versionFromUrl } from './remotes-json.mjs';

describe('remotes.json pointer', () => {
  it('round-trips a version through the manifest URL', () => {
    expect(manifestUrl('vendor', '0.1.0-ab12')).toBe('/remotes/vendor/0.1.0-ab12/mf-manifest.json');
    expect(versionFromUrl('/remotes/vendor/0.1.0-ab12/mf-manifest.json')).toBe('0.1.0-ab12');
    expect(versionFromUrl('https://cdn.example/vendor.json')).toBeUndefined();
  });

  it('keeps every remote line when parallel builds point their own remote', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'remotes-json-'));
    await Promise.all([pointRemote(dist, 'vendor', '1'), pointRemote(dist, 'technician', '2'), pointRemote(dist, 'admin', '3')]);
    expect(JSON.parse(await readFile(join(dist, 'remotes.json'), 'utf8'))).toEqual({
      vendor: manifestUrl('vendor', '1'),
      technician: manifestUrl('technician', '2'),
      admin: manifestUrl('admin', '3'),
    });
    expect((await readdir(dist)).sort()).toEqual(['remotes.history.json', 'remotes.json']);
  });

  it('answers the URL it replaced', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'remotes-json-'));
    await pointRemote(dist, 'vendor', '1');
    expect(await pointRemote(dist, 'vendor', '2')).toBe(manifestUrl('vendor', '1'));
  });

  it('lets a plain build keep a released version that still exists, and repair a broken pointer', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'remotes-json-'));
    await mkdir(join(dist, 'remotes/vendor/0.1.0-rel'), { recursive: true });
    await writeFile(join(dist, 'remotes/vendor/0.1.0-rel/mf-manifest.json'), '{}');
    await pointRemote(dist, 'vendor', '0.1.0-rel', 'release');

    await pointRemoteIfUnset(dist, 'vendor', '0.1.0');
    await pointRemoteIfUnset(dist, 'admin', '0.1.0');
    expect(JSON.parse(await readFile(join(dist, 'remotes.json'), 'utf8'))).toEqual({
      vendor: manifestUrl('vendor', '0.1.0-rel'),
      admin: manifestUrl('admin', '0.1.0'),
    });

    await pointRemote(dist, 'vendor', 'gone', 'release');
    await pointRemoteIfUnset(dist, 'vendor', '0.1.0');
    expect(JSON.parse(await readFile(join(dist, 'remotes.json'), 'utf8')).vendor).toBe(manifestUrl('vendor', '0.1.0'));
  });
});
