// The registry these machines reach serves only some platforms' binaries of
// packages such as @rspack/binding-*, @swc/core-*, @nx/nx-*: for the others
// (darwin, win32, …) it answers 404. `npm install` then leaves those optional
// packages out of package-lock.json, and `npm ci` refuses the lock ("Missing: …
// from lock file"). This adds each missing optional platform package to the
// lock with the os/cpu/libc its name states, exactly as a lock written against
// the full registry would list it; npm ci then skips it on this platform.
// Run after any `npm install` that changed the lock: npm run lockfile:platforms
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const OS = ['darwin', 'win32', 'linux', 'freebsd', 'android', 'openharmony', 'sunos', 'aix', 'netbsd', 'openbsd'];
const CPU = { arm64: 'arm64', x64: 'x64', ia32: 'ia32', arm: 'arm', ppc64: 'ppc64', riscv64: 'riscv64', s390x: 's390x', loong64: 'loong64', wasm32: 'wasm32' };

/** os, cpu and libc from a platform package's name, e.g. binding-linux-arm-musleabihf. */
export function platformOf(name) {
  const tokens = name.split('/').pop().split('-');
  const os = tokens.find((t) => OS.includes(t));
  const cpu = tokens.map((t) => CPU[t]).find(Boolean);
  const libcToken = tokens.find((t) => /^(gnu|gnueabihf|musl|musleabihf)$/.test(t));
  if (!cpu) return null;
  return {
    ...(cpu ? { cpu: [cpu] } : {}),
    ...(os ? { os: [os] } : {}),
    ...(libcToken ? { libc: [libcToken.startsWith('musl') ? 'musl' : 'glibc'] } : {}),
  };
}

export function fillLock(lock) {
  const added = [];
  for (const [location, pkg] of Object.entries(lock.packages)) {
    for (const [dep, version] of Object.entries(pkg.optionalDependencies ?? {})) {
      const nested = `${location ? `${location}/` : ''}node_modules/${dep}`;
      const hoisted = `node_modules/${dep}`;
      if (lock.packages[nested] || lock.packages[hoisted]) continue;
      const platform = platformOf(dep);
      if (!platform) continue; // not a platform binary: leave npm's decision alone
      lock.packages[hoisted] = { version, ...platform, optional: true };
      added.push(`${dep}@${version}`);
    }
  }
  lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
  return added;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = path.resolve(import.meta.dirname, '../../package-lock.json');
  const lock = JSON.parse(readFileSync(file, 'utf8'));
  const added = fillLock(lock);
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(added.length ? `added ${added.length} optional platform packages to package-lock.json` : 'package-lock.json already lists every optional platform package');
}
