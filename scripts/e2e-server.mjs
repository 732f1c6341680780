#!/usr/bin/env node
// Boots the real server for the browser journeys: a fresh embedded database in a temp dir, a
// known first owner, fast rounds. Playwright starts and stops this process. It goes through
// scripts/start.mjs, so the journeys run the same ahead-of-time build (apps/server/dist/main.js,
// plain node) as production, rebuilt first only if a source is newer than the build.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairround-e2e-'));
const env = {
  ...process.env,
  PORT: process.env.E2E_PORT ?? '18080',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  ADMIN_USERNAME: 'e2e-owner',
  ADMIN_PASSWORD: 'e2e-owner-pass-123',
  ADMIN_REQUIRE_2FA: 'true',
  PRICE_FEED: process.env.E2E_PRICE_FEED ?? 'off',
  SMS_PROVIDER: 'outbox',
  // The password-reset journey sends one phone three codes; it waits 10 s between them, not 60.
  SMS_RESEND_COOLDOWN_S: '10',
  // Set-up players register from their own address (X-Forwarded-For, e2e/support/players.ts), so
  // the per-IP SMS cap sees many players as in production rather than every spec on 127.0.0.1.
  // One trusted hop: the loopback connection acts as the proxy and the header's single (right-most)
  // entry is the player.
  TRUST_PROXY: 'true',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  // Fast rounds (docs/rounds.md): a 40 s period, betting closes 10 s before the draw, the next
  // round opens 2 s after it, so rounds.spec.ts sees a whole round in under a minute.
  ROUND_PERIOD_S: '40',
  ROUND_LOCK_S: '10',
  ROUND_DRAW_DELAY_S: '2',
  // Tests only: the staking journey (run last) moves the clock forward through
  // POST /api/test/clock/advance to see a day of proceeds (docs/staking.md).
  TEST_CLOCK: 'true',
  // The server refuses TEST_CLOCK unless the deployment says it is a test one.
  TEST_DEPLOYMENT: 'true',
};
delete env.DATABASE_URL;
delete env.REDIS_URL;

// Prices: unless E2E_PRICE_FEED names a source (okx, simulated, off), the local fake exchange of
// docs/prices.md serves its fixed test fixture and the server connects to it exactly as it would
// to the exchange, so the journeys see prices flow through the real client. Its port follows
// E2E_PORT (+1000) so parallel runs on different ports do not collide.
let fakeExchange = null;
if (!process.env.E2E_PRICE_FEED) {
  const fakePort = process.env.FAKE_OKX_PORT ?? String(Number(env.PORT) + 1000);
  const cli = path.join(root, 'apps/server/src/modules/prices/testing/fake-okx.cli.ts');
  fakeExchange = spawn(process.execPath, ['--import', 'tsx', cli], {
    cwd: root,
    env: { ...process.env, FAKE_OKX_PORT: fakePort },
    stdio: 'inherit',
  });
  env.PRICE_FEED = 'okx';
  env.PRICE_FEED_URL = `ws://127.0.0.1:${fakePort}/ws/v5/public`;
}

const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], { cwd: root, env, stdio: 'inherit' });
const stop = (signal) => {
  fakeExchange?.kill(signal);
  server.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
server.on('exit', (code) => {
  fakeExchange?.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
