#!/usr/bin/env node
// Runs every benchmark once at a small size (CI, `npm run bench:small`), one after another so they
// do not disturb each other, and prints each one's last line — its figures against its baseline.
// Needs `npm run build` first (first load, Lighthouse and cold start measure the built apps).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const benches = [
  ['run.ts'],
  ['settlement.ts', '--small'],
  ['orders.ts', '--small'],
  ['ws-fanout.ts', '--small'],
  ['first-load.ts', '--no-build'],
  ['cold-start.ts', '--runs', '1'],
  ['risk.ts'],
  ['lighthouse.ts', '--runs', '1'],
];
const summary = [];
let failed = false;
for (const [file, ...args] of benches) {
  const started = Date.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, file), ...args], {
    cwd: path.join(here, '..'),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    timeout: 5 * 60_000,
  });
  process.stdout.write(result.stdout ?? '');
  const last = (result.stdout ?? '').trim().split('\n').at(-1) ?? '';
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (result.status !== 0) {
    failed = true;
    summary.push(`${file}: FAILED (exit ${result.status ?? result.signal}) after ${seconds} s`);
  } else {
    summary.push(`${last}  [${seconds} s]`);
  }
}
console.log(`\n== benchmarks (small sizes)\n${summary.join('\n')}`);
process.exit(failed ? 1 : 0);
