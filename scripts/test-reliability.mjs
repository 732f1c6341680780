#!/usr/bin/env node
// The reliability suite (docs/reliability.md). The light files (access matrix, fuzz, races,
// abuse, headers…) also run in `npm test` and `npm run test:pg`; the heavy ones (the crash loop
// and the load test) run only here, one file at a time, so each has the machine to itself:
//   node scripts/test-reliability.mjs           every file: light ones on PostgreSQL, then the
//                                               heavy ones on PostgreSQL and the crash loop on PGlite
//   node scripts/test-reliability.mjs --heavy   the heavy ones only (what .ci/run adds)
// RELIABILITY_SCALE=full (npm run test:reliability:full) runs the full sizes.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const heavyOnly = process.argv.includes('--heavy');
const folder = 'apps/server/src/reliability';
const crashLoop = `${folder}/crash-loop.test.ts`;
const load = `${folder}/load.test.ts`;

function vitest(label, files, { postgres, heavy, env: extra = {} }) {
  console.log(`\n== reliability: ${label}`);
  const env = { ...process.env, ...extra };
  if (postgres) env.TEST_DATABASE_URL = postgresUrl;
  else delete env.TEST_DATABASE_URL;
  if (heavy) env.RELIABILITY_HEAVY = '1';
  const args = [
    'vitest',
    'run',
    '--project',
    'server',
    ...(heavy ? ['--no-file-parallelism'] : []),
    ...files,
  ];
  const result = spawnSync('npx', args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!heavyOnly) vitest('light files on PostgreSQL', [folder], { postgres: true, heavy: false });
vitest('crash loop and load on PostgreSQL', [crashLoop, load], { postgres: true, heavy: true });
// The file PGlite loop kills the same server code as the PostgreSQL one above (30 kills); at CI size
// 10 kills there keep CI's time in bounds (~100 s instead of ~320 s); full size runs 100 on each.
const pgliteCycles =
  process.env.CRASH_CYCLES ?? (process.env.RELIABILITY_SCALE === 'full' ? undefined : '10');
vitest('crash loop on a file PGlite', [crashLoop], {
  postgres: false,
  heavy: true,
  env: pgliteCycles ? { CRASH_CYCLES: pgliteCycles } : {},
});
