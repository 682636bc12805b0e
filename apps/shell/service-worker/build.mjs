// After the shell's Rspack build: copies public/ (manifest, icons) into dist/shell, then bundles
// service-worker.ts (Workbox) into dist/shell/sw.js with the list of the shell's files to precache.
// Remote files are never listed: they are released apart and cached at run time (caching-rules.ts).
import { createHash } from 'node:crypto';
import { cp, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { rspack } from '@rspack/core';

const SHELL = path.resolve(import.meta.dirname, '..');
const OUT = path.resolve(SHELL, '../../dist/shell');
const WORKER = 'sw.js';
/** Same rule as caching-rules.ts: a content hash in the name is its own revision. */
const CONTENT_HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
/**
 * Source maps, licences, the .br/.gz twins the server picks from (the browser caches decoded bytes),
 * and host-contract.json, which only the release script reads (the loader has it compiled in).
 */
const NOT_PRECACHED = /(\.map|\.LICENSE\.txt|\.br|\.gz|^host-contract\.json)$/;

async function filesUnder(dir, prefix = '') {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`])),
  );
  return nested.flat();
}

async function precacheManifest() {
  const files = (await filesUnder(OUT)).filter((file) => file !== WORKER && !NOT_PRECACHED.test(file)).sort();
  return Promise.all(
    files.map(async (file) => ({
      url: `/${file}`,
      revision: CONTENT_HASHED.test(path.basename(file)) ? null : createHash('sha256').update(await readFile(path.join(OUT, file))).digest('hex').slice(0, 16),
    })),
  );
}

function bundleWorker(manifest) {
  const compiler = rspack({
    mode: 'production',
    context: SHELL,
    target: ['webworker', 'es2022'],
    entry: { sw: './service-worker/service-worker.ts' },
    devtool: false,
    output: { path: OUT, filename: WORKER, clean: false, iife: true },
    resolve: { extensions: ['.ts', '.mjs', '.js'] },
    module: {
      rules: [{ test: /\.ts$/, exclude: /node_modules/, loader: 'builtin:swc-loader', options: { jsc: { parser: { syntax: 'typescript' } } }, type: 'javascript/auto' }],
    },
    plugins: [new rspack.DefinePlugin({ 'self.__WB_MANIFEST': JSON.stringify(manifest) })],
    optimization: { splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    });
  });
}

await cp(path.join(SHELL, 'public'), OUT, { recursive: true });
const manifest = await precacheManifest();
await bundleWorker(manifest);
console.log(`sw.js: ${manifest.length} files precached`);
