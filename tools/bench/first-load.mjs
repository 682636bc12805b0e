// First-load JavaScript of the platform, as a browser really downloads it:
// opens each path in a fresh headless Chromium, waits for the network to go
// idle, and sums the gzip-6 size of every JavaScript response. Also lists each
// remote's remoteEntry.js and exposed chunks from dist/ (gzip-6).
//   node tools/bench/first-load.mjs [baseUrl] [path ...]
// Needs a running platform (npm start) and the system Chromium.
import { chromium } from '@playwright/test';
import { execSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const [baseUrl = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const pages = paths.length ? paths : ['/', '/login', '/orders/new'];
const kb = (n) => (n / 1024).toFixed(1);
const gz = (buf) => gzipSync(buf, { level: 6 }).length;

const browser = await chromium.launch({
  executablePath: execSync('command -v chromium', { encoding: 'utf8' }).trim(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

console.log(`First-load JavaScript at ${baseUrl} (gzip-6, KB)`);
for (const p of pages) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    try {
      scripts.push({ url: response.url(), bytes: gz(await response.body()) });
    } catch {
      /* a response without a body (redirect, aborted) downloads nothing */
    }
  });
  await page.goto(baseUrl + p, { waitUntil: 'networkidle' });
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  console.log(`  ${p.padEnd(24)} ${kb(total).padStart(7)} KB in ${scripts.length} files`);
  for (const s of scripts.sort((a, b) => b.bytes - a.bytes).slice(0, Number(process.env.FILES ?? 5))) {
    console.log(`      ${kb(s.bytes).padStart(7)}  ${new URL(s.url).pathname}`);
  }
  await context.close();
}
await browser.close();

const manifestFile = path.join(root, 'dist/remotes.json');
if (existsSync(manifestFile)) {
  console.log('\nRemotes on disk (gzip-6, KB)');
  for (const [name, url] of Object.entries(JSON.parse(readFileSync(manifestFile, 'utf8')))) {
    const dir = path.join(root, 'dist', path.dirname(url));
    const files = readdirSync(dir, { recursive: true }).filter((f) => f.endsWith('.js'));
    const entry = files.find((f) => f.endsWith('remoteEntry.js'));
    const entryKb = entry ? kb(gz(readFileSync(path.join(dir, entry)))) : '-';
    const all = files.reduce((sum, f) => sum + gz(readFileSync(path.join(dir, f))), 0);
    console.log(`  ${name.padEnd(12)} remoteEntry.js ${entryKb} KB; all ${files.length} JS files ${kb(all)} KB`);
  }
}
