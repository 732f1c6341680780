import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ErrorCode, formatOdds, gameEndpoints } from '@fairround/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../platform/db/database.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { expectLedgerInvariants, fundPlayerForTest } from '../test/ledger.js';
import { createPlayerForTest } from '../test/players.js';
import { standardRoom } from '../test/rounds.js';
import { openFirstRoundForTest } from '../modules/rounds/engine/testing/settlement.test-utils.js';
import { createRoundsRepository } from '../modules/rounds/rounds.repository.js';
import {
  buildInstances,
  envelopeProblem,
  openSecondHandle,
  ORDERS_PER_INSTANCE,
  postRaw,
  reliabilityScale,
  SETUP_TIMEOUT_MS,
  type Answer,
} from './reliability.test-utils.js';

/**
 * Issue #13, deliverable 1: a double-spend race through the real HTTP API. One player is funded
 * for exactly `FUNDED_BETS` orders and sends `ORDERS` distinct orders (distinct `order_key`s) at
 * once, spread over several app instances on one database. Exactly `FUNDED_BETS` are accepted,
 * every other one is refused with 1025 (balance insufficient), the player's cash never goes
 * negative — neither in samples read on their own connection while the orders run, nor anywhere
 * in the ledger's running balance — and afterwards exactly `FUNDED_BETS` order rows and stake
 * transfers exist and the ledger invariants hold.
 */
const SCALE = reliabilityScale();
const SIZES = {
  pglite: { funded: 40, orders: 200 },
  postgres: { funded: 100, orders: 500 },
  full: { funded: 1_000, orders: 5_000 },
}[SCALE];
const FUNDED_BETS = SIZES.funded;
const ORDERS = SIZES.orders;
/** 10.00, the standard room's minimum: one funded bet. */
const STAKE_UNITS = 10;
const STAKE_MINOR = STAKE_UNITS * 100;
const FUNDED_MINOR = FUNDED_BETS * STAKE_MINOR;
const SIZE_TEXT = `[${SCALE}: funded for ${FUNDED_BETS} bets of ${STAKE_MINOR} minor, ${ORDERS} concurrent orders]`;

const SAMPLE_PAUSE_MS = 5;

type Sample = { cash: number; escrow: number };

/** Reads the player's cash and escrow in one statement (one snapshot) until `stop` is called. */
function startSampler(observer: TestDatabase, playerId: string) {
  const samples: Sample[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const [row] = await queryRows<{ cash: string | number | null; escrow: string | number | null }>(
        observer.db,
        sql`select sum(balance) filter (where type = 'cash') as cash,
                   sum(balance) filter (where type = 'bet_escrow') as escrow
            from ledger_accounts where player_id = ${playerId}::uuid`,
      );
      samples.push({ cash: Number(row?.cash ?? 0), escrow: Number(row?.escrow ?? 0) });
      // A short pause: the sampler watches the race, it should not take a core from it.
      await sleep(SAMPLE_PAUSE_MS);
    }
  })();
  return {
    samples,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

describe(`a double-spend race through the order API ${SIZE_TEXT}`, () => {
  let database: TestDatabase;
  let observer: TestDatabase;
  let apps: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(12);
    observer = await openSecondHandle(database, 1);
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    for (const app of apps) await app.close();
    await observer?.close();
    await database?.close();
  });

  it(
    `accepts exactly the ${FUNDED_BETS} funded orders of ${ORDERS}, never overdrawing`,
    { timeout: 240_000 },
    async () => {
      const { clock, round } = await openFirstRoundForTest(database);
      const player = await createPlayerForTest(database, { clock, payPassword: null });
      await fundPlayerForTest(database.db, player.playerId, FUNDED_MINOR);
      const room = (await createRoundsRepository({ db: database.db }).room(standardRoom(1)))!;
      apps = await buildInstances(database, Math.ceil(ORDERS / ORDERS_PER_INSTANCE), clock);

      const sampler = startSampler(observer, player.playerId);
      const answers: Answer[] = await Promise.all(
        Array.from({ length: ORDERS }, (_, i) => {
          const option = i % room.rates.length;
          return postRaw(apps[i % apps.length]!, gameEndpoints.order.path, {
            payload: JSON.stringify({
              token: player.token,
              gameid: round.id,
              roomid: String(room.id),
              order_info: [[option, formatOdds(room.rates[option]!), STAKE_UNITS]],
              order_key: randomUUID(),
            }),
          });
        }),
      );
      await sampler.stop();

      const malformed = answers.map(envelopeProblem).filter((problem) => problem !== null);
      expect(malformed, `${SIZE_TEXT} malformed answers`).toEqual([]);
      const accepted = answers.filter((answer) => answer.envelope!.code === 1);
      const refusals = new Map<number, number>();
      for (const answer of answers.filter((candidate) => candidate.envelope!.code !== 1)) {
        const code = (answer.envelope!.data as { errCode: number }).errCode;
        refusals.set(code, (refusals.get(code) ?? 0) + 1);
      }
      expect(accepted.length, `${SIZE_TEXT} accepted orders`).toBe(FUNDED_BETS);
      expect(Object.fromEntries(refusals), `${SIZE_TEXT} refusals by code`).toEqual({
        [ErrorCode.BalanceInsufficient]: ORDERS - FUNDED_BETS,
      });
      const acceptedIds = new Set(
        accepted.map((answer) => (answer.envelope!.data as { order_id: string }).order_id),
      );
      expect(acceptedIds.size, `${SIZE_TEXT} distinct accepted order ids`).toBe(FUNDED_BETS);

      // The samples: never negative, never a cent created or lost, and taken while money moved.
      const { samples } = sampler;
      const midRace = samples.filter((sample) => sample.cash > 0 && sample.cash < FUNDED_MINOR);
      expect(
        Math.min(...samples.map((sample) => sample.cash)),
        `${SIZE_TEXT} lowest sampled cash of ${samples.length}`,
      ).toBeGreaterThanOrEqual(0);
      expect(
        samples.filter((sample) => sample.cash + sample.escrow !== FUNDED_MINOR),
        `${SIZE_TEXT} samples where cash + escrow ≠ ${FUNDED_MINOR}`,
      ).toEqual([]);
      expect(midRace.length, `${SIZE_TEXT} samples taken mid-race (of ${samples.length})`).toBeGreaterThan(0);

      // Every moment, not only the sampled ones: the running balance of the cash account.
      const [history] = await queryRows<{
        lowest: string | number | null;
        stakes: string | number;
        orders: string | number;
      }>(
        database.db,
        sql`select (select min(case when t.debit_account_id = a.id then t.debit_balance_after else t.credit_balance_after end)
                  from ledger_transfers t where t.debit_account_id = a.id or t.credit_account_id = a.id) as lowest,
                 (select count(*) from ledger_transfers where code = 'bet_stake') as stakes,
                 (select count(*) from orders) as orders
          from ledger_accounts a where a.player_id = ${player.playerId}::uuid and a.type = 'cash'`,
      );
      expect(
        Number(history!.lowest),
        `${SIZE_TEXT} lowest cash in the ledger's history`,
      ).toBeGreaterThanOrEqual(0);
      expect(Number(history!.orders), `${SIZE_TEXT} order rows`).toBe(FUNDED_BETS);
      expect(Number(history!.stakes), `${SIZE_TEXT} stake transfers`).toBe(FUNDED_BETS);
      const [last] = await queryRows<{ cash: string | number; escrow: string | number }>(
        database.db,
        sql`select sum(balance) filter (where type = 'cash') as cash, sum(balance) filter (where type = 'bet_escrow') as escrow
          from ledger_accounts where player_id = ${player.playerId}::uuid`,
      );
      expect({ cash: Number(last!.cash), escrow: Number(last!.escrow) }, SIZE_TEXT).toEqual({
        cash: 0,
        escrow: FUNDED_MINOR,
      });
      await expectLedgerInvariants(database.db);
    },
  );
});
