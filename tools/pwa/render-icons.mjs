// Renders the shell's app icons (apps/shell/public/icons/*.png) from the header's logo
// (icons/icon.svg) with the system Chromium. Run it again only when the logo changes:
//   node tools/pwa/render-icons.mjs
// "any" icons keep the logo's rounded corners on a transparent ground; the maskable and
// Apple icons are full-bleed squares (the platform cuts its own shape; the letter sits well
// inside the 80% safe zone).
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';

const ICONS = path.resolve(import.meta.dirname, '../../apps/shell/public/icons');
const TARGETS = [
  { file: 'icon-192.png', size: 192, fullBleed: false },
  { file: 'icon-512.png', size: 512, fullBleed: false },
  { file: 'icon-maskable-512.png', size: 512, fullBleed: true },
  { file: 'apple-touch-icon.png', size: 180, fullBleed: true },
];

const chromiumPath = process.env.CHROMIUM_PATH ?? execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], { encoding: 'utf8' }).trim();
const logo = await readFile(path.join(ICONS, 'icon.svg'), 'utf8');

const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const { file, size, fullBleed } of TARGETS) {
    const svg = fullBleed ? logo.replace(' rx="8"', '') : logo;
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`);
    await page.screenshot({ path: path.join(ICONS, file), omitBackground: !fullBleed });
    await page.close();
    console.log(`${file} ${size}×${size}`);
  }
} finally {
  await browser.close();
}
