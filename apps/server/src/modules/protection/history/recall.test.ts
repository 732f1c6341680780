import {
  optionWins,
  RECALL_ROUNDS,
  winningOptions,
  type RecallResponse,
  type RoundResult,
  protectionEndpoints,
  gameEndpoints,
} from '@fairround/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { ok } from '../../../test/http.js';
import { expectLedgerInvariants } from '../../../test/ledger.js';
import type { TestPlayer } from '../../../test/players.js';
import { deposit, postAt, resetWorld, ROOM } from './history.test-utils.js';
import {
  buildRoundsHarness,
  openRound,
  placeOrder,
  type RoundsHarness,
  settle,
} from '../../../test/rounds.js';
import { createLedgerService } from '../../ledger/ledger.service.js';
import type { RoundsEngine } from '../../rounds/engine/engine.js';
import { optionLabel } from '../../rounds/rounds.context.js';
import { orders, rounds } from '../../rounds/rounds.tables.js';
import { createHistoryRepository } from './history.repository.js';

let database: TestDatabase;
let harness: RoundsHarness;
let engine: RoundsEngine;
let alice: TestPlayer;
let bob: TestPlayer;

beforeAll(async () => {
  database = await createTestDatabase();
  harness = await buildRoundsHarness(database);
});

afterAll(async () => {
  await harness.app.close();
  await database.close();
});

beforeEach(async () => {
  ({ engine, alice, bob } = await resetWorld(database, harness));
  const at = harness.clock.now().toISOString();
  await postAt(harness, at, [deposit(alice.playerId, 100_000), deposit(bob.playerId, 100_000)]);
});

afterEach(async () => {
  await expectLedgerInvariants(database.db);
});

const recall = (player: TestPlayer, lang = 'en') =>
  ok<RecallResponse>(harness.app, protectionEndpoints.recall.path, { token: player.token, lang });
const cashOf = async (player: TestPlayer) =>
  (await createLedgerService({ db: database.db, clock: harness.clock }).playerBalances(player.playerId)).cash;

describe('round recall', () => {
  it('answers stake per option, outcome, payout and the cash before and after, as the ledger has them', async () => {
    const first = await openRound(database);
    await placeOrder(harness, alice, first, [
      [0, 10],
      [1, 10],
    ]);
    await placeOrder(harness, bob, first, [[2, 50]]);
    await placeOrder(harness, alice, first, [[0, 10]]);
    const cancelled = await placeOrder(harness, alice, first, [[4, 10]]);
    await ok(harness.app, gameEndpoints.cancel.path, {
      token: alice.token,
      roomid: ROOM,
      order_id: cancelled.order_id,
    });
    await settle(harness, engine, first);
    const cashAfterFirst = await cashOf(alice);

    const second = await openRound(database);
    await placeOrder(harness, alice, second, [[2, 12]]);

    const { list } = await recall(alice);
    expect(list.map((round) => round.seqno)).toEqual([second.seqno, first.seqno]);
    const [pending, settled] = list as [RecallResponse['list'][number], RecallResponse['list'][number]];

    expect(pending).toMatchObject({
      roundId: second.id,
      roomType: 1,
      state: 'open',
      result: null,
      stake: '12.00',
      payout: '0.00',
      balanceBefore: (cashAfterFirst / 100).toFixed(2),
      balanceAfter: null,
      settledAt: null,
      rooms: [{ id: ROOM, title: 'Lucky Three · Standard' }],
    });
    expect(pending.lines).toEqual([
      { option: 2, label: optionLabel('en-US', 1, 2), stake: '12.00', payout: '0.00', won: null },
    ]);

    const [drawn] = await database.db.select().from(rounds).where(eq(rounds.id, first.id));
    const result = drawn!.result as RoundResult;
    const own = await database.db.select().from(orders).where(eq(orders.playerId, alice.playerId));
    const payout = own
      .filter((order) => order.roundId === first.id)
      .reduce((sum, order) => sum + order.payout, 0);
    expect(settled).toMatchObject({
      roundId: first.id,
      seqno: first.seqno,
      state: 'settled',
      stake: '30.00',
      payout: (payout / 100).toFixed(2),
      // Alice had 1000.00 before her first stake; after settlement she had what the ledger says.
      balanceBefore: '1000.00',
      balanceAfter: (cashAfterFirst / 100).toFixed(2),
    });
    expect(cashAfterFirst).toBe(100_000 - 3_000 + payout);
    expect(settled.result?.wins).toEqual(winningOptions(result));
    const labels = winningOptions(result).map((option) => optionLabel('en-US', 1, option));
    expect(settled.result?.text).toBe(labels.join(' · '));
    expect(settled.result?.sum).toBe(result.kind === 'digits' ? result.sum : null);
    // The cancelled order's option does not show; Big sums both of its orders.
    expect(settled.lines.map((line) => [line.option, line.label, line.stake, line.won])).toEqual([
      [0, optionLabel('en-US', 1, 0), '20.00', optionWins(0, result)],
      [1, optionLabel('en-US', 1, 1), '10.00', optionWins(1, result)],
    ]);
    expect(settled.lines.reduce((sum, line) => sum + Number(line.payout.replace('.', '')), 0)).toBe(payout);
    // What the web links to: /fairness?type=<roomType>&seqno=<seqno>.
    expect([settled.roomType, settled.seqno]).toEqual([first.roomType, first.seqno]);

    // Bob sees only his round, with his own numbers.
    const bobs = await recall(bob);
    expect(bobs.list.map((round) => [round.seqno, round.stake, round.balanceBefore])).toEqual([
      [first.seqno, '50.00', '1000.00'],
    ]);
  });

  it('reads the cash after settlement from the ledger, also when settlement moved no cash', async () => {
    // A lone bet on Triple is almost always lost outright: settlement then only empties escrow.
    const round = await openRound(database);
    const placed = await placeOrder(harness, alice, round, [[10, 10]]);
    await settle(harness, engine, round);
    const { list } = await recall(alice, 'vi');
    expect(list[0]!.balanceBefore).toBe('1000.00');
    expect(list[0]!.balanceAfter).toBe(((await cashOf(alice)) / 100).toFixed(2));
    expect(list[0]!.lines[0]!.label).toBe(optionLabel('vi', 1, 10));
    expect(placed.balance).toBe('990.00');
  });

  it('lists the last 50 rounds played, newest first, and not a round whose only order was cancelled', async () => {
    const played: string[] = [];
    for (let i = 0; i < RECALL_ROUNDS + 1; i += 1) {
      const round = await openRound(database);
      await placeOrder(harness, alice, round, [[0, 10]]);
      played.push(round.seqno);
      await settle(harness, engine, round);
    }
    const skipped = await openRound(database);
    const cancelled = await placeOrder(harness, alice, skipped, [[1, 10]]);
    await ok(harness.app, gameEndpoints.cancel.path, {
      token: alice.token,
      roomid: ROOM,
      order_id: cancelled.order_id,
    });

    const { list } = await recall(alice);
    expect(list).toHaveLength(RECALL_ROUNDS);
    expect(list.map((round) => round.seqno)).toEqual(played.slice(1).reverse());
    expect(list.every((round) => round.state === 'settled' && round.balanceAfter !== null)).toBe(true);
    // Each round starts from where the one before it ended.
    for (let i = 0; i < list.length - 1; i += 1)
      expect(list[i]!.balanceBefore).toBe(list[i + 1]!.balanceAfter);
    expect(list[0]!.balanceAfter).toBe(((await cashOf(alice)) / 100).toFixed(2));
    // Walking the orders in small slices finds the same rounds as one big slice.
    const repository = createHistoryRepository({ db: database.db });
    expect(await repository.recentRoundIds(alice.playerId, RECALL_ROUNDS, 7)).toEqual(
      list.map((round) => round.roundId),
    );
  }, 120_000);

  it('answers an empty list to a player who never played', async () => {
    expect((await recall(bob)).list).toEqual([]);
  });
});
