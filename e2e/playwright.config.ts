import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 18080);

const STAKING = /staking\.spec\.ts$/;
const CONSOLE = /\/console[^/]*\.spec\.ts$/;

/**
 * The staking journey moves the server's clock a day forward (TEST_CLOCK, docs/staking.md), so it
 * runs after every other journey of its server has seen real time. `E2E_SHARD`
 * (scripts/e2e-shards.mjs) splits the run over two servers: `console` runs the console's journeys,
 * `player` every other one with staking last; unset, one server runs them all.
 */
function shardProjects(shard: string | undefined) {
  if (shard === 'console') return [{ name: 'journeys', testMatch: CONSOLE }];
  const journeys = { name: 'journeys', testIgnore: shard === 'player' ? [STAKING, CONSOLE] : STAKING };
  return [journeys, { name: 'clock', testMatch: STAKING, dependencies: ['journeys'] }];
}

export default defineConfig({
  testDir: './tests',
  // Two runs on different ports (E2E_PORT) need their own results folder: each run empties it first.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Generous: CI machines are small and shared; a slow step must not read as a failure. Side by
  // side (E2E_SHARD) two runs share the cores, and a console journey that waits for several
  // two-factor steps took over 120 s when three runs did.
  timeout: process.env.E2E_SHARD ? 240_000 : 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    trace: 'retain-on-failure',
    // The app's service worker (Web Push, the offline page) is tried by its own journey
    // (notifications.spec.ts); elsewhere it would stand between the page and page.route.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: shardProjects(process.env.E2E_SHARD),
  webServer: {
    command: 'node ../scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(port) },
  },
});
