import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../platform/clock.js';
import { acquireDataDirLock } from '../../../platform/db/data-dir-lock.js';
import { openPglite, queryRows, type DatabaseHandle } from '../../../platform/db/database.js';
import { createPostgresDatabase } from '../../../test/test-database.js';
import { expectLedgerInvariants } from '../../../test/ledger.js';
import { seedAccountsForTest } from '../../../test/players.js';
import { seedRoundsForTest, START, TEST_CHAIN_LENGTH } from '../../../test/rounds.js';
import { createRoundsRepository, type RoundRow } from '../rounds.repository.js';
import { rounds } from '../rounds.tables.js';
import { effectiveTiming } from './schedule.js';
import { scheduleRoomType } from './scheduler.js';
import { ROUND_SETTLE_LOCK_NAMESPACE } from '../../../platform/db/advisory-locks.js';
import {
  asTestDatabase,
  createBettor,
  expectSettledOnce,
  fundedPlayers,
} from './testing/settlement.test-utils.js';

/**
 * Issue #5: a server killed (SIGKILL) in the middle of settling leaves nothing half-done. The
 * engine runs in a child process (testing/settle-child.ts) on a file PGlite, or on PostgreSQL
 * when TEST_DATABASE_URL is set; we kill it at several moments of a settlement of 200 orders over
 * 8 rounds, restart it, and prove from the stored rows that every round and order settled exactly
 * once and the money adds up.
 */
const SERVER_URL = process.env.TEST_DATABASE_URL;
const KIND = SERVER_URL ? 'PostgreSQL' : 'a file PGlite';
const ROOM_TYPES = [1, 4, 15, 16];
const ROUNDS_PER_TYPE = 2;
const ORDERS_PER_ROUND = 25;
const PLAYERS = 5;
const FUNDED_MINOR = 1_000_000;
const TIME_ZONE = 'Asia/Ho_Chi_Minh';
const CHILD_SCRIPT = fileURLToPath(new URL('./testing/settle-child.ts', import.meta.url));
const SERVER_DIR = fileURLToPath(new URL('../../../../', import.meta.url));
const CHILD_TIMEOUT_MS = 45_000;

type ChildLine = { step: string; [key: string]: unknown };

/** Where the test's data lives, and how the parent opens it between the child's runs. */
type CrashTarget = {
  /** CRASH_DATABASE for the child. */
  childDatabase: string;
  dataDir: string | null;
  open(): Promise<DatabaseHandle>;
  dispose(): Promise<void>;
};

async function prepareTarget(): Promise<CrashTarget> {
  if (SERVER_URL) {
    const { handle, dispose, url } = await createPostgresDatabase(SERVER_URL, 5);
    // One pool for the whole test: PostgreSQL takes the child's connections beside it.
    return {
      childDatabase: url,
      dataDir: null,
      open: async () => ({ ...handle, close: async () => {} }),
      dispose: async () => {
        await handle.close();
        await dispose();
      },
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairround-crash-'));
  return {
    childDatabase: `pglite:${dataDir}`,
    dataDir,
    // Like main.ts: the data directory's lock first, so parent and child never share PGlite.
    open: async () => {
      const release = acquireDataDirLock(dataDir);
      const handle = await openPglite(path.join(dataDir, 'pglite'));
      return {
        ...handle,
        close: async () => {
          await handle.close();
          release();
        },
      };
    },
    dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** Children still running, killed if the test fails before it ends them itself. */
const running = new Set<ChildProcess>();

/** One run of the child: its stdout lines as they come, a way to wait for one, and SIGKILL. */
function runChild(target: CrashTarget, now: Date) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', CHILD_SCRIPT], {
    cwd: SERVER_DIR,
    env: { ...process.env, CRASH_DATABASE: target.childDatabase, CRASH_NOW: now.toISOString() },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: ChildLine[] = [];
  const waiters: (() => void)[] = [];
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  running.add(child);
  createInterface({ input: child.stdout! }).on('line', (text) => {
    // Only the child's own JSON lines count; anything else a library prints is not a step.
    if (text.startsWith('{"step"')) lines.push(JSON.parse(text) as ChildLine);
    for (const wake of waiters.splice(0)) wake();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => {
      running.delete(child);
      for (const wake of waiters.splice(0)) wake();
      resolve({ code, signal });
    });
  });
  let done = false;
  void exited.then(() => {
    done = true;
  });

  /** Resolves once `count` lines of `step` were printed, or false when the child ended first. */
  async function waitFor(step: string, count = 1): Promise<boolean> {
    const deadline = Date.now() + CHILD_TIMEOUT_MS;
    while (lines.filter((line) => line.step === step).length < count) {
      if (done) return false;
      if (Date.now() > deadline) throw new Error(`child printed no ${step} in time; stderr: ${stderr}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
    return true;
  }

  return {
    pid: child.pid!,
    lines,
    waitFor,
    stderr: () => stderr,
    /** SIGKILL: no handler runs, no lock is released, open transactions die with the connection. */
    kill: async () => {
      child.kill('SIGKILL');
      return exited;
    },
    /** Waits for the child to finish by itself and answers its exit. */
    finish: async () => {
      const timer = setTimeout(() => child.kill('SIGKILL'), CHILD_TIMEOUT_MS);
      const exit = await exited;
      clearTimeout(timer);
      return exit;
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Rounds with player orders in them, all past their draw at the returned time. */
async function seedOrders(
  handle: DatabaseHandle,
): Promise<{ due: RoundRow[]; now: Date; funded: Map<string, number> }> {
  const database = asTestDatabase(handle);
  const clock = createManualClock(START);
  await seedAccountsForTest(database, clock);
  await seedRoundsForTest(database);
  const repository = createRoundsRepository({ db: handle.db });
  // Several rounds ahead per type, created directly: ticking the engine would settle them here.
  for (const type of await repository.roomTypes()) {
    await scheduleRoomType(handle.db, type.roomType, effectiveTiming(type, {}), TEST_CHAIN_LENGTH, START, {
      roundsAhead: ROUNDS_PER_TYPE,
      chainReserve: 1,
      timeZone: TIME_ZONE,
    });
  }
  const funded = await fundedPlayers(handle, clock, PLAYERS, FUNDED_MINOR);
  const bet = createBettor(handle.db, clock, [...funded.keys()]);
  const due = (await handle.db.select().from(rounds).orderBy(rounds.opensAt)).filter((round) =>
    ROOM_TYPES.includes(round.roomType),
  );
  expect(due).toHaveLength(ROOM_TYPES.length * ROUNDS_PER_TYPE);
  for (const round of due) {
    clock.set(round.opensAt);
    for (let k = 0; k < ORDERS_PER_ROUND; k += 1) await bet(round);
  }
  const lastDraw = Math.max(...due.map((round) => round.drawsAt.getTime()));
  return { due, now: new Date(lastDraw + 1_000), funded };
}

/** Rounds settled so far of `due`, read from the database (the parent's view after a kill). */
async function settledCount(handle: DatabaseHandle, due: RoundRow[]): Promise<number> {
  const ids = new Set(due.map((round) => round.id));
  const rows = await handle.db.select({ id: rounds.id, state: rounds.state }).from(rounds);
  return rows.filter((row) => ids.has(row.id) && row.state === 'settled').length;
}

/** Whether the settlement's advisory lock is held right now: a settlement transaction is open. */
async function settlementInProgress(handle: DatabaseHandle): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(
    handle.db,
    sql`select count(*)::int as n from pg_locks
        where locktype = 'advisory' and granted and classid = ${ROUND_SETTLE_LOCK_NAMESPACE}::int::oid and objsubid = 2`,
  );
  return (row?.n ?? 0) > 0;
}

/** The data-directory lock of a killed PGlite child stays behind with its pid (and is taken over). */
function lockHolder(target: CrashTarget): string | null {
  if (!target.dataDir) return null;
  const lockPath = path.join(target.dataDir, 'fairround.lock');
  return fs.existsSync(lockPath) ? fs.readFileSync(lockPath, 'utf8') : null;
}

describe(`a server killed mid-settlement on ${KIND}`, () => {
  let target: CrashTarget;

  beforeAll(async () => {
    target = await prepareTarget();
  });

  afterAll(async () => {
    for (const child of running) child.kill('SIGKILL');
    await target?.dispose();
  });

  it(
    'settles every due round and order exactly once after SIGKILLs and a restart',
    { timeout: 180_000 },
    async () => {
      let handle = await target.open();
      await handle.migrate();
      const { due, now, funded } = await seedOrders(handle);
      await handle.close();

      // Kill 1: just after the first round committed, while the next ones are being settled.
      const first = runChild(target, now);
      expect(await first.waitFor('settled')).toBe(true);
      await sleep(randomInt(0, 100));
      expect((await first.kill()).signal).toBe('SIGKILL');
      if (target.dataDir) expect(lockHolder(target)).toBe(String(first.pid));
      handle = await target.open();
      const afterFirst = await settledCount(handle, due);
      // The kill landed mid-way: some rounds settled, some not, and the books still balance.
      expect(afterFirst).toBeGreaterThan(0);
      expect(afterFirst).toBeLessThan(due.length);
      await expectLedgerInvariants(handle.db);
      await handle.close();

      // Kill 2: inside a settlement transaction. PostgreSQL shows its advisory lock to the parent;
      // PGlite (one process) cannot, so there the kill follows the next commit by a random delay.
      const second = runChild(target, now);
      expect(await second.waitFor('ticking')).toBe(true);
      if (SERVER_URL) {
        handle = await target.open();
        const deadline = Date.now() + CHILD_TIMEOUT_MS;
        let seen = false;
        while (!seen && Date.now() < deadline) {
          seen = await settlementInProgress(handle);
          if (!seen) await sleep(2);
        }
        expect(seen, 'a settlement transaction was open').toBe(true);
      } else {
        expect(await second.waitFor('settled')).toBe(true);
      }
      await sleep(randomInt(0, 60));
      await second.kill();
      if (target.dataDir && lockHolder(target) !== null) expect(lockHolder(target)).toBe(String(second.pid));

      // Kill 3: at a random moment after the start (loading, scheduling, locking or settling).
      const third = runChild(target, now);
      expect(await third.waitFor('ticking')).toBe(true);
      await sleep(randomInt(0, 1_000));
      await third.kill();

      // The restart: runs to the end and leaves nothing due, and releases the lock it took over.
      const restart = runChild(target, now);
      const exit = await restart.finish();
      expect(exit.code, restart.stderr()).toBe(0);
      expect(restart.lines.at(-1)?.step).toBe('done');
      if (target.dataDir) expect(lockHolder(target)).toBeNull();

      handle = await target.open();
      try {
        await expectSettledOnce(
          handle.db,
          due.map((round) => round.id),
          funded,
        );
      } finally {
        await handle.close();
      }
    },
  );
});
