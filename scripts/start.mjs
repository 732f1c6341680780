#!/usr/bin/env node
// `npm start`: builds the player app, the console and the server when their build is missing or
// older than their sources, then runs the compiled server with plain node (no TypeScript loader at
// run time; embedded database in ./data unless DATABASE_URL is set).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/**
 * Builds `workspace` unless `output` (relative to it) is at least as new as every one of its
 * `sources` and the shared package's sources.
 */
function buildIfStale(workspace, output, sources) {
  const dir = path.join(root, workspace);
  if (!fs.existsSync(path.join(dir, 'package.json'))) return;
  const builtAt = newestMtime(path.join(dir, output));
  const paths = sources.map((part) => path.join(dir, part));
  const changedAt = Math.max(...paths.map(newestMtime), newestMtime(path.join(root, 'packages/shared/src')));
  if (builtAt > 0 && builtAt >= changedAt) return;
  console.log(`Building ${workspace}…`);
  const result = spawnSync(npm, ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const viteSources = ['src', 'public', 'index.html', 'vite.config.ts'];
buildIfStale('apps/web', 'dist/index.html', viteSources);
buildIfStale('apps/admin', 'dist/index.html', viteSources);
buildIfStale('apps/server', 'dist/main.js', ['src', 'scripts/build.mjs', 'package.json']);
// scripts/e2e-shards.mjs builds once before starting two servers side by side.
if (process.argv.includes('--build-only')) process.exit(0);

const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')], {
  cwd: process.cwd(),
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
