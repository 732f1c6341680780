#!/usr/bin/env node
// The reliability suite at the full sizes (docs/reliability.md): the load test with 1,000
// players for 60 s, 100 broken bodies per route in the schema fuzz, 100 crash cycles, the races at
// 10× their CI sizes. Each file prints its one-line result above its verdict; copy them into the
// "last result" column of docs/reliability.md.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const env = { ...process.env, RELIABILITY_SCALE: 'full', FUZZ_ITERATIONS: '100', CRASH_CYCLES: '100' };
const script = fileURLToPath(new URL('./test-reliability.mjs', import.meta.url));
const result = spawnSync(process.execPath, [script, ...process.argv.slice(2)], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
