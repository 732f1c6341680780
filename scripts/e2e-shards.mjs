#!/usr/bin/env node
// Runs the browser journeys as two Playwright runs side by side, each against its own server (own
// port, own embedded database, own fake exchange), so nothing one run changes is seen by the other:
// the console's journeys (~17 min on 2 cores, most of it idle waiting for the next 30 s two-factor
// step, docs/security.md) and every other one (~43 min, the accessibility sweep included). One
// server ran them one after the other in ~60 min. Tried and dropped: the sweep apart from the rest
// (console-players then shared its server with the player journeys and failed), and three runs
// (on 2 cores as slow, and journeys timed out under the load). Each run's lines are prefixed with
// its name; the exit code is the first failure's. `npm run e2e -- <files…>` (or E2E_SHARDS=1)
// runs one plain Playwright run.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../e2e');
const basePort = Number(process.env.E2E_PORT ?? 18080);
const passThrough = process.argv.slice(2);

const SHARDS = ['console', 'player'];

function run(name, args, port) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', ...args], {
      cwd: e2eDir,
      env: {
        ...process.env,
        E2E_PORT: String(port),
        ...(name === 'e2e' ? {} : { E2E_SHARD: name }),
        E2E_OUTPUT_DIR: process.env.E2E_OUTPUT_DIR
          ? `${process.env.E2E_OUTPUT_DIR}-${name}`
          : `./test-results/${name}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      let pending = '';
      stream.on('data', (chunk) => {
        const lines = (pending + chunk).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) console.log(`[${name}] ${line}`);
      });
      stream.on('end', () => pending && console.log(`[${name}] ${pending}`));
    }
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

if (passThrough.length > 0 || process.env.E2E_SHARDS === '1') {
  process.exit(await run('e2e', passThrough, basePort));
}

// Both servers would otherwise build a stale app at the same moment into the same folders.
const built = spawnSync(process.execPath, [path.join(e2eDir, '../scripts/start.mjs'), '--build-only'], {
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(built.status ?? 1);

const started = Date.now();
const codes = await Promise.all(SHARDS.map((shard, index) => run(shard, [], basePort + 10 * index)));
console.log(
  `e2e: ${SHARDS.map((shard, i) => `${shard} exit ${codes[i]}`).join(', ')} in ${Math.round((Date.now() - started) / 1000)} s`,
);
process.exit(codes.find((code) => code !== 0) ?? 0);
