/**
 * Cold start of the production server: milliseconds from spawning `node apps/server/dist/main.js`
 * on a fresh embedded database (a new temp DATA_DIR) to the first 200 on `/healthz` and on `/`.
 * Machines differ, so the same run measures a baseline, a one-line node http server, and prints
 * the ratio; the old way (TypeScript compiled at start by tsx) is measured once for comparison.
 *
 *   npm run build && node --import tsx bench/cold-start.ts [--runs 3]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { argValue, freePort } from './support.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_BUNDLE = path.join(ROOT, 'apps/server/dist/main.js');
const SERVER_SOURCE = path.join(ROOT, 'apps/server/src/main.ts');
const WEB_INDEX = path.join(ROOT, 'apps/web/dist/index.html');
const TARGET_MS = 15_000;
/** A start slower than this is a failure, not a figure. */
const GIVE_UP_MS = 120_000;
const POLL_MS = 20;
const BASELINE_SCRIPT =
  "require('node:http').createServer((q, s) => s.end('ok')).listen(Number(process.env.PORT), '127.0.0.1')";

type Start = { healthzMs: number; rootMs: number };

async function isOk(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** Milliseconds from `startedAt` until `url` first answers 200, polling every POLL_MS. */
async function firstOk(url: string, startedAt: number, exited: () => string | null): Promise<number> {
  while (performance.now() - startedAt < GIVE_UP_MS) {
    if (await isOk(url)) return performance.now() - startedAt;
    const exit = exited();
    if (exit) throw new Error(`${url}: the process ended before answering (${exit})`);
    await sleep(POLL_MS);
  }
  throw new Error(`${url}: no 200 within ${GIVE_UP_MS} ms`);
}

/** Spawns one process on a free port and a fresh DATA_DIR, times its first 200s, then stops it. */
async function timeStart(args: string[], dataDir?: string): Promise<Start> {
  const port = await freePort();
  const ownDataDir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'fairround-cold-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: ownDataDir,
    PRICE_FEED: 'off',
    ADMIN_USERNAME: 'bench-owner',
    ADMIN_PASSWORD: 'bench-owner-pass-123',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const startedAt = performance.now();
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2_000);
  });
  let exit: string | null = null;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exit = `exit ${code ?? signal}: ${stderr.trim()}`;
      resolve();
    });
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    const [healthzMs, rootMs] = await Promise.all([
      firstOk(`${base}/healthz`, startedAt, () => exit),
      firstOk(`${base}/`, startedAt, () => exit),
    ]);
    return { healthzMs, rootMs };
  } finally {
    if (!exit) child.kill('SIGTERM');
    await exited;
    if (!dataDir) fs.rmSync(ownDataDir, { recursive: true, force: true });
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function show(name: string, starts: Start[]): Start {
  const result = { healthzMs: median(starts.map((s) => s.healthzMs)), rootMs: median(starts.map((s) => s.rootMs)) };
  const runs = starts.length > 1 ? ` (median of ${starts.length}: ${starts.map((s) => Math.round(s.rootMs)).join(', ')} ms to /)` : '';
  console.log(`${name.padEnd(44)} /healthz ${Math.round(result.healthzMs).toString().padStart(6)} ms   / ${Math.round(result.rootMs).toString().padStart(6)} ms${runs}`);
  return result;
}

async function main(): Promise<void> {
  for (const [file, hint] of [
    [SERVER_BUNDLE, 'the server'],
    [WEB_INDEX, 'the player app'],
  ] as const) {
    if (!fs.existsSync(file)) throw new Error(`${path.relative(ROOT, file)} is missing: run \`npm run build\` first (${hint}).`);
  }
  const runs = argValue('--runs', 3);
  console.log(`Cold start, ${os.cpus().length} CPUs, node ${process.version}; every server run on a fresh PGlite DATA_DIR.`);

  const baselineStarts: Start[] = [];
  for (let i = 0; i < 5; i += 1) baselineStarts.push(await timeStart(['-e', BASELINE_SCRIPT]));
  const baseline = show('baseline: node -e http server', baselineStarts);

  const builtStarts: Start[] = [];
  for (let i = 0; i < runs; i += 1) builtStarts.push(await timeStart([SERVER_BUNDLE]));
  const built = show('node apps/server/dist/main.js (fresh data)', builtStarts);

  // A restart on existing data skips creating the database: the everyday case after a deploy.
  const warmDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairround-warm-'));
  try {
    await timeStart([SERVER_BUNDLE], warmDir);
    show('node apps/server/dist/main.js (restart)', [await timeStart([SERVER_BUNDLE], warmDir)]);
  } finally {
    fs.rmSync(warmDir, { recursive: true, force: true });
  }

  show('old way: node --import tsx src/main.ts (fresh)', [await timeStart(['--import', 'tsx', SERVER_SOURCE])]);

  const ratio = built.rootMs / baseline.rootMs;
  console.log(
    `cold-start: ${Math.round(built.rootMs)} ms to first 200 (baseline node ${Math.round(baseline.rootMs)} ms, ratio ${ratio.toFixed(1)}×; target ≤ ${TARGET_MS / 1000} s)`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
