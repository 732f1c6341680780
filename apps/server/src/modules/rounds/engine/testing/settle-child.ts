/**
 * A stand-in for a server process that only runs the round engine, for settlement.crash.test.ts:
 * it opens the database the way main.ts does (PGlite behind the data-directory lock, or
 * PostgreSQL), runs the migrations, and ticks the engine at a fixed time until a tick settles
 * nothing more. The parent kills it with SIGKILL at chosen moments, so it prints one JSON line
 * per step on stdout for the parent to time the kill by:
 *   {"step":"ticking"} before the first tick, {"step":"settled",...} after each settled round,
 *   {"step":"done",...} at the end.
 *
 * Environment: CRASH_DATABASE (a postgres:// URL, or "pglite:<data dir>"), CRASH_NOW (ISO time).
 */
import path from 'node:path';
import { createManualClock } from '../../../../platform/clock.js';
import { acquireDataDirLock } from '../../../../platform/db/data-dir-lock.js';
import { openPglite, openPostgres, type DatabaseHandle } from '../../../../platform/db/database.js';
import { createRealtime } from '../../../../platform/ws/realtime.js';
import { createVipService } from '../../../accounts/vip/vip.service.js';
import { createLedgerService } from '../../../ledger/ledger.service.js';
import { createRoundsEvents } from '../../rounds.events.js';
import { createRoundsEngine, type EngineLogger } from '../engine.js';

/** Ticks until one settles nothing; far more than a test's rounds ever need. */
const MAX_TICKS = 50;
const MINOR_DIGITS = 2;
const TIME_ZONE = 'Asia/Ho_Chi_Minh';

const say = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`);

async function openDatabase(target: string): Promise<{ database: DatabaseHandle; releaseLock: () => void }> {
  if (!target.startsWith('pglite:'))
    return { database: await openPostgres(target, 2), releaseLock: () => {} };
  const dataDir = target.slice('pglite:'.length);
  const releaseLock = acquireDataDirLock(dataDir);
  return { database: await openPglite(path.join(dataDir, 'pglite')), releaseLock };
}

async function main(): Promise<void> {
  const target = process.env.CRASH_DATABASE;
  const nowText = process.env.CRASH_NOW;
  if (!target || !nowText) throw new Error('CRASH_DATABASE and CRASH_NOW are required');
  const { database, releaseLock } = await openDatabase(target);
  await database.migrate();
  const clock = createManualClock(new Date(nowText));
  const realtime = createRealtime();
  const logger: EngineLogger = {
    info: (object, message) => {
      if (message === 'round settled') say({ step: 'settled', ...object });
    },
    error: (object, message) =>
      process.stderr.write(`${message}: ${String((object as { err?: unknown }).err)}\n`),
  };
  const engine = createRoundsEngine({
    db: database.db,
    clock,
    ledger: createLedgerService({ db: database.db, clock }),
    vip: createVipService({ minorDigits: MINOR_DIGITS }),
    events: createRoundsEvents({ realtime, minorDigits: MINOR_DIGITS }),
    timing: {},
    timeZone: TIME_ZONE,
    logger,
  });
  say({ step: 'ticking', pid: process.pid });
  let settled = 0;
  for (let tick = 0; tick < MAX_TICKS; tick += 1) {
    const report = await engine.tick();
    settled += report.settled.length;
    if (report.settled.length === 0) break;
  }
  await realtime.close();
  await database.close();
  releaseLock();
  say({ step: 'done', settled });
}

main().catch((error: unknown) => {
  process.stderr.write(
    `settle-child failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
