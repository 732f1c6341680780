import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/config.js';
import { setDepositMethods } from '../test/cashier.js';
import { expectLedgerInvariants } from '../test/ledger.js';
import { standardRoom } from '../test/rounds.js';
import { createOperator } from '../test/staff.js';
import { queryRows } from '../platform/db/database.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { runLoadInChild, type LoadReport } from './testing/load-generator.js';
import { LOAD_PLAYER_PASSWORD, seedLoadPlayers, type LoadPlayer } from './testing/load-players.js';

/**
 * Load (issue #13, deliverable 9): a real listening server with rounds every 10 s and players on
 * their own loopback addresses running mixed traffic (reads, orders, account actions) for a
 * while. Pass: request p99 < 500 ms at full size (< 2 s at CI size, see P99_LIMIT_MS), 0 answers ≥ 500, 0 refusals a client would not expect,
 * every round whose draw time fell in the run settled (committed) < 1 s after its draw, the
 * server's memory stable, the ledger invariants clean afterwards. A round's commit time is the
 * engine's `round settled` log line (written right after the commit): `rounds.settled_at` is the
 * clock read when `drawAndSettle` starts, printed as the "start lag".
 *
 * Sizes (orders a round: over the 4 rounds that draw together): CI 200 players for 30 s (~150);
 * `RELIABILITY_SCALE=full` 1,000 players for 60 s (~400); `LOAD_PLAYERS`, `LOAD_SECONDS` and
 * `LOAD_ORDERS_PER_ROUND` override.
 * PostgreSQL only: the embedded PGlite serves one query at a time and is not the database a
 * 1,000-player deployment runs on (docs/reliability.md).
 */
const FULL = process.env.RELIABILITY_SCALE === 'full';
const PLAYERS = Number(process.env.LOAD_PLAYERS ?? (FULL ? 1000 : 200));
const SECONDS = Number(process.env.LOAD_SECONDS ?? (FULL ? 60 : 30));
const ORDERS_PER_ROUND = Number(process.env.LOAD_ORDERS_PER_ROUND ?? (FULL ? 400 : 150));

const PERIOD_S = 10;
const LOCK_S = 2;
const DRAW_DELAY_S = 1;
const ROOM_TYPES = [1, 4, 15, 16];
/**
 * The target is p99 < 500 ms, judged at full size (`npm run test:reliability:full`, run
 * alone). At CI size the machine is shared with whatever else the CI host does, and a timed
 * assertion there measures the host, not the server (2026-11-28: p50 29 ms and p99 629 ms in CI,
 * p50 8 ms and p99 54 ms rerun alone on the same code). CI keeps a bound that only a stall
 * (a serialised lock, a blocking loop) crosses; speed itself is benchmarked in bench/ as ratios.
 */
const P99_LIMIT_MS = FULL ? 500 : 2000;
const SETTLE_LIMIT_MS = 1000;
/** Samples before this share of the run are warm-up (JIT, pools, caches) and not compared. */
const WARM_UP_SHARE = 0.2;
/** The last third's median may be at most this multiple of the first third's (heap and RSS). */
const MEMORY_GROWTH_LIMIT = 1.5;
const MEMORY_SAMPLE_MS = 250;
/** Share of turns that are orders (load-generator.ts) × share of a period betting is open. */
const ORDER_TURN_SHARE = 0.35 * ((PERIOD_S - LOCK_S - DRAW_DELAY_S) / PERIOD_S);
const CASH_MINOR = 10_000_000_00;

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let database: TestDatabase;
let app: FastifyInstance;
let players: LoadPlayer[];
/** Commit times of settlements, from the engine's own `round settled` log lines (epoch ms). */
const settledLogged = new Map<string, number>();

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** Production's request logging, serialised and then read only for the engine's settlement lines. */
const logStream = {
  write(line: string) {
    if (!line.includes('"round settled"')) return;
    const entry = JSON.parse(line) as { time: number; roomType: number; seqno: string };
    settledLogged.set(`${entry.roomType}:${entry.seqno}`, entry.time);
  },
};

/**
 * Waits until every room type has drawn a round: the engine's first ticks publish a fairness
 * chain per type (10,000 hashes each, about a second apiece here), a start-up cost the run
 * should not count as the steady state it measures.
 */
async function engineWarmedUp(): Promise<void> {
  const deadline = Date.now() + 6 * PERIOD_S * 1000;
  while (Date.now() < deadline) {
    const [row] = await queryRows<{ types: number | string }>(
      database.db,
      sql`select count(distinct room_type) as types from rounds where state = 'settled'`,
    );
    if (Number(row?.types) >= ROOM_TYPES.length) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the round engine drew no round of every room type within six periods');
}

/**
 * The p99 of requests by the second of the round period they began in (rounds of every type
 * start, lock and draw on the same period boundaries): a tail that sits in the seconds after the
 * draw is the settlement's; one spread evenly is the machine's.
 */
function p99BySecondOfPeriod(timeline: [number, number][]): number[] {
  const buckets = Array.from({ length: PERIOD_S }, () => [] as number[]);
  for (const [at, latency] of timeline) buckets[Math.floor((at % (PERIOD_S * 1000)) / 1000)]!.push(latency);
  return buckets.map((list) =>
    Math.round(
      percentile(
        list.sort((a, b) => a - b),
        99,
      ),
    ),
  );
}

describe.skipIf(!onPostgres)(
  'load: mixed traffic from many players on PostgreSQL (skipped on PGlite: one connection)',
  () => {
    beforeAll(
      async () => {
        database = await createTestDatabase(10);
        app = await buildApp({
          config: loadConfig({
            DATA_DIR: '/tmp/fairround-test-unused',
            PRICE_FEED: 'off',
            STAKING_ACCRUAL: 'false',
            ROUND_SCHEDULER: 'true',
            ROUND_PERIOD_S: String(PERIOD_S),
            ROUND_LOCK_S: String(LOCK_S),
            ROUND_DRAW_DELAY_S: String(DRAW_DELAY_S),
            LOG_LEVEL: 'info',
            ADMIN_USERNAME: 'test-owner',
            ADMIN_PASSWORD: 'test-owner-password',
          }),
          database,
          logStream,
        });
        const owner = await createOperator(database, 'owner');
        await setDepositMethods(app, owner);
        players = await seedLoadPlayers(database, PLAYERS, CASH_MINOR);
        await app.listen({ host: '127.0.0.1', port: 0 });
        await engineWarmedUp();
      },
      60_000 + PLAYERS * 300,
    );

    afterAll(async () => {
      await app?.close();
      await database?.close();
    });

    it(
      `${PLAYERS} players for ${SECONDS} s: p99 < ${P99_LIMIT_MS} ms, no 5xx, rounds settled < 1 s, memory stable, ledger clean`,
      async () => {
        const memory: { at: number; heapUsed: number; rss: number; cpuMs: number }[] = [];
        const sampler = setInterval(() => {
          const { heapUsed, rss } = process.memoryUsage();
          const cpu = process.cpuUsage();
          memory.push({ at: Date.now(), heapUsed, rss, cpuMs: (cpu.user + cpu.system) / 1000 });
        }, MEMORY_SAMPLE_MS);
        let report: LoadReport;
        try {
          report = await runLoadInChild({
            url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}`,
            players,
            // Logins through the API cost an argon2 verify each (~0.2 s of CPU here): a sample logs in.
            loginCount: Math.min(PLAYERS, 50),
            password: LOAD_PLAYER_PASSWORD,
            seconds: SECONDS,
            thinkMs: (PLAYERS * ORDER_TURN_SHARE * PERIOD_S * 1000) / ORDERS_PER_ROUND,
            rooms: ROOM_TYPES.map((roomType) => ({ roomId: String(standardRoom(roomType)), roomType })),
            depositMethod: 'acb-main',
          });
        } finally {
          clearInterval(sampler);
        }
        // The last round drawn in the run gets its full second before it is judged.
        await new Promise((resolve) => setTimeout(resolve, SETTLE_LIMIT_MS + 500));

        const rounds = await queryRows<{
          room_type: number;
          seqno: string;
          draws_at: Date | string;
          settled_at: Date | string | null;
          state: string;
          orders: number | string;
        }>(
          database.db,
          sql`select r.room_type, r.seqno, r.draws_at, r.settled_at, r.state,
                 (select count(*) from orders o where o.round_id = r.id) as orders
          from rounds r
          where r.draws_at >= ${new Date(report.startedAt)} and r.draws_at <= ${new Date(report.endedAt)}
          order by r.draws_at, r.room_type`,
        );
        const lags = rounds.map((round) => {
          const drawsAt = new Date(round.draws_at).getTime();
          const committed = settledLogged.get(`${round.room_type}:${round.seqno}`);
          return {
            round: `${round.room_type}:${round.seqno}`,
            state: round.state,
            orders: Number(round.orders),
            startLagMs: round.settled_at ? new Date(round.settled_at).getTime() - drawsAt : null,
            commitLagMs: committed === undefined ? null : committed - drawsAt,
          };
        });
        const ordersPerDraw = new Map<string, number>();
        for (const round of rounds) {
          const key = new Date(round.draws_at).toISOString();
          ordersPerDraw.set(key, (ordersPerDraw.get(key) ?? 0) + Number(round.orders));
        }
        // Draws whose whole betting window lay inside the run.
        const fullDraws = [...ordersPerDraw]
          .filter(([drawsAt]) => new Date(drawsAt).getTime() - PERIOD_S * 1000 >= report.startedAt)
          .map(([, count]) => count);

        const inRun = memory.filter((sample) => sample.at >= report.startedAt && sample.at <= report.endedAt);
        // The server's own CPU in the run (this process; the players run in a child): its cost per
        // request and the share of a core it got, which tells a busy machine from a slow server.
        const cpuMs = (inRun.at(-1)?.cpuMs ?? 0) - (inRun[0]?.cpuMs ?? 0);
        const cpuShare = cpuMs / Math.max(1, (inRun.at(-1)?.at ?? 0) - (inRun[0]?.at ?? 0));
        const measured = inRun.slice(Math.floor(inRun.length * WARM_UP_SHARE));
        const third = Math.max(1, Math.floor(measured.length / 3));
        const first = measured.slice(0, third);
        const last = measured.slice(-third);
        const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
        const heap = {
          first: median(first.map((s) => s.heapUsed)),
          last: median(last.map((s) => s.heapUsed)),
        };
        const rss = { first: median(first.map((s) => s.rss)), last: median(last.map((s) => s.rss)) };
        const serverErrors = Object.entries(report.statuses)
          .filter(([status]) => Number(status) >= 500)
          .reduce((sum, [, count]) => sum + count, 0);
        const commitLags = lags.map((lag) => lag.commitLagMs ?? Number.POSITIVE_INFINITY);
        const maxLag = Math.max(0, ...commitLags);
        const p50 = percentile(report.latenciesMs, 50);
        const p99 = percentile(report.latenciesMs, 99);
        const tailByPhase = p99BySecondOfPeriod(report.timeline);

        console.info(
          `load: ${PLAYERS} players, ${SECONDS} s, ${report.requests} requests (${Math.round(report.requests / SECONDS)}/s), ` +
            `p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, 5xx ${serverErrors}, ` +
            `${report.ordersPlaced} orders (per draw of 4 rounds: median ${median(fullDraws)}, min ${Math.min(...fullDraws)}), ` +
            `${rounds.length} rounds, settle lag max ${maxLag} ms (start max ${Math.max(0, ...lags.map((l) => l.startLagMs ?? 0))} ms), ` +
            `heap ${mb(heap.first)}→${mb(heap.last)} MB, rss ${mb(rss.first)}→${mb(rss.last)} MB, ` +
            `server CPU ${(cpuMs / Math.max(report.requests, 1)).toFixed(1)} ms/request, ${Math.round(cpuShare * 100)}% of a core, ` +
            `login p50 ${median(report.loginLatenciesMs).toFixed(0)} ms, refusals expected ${JSON.stringify(report.expected)}, order turns skipped ${JSON.stringify(report.orderSkips)}, ` +
            `p99 by second of the ${PERIOD_S} s period (draw at 0, lock at ${PERIOD_S - LOCK_S}) ${JSON.stringify(tailByPhase)}`,
        );

        // Soft: every target is judged (and the ledger checked below) even when one is missed.
        expect.soft(report.transport, 'connection errors').toEqual({});
        expect.soft(serverErrors, `answers ≥ 500: ${JSON.stringify(report.statuses)}`).toBe(0);
        expect.soft(report.unexpected, 'refusals no client expects').toEqual({});
        expect.soft(p99, `p99 per path: ${JSON.stringify(report.perPath)}`).toBeLessThan(P99_LIMIT_MS);
        // The load was what the run claims: orders arrived in every draw, about as many as targeted.
        expect.soft(fullDraws.length).toBeGreaterThanOrEqual(Math.floor(SECONDS / PERIOD_S) - 1);
        expect.soft(median(fullDraws)).toBeGreaterThanOrEqual(ORDERS_PER_ROUND / 2);
        expect
          .soft(rounds.length)
          .toBeGreaterThanOrEqual(ROOM_TYPES.length * (Math.floor(SECONDS / PERIOD_S) - 1));
        expect
          .soft(
            lags.filter((lag) => lag.state !== 'settled' || !(lag.commitLagMs! < SETTLE_LIMIT_MS)),
            'rounds settled late',
          )
          .toEqual([]);
        expect
          .soft(heap.last, `heap MB first ${mb(heap.first)} last ${mb(heap.last)}`)
          .toBeLessThanOrEqual(heap.first * MEMORY_GROWTH_LIMIT);
        expect
          .soft(rss.last, `rss MB first ${mb(rss.first)} last ${mb(rss.last)}`)
          .toBeLessThanOrEqual(rss.first * MEMORY_GROWTH_LIMIT);

        // Afterwards: the scheduler stopped, every order of a settled round resolved, the ledger whole.
        await app.close();
        const [stuck] = await queryRows<{ n: number | string }>(
          database.db,
          sql`select count(*) as n from orders o join rounds r on r.id = o.round_id where r.state = 'settled' and o.state = 'placed'`,
        );
        expect(Number(stuck!.n)).toBe(0);
        await expectLedgerInvariants(database.db);
      },
      (SECONDS + 180) * 1000,
    );
  },
);
