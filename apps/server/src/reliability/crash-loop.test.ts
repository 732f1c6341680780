import { randomBytes, randomInt } from 'node:crypto';
import { buildChain, adminEndpoints, cashierAdminEndpoints, cashierEndpoints } from '@fairround/shared';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from '../platform/db/data-dir-lock.js';
import { openPglite, queryRows, type DatabaseHandle } from '../platform/db/database.js';
import { createPostgresDatabase } from '../test/test-database.js';
import { BANK_METHOD, bankCard } from '../test/cashier.js';
import { fundPlayerForTest } from '../test/ledger.js';
import { createPlayerForTest, seedAccountsForTest } from '../test/players.js';
import { buildChainElements } from '../modules/rounds/engine/chains.js';
import { ROUND_SETTLE_LOCK_NAMESPACE } from '../platform/db/advisory-locks.js';
import { asTestDatabase } from '../modules/rounds/engine/testing/settlement.test-utils.js';
import { checkAfterCrash, type OpenRound } from './testing/crash-checks.js';
import {
  createAcknowledgedLog,
  playerLoad,
  post,
  seededRandom,
  staffLoad,
  type LoadPlayer,
  type SeededRandom,
} from './testing/crash-load.js';
import { bundleServer, type ServerBundle } from './testing/server-bundle.js';
import { runningServers, startServer, type ServerProcess } from './testing/server-process.js';

/**
 * Issue #13 (crash loop): the real server (src/main.ts, bundled as `npm start` runs it) as a child
 * process on a file PGlite, or on PostgreSQL when TEST_DATABASE_URL is set, under a load of
 * orders, deposits and withdrawals over HTTP, rounds drawing every 5 s (betting open 3 s) on the
 * server's own scheduler. It is SIGKILLed at seeded random moments — a random delay, just after a
 * draw time, right after a round's settlement commits (the next one is then in progress), and on
 * PostgreSQL while the settlement lock is held — and restarted on the same database, CRASH_CYCLES
 * times (30; 100 with RELIABILITY_SCALE=full). After every kill: every acknowledged operation is
 * stored, no money movement is partial, the ledger invariants hold. After every restart: each
 * round past its draw time is settled in the engine's first tick (besides the settling itself, it
 * waits at most one tick + CRASH_OVERDUE_MARGIN_MS). A failure names CRASH_SEED, which replays the
 * same kill moments and load choices.
 */
const SERVER_URL = process.env.TEST_DATABASE_URL;
const KIND = SERVER_URL ? 'PostgreSQL' : 'a file PGlite';
const FULL = process.env.RELIABILITY_SCALE === 'full';
const CYCLES = Number(process.env.CRASH_CYCLES ?? (FULL ? 100 : 30));
const SEED = process.env.CRASH_SEED ?? String(randomInt(0, 2 ** 31));

const PERIOD_S = 5;
const PERIOD_MS = PERIOD_S * 1000;
/** The engine's timer (engine.ts TICK_MS). */
const ENGINE_TICK_MS = 1_000;
/** Past one tick, for a busy machine: waiting besides the settling itself (see overdueWaits). */
const OVERDUE_MARGIN_MS = Number(process.env.CRASH_OVERDUE_MARGIN_MS ?? 3_000);
const BOOT_TIMEOUT_MS = 90_000;
const PLAYERS = 6;
const FUNDED_MINOR = 1_000_000;
/** Level 8 allows 10 withdrawals a day (shared DEFAULT_VIP_DAILY_WITHDRAWALS). */
const PLAYER_LEVEL = 8;
const OWNER = { username: 'crash-owner', password: 'crash-owner-password' };

const SERVER_ENV = {
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'info',
  PRICE_FEED: 'off',
  SMS_PROVIDER: 'outbox',
  ADMIN_USERNAME: OWNER.username,
  ADMIN_PASSWORD: OWNER.password,
  ADMIN_REQUIRE_2FA: 'false',
  ROUND_PERIOD_S: String(PERIOD_S),
  ROUND_LOCK_S: '1',
  ROUND_DRAW_DELAY_S: '1',
};

type Target = {
  serverEnv: Record<string, string>;
  /** Runs `work` on the database while no server runs (PGlite) or beside it (PostgreSQL). */
  withDatabase<T>(work: (handle: DatabaseHandle) => Promise<T>): Promise<T>;
  /** Whether a settlement transaction is open right now (PostgreSQL only; PGlite cannot tell). */
  settlementInProgress: (() => Promise<boolean>) | null;
  dispose(): Promise<void>;
};

async function prepareTarget(): Promise<Target> {
  if (SERVER_URL) {
    const { handle, dispose, url } = await createPostgresDatabase(SERVER_URL, 3);
    return {
      serverEnv: { DATABASE_URL: url },
      withDatabase: (work) => work(handle),
      settlementInProgress: async () => {
        const [row] = await queryRows<{ n: number }>(
          handle.db,
          sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and granted
              and classid = ${ROUND_SETTLE_LOCK_NAMESPACE}::int::oid and objsubid = 2`,
        );
        return (row?.n ?? 0) > 0;
      },
      dispose: async () => {
        await handle.close();
        await dispose();
      },
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairround-crash-loop-'));
  return {
    serverEnv: { DATA_DIR: dataDir },
    // Like main.ts: the data directory's lock first (a killed server's lock is stale and replaced).
    withDatabase: async (work) => {
      const release = acquireDataDirLock(dataDir);
      const handle = await openPglite(path.join(dataDir, 'pglite'));
      try {
        return await work(handle);
      } finally {
        await handle.close();
        release();
      }
    },
    settlementInProgress: null,
    dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** The environment of a server run: this process's (PATH…) without any database of its own. */
function serverEnvironment(target: Target): Record<string, string | undefined> {
  const inherited = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'DATA_DIR', 'PORT', 'TEST_DATABASE_URL'])
    delete inherited[name];
  return { ...inherited, ...SERVER_ENV, ...target.serverEnv };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Players written to the database before the first boot, each funded like an approved deposit. */
async function seedPlayers(handle: DatabaseHandle): Promise<{ playerId: string; token: string }[]> {
  await handle.migrate();
  const database = asTestDatabase(handle);
  await seedAccountsForTest(database);
  const players = [];
  for (let i = 0; i < PLAYERS; i += 1) {
    const player = await createPlayerForTest(database, { level: PLAYER_LEVEL });
    await fundPlayerForTest(handle.db, player.playerId, FUNDED_MINOR);
    players.push({ playerId: player.playerId, token: player.token });
  }
  return players;
}

/** Calls that must succeed (setup): retried a few times, the boot may still be settling rounds. */
async function mustPost(baseUrl: string, route: string, body: Record<string, unknown>): Promise<unknown> {
  for (let attempt = 0; ; attempt += 1) {
    const reply = await post(baseUrl, route, body);
    if (reply?.status === 200 && reply.code === 1) return reply.data;
    if (attempt >= 3) throw new Error(`${route} failed: ${JSON.stringify(reply)}`);
    await sleep(500);
  }
}

/** Through the console and the player API once: the owner's session, a deposit method, accounts. */
async function setUpOverHttp(baseUrl: string, seeded: { playerId: string; token: string }[]) {
  const login = (await mustPost(baseUrl, adminEndpoints.login.path, OWNER)) as { token: string };
  await mustPost(baseUrl, cashierAdminEndpoints.updateDepositMethods.path, {
    token: login.token,
    methods: [BANK_METHOD],
  });
  const players: LoadPlayer[] = [];
  for (const player of seeded) {
    await mustPost(baseUrl, cashierEndpoints.addWithdrawalAccount.path, {
      token: player.token,
      ...bankCard(),
    });
    const accounts = (await mustPost(baseUrl, cashierEndpoints.withdrawalAccounts.path, {
      token: player.token,
    })) as {
      id: string;
    }[];
    players.push({ ...player, accountId: accounts[0]!.id });
  }
  return { staffToken: login.token, players };
}

/** How long the restart takes at most to settle the overdue rounds, whatever the machine's load. */
const OVERDUE_GIVE_UP_MS = 120_000;

/**
 * When the restarted server settled each overdue round, and how long it waited besides settling:
 * the time from "up" to the round's "round settled" line minus the settlement work logged in
 * between (each line's durationMs; the engine settles one round at a time). The engine settles
 * every overdue round in its first tick, so that wait stays within one tick however many rounds
 * fell due while the server was down and however slow a busy machine makes each settlement; a
 * round left to a later tick waits at least one tick more. `null` when never settled.
 */
async function overdueWaits(server: ServerProcess, overdue: OpenRound[], upAtMs: number) {
  const lineOf = (round: OpenRound) =>
    server.settled.find((line) => line.roomType === round.roomType && line.seqno === round.seqno);
  const giveUpAt = Date.now() + OVERDUE_GIVE_UP_MS;
  while (overdue.some((round) => !lineOf(round)) && Date.now() < giveUpAt && !server.exited())
    await sleep(20);
  return overdue.map((round) => {
    const line = lineOf(round);
    if (!line) return { round: `${round.roomType} ${round.seqno}`, lagMs: null, waitedMs: null };
    const workMs = server.settled
      .filter((other) => other.atMs >= upAtMs && other.atMs <= line.atMs)
      .reduce((sum, other) => sum + other.durationMs, 0);
    const lagMs = line.atMs - upAtMs;
    return { round: `${round.roomType} ${round.seqno}`, lagMs, waitedMs: Math.max(0, lagMs - workMs) };
  });
}

type KillMode = 'random delay' | 'after a draw time' | 'after a settlement commit' | 'settlement lock held';

/** Waits for this cycle's kill moment while the load runs; answers what the moment turned out to be. */
async function killMoment(
  server: ServerProcess,
  mode: KillMode,
  random: SeededRandom,
  target: Target,
): Promise<string> {
  if (mode === 'random delay') {
    await sleep(random.int(300, 3_500));
    return mode;
  }
  if (mode === 'after a draw time') {
    // Draws fall on multiples of the period; the engine's next tick (≤ 1 s) settles the round.
    const nextDraw = Math.ceil((Date.now() + 200) / PERIOD_MS) * PERIOD_MS;
    await sleep(nextDraw - Date.now() + random.int(0, 1_200));
    return mode;
  }
  if (mode === 'after a settlement commit') {
    // One tick settles the room types one after another: the next one is likely mid-way.
    const seen = await server.nextSettled(3 * PERIOD_MS);
    await sleep(random.int(0, 40));
    return seen ? mode : 'random delay (no settlement seen)';
  }
  const deadline = Date.now() + 3 * PERIOD_MS;
  while (Date.now() < deadline) {
    if (await target.settlementInProgress!()) return mode;
    await sleep(3);
  }
  return 'random delay (no settlement lock seen)';
}

describe('the fairness chain a restarted server rebuilds', () => {
  it('is hashed by the server exactly as the shared reference builds it', async () => {
    const secret = randomBytes(32);
    expect(buildChainElements(secret, 64)).toEqual(await buildChain(secret, 64));
  });
});

describe(`the real server SIGKILLed in a loop on ${KIND}`, () => {
  let target: Target;
  let bundle: ServerBundle;

  beforeAll(async () => {
    [target, bundle] = await Promise.all([prepareTarget(), bundleServer()]);
  }, 120_000);

  afterAll(async () => {
    for (const child of runningServers) child.kill('SIGKILL');
    await target?.dispose();
    bundle?.dispose();
  });

  it(
    `keeps every acknowledged operation, moves no money half-way and settles overdue rounds at once, over ${CYCLES} kills`,
    { timeout: 300_000 + CYCLES * 60_000 },
    async () => {
      console.log(`crash loop on ${KIND}: CRASH_SEED=${SEED} CRASH_CYCLES=${CYCLES}`);
      const startedMs = Date.now();
      const log = createAcknowledgedLog();
      const modes: KillMode[] = ['random delay', 'after a draw time', 'after a settlement commit'];
      if (target.settlementInProgress) modes.push('settlement lock held');
      const landed = new Map<string, number>();
      const overdueLagsMs: number[] = [];
      const overdueWaitsMs: number[] = [];
      const schedule = seededRandom(`${SEED}:kills`);
      const fail = (cycle: number, what: string) =>
        `CRASH_SEED=${SEED} (cycle ${cycle} of ${CYCLES}, ${KIND}): ${what}`;

      const summary = () => {
        const sortedLags = [...overdueLagsMs].sort((a, b) => a - b);
        const sortedWaits = [...overdueWaitsMs].sort((a, b) => a - b);
        return JSON.stringify({
          database: KIND,
          seed: SEED,
          cycles: CYCLES,
          seconds: Math.round((Date.now() - startedMs) / 1000),
          killMoments: Object.fromEntries(landed),
          acknowledged: {
            orders: log.orders.size,
            depositRequests: log.depositRequests.size,
            depositApprovals: log.depositApprovals.size,
            withdrawals: log.withdrawals.size,
            withdrawalPayments: log.withdrawalPayments.size,
          },
          unanswered: log.unanswered,
          refusals: Object.fromEntries(log.refusals),
          overdueRoundsSettled: overdueLagsMs.length,
          overdueLagMs: { median: sortedLags[Math.floor(sortedLags.length / 2)], max: sortedLags.at(-1) },
          overdueWaitBesidesSettlingMs: {
            median: sortedWaits[Math.floor(sortedWaits.length / 2)],
            max: sortedWaits.at(-1),
          },
        });
      };
      try {
        const seeded = await target.withDatabase(seedPlayers);
        let server = startServer(bundle.entry, serverEnvironment(target));
        await server.waitUntilUp(BOOT_TIMEOUT_MS);
        const { staffToken, players } = await setUpOverHttp(server.baseUrl(), seeded);
        let openRounds: OpenRound[] = [];

        for (let cycle = 1; cycle <= CYCLES; cycle += 1) {
          // The load, until the kill: one loop per player and the console owner.
          let stopped = false;
          const stop = () => stopped;
          const baseUrl = server.baseUrl();
          const load = [
            ...players.map((player, index) =>
              playerLoad(
                baseUrl,
                player,
                seededRandom(`${SEED}:${cycle}:p${index}`),
                `c${cycle}p${index}`,
                log,
                stop,
              ),
            ),
            staffLoad(baseUrl, staffToken, seededRandom(`${SEED}:${cycle}:staff`), log, stop),
          ];
          const mode = modes[schedule.int(0, modes.length)]!;
          const moment = await killMoment(server, mode, schedule, target);
          await server.kill();
          stopped = true;
          await Promise.all(load);
          landed.set(moment, (landed.get(moment) ?? 0) + 1);

          // The database as the kill left it.
          const checked = await target.withDatabase((handle) => checkAfterCrash(handle.db, log));
          expect(checked.problems, fail(cycle, `after a kill (${moment})`)).toEqual([]);
          // Rounds the previous restart had to settle at once are settled in the rows too.
          const stillOpen = new Set(checked.openRounds.map((round) => `${round.roomType} ${round.seqno}`));
          const overdueBefore = openRounds.filter((round) => round.drawsAtMs <= (server.upAtMs() ?? 0));
          for (const round of overdueBefore)
            expect(
              stillOpen.has(`${round.roomType} ${round.seqno}`),
              fail(cycle, `round ${round.roomType} ${round.seqno} still open`),
            ).toBe(false);
          openRounds = checked.openRounds;

          // The restart: every round past its draw time is settled within one tick.
          server = startServer(bundle.entry, serverEnvironment(target));
          await server.waitUntilUp(BOOT_TIMEOUT_MS);
          const upAtMs = server.upAtMs()!;
          const overdue = openRounds.filter((round) => round.drawsAtMs <= upAtMs);
          const waits = await overdueWaits(server, overdue, upAtMs);
          const late = waits.filter(
            (wait) => wait.waitedMs === null || wait.waitedMs > ENGINE_TICK_MS + OVERDUE_MARGIN_MS,
          );
          expect(
            late.map((wait) => `${wait.round} waited ${wait.waitedMs ?? 'forever'} ms besides settling`),
            fail(
              cycle,
              `overdue rounds not settled within one tick (+ ${OVERDUE_MARGIN_MS} ms) of the restart\n${server.tail()}`,
            ),
          ).toEqual([]);
          for (const wait of waits) {
            overdueLagsMs.push(wait.lagMs!);
            overdueWaitsMs.push(wait.waitedMs!);
          }
        }

        // The last run ends like the others; its rows are checked once more.
        await server.kill();
        const last = await target.withDatabase((handle) => checkAfterCrash(handle.db, log));
        expect(last.problems, fail(CYCLES, 'after the last kill')).toEqual([]);

        // The load did real work: a test whose every call was refused would prove nothing.
        expect(log.orders.size, fail(CYCLES, 'acknowledged orders')).toBeGreaterThan(0);
        expect(log.depositApprovals.size, fail(CYCLES, 'acknowledged deposit approvals')).toBeGreaterThan(0);
        expect(log.withdrawalPayments.size, fail(CYCLES, 'acknowledged withdrawal payments')).toBeGreaterThan(
          0,
        );
        expect(overdueLagsMs.length, fail(CYCLES, 'overdue rounds met at a restart')).toBeGreaterThan(0);
      } finally {
        // Printed on failure too: with the seed, what the run did up to there.
        console.log(summary());
      }
    },
  );
});
