// Renders the PWA PNG icons from the SVG sources in public/icons with the system Chromium
// (the same one the e2e suite uses). Run after changing an SVG: `npm run icons -w apps/web`.
// The PNGs are committed, so building the app never needs a browser.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ICONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/icons');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const OUTPUTS = [
  { source: 'icon.svg', file: 'icon-192.png', size: 192, transparent: true },
  { source: 'icon.svg', file: 'icon-512.png', size: 512, transparent: true },
  { source: 'icon.svg', file: 'apple-touch-icon.png', size: 180, transparent: false },
  { source: 'icon-maskable.svg', file: 'maskable-192.png', size: 192, transparent: false },
  { source: 'icon-maskable.svg', file: 'maskable-512.png', size: 512, transparent: false },
];

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  for (const output of OUTPUTS) {
    const svg = await readFile(path.join(ICONS_DIR, output.source), 'utf8');
    const page = await browser.newPage({ viewport: { width: output.size, height: output.size }, deviceScaleFactor: 1 });
    // Apple touch icons must be opaque: give the rounded corners the background colour.
    const background = output.transparent ? 'transparent' : '#0b1222';
    const sized = svg.replace('width="512" height="512"', `width="${output.size}" height="${output.size}"`);
    await page.setContent(
      `<html><body style="margin:0;background:${background}">${sized}</body></html>`,
    );
    await page.screenshot({ path: path.join(ICONS_DIR, output.file), omitBackground: output.transparent });
    await page.close();
    console.log(`wrote ${output.file}`);
  }
} finally {
  await browser.close();
}
