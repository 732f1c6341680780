/**
 * Lighthouse performance of the player app as a phone sees it: the production build served by
 * the real server (scripts/e2e-server.mjs: fresh embedded database, seeded rooms), audited with
 * Lighthouse's default mobile form factor and simulated mobile throttling in Debian's Chromium.
 *
 * Pages: home `/` and `/lotteryprize` (the public trends screen). Every room screen
 * (`/activity/:id`, `/bjsc/:id`) needs a logged-in player, so a visitor would only measure the
 * redirect to /login; the trends screen is the public screen closest to a room.
 *
 *   npm run build && node --import tsx bench/lighthouse.ts [--runs 3] [--save <dir>]
 *
 * `--save` writes each run's full Lighthouse report (JSON) there, to see what blocks the thread.
 *
 * With several runs the median score (and that run's LCP) is reported.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { argValue, freePort } from './support.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PAGES = ['/', '/lotteryprize'];
const TARGET_SCORE = 95;
const TARGET_LCP_MS = 2_500;
const SERVER_START_MS = 120_000;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

type PageResult = { page: string; score: number; lcpMs: number; details: string };

async function waitForServer(origin: string, server: ChildProcess): Promise<void> {
  const startedAt = performance.now();
  while (performance.now() - startedAt < SERVER_START_MS) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(`no answer from ${origin}/healthz within ${SERVER_START_MS} ms`);
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000)]);
  if (server.exitCode === null) server.kill('SIGKILL');
}

async function audit(url: string, port: number): Promise<PageResult> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const saveDir = process.argv.includes('--save') ? process.argv[process.argv.indexOf('--save') + 1] : undefined;
  if (saveDir) {
    fs.mkdirSync(saveDir, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_') || 'home'}-${Date.now()}.json`;
    fs.writeFileSync(path.join(saveDir, name), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const lcpMs = metric('largest-contentful-paint');
  const details =
    `FCP ${(metric('first-contentful-paint') / 1000).toFixed(2)} s · SI ${(metric('speed-index') / 1000).toFixed(2)} s · ` +
    `TBT ${Math.round(metric('total-blocking-time'))} ms · CLS ${metric('cumulative-layout-shift').toFixed(3)} · ` +
    `transfer ${(metric('total-byte-weight') / 1024).toFixed(0)} KB`;
  return { page: new URL(url).pathname, score, lcpMs, details };
}

function median(results: PageResult[]): PageResult {
  const sorted = [...results].sort((a, b) => a.score - b.score || a.lcpMs - b.lcpMs);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function main(): Promise<void> {
  const runs = argValue('--runs', 1);
  // Checked before the server starts: a missing browser would otherwise crash this process and
  // leave the server running.
  if (!fs.existsSync(CHROME_PATH)) throw new Error(`no Chromium at ${CHROME_PATH}: install it (apt-get install chromium) or set CHROME_PATH`);
  if (!fs.existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` first');
  }
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(ROOT, 'scripts/e2e-server.mjs')], {
    cwd: ROOT,
    env: { ...process.env, E2E_PORT: String(port), E2E_PRICE_FEED: 'off', E2E_LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let chrome: chromeLauncher.LaunchedChrome | null = null;
  try {
    await waitForServer(origin, server);
    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    const results: PageResult[] = [];
    for (const page of PAGES) {
      const samples: PageResult[] = [];
      for (let run = 0; run < runs; run += 1) samples.push(await audit(`${origin}${page}`, chrome.port));
      const picked = median(samples);
      results.push(picked);
      console.log(`${page.padEnd(14)} performance ${String(picked.score).padStart(3)}  LCP ${(picked.lcpMs / 1000).toFixed(2)} s  (${picked.details})`);
    }
    const summary = results
      .map(
        (result) =>
          `${result.page} score ${result.score} (${(result.score / TARGET_SCORE).toFixed(2)}× target) ` +
          `LCP ${(result.lcpMs / 1000).toFixed(2)} s (${(result.lcpMs / TARGET_LCP_MS).toFixed(2)}× target)`,
      )
      .join(' · ');
    console.log(`lighthouse (mobile, simulated throttling): ${summary} (targets: score ≥ ${TARGET_SCORE}, LCP ≤ 2.5 s)`);
  } finally {
    await chrome?.kill();
    await stopServer(server);
  }
}

await main();
