/**
 * First load of the player app: the JavaScript a phone downloads before the first screen can
 * render, against a floor measured in the same run — the smallest app on the same stack (React,
 * ReactDOM and React Router rendering one route, built by the same Vite with the same target).
 *
 * "Initial JS" is every script index.html references (the entry `<script type="module">` and
 * each `<link rel="modulepreload">`), gzip level 9. The home route's own chunks (screen and
 * language catalogue, loaded right after) are printed as well, for information.
 *
 *   node --import tsx bench/first-load.ts [--no-build]
 *
 * builds apps/web first when apps/web/dist is missing (never with --no-build).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB_DIR = path.join(ROOT, 'apps/web');
const WEB_DIST = path.join(WEB_DIR, 'dist');
const TARGET_RATIO = 1.6;

const FLOOR_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>floor</title></head>
  <body><div id="root"></div><script type="module" src="/main.js"></script></body>
</html>
`;

/** One route through a data router, as the player app does (createBrowserRouter + RouterProvider). */
const FLOOR_MAIN = `import { createElement, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

function Home() {
  return createElement('h1', null, 'Home');
}

const router = createBrowserRouter([{ path: '/', Component: Home }]);
createRoot(document.getElementById('root')).render(
  createElement(StrictMode, null, createElement(RouterProvider, { router })),
);
`;

type Measured = { files: { name: string; gzipBytes: number }[]; gzipBytes: number };

function gzipSize(file: string): number {
  return gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/** The JS files index.html loads: the module entry scripts and every modulepreload link. */
function initialScripts(dist: string): string[] {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const urls = new Set<string>();
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/g) ?? []) {
    const isScript = tag.startsWith('<script') && /\btype="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /\brel="modulepreload"/.test(tag);
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if ((isScript || isPreload) && url) urls.add(url);
  }
  return [...urls].map((url) => path.join(dist, url.replace(/^\/(?:admin\/)?/, '')));
}

function measureFiles(files: Iterable<string>): Measured {
  const measured = [...files].map((file) => ({ name: path.basename(file), gzipBytes: gzipSize(file) }));
  return { files: measured, gzipBytes: measured.reduce((sum, file) => sum + file.gzipBytes, 0) };
}

/** A chunk and every chunk it imports statically, transitively (read from the built code). */
function staticClosure(dir: string, start: string, seen = new Set<string>()): Set<string> {
  if (seen.has(start)) return seen;
  seen.add(start);
  const code = fs.readFileSync(start, 'utf8');
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.\/[^"']+\.js)["']/g)) {
    staticClosure(dir, path.join(dir, match[1]!), seen);
  }
  return seen;
}

function findChunk(assets: string, prefix: string): string | null {
  const name = fs.readdirSync(assets).find((file) => file.startsWith(`${prefix}-`) && file.endsWith('.js'));
  return name ? path.join(assets, name) : null;
}

async function buildFloor(): Promise<Measured> {
  // Inside the repository's node_modules so that react, react-dom and react-router resolve.
  const cache = path.join(ROOT, 'node_modules/.cache');
  fs.mkdirSync(cache, { recursive: true });
  const dir = fs.mkdtempSync(path.join(cache, 'first-load-floor-'));
  try {
    fs.writeFileSync(path.join(dir, 'index.html'), FLOOR_HTML);
    fs.writeFileSync(path.join(dir, 'main.js'), FLOOR_MAIN);
    await build({
      root: dir,
      configFile: false,
      // 'error': react-router's "use client" directives make rolldown warn, harmlessly, in a browser build.
      logLevel: 'error',
      mode: 'production',
      build: { outDir: path.join(dir, 'dist'), emptyOutDir: true, target: 'es2022' },
    });
    return measureFiles(initialScripts(path.join(dir, 'dist')));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function buildWeb(): void {
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('apps/web build failed');
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function printFiles(title: string, measured: Measured): void {
  console.log(`${title}: ${kb(measured.gzipBytes)} KB gzip`);
  for (const file of [...measured.files].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(`  ${kb(file.gzipBytes).padStart(7)} KB  ${file.name}`);
  }
}

async function main(): Promise<void> {
  const noBuild = process.argv.includes('--no-build');
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
    if (noBuild) throw new Error('apps/web/dist is missing: run `npm run build -w apps/web` or drop --no-build');
    buildWeb();
  }

  const floor = await buildFloor();
  printFiles('floor (react + react-dom + react-router, one route)', floor);

  const initialFiles = initialScripts(WEB_DIST);
  const web = measureFiles(initialFiles);
  printFiles('apps/web initial JS (index.html scripts + modulepreloads)', web);

  // For information: what the home screen adds right after (its chunk, the Vietnamese texts).
  const assets = path.join(WEB_DIST, 'assets');
  const route = new Set(initialFiles);
  for (const prefix of ['home-page', 'vi']) {
    const chunk = findChunk(assets, prefix);
    if (chunk) staticClosure(assets, chunk, route);
  }
  const home = measureFiles(route);
  console.log(
    `apps/web home route JS (initial + home screen + vi catalogue): ${kb(home.gzipBytes)} KB gzip in ${home.files.length} files`,
  );

  const ratio = web.gzipBytes / floor.gzipBytes;
  console.log(
    `first-load: initial JS ${kb(web.gzipBytes)} KB gzip vs floor ${kb(floor.gzipBytes)} KB = ${ratio.toFixed(2)}× (target ≤ ${TARGET_RATIO}×)`,
  );
}

await main();
