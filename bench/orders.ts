/**
 * Order placement speed (issue 10): POST /api/Game/order through the real app against the same
 * writes done by hand with `pg`, in one run on one machine, so the figures compare like with like.
 *
 *   node --import tsx bench/orders.ts [--small] [--players 200] [--concurrency 64] [--seconds 10]
 *
 * 1. A fresh PostgreSQL database (BENCH_DATABASE_URL, default the local test server), the real app
 *    listening on a port (scheduler off, system clock so the betting boundary is the database's
 *    clock as in production, rounds a day long so one stays open), N funded players with sessions.
 * 2. API: C keep-alive connections (undici, in a child process so the load generator does not
 *    share the server's event loop or CPU account) post orders for D seconds; orders/s, p50/p99, the server's
 *    event-loop busy time and PostgreSQL's CPU per order.
 * 3. Raw `pg`: the same writes by hand (lock both accounts, insert order + line, ledger transfer,
 *    two balance updates) on a pool of the app's size, C concurrent loops.
 * 4. The API again on an embedded PGlite (the ratio to PostgreSQL).
 *
 * Rate limits are kept on as in production: orders count against each player's budget (60 a
 * minute), which the players of a run stay under at the rates measured here (raise --players for
 * a faster machine: a 429 shows as FAILED). The app trusts X-Forwarded-For (TRUST_PROXY, as
 * behind a load balancer) and the load generator spreads its requests over many client
 * addresses, at most 50 each, so the per-address default budget is never the limit either.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { formatOdds, gameEndpoints } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { Pool as HttpPool } from 'undici';
import { buildApp, type AppDeps } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config/config.js';
import { drawFreePlayerCode } from '../apps/server/src/modules/accounts/invitations/invitations.service.js';
import { players } from '../apps/server/src/modules/accounts/players.tables.js';
import { createPlayerSessionsService } from '../apps/server/src/modules/accounts/sessions/sessions.service.js';
import { checkLedgerInvariants } from '../apps/server/src/modules/ledger/ledger.invariants.js';
import { createLedgerService } from '../apps/server/src/modules/ledger/ledger.service.js';
import { createRoundsEngine } from '../apps/server/src/modules/rounds/engine/engine.js';
import { createRoundsEvents } from '../apps/server/src/modules/rounds/rounds.events.js';
import { roundsContextOf } from '../apps/server/src/modules/rounds/rounds.module.js';
import { openPglite, queryRows, type DatabaseHandle } from '../apps/server/src/platform/db/database.js';
import { systemClock } from '../apps/server/src/platform/clock.js';
import { hashPassword } from '../apps/server/src/platform/credentials/password-hash.js';
import { createPostgresDatabase } from '../apps/server/src/test/test-database.js';

const ROOM_ID = 111;
const ROOM_TYPE = 1;
const REQUESTS_PER_CLIENT_ADDRESS = 50;
const WARM_UP_S = 2;
/** The app's pool: what `openPostgres` gives the process by default (main.ts). */
const APP_POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 0) || undefined;

type Options = { players: number; concurrency: number; seconds: number; small: boolean };
type Player = { playerId: string; token: string; cashId: number; escrowId: number };
type Target = {
  addressBase: number;
  url: string;
  gameid: string;
  odds: string;
  amount: string;
  players: Player[];
};
type LoadResult = {
  ok: number;
  failed: number;
  errors: Record<string, number>;
  latenciesMs: number[];
  elapsedS: number;
};
type Figures = {
  perSecond: number;
  p50: number;
  p99: number;
  failed: number;
  errors: Record<string, number>;
  appMsPerOrder?: number;
  pgMsPerOrder?: number;
};

function parseOptions(argv: string[]): Options {
  const small = argv.includes('--small');
  const valueOf = (name: string, fallback: number) => {
    const index = argv.indexOf(`--${name}`);
    return index >= 0 ? Number(argv[index + 1]) : fallback;
  };
  return {
    small,
    // Enough players that none reaches the order budget (60 a minute each) at these rates.
    players: valueOf('players', 200),
    concurrency: valueOf('concurrency', small ? 16 : 64),
    seconds: valueOf('seconds', small ? 3 : 10),
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/** CPU seconds of every postgres process on this machine (other users of the server add noise). */
function postgresCpuSeconds(): number {
  let ticks = 0;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      if (!stat.slice(stat.indexOf('(') + 1, close).startsWith('postgres')) continue;
      const fields = stat.slice(close + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return ticks / 100;
}

/* ------------------------------------------------------------------ load generator (worker) */

async function runLoad(target: Target, options: Options, seconds: number): Promise<LoadResult> {
  const http = new HttpPool(target.url, {
    connections: options.concurrency,
    pipelining: 1,
    keepAliveTimeout: 60_000,
  });
  const latenciesMs: number[] = [];
  const errors: Record<string, number> = {};
  let ok = 0;
  let failed = 0;
  let sent = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const loop = async (worker: number) => {
    const mine = target.players.filter((_, index) => index % options.concurrency === worker);
    for (let turn = 0; performance.now() < deadline; turn += 1) {
      const player = mine[turn % mine.length]!;
      const request = sent++;
      const address = target.addressBase + Math.floor(request / REQUESTS_PER_CLIENT_ADDRESS);
      const body = JSON.stringify({
        token: player.token,
        lang: 'en',
        gameid: target.gameid,
        roomid: String(ROOM_ID),
        order_info: [[request % 2, target.odds, target.amount]],
        order_key: randomUUID(),
      });
      const begun = performance.now();
      try {
        const response = await http.request({
          path: gameEndpoints.order.path,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
          },
          body,
        });
        const envelope = (await response.body.json()) as { code: number; data?: { errCode?: number } };
        if (envelope.code === 1) ok += 1;
        else {
          failed += 1;
          const key = `${response.statusCode}:${envelope.data?.errCode ?? '?'}`;
          errors[key] = (errors[key] ?? 0) + 1;
        }
      } catch (error) {
        failed += 1;
        const key = (error as Error).message.slice(0, 60);
        errors[key] = (errors[key] ?? 0) + 1;
      }
      latenciesMs.push(performance.now() - begun);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, (_, worker) => loop(worker)));
  const elapsedS = (performance.now() - started) / 1000;
  await http.close();
  return { ok, failed, errors, latenciesMs, elapsedS };
}

const LOAD_PROCESS_FLAG = '--load-generator';
const isLoadGenerator = process.argv.includes(LOAD_PROCESS_FLAG);

if (isLoadGenerator) {
  process.once('message', (message: { target: Target; options: Options; seconds: number }) => {
    runLoad(message.target, message.options, message.seconds).then(
      (result) => process.send!(result, () => process.exit(0)),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}

/** Every phase talks from addresses no earlier phase used, so none of them meets the rate limit. */
let nextAddressBase = 0;

/**
 * Runs the load in a child process: its CPU is then not the server's (the figures per order
 * count this process only) and it does not queue behind the server's event loop.
 */
function loadInProcess(target: Target, options: Options, seconds: number): Promise<LoadResult> {
  const message = { target: { ...target, addressBase: nextAddressBase }, options, seconds };
  nextAddressBase += 1 << 16;
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [LOAD_PROCESS_FLAG], {
      execArgv: ['--import', 'tsx'],
    });
    child.once('message', (result) => resolve(result as LoadResult));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load generator exited with ${code}`));
    });
    child.send(message);
  });
}

/* ------------------------------------------------------------------ setup */

type Setup = { app: FastifyInstance; deps: AppDeps; target: Target };

async function startApp(database: DatabaseHandle, options: Options): Promise<Setup> {
  let captured: AppDeps | null = null;
  const app = await buildApp({
    config: loadConfig({
      DATA_DIR: '/tmp/fairround-bench-unused',
      PRICE_FEED: 'off',
      ROUND_SCHEDULER: 'false',
      // Day-long rounds: the current one stays open for the whole run.
      ROUND_PERIOD_S: '86400',
      ROUND_LOCK_S: '1',
      ROUND_DRAW_DELAY_S: '1',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'info',
      ADMIN_USERNAME: 'bench-owner',
      ADMIN_PASSWORD: 'bench-owner-password',
    }),
    database,
    // Production logs every request; the lines are serialised as there, then dropped.
    logStream: { write: () => undefined },
    beforeReady: (_app, deps) => {
      captured = deps;
    },
  });
  const deps = captured as unknown as AppDeps;
  const { db } = database;
  await db.execute(sql`update room_types set chain_length = 200`);
  const context = roundsContextOf(deps);
  const engine = createRoundsEngine({
    ...context,
    events: createRoundsEvents({ realtime: deps.realtime, minorDigits: context.minorDigits }),
  });
  await engine.tick();
  const now = systemClock.now();
  const [round] = await queryRows<{ id: string; locks_at: Date | string }>(
    db,
    sql`select id, locks_at from rounds where room_type = ${ROOM_TYPE} and state = 'open' and opens_at <= ${now} and locks_at > ${now} order by draws_at limit 1`,
  );
  if (!round || new Date(round.locks_at).getTime() - now.getTime() < 120_000) {
    throw new Error(
      'no round stays open for the run (too close to midnight UTC); run again in a few minutes',
    );
  }
  const [room] = await queryRows<{ rates: number[]; min_buy: string | number }>(
    db,
    sql`select rates, min_buy from rooms where id = ${ROOM_ID}`,
  );
  const minorDigits = deps.config.CURRENCY_MINOR_DIGITS;
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    deps,
    target: {
      addressBase: 0,
      url: address,
      gameid: round.id,
      odds: formatOdds(room!.rates[0]!),
      // Order amounts are whole currency units.
      amount: String(Math.ceil(Number(room!.min_buy) / 10 ** minorDigits)),
      players: await createPlayers(database, options.players),
    },
  };
}

async function createPlayers(database: DatabaseHandle, count: number): Promise<Player[]> {
  const { db } = database;
  const ledger = createLedgerService({ db, clock: systemClock });
  const sessions = createPlayerSessionsService({ db, clock: systemClock });
  const passwordHash = await hashPassword('bench-password');
  const list: Player[] = [];
  for (let index = 0; index < count; index += 1) {
    const playerId = randomUUID();
    const username = `bench${index}x${playerId.slice(0, 6)}`;
    await db.insert(players).values({
      id: playerId,
      username,
      nickname: username,
      quhao: '+84',
      phone: `9${String(index).padStart(8, '0')}`,
      passwordHash,
      payPasswordHash: null,
      invitationCode: await drawFreePlayerCode(db),
      level: 1,
      turnover: 0,
      status: 'active',
      createdAt: new Date(),
    });
    const { token } = await sessions.open(playerId, { ip: null, userAgent: 'bench' });
    const deposit = `bench-deposit:${playerId}`;
    const cash = { kind: 'player', playerId, type: 'cash' } as const;
    const escrow = { kind: 'player', playerId, type: 'bet_escrow' } as const;
    // Funds the cash account and creates the escrow one the way a first order would.
    await ledger.post([
      {
        id: deposit,
        debit: { kind: 'house', type: 'deposits' },
        credit: cash,
        amount: 1_000_000_000_000,
        code: 'deposit',
        reference: deposit,
      },
      {
        id: `${deposit}:escrow`,
        debit: cash,
        credit: escrow,
        amount: 1,
        code: 'bet_stake',
        reference: deposit,
      },
      {
        id: `${deposit}:back`,
        debit: escrow,
        credit: cash,
        amount: 1,
        code: 'bet_cancel',
        reference: deposit,
      },
    ]);
    const ids = await queryRows<{ id: string | number; type: string }>(
      db,
      sql`select id, type from ledger_accounts where player_id = ${playerId}`,
    );
    const idOf = (type: string) => Number(ids.find((row) => row.type === type)!.id);
    list.push({ playerId, token, cashId: idOf('cash'), escrowId: idOf('bet_escrow') });
  }
  return list;
}

/* ------------------------------------------------------------------ phases */

/** BENCH_PROFILE=<file>: a CPU profile of the server during the API phase on PostgreSQL. */
async function startProfile(): Promise<(file: string) => Promise<void>> {
  const inspector = await import('node:inspector/promises');
  const session = new inspector.Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async (file) => {
    const { profile } = await session.post('Profiler.stop');
    fs.writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  };
}

async function measureApi(target: Target, options: Options, withPostgresCpu: boolean): Promise<Figures> {
  await loadInProcess(target, { ...options, concurrency: Math.min(options.concurrency, 16) }, WARM_UP_S);
  const profiler = withPostgresCpu && process.env.BENCH_PROFILE ? await startProfile() : null;
  const cpu = process.cpuUsage();
  const pgBefore = withPostgresCpu ? postgresCpuSeconds() : 0;
  const result = await loadInProcess(target, options, options.seconds);
  const used = process.cpuUsage(cpu);
  await profiler?.(process.env.BENCH_PROFILE!);
  const pgCpu = withPostgresCpu ? postgresCpuSeconds() - pgBefore : 0;
  const sorted = result.latenciesMs.sort((a, b) => a - b);
  return {
    perSecond: result.ok / result.elapsedS,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    failed: result.failed,
    errors: result.errors,
    appMsPerOrder: (used.user + used.system) / 1000 / Math.max(result.ok, 1),
    ...(withPostgresCpu ? { pgMsPerOrder: (pgCpu * 1000) / Math.max(result.ok, 1) } : {}),
  };
}

/** The same writes as an order, by hand: what the database alone allows. */
async function measureRaw(url: string, target: Target, options: Options, poolSize: number): Promise<Figures> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const oddsMinor = Math.round(Number(target.odds) * 10_000);
  const amountMinor = Number(target.amount) * 100;
  const roundRows = (await pool.query('select room_type, seqno from rounds where id = $1', [target.gameid]))
    .rows as Array<{ room_type: number; seqno: string }>;
  const { room_type: roomType, seqno } = roundRows[0]!;
  const one = async (player: Player) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const locked = await client.query<{ id: string; balance: string }>(
        'select id, balance from ledger_accounts where id = any($1::bigint[]) order by id for update',
        [[player.cashId, player.escrowId]],
      );
      const balance = (id: number) => Number(locked.rows.find((row) => Number(row.id) === id)!.balance);
      const cashAfter = balance(player.cashId) - amountMinor;
      const escrowAfter = balance(player.escrowId) + amountMinor;
      if (cashAfter < 0) throw new Error('insufficient');
      const orderId = randomUUID();
      const now = new Date();
      await client.query(
        `insert into orders (id, player_id, room_id, round_id, room_type, seqno, total, order_key, created_at) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [orderId, player.playerId, ROOM_ID, target.gameid, roomType, seqno, amountMinor, randomUUID(), now],
      );
      await client.query('insert into order_lines (order_id, option, odds, amount) values ($1, 0, $2, $3)', [
        orderId,
        oddsMinor,
        amountMinor,
      ]);
      await client.query(
        `insert into ledger_transfers (id, debit_account_id, credit_account_id, amount, code, reference, debit_balance_after, credit_balance_after, created_at)
         values ($1, $2, $3, $4, 'bet_stake', $5, $6, $7, $8)`,
        [
          `order:${orderId}:stake`,
          player.cashId,
          player.escrowId,
          amountMinor,
          `order:${orderId}`,
          cashAfter,
          escrowAfter,
          now,
        ],
      );
      await client.query('update ledger_accounts set balance = balance + $2 where id = $1', [
        player.cashId,
        -amountMinor,
      ]);
      await client.query('update ledger_accounts set balance = balance + $2 where id = $1', [
        player.escrowId,
        amountMinor,
      ]);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  };
  const run = async (seconds: number) => {
    const latencies: number[] = [];
    let ok = 0;
    let failed = 0;
    const started = performance.now();
    const deadline = started + seconds * 1000;
    await Promise.all(
      Array.from({ length: options.concurrency }, async (_, worker) => {
        const mine = target.players.filter((_, index) => index % options.concurrency === worker);
        for (let turn = 0; performance.now() < deadline; turn += 1) {
          const begun = performance.now();
          await one(mine[turn % mine.length]!).then(
            () => (ok += 1),
            () => (failed += 1),
          );
          latencies.push(performance.now() - begun);
        }
      }),
    );
    return {
      ok,
      failed,
      latencies: latencies.sort((a, b) => a - b),
      elapsedS: (performance.now() - started) / 1000,
    };
  };
  await run(WARM_UP_S);
  const pgBefore = postgresCpuSeconds();
  const result = await run(options.seconds);
  const pgCpu = postgresCpuSeconds() - pgBefore;
  await pool.end();
  return {
    perSecond: result.ok / result.elapsedS,
    p50: percentile(result.latencies, 50),
    p99: percentile(result.latencies, 99),
    failed: result.failed,
    errors: {},
    pgMsPerOrder: (pgCpu * 1000) / Math.max(result.ok, 1),
  };
}

function describe(name: string, figures: Figures): string {
  const parts = [
    `${name.padEnd(22)} ${figures.perSecond.toFixed(0).padStart(6)} orders/s`,
    `p50 ${figures.p50.toFixed(1)} ms`,
    `p99 ${figures.p99.toFixed(1)} ms`,
    figures.appMsPerOrder !== undefined ? `server CPU ${figures.appMsPerOrder.toFixed(2)} ms/order` : '',
    figures.pgMsPerOrder !== undefined ? `postgres CPU ${figures.pgMsPerOrder.toFixed(2)} ms/order` : '',
    figures.failed > 0 ? `FAILED ${figures.failed} ${JSON.stringify(figures.errors)}` : '',
  ];
  return parts.filter(Boolean).join(' · ');
}

async function checkLedger(database: DatabaseHandle, label: string): Promise<void> {
  const report = await checkLedgerInvariants(database.db);
  if (!report.ok) throw new Error(`${label}: ledger invariants broken: ${report.problems.join('; ')}`);
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  console.log(
    `orders bench: ${options.players} players, ${options.concurrency} connections, ${options.seconds} s per phase`,
  );

  const postgres = await createPostgresDatabase(serverUrl, APP_POOL_SIZE ?? 10);
  let api: Figures;
  let raw: Figures;
  try {
    await postgres.handle.migrate();
    const setup = await startApp(postgres.handle, options);
    api = await measureApi(setup.target, options, true);
    console.log(describe('API on PostgreSQL', api));
    raw = await measureRaw(postgres.url, setup.target, options, APP_POOL_SIZE ?? 10);
    console.log(describe('raw pg (same writes)', raw));
    await setup.app.close();
    await checkLedger(postgres.handle, 'PostgreSQL');
  } finally {
    await postgres.handle.close();
    await postgres.dispose();
  }

  const pglite = await openPglite();
  try {
    await pglite.migrate();
    const setup = await startApp(pglite, options);
    const embedded = await measureApi(setup.target, options, false);
    console.log(describe('API on PGlite', embedded));
    console.log(`PGlite / PostgreSQL: ${(embedded.perSecond / api.perSecond).toFixed(2)}× (target ≥ 0.7×)`);
    await setup.app.close();
    await checkLedger(pglite, 'PGlite');
  } finally {
    await pglite.close();
  }

  console.log(
    `orders: API ${api.perSecond.toFixed(0)}/s vs raw pg ${raw.perSecond.toFixed(0)}/s = ${(api.perSecond / raw.perSecond).toFixed(2)}× (target ≥ 0.85×; ≥ 2500/s; p99 ${api.p99.toFixed(0)} ms ≤ 100)`,
  );
}

if (!isLoadGenerator) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
