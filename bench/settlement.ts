/**
 * Settlement of one busy round (issue 10): Fairround's settlement (`drawAndSettle`: set-based
 * slices of orders, one bulk ledger post, one turnover pass) against a hand-written set-based SQL
 * settlement of the same data, in one run on one machine. Then the same settlement on an embedded
 * PGlite, watching the event loop: the longest stall while a round settles.
 *
 *   node --import tsx bench/settlement.ts [--orders 100000] [--players 10000] [--small] [--no-pglite]
 *
 * The data: N players funded through the ledger, one open type-1 round with M orders of one or two
 * lines each (stakes posted cash → escrow through the ledger), identical in both databases
 * (PostgreSQL copies the seeded database as a template for the baseline).
 */
import { performance } from 'node:perf_hooks';
import { computeRoundResult, winningOptions } from '@fairround/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createManualClock } from '../apps/server/src/platform/clock.js';
import { openPglite, openPostgres, queryRows, type DatabaseHandle } from '../apps/server/src/platform/db/database.js';
import { createRealtime } from '../apps/server/src/platform/ws/realtime.js';
import { createVipService } from '../apps/server/src/modules/accounts/vip/vip.service.js';
import { checkLedgerInvariants } from '../apps/server/src/modules/ledger/ledger.invariants.js';
import { createLedgerService, type TransferInput } from '../apps/server/src/modules/ledger/ledger.service.js';
import { findChain, seedOf } from '../apps/server/src/modules/rounds/engine/chains.js';
import { createRoundsEngine } from '../apps/server/src/modules/rounds/engine/engine.js';
import { drawAndSettle } from '../apps/server/src/modules/rounds/engine/settlement.js';
import { createRoundsEvents } from '../apps/server/src/modules/rounds/rounds.events.js';
import type { RoundRow } from '../apps/server/src/modules/rounds/rounds.repository.js';
import { seedRoundsCatalogue } from '../apps/server/src/modules/rounds/rounds.seed.js';

const START = new Date('2026-11-22T03:00:10Z');
const MINOR_DIGITS = 2;
const ROOM_ID = 111;

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
}
const small = process.argv.includes('--small');
const ORDERS = option('orders', small ? 5_000 : 100_000);
const PLAYERS = option('players', Math.max(1, Math.round(ORDERS / 10)));
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const seconds = (ms: number) => `${(ms / 1000).toFixed(3)} s`;

/** A migrated database with the catalogue, N funded players and one open round holding M orders. */
async function seed(handle: DatabaseHandle): Promise<RoundRow> {
  const clock = createManualClock(START);
  await handle.migrate();
  await seedRoundsCatalogue(handle.db, START, MINOR_DIGITS);
  const ledger = createLedgerService({ db: handle.db, clock });
  const engine = createRoundsEngine({
    db: handle.db,
    clock,
    ledger,
    vip: createVipService({ minorDigits: MINOR_DIGITS }),
    events: createRoundsEvents({ realtime: createRealtime(), minorDigits: MINOR_DIGITS }),
    timing: {},
    timeZone: 'Asia/Ho_Chi_Minh',
  });
  await engine.tick();
  clock.advanceMs(60_000);
  await engine.tick();
  const [round] = await queryRows<{ id: string }>(
    handle.db,
    sql`select id from rounds where room_type = 1 and state = 'open' order by draws_at limit 1`,
  );
  await handle.db.execute(sql`
    insert into players (id, username, nickname, quhao, phone, password_hash, invitation_code, created_at)
    select md5('player' || g)::uuid, 'bench' || g, 'bench' || g, '+84', lpad(g::text, 10, '0'), 'bench-no-login', 'B' || g, ${START}
    from generate_series(1, ${PLAYERS}) g`);
  // Orders of one or two lines at the room's odds, 10–49 units a line, spread over the players.
  await handle.db.execute(sql`
    insert into orders (id, player_id, room_id, round_id, room_type, seqno, total, order_key, created_at)
    select md5('order' || g)::uuid, md5('player' || (g % ${PLAYERS} + 1))::uuid, ${ROOM_ID}, r.id, r.room_type, r.seqno,
           (1000 + (g % 40) * 100) * (case when g % 11 = (g / 11) % 11 then 1 else 2 end), 'k' || g, ${START}
    from generate_series(1, ${ORDERS}) g, rounds r where r.id = ${round!.id}`);
  await handle.db.execute(sql`
    insert into order_lines (order_id, option, odds, amount)
    select md5('order' || g)::uuid, o.option, (select rates[o.option + 1] from rooms where id = ${ROOM_ID}), 1000 + (g % 40) * 100
    from generate_series(1, ${ORDERS}) g
    cross join lateral (select distinct unnest(array[g % 11, (g / 11) % 11]) as option) o`);
  const playerIds = await queryRows<{ id: string }>(handle.db, sql`select id::text from players order by id`);
  const funding: TransferInput[] = playerIds.map(({ id }) => ({
    id: `bench:fund:${id}`,
    debit: { kind: 'house', type: 'deposits' },
    credit: { kind: 'player', playerId: id, type: 'cash' },
    amount: 100_000_000,
    code: 'deposit',
    reference: `bench:${id}`,
  }));
  await ledger.postMany(funding);
  const orders = await queryRows<{ id: string; player_id: string; total: string | number }>(
    handle.db,
    sql`select id::text, player_id::text, total from orders order by id`,
  );
  await ledger.postMany(
    orders.map((order) => ({
      id: `order:${order.id}:stake`,
      debit: { kind: 'player', playerId: order.player_id, type: 'cash' },
      credit: { kind: 'player', playerId: order.player_id, type: 'bet_escrow' },
      amount: Number(order.total),
      code: 'bet_stake',
      reference: `order:${order.id}`,
    })),
  );
  // The house game account exists before either settlement, as on any day after the first.
  await handle.db.execute(sql`
    insert into ledger_accounts (owner_kind, type, must_not_go_negative, created_at)
    values ('house', 'game', false, ${START}) on conflict do nothing`);
  const [seeded] = await queryRows<RoundRow>(handle.db, sql`select id, draws_at as "drawsAt" from rounds where id = ${round!.id}`);
  return seeded!;
}

/** The longest time the event loop went without running a 1 ms timer, minus that 1 ms. */
function watchEventLoop() {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  return {
    stop(): number {
      clearInterval(timer);
      return Math.max(longest, performance.now() - last) - 1;
    },
  };
}

/** Fairround's settlement, timed, with the longest event-loop stall while it ran. */
async function settleWithFairround(handle: DatabaseHandle, round: RoundRow) {
  const clock = createManualClock(new Date(round.drawsAt));
  const deps = { db: handle.db, clock, ledger: createLedgerService({ db: handle.db, clock }), vip: createVipService({ minorDigits: MINOR_DIGITS }) };
  const stalls = watchEventLoop();
  const started = performance.now();
  const settlement = await drawAndSettle(deps, round.id);
  const ms = performance.now() - started;
  const longestStallMs = stalls.stop();
  if (settlement?.orderCount !== ORDERS) throw new Error(`settled ${settlement?.orderCount} orders, expected ${ORDERS}`);
  return { ms, longestStallMs };
}

/** The same settlement written by hand as set-based SQL in one transaction: the baseline. */
async function settleWithSql(url: string, round: RoundRow) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const [chainRow] = (await client.query('select chain_id, n, room_type, seqno from rounds where id = $1', [round.id])).rows;
  const handle = await openPostgres(url, 1);
  const chain = (await findChain(handle.db, chainRow.chain_id))!;
  await handle.close();
  const started = performance.now();
  const seed = await seedOf(chain, chainRow.n);
  const result = await computeRoundResult({ seed, roomType: chainRow.room_type, seqno: chainRow.seqno, salt: chain.salt });
  const winning = winningOptions(result);
  const now = new Date(round.drawsAt);
  await client.query('begin');
  await client.query('select id from rounds where id = $1 for update', [round.id]);
  await client.query(`update rounds set state = 'drawn', locked_at = $2, drawn_at = $2, seed = $3, result = $4 where id = $1`, [round.id, now, seed, JSON.stringify(result)]);
  await client.query(
    `create temp table settled_orders on commit drop as
     with lines as (
       update order_lines l set won = l.option = any($2::smallint[]),
         payout = case when l.option = any($2::smallint[]) then div(l.amount::numeric * l.odds, 10000)::bigint else 0 end
       from orders o where o.id = l.order_id and o.round_id = $1 and o.state = 'placed'
       returning l.order_id, l.payout
     ), sums as (select order_id, sum(payout)::bigint as payout from lines group by order_id),
     moved as (
       update orders o set state = case when s.payout > 0 then 'won' else 'lost' end, payout = s.payout, resolved_at = $3
       from sums s where o.id = s.order_id and o.state = 'placed'
       returning o.id, o.player_id, o.total, o.payout
     ) select * from moved`,
    [round.id, winning, now],
  );
  // Temp tables have no statistics until analysed; without them the planner nests loops over 100k rows.
  await client.query('analyze settled_orders');
  await client.query(
    `create temp table moves on commit drop as
     select row_number() over (order by s.id, m.k) as ord, m.id, m.debit, m.credit, m.amount, m.code, 'order:' || s.id as reference
     from settled_orders s
     join ledger_accounts c on c.owner_kind = 'player' and c.player_id = s.player_id and c.type = 'cash'
     join ledger_accounts e on e.owner_kind = 'player' and e.player_id = s.player_id and e.type = 'bet_escrow'
     cross join (select id as game from ledger_accounts where owner_kind = 'house' and type = 'game') g
     cross join lateral (values
       (1, 'order:' || s.id || ':settle', e.id, c.id, least(s.payout, s.total), 'bet_payout'),
       (2, case when s.payout > 0 then 'order:' || s.id || ':loss' else 'order:' || s.id || ':settle' end, e.id, g.game, s.total - least(s.payout, s.total), 'bet_settle_loss'),
       (3, 'order:' || s.id || ':winnings', g.game, c.id, s.payout - s.total, 'bet_payout')
     ) as m(k, id, debit, credit, amount, code)
     where m.amount > 0`,
  );
  await client.query('analyze moves');
  await client.query(
    `select id from ledger_accounts where id in (select debit from moves union select credit from moves) order by id for update`,
  );
  await client.query(
    `with legs as (
       select ord, debit as account, -amount as delta, true as is_debit from moves
       union all select ord, credit, amount, false from moves
     ), running as (
       select l.ord, l.is_debit, a.balance + sum(l.delta) over (partition by l.account order by l.ord) as after
       from legs l join ledger_accounts a on a.id = l.account
     )
     insert into ledger_transfers (id, debit_account_id, credit_account_id, amount, code, reference, debit_balance_after, credit_balance_after, created_at)
     select m.id, m.debit, m.credit, m.amount, m.code, m.reference, d.after, c.after, $1
     from moves m join running d on d.ord = m.ord and d.is_debit join running c on c.ord = m.ord and not c.is_debit
     order by m.ord`,
    [now],
  );
  await client.query(
    `update ledger_accounts a set balance = a.balance + d.delta
     from (select account, sum(delta) as delta from (
       select debit as account, -amount as delta from moves union all select credit, amount from moves) legs group by account) d
     where a.id = d.account`,
  );
  await client.query(
    `update players p set turnover = p.turnover + s.stake
     from (select player_id, sum(total) as stake from settled_orders group by player_id) s where p.id = s.player_id`,
  );
  await client.query(`update rounds set state = 'settled', settled_at = $2 where id = $1`, [round.id, now]);
  await client.query('commit');
  const ms = performance.now() - started;
  await client.end();
  return { ms };
}

/** Both sides must have moved the same money: transfers, cash and the house's game account. */
async function summary(handle: DatabaseHandle) {
  const [row] = await queryRows<{ transfers: string; cash: string; game: string }>(
    handle.db,
    sql`select (select count(*) from ledger_transfers)::text as transfers,
               (select sum(balance) from ledger_accounts where type = 'cash')::text as cash,
               (select balance from ledger_accounts where owner_kind = 'house' and type = 'game')::text as game`,
  );
  const report = await checkLedgerInvariants(handle.db);
  if (!report.ok) throw new Error(`ledger invariants broken: ${report.problems.join('; ')}`);
  return row!;
}

async function onPostgres() {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  const suffix = `${process.pid}_${Date.now()}`;
  const names = [`bench_settle_a_${suffix}`, `bench_settle_b_${suffix}`];
  const urlOf = (name: string) => {
    const url = new URL(SERVER_URL);
    url.pathname = `/${name}`;
    return url.toString();
  };
  try {
    await admin.query(`create database ${names[0]}`);
    let handle = await openPostgres(urlOf(names[0]!), 4);
    const seedStarted = performance.now();
    const round = await seed(handle);
    await handle.close();
    console.log(`seeded ${ORDERS} orders of ${PLAYERS} players in ${seconds(performance.now() - seedStarted)}`);
    await admin.query(`create database ${names[1]} template ${names[0]}`);
    handle = await openPostgres(urlOf(names[0]!), 4);
    const ours = await settleWithFairround(handle, round);
    const oursSummary = await summary(handle);
    await handle.close();
    const baseline = await settleWithSql(urlOf(names[1]!), round);
    handle = await openPostgres(urlOf(names[1]!), 2);
    const baselineSummary = await summary(handle);
    await handle.close();
    if (JSON.stringify(oursSummary) !== JSON.stringify(baselineSummary)) {
      throw new Error(`the two settlements differ: ${JSON.stringify(oursSummary)} vs ${JSON.stringify(baselineSummary)}`);
    }
    console.log(`PostgreSQL: Fairround ${seconds(ours.ms)}, hand-written SQL ${seconds(baseline.ms)} (${oursSummary.transfers} transfers in all, same money moved)`);
    return { ours, baseline };
  } finally {
    for (const name of names) await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end();
  }
}

async function onPglite() {
  const handle = await openPglite();
  try {
    const round = await seed(handle);
    const ours = await settleWithFairround(handle, round);
    await summary(handle);
    console.log(`PGlite: Fairround ${seconds(ours.ms)}, longest event-loop stall ${ours.longestStallMs.toFixed(1)} ms`);
    return ours;
  } finally {
    await handle.close();
  }
}

const postgres = await onPostgres();
const pglite = process.argv.includes('--no-pglite') ? null : await onPglite();
const ratio = postgres.ours.ms / postgres.baseline.ms;
console.log(
  `settlement: ${ORDERS} orders in ${seconds(postgres.ours.ms)} vs SQL baseline ${seconds(postgres.baseline.ms)} = ${ratio.toFixed(2)}× ` +
    `(target ≤ 1.2×, ≤ 1 s at 100k on PostgreSQL)` +
    (pglite ? `; PGlite longest stall ${pglite.longestStallMs.toFixed(1)} ms (target ≤ 50)` : ''),
);
