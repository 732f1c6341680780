import { randomInt, randomUUID } from 'node:crypto';
import { computeRoundResult, formatOdds, optionWins, payoutMinor, type RoundResult } from '@fairround/shared';
import { inArray, like } from 'drizzle-orm';
import { expect } from 'vitest';
import { createManualClock, type Clock } from '../../../../platform/clock.js';
import type { Database, DatabaseHandle } from '../../../../platform/db/database.js';
import { createRealtime } from '../../../../platform/ws/realtime.js';
import type { TestDatabase } from '../../../../test/test-database.js';
import { expectLedgerInvariants, fundPlayerForTest } from '../../../../test/ledger.js';
import { createPlayerForTest, seedAccountsForTest } from '../../../../test/players.js';
import { roundsOfType, seedRoundsForTest, standardRoom, START } from '../../../../test/rounds.js';
import { createVipService } from '../../../accounts/vip/vip.service.js';
import { createLedgerService } from '../../../ledger/ledger.service.js';
import { ledgerTransfers } from '../../../ledger/ledger.tables.js';
import { orderSettleId, orderStakeId } from '../../orders/order-transfers.js';
import { createOrdersService } from '../../orders/orders.service.js';
import { createRoomsService } from '../../rooms/rooms.service.js';
import { createRoundsEvents } from '../../rounds.events.js';
import { createRoundsRepository, type OrderRow, type RoundRow } from '../../rounds.repository.js';
import { orderLines, orders, rounds } from '../../rounds.tables.js';
import { findChain, seedOf } from '../chains.js';
import { createRoundsEngine } from '../engine.js';
import { settlementTransfers } from '../settlement.js';
import { createProtectionGuards } from '../../../protection/protection.guards.js';

const MINOR_DIGITS = 2;

/** The shared test utilities take a TestDatabase; suites on their own handles never reset them. */
export const asTestDatabase = (handle: DatabaseHandle): TestDatabase => ({
  ...handle,
  reset: () => Promise.reject(new Error('this database is not reset between tests')),
});

/**
 * A seeded database with the round engine one minute into the start day: inside the betting
 * window of the first type-1 round (opens 03:00:06, locks 03:04:00). Answers the manual clock, the
 * services a settlement needs, the engine and that open round.
 */
export async function openFirstRoundForTest(database: TestDatabase) {
  const clock = createManualClock(START);
  await seedAccountsForTest(database, clock);
  await seedRoundsForTest(database);
  const ledger = createLedgerService({ db: database.db, clock });
  const vip = createVipService({ minorDigits: MINOR_DIGITS });
  const engine = createRoundsEngine({
    db: database.db,
    clock,
    ledger,
    vip,
    events: createRoundsEvents({ realtime: createRealtime(), minorDigits: MINOR_DIGITS }),
    timing: {},
    timeZone: 'Asia/Ho_Chi_Minh',
  });
  await engine.tick();
  clock.advanceMs(60_000);
  await engine.tick();
  const [round] = (await roundsOfType(database, 1)).filter((candidate) => candidate.state === 'open');
  if (!round) throw new Error('no open type-1 round one minute into the day');
  return { clock, ledger, vip, engine, round };
}

/** Players with funded cash (one argon2 hash each, so a handful is quick); answers id → funded. */
export async function fundedPlayers(
  handle: DatabaseHandle,
  clock: Clock,
  count: number,
  amountMinor: number,
): Promise<Map<string, number>> {
  const funded = new Map<string, number>();
  for (let i = 0; i < count; i += 1) {
    const player = await createPlayerForTest(asTestDatabase(handle), { clock, payPassword: null });
    await fundPlayerForTest(handle.db, player.playerId, amountMinor);
    funded.set(player.playerId, amountMinor);
  }
  return funded;
}

/**
 * Places orders the way the order route does (the real service, stake through the ledger) in a
 * round's standard room: 1–3 random options of 10–49 units each, every `cancelEvery`-th order
 * cancelled again. The round must take orders at the clock's time.
 */
export function createBettor(db: Database, clock: Clock, playerIds: string[], cancelEvery = 10) {
  const context = { db, clock, ledger: createLedgerService({ db, clock }), minorDigits: MINOR_DIGITS };
  const events = createRoundsEvents({ realtime: createRealtime(), minorDigits: MINOR_DIGITS });
  const protection = createProtectionGuards({ clock, timeZone: 'UTC', minorDigits: MINOR_DIGITS });
  const service = createOrdersService(context, createRoomsService(context), events, protection);
  let placedCount = 0;

  return async function bet(round: RoundRow): Promise<void> {
    const room = (await createRoundsRepository({ db }).room(standardRoom(round.roomType)))!;
    const playerId = playerIds[randomInt(playerIds.length)]!;
    const options = new Set(Array.from({ length: 1 + randomInt(3) }, () => randomInt(room.rates.length)));
    const info = [...options].map((option) => [option, formatOdds(room.rates[option]!), 10 + randomInt(40)]);
    const roomid = String(room.id);
    const placed = await service.place(playerId, 'en-US', {
      gameid: round.id,
      roomid,
      order_info: info,
      order_key: randomUUID(),
    });
    placedCount += 1;
    // Settlement must leave a cancelled order's refunded stake alone.
    if (placedCount % cancelEvery === 0)
      await service.cancel(playerId, { roomid, order_id: placed.order_id });
  };
}

type Expectation = { order: OrderRow; payout: number };

/** What every order of the settled rounds must have paid, worked out again from the revealed seed. */
async function expectedPayouts(db: Database, roundIds: string[]): Promise<Expectation[]> {
  const expectations: Expectation[] = [];
  const ofRounds =
    roundIds.length === 0 ? [] : await db.select().from(orders).where(inArray(orders.roundId, roundIds));
  const lines = await db.select().from(orderLines);
  for (const round of await db.select().from(rounds).where(inArray(rounds.id, roundIds))) {
    expect(round.state, `round ${round.roomType} ${round.seqno}`).toBe('settled');
    const chain = (await findChain(db, round.chainId))!;
    expect(round.seed).toBe(await seedOf(chain, round.n));
    const result: RoundResult = await computeRoundResult({
      seed: round.seed!,
      roomType: round.roomType,
      seqno: round.seqno,
      salt: chain.salt,
    });
    expect(round.result).toEqual(result);
    for (const order of ofRounds.filter((candidate) => candidate.roundId === round.id)) {
      const mine = lines.filter((line) => line.orderId === order.id);
      const payout = mine.reduce(
        (sum, line) => sum + (optionWins(line.option, result) ? payoutMinor(line.amount, line.odds) : 0),
        0,
      );
      expectations.push({ order, payout });
    }
  }
  return expectations;
}

const transferKey = ({ id, amount, code }: { id: string; amount: number; code: string }) =>
  `${id} ${amount} ${code}`;

/**
 * Every order in the database belongs to one of `roundIds`, all settled: each order is resolved
 * once with the payout its lines earn under the revealed result, exactly its own transfers exist
 * (stake, then settle/loss/winnings or the cancel refund; nothing twice), each player's cash is
 * funded − stakes + payouts, every escrow is zero and the ledger invariants hold.
 */
export async function expectSettledOnce(
  db: Database,
  roundIds: string[],
  funded: Map<string, number>,
): Promise<void> {
  const expectations = await expectedPayouts(db, roundIds);
  expect(expectations).toHaveLength((await db.select({ id: orders.id }).from(orders)).length);
  const transfers = await db.select().from(ledgerTransfers).where(like(ledgerTransfers.reference, 'order:%'));
  const posted = new Map<string, string[]>();
  for (const transfer of transfers)
    posted.set(transfer.reference, [...(posted.get(transfer.reference) ?? []), transferKey(transfer)]);
  const cash = new Map(funded);
  let expectedCount = 0;
  for (const { order, payout } of expectations) {
    const stake = { id: orderStakeId(order.id), amount: order.total, code: 'bet_stake' };
    let expected: { id: string; amount: number; code: string }[];
    if (order.state === 'cancelled') {
      expected = [stake, { id: orderSettleId(order.id), amount: order.total, code: 'bet_cancel' }];
    } else {
      expect(order.state, `order ${order.id}`).toBe(payout > 0 ? 'won' : 'lost');
      expect(order.payout, `payout of order ${order.id}`).toBe(payout);
      expected = [stake, ...settlementTransfers(order, payout)];
      cash.set(order.playerId, cash.get(order.playerId)! - order.total + payout);
    }
    expect((posted.get(`order:${order.id}`) ?? []).sort(), `transfers of order ${order.id}`).toEqual(
      expected.map(transferKey).sort(),
    );
    expectedCount += expected.length;
  }
  // No order transfer beyond those: nothing was posted twice under another id.
  expect(transfers).toHaveLength(expectedCount);
  const ledger = createLedgerService({ db, clock: { now: () => new Date() } });
  for (const [playerId, expectedCash] of cash) {
    const balances = await ledger.playerBalances(playerId);
    expect(balances.cash, `cash of ${playerId}`).toBe(expectedCash);
    expect(balances.betEscrow, `escrow of ${playerId}`).toBe(0);
  }
  await expectLedgerInvariants(db);
}
