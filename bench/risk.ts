/**
 * The console's risk signals (issue #26) on a realistic database: each signal query's time, and
 * the whole list and digest through the service, as ratios against a baseline measured in the
 * same run on the same data — a plain sequential-scan COUNT over the sessions table.
 *
 *   node --import tsx bench/risk.ts [--players 2000] [--plans] [--keep]   (npm run bench:risk, CI size)
 *   node --import tsx bench/risk.ts --players 100000                      (npm run bench:risk:full)
 *
 * The data (per player, on average): 4 sessions over 40 days (most players on their own address;
 * 3 % in households of 2–4 players, a few carrier NAT addresses shared by hundreds), 1.2 approved
 * deposits, 10 orders, half a withdrawal account (1 % of destinations shared), a third of a
 * withdrawal, bursts of failed logins and codes, raised limits and 1 % self-excluded players.
 * It lives in a database of its own on BENCH_DATABASE_URL (dropped at the end).
 */
import { performance } from 'node:perf_hooks';
import { RISK_SIGNAL_KINDS, type RiskSignalKind } from '@fairround/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createManualClock } from '../apps/server/src/platform/clock.js';
import { openPostgres, queryRows, type DatabaseHandle } from '../apps/server/src/platform/db/database.js';
import { SIGNAL_QUERIES, signalRows } from '../apps/server/src/modules/risk/risk.queries.js';
import { createRiskService, DEFAULT_RISK_THRESHOLDS, RISK_ROWS_PER_KIND } from '../apps/server/src/modules/risk/risk.service.js';
import { argValue } from './support.js';

const PLAYERS = argValue('--players', 2_000);
const SHOW_PLANS = process.argv.includes('--plans');
/** Keep the seeded database (its name is printed) to look at plans by hand. */
const KEEP = process.argv.includes('--keep');
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const NOW = new Date('2026-12-01T12:00:00Z');
const SAMPLES = 5;

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Every table the signals read, filled with set-based SQL. `n` players; times within the last 40 days. */
async function seed(handle: DatabaseHandle, n: number) {
  const now = NOW.toISOString();
  const day = (expr: string) => `timestamptz '${now}' - (${expr}) * interval '1 day'`;
  const statements = [
    `insert into players (id, username, nickname, quhao, phone, password_hash, invitation_code, created_at)
     select md5('p' || g)::uuid, 'risk' || g, 'risk' || g, '+84', lpad(g::text, 10, '0'), 'bench-no-login', 'R' || g, ${day('60')}
     from generate_series(1, ${n}) g`,
    // Sessions: four a player. Address: a household of four for 3 % of players (g / 4 shared by
    // g = 4k…4k+3), one of ten carrier NAT addresses for 2 %, else the player's own.
    `insert into player_sessions (id, player_id, token_hash, created_at, last_seen_at, expires_at, ip, user_agent)
     select md5('s' || g || ':' || k)::uuid, md5('p' || g)::uuid, md5('s' || g || ':' || k),
            ${day('(g * 7 + k * 11) % 40 + 0.5')}, ${day('(g * 7 + k * 11) % 40')}, ${day('-30')},
            case when g % 100 < 3 then '10.1.' || (g / 4 % 250) || '.' || (g / 1000)
                 when g % 100 < 5 then '100.64.0.' || (g % 10)
                 else '172.' || (g / 65536 % 16 + 16) || '.' || (g / 256 % 256) || '.' || (g % 256) end,
            'Mozilla/5.0 (Linux; Android ' || (g % 7 + 8) || ') Chrome/' || (110 + k + g % 9) || '.0 Mobile'
     from generate_series(1, ${n}) g, generate_series(1, 4) k`,
    `insert into deposit_requests (id, player_id, amount, payer_name, reference, method_id, method_snapshot, status, created_at, resolved_at)
     select md5('d' || g)::uuid, md5('p' || (g % ${n} + 1))::uuid, 10000 * (1 + g % 50), 'Payer',
            translate(upper(lpad(to_hex(g), 8, 'Z')), '01', 'XY'), 'bank', '{}'::jsonb, 'approved',
            ${day('(g * 13) % 40 + 0.2')}, ${day('(g * 13) % 40 + 0.1')}
     from generate_series(1, ${Math.round(n * 1.2)}) g`,
    `insert into orders (id, player_id, room_id, round_id, room_type, seqno, total, state, order_key, created_at, resolved_at)
     select md5('o' || g)::uuid, md5('p' || (g % ${n} + 1))::uuid, 111, md5('r' || (g / 500))::uuid, 1, 'bench',
            1000 * (1 + g % 40), 'lost', 'k' || g, ${day('(g * 17) % 40')}, ${day('(g * 17) % 40')}
     from generate_series(1, ${n * 10}) g`,
    // Withdrawal accounts: one for every other player; 1 % reuse a destination of a neighbour.
    `insert into withdrawal_accounts (id, player_id, type, bank, account, holder_name, destination_key, created_at)
     select md5('a' || g)::uuid, md5('p' || g)::uuid, 'Bank', 'VCB', acct, 'Holder', 'Bank:' || acct, ${day('50')}
     from (select g, case when g % 200 = 0 then lpad((g - 2)::text, 12, '0') else lpad(g::text, 12, '0') end as acct
           from generate_series(2, ${n}, 2) g) s`,
    `insert into withdrawals (id, player_id, account_id, amount, status, payout_reference, created_at, resolved_at)
     select md5('w' || g)::uuid, md5('p' || g)::uuid, md5('a' || g)::uuid, 5000 * (1 + g % 30),
            case when g % 3 = 0 then 'pending' else 'paid' end, case when g % 3 = 0 then null else 'bench' end,
            ${day('(g * 19) % 40')}, case when g % 3 = 0 then null else ${day('(g * 19) % 40 - 0.01')} end
     from generate_series(2, ${n}, 6) g`,
    // Failed logins: most keys a stray failure or two; every 500th player a burst of 6 in 6 minutes.
    `insert into login_failures (id, kind, scope, key, created_at)
     select md5('f' || g || ':' || k)::uuid, 'player', 'account', 'player:' || md5('p' || g)::uuid,
            timestamptz '${now}' - ((g % 30) * interval '1 day') - k * interval '1 minute'
     from generate_series(1, ${n}, 7) g, generate_series(1, 6) k
     where g % 500 = 1 or k <= 2`,
    `insert into login_failures (id, kind, scope, key, created_at)
     select md5('fi' || g)::uuid, 'player', 'ip', '172.16.' || (g % 256) || '.' || (g / 256 % 256),
            timestamptz '${now}' - (g % 40) * interval '1 hour'
     from generate_series(1, ${Math.round(n / 10)}) g`,
    `insert into cashier_pay_password_failures (id, player_id, created_at)
     select md5('pp' || g)::uuid, md5('p' || (g % ${n} + 1))::uuid, ${day('(g % 40) / 3.0')}
     from generate_series(1, ${Math.round(n / 50)}) g`,
    `insert into protection_limit_raises (id, player_id, kind, period, from_amount, to_amount, requested_at)
     select md5('lr' || g)::uuid, md5('p' || (g % ${Math.max(1, Math.round(n / 100))} * 97 % ${n} + 1))::uuid, 'deposit', 'day', 10000, 20000,
            ${day('(g % 7) * 0.9')}
     from generate_series(1, ${Math.round(n / 20)}) g`,
    `insert into protection_exclusions (id, player_id, kind, duration, starts_at, ends_at)
     select md5('x' || g)::uuid, md5('p' || g)::uuid, 'self_exclusion', '6m', ${day('10')}, ${day('-170')}
     from generate_series(1, ${n}, 100) g`,
  ];
  for (const statement of statements) await handle.db.execute(sql.raw(statement));
  // A table in use has been vacuumed by autovacuum: index-only scans can skip the heap.
  await handle.db.execute(sql`vacuum analyze`);
}

/** Median wall time of `run` over SAMPLES runs after one warm-up. */
async function median(run: () => Promise<unknown>): Promise<number> {
  await run();
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)]!;
}

async function main() {
  const name = `bench_risk_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), 4);
  try {
    await handle.migrate();
    const seedStarted = performance.now();
    await seed(handle, PLAYERS);
    const [counts] = await queryRows<Record<string, string>>(
      handle.db,
      sql`select (select count(*) from player_sessions)::text as sessions, (select count(*) from orders)::text as orders,
                 (select count(*) from withdrawals)::text as withdrawals, (select count(*) from deposit_requests)::text as deposits`,
    );
    console.log(
      `seeded ${PLAYERS} players, ${counts!.sessions} sessions, ${counts!.deposits} deposits, ${counts!.orders} orders, ` +
        `${counts!.withdrawals} withdrawals in ${(performance.now() - seedStarted) / 1000} s`,
    );

    // The baseline: one sequential scan of the sessions table (no index can answer it).
    const baseline = await median(() => handle.db.execute(sql`select count(*) from player_sessions where user_agent <> ''`));
    const input = { now: NOW, thresholds: DEFAULT_RISK_THRESHOLDS, playerId: null, limit: RISK_ROWS_PER_KIND + 1 };
    const [somePlayer] = await queryRows<{ id: string }>(handle.db, sql`select md5('p' || 3)::uuid::text as id`);
    const results: { name: string; ms: number; rows?: number }[] = [];
    for (const kind of RISK_SIGNAL_KINDS as readonly RiskSignalKind[]) {
      const rows = (await signalRows(handle.db, kind, input)).length;
      results.push({ name: kind, ms: await median(() => signalRows(handle.db, kind, input)), rows });
      if (SHOW_PLANS) {
        const plan = await queryRows<{ 'QUERY PLAN': string }>(handle.db, sql`explain (analyze, buffers off) ${SIGNAL_QUERIES[kind](input)}`);
        console.log(`\n-- ${kind}\n${plan.map((row) => row['QUERY PLAN']).join('\n')}`);
      }
    }
    const risk = createRiskService({ db: handle.db, clock: createManualClock(NOW), minorDigits: 2 });
    results.push({ name: 'whole list (every kind, reviews, players)', ms: await median(() => risk.list({})) });
    results.push({ name: 'dashboard digest', ms: await median(() => risk.digest()) });
    results.push({ name: "one player's panel", ms: await median(() => risk.list({ userId: somePlayer!.id })) });

    console.log(`\nbaseline: seq-scan COUNT over ${counts!.sessions} sessions = ${ms(baseline)} on this machine\n`);
    console.log('ratio to baseline       time  rows  query');
    for (const result of results) {
      console.log(
        `${(result.ms / baseline).toFixed(1).padStart(17)}  ${ms(result.ms).padStart(9)}  ${String(result.rows ?? '').padStart(4)}  ${result.name}`,
      );
    }
    const list = results.find((result) => result.name.startsWith('whole list'))!;
    console.log(`risk signals: ${PLAYERS} players, whole list ${ms(list.ms)} = ${(list.ms / baseline).toFixed(1)}× the sessions scan`);
  } finally {
    await handle.close();
    if (KEEP) console.log(`kept database ${name}`);
    else await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end();
  }
}

await main();
