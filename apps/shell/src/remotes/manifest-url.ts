/** Reads `<version>` out of `/remotes/<name>/<version>/mf-manifest.json` (the release layout). */
export function versionFromManifestUrl(url: string): string | undefined {
  const match = /\/remotes\/[^/]+\/([^/]+)\/mf-manifest\.json$/.exec(url);
  return match ? decodeURIComponent(match[1]) : undefined;
}
