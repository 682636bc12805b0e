// After the shell's Rspack build: copies public/ (manifest, icons) into dist/shell, then bundles
// service-worker.ts (Workbox) into dist/shell/sw.js with the lists of the shell's files: those its
// install precaches and the content-hashed rest it keeps once active (caching-rules.ts,
// installedWithWorker). Remote files are never listed: they are released apart and cached at run time.
import { createHash } from 'node:crypto';
import { cp, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { installedWithWorker, isContentHashed } from './caching-rules.ts';

const SHELL = path.resolve(import.meta.dirname, '..');
const OUT = path.resolve(process.env.SW_SHELL_DIST ?? path.resolve(SHELL, '../../dist/shell'));
/** SW_INSTALL_EVERYTHING=1: tools/bench/sw-install.mjs's baseline, every file at install (the worker before 2026-11-27). */
const atInstall = process.env.SW_INSTALL_EVERYTHING === '1' ? () => true : installedWithWorker;
const WORKER = 'sw.js';
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

/** The install's Workbox precache list (a revision each: its content's hash, or null where its name carries one) and the rest's paths. */
async function shellFiles() {
  const files = (await filesUnder(OUT))
    .filter((file) => file !== WORKER && !NOT_PRECACHED.test(file))
    .map((file) => `/${file}`)
    .sort();
  const install = await Promise.all(
    files.filter(atInstall).map(async (url) => ({ url, revision: isContentHashed(url) ? null : createHash('sha256').update(await readFile(path.join(OUT, url))).digest('hex').slice(0, 16) })),
  );
  return { install, kept: files.filter((url) => !atInstall(url)) };
}

function bundleWorker({ install, kept }) {
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
    plugins: [new rspack.DefinePlugin({ 'self.__WB_MANIFEST': JSON.stringify(install), 'self.__FF_SHELL_FILES': JSON.stringify(kept) })],
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
const files = await shellFiles();
await bundleWorker(files);
console.log(`sw.js: ${files.install.length} files precached at install, ${files.kept.length} kept once active`);
