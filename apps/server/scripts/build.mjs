#!/usr/bin/env node
// Compiles the server ahead of time: one ESM bundle per entry point in dist/ (main.js for the
// process, verify.js for the fairness CLI), with source maps. The server's own code and
// @fairround/shared (published as TypeScript source) are bundled; every other package stays an
// import resolved from node_modules at run time, so native and CommonJS packages load as usual.
//
//   node scripts/build.mjs             always builds
//   node scripts/build.mjs --if-stale  builds only when a source is newer than the bundles
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(serverDir, '../..');
const outdir = path.join(serverDir, 'dist');
const entryPoints = { main: 'src/main.ts', verify: 'src/cli/verify.ts' };
const sources = [path.join(serverDir, 'src'), path.join(repoRoot, 'packages/shared/src'), path.join(serverDir, 'package.json')];

/** Bundled although they live in node_modules: workspace packages that ship TypeScript. */
const BUNDLED_PACKAGES = /^@fairround\//;

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function isStale() {
  const outputs = Object.keys(entryPoints).map((name) => path.join(outdir, `${name}.js`));
  if (!outputs.every((file) => fs.existsSync(file))) return true;
  const builtAt = Math.min(...outputs.map((file) => fs.statSync(file).mtimeMs));
  return Math.max(...sources.map(newestMtime)) > builtAt;
}

/** Leaves bare imports (packages) external except the workspace packages above. */
const externalPackages = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (BUNDLED_PACKAGES.test(args.path) || path.isAbsolute(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

if (process.argv.includes('--if-stale') && !isStale()) process.exit(0);

// Imported late: running an up-to-date bundle (`npm run verify`) needs no build tools installed.
const { build } = await import('esbuild');
const started = performance.now();
fs.rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: serverDir,
  entryPoints,
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
});
console.error(`Built apps/server/dist (${Object.keys(entryPoints).join(', ')}) in ${Math.round(performance.now() - started)} ms`);
