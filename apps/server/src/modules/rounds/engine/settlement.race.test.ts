import { ErrorCode } from '@fairround/shared';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/errors/app-error.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { createOrdersRepository } from '../orders/orders.repository.js';
import { standardRoom } from '../../../test/rounds.js';
import { drawAndSettle } from './settlement.js';
import {
  createBettor,
  expectSettledOnce,
  fundedPlayers,
  openFirstRoundForTest,
} from './testing/settlement.test-utils.js';

/**
 * Orders in flight while the round locks, draws and settles: bettors keep placing (and
 * cancelling) orders while the clock passes the draw and settlement runs beside them. Every order
 * must end up either refused (betting closed, nothing moved) or settled by that one settlement —
 * never placed in a settled round with its stake stuck in escrow. Placing an order and settling
 * the round synchronise only through the round's lock, so this is where a wrong lock would show.
 */
const PLAYERS = 20;
const BETTORS = 8;
/** Orders placed before settlement starts; the bettors go on placing while it runs. */
const ORDERS_BEFORE_SETTLING = 200;

/** The refusals a bettor may meet once the round has closed; anything else fails the test. */
const CLOSED_CODES: number[] = [ErrorCode.OutsideBettingTime, ErrorCode.CancellationFailed];

describe('orders racing the settlement of their round', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(BETTORS + 2);
  });
  afterAll(async () => database?.close());

  it('leaves every order refused or settled exactly once, escrow empty', { timeout: 300_000 }, async () => {
    const { clock, ledger, vip, round } = await openFirstRoundForTest(database);

    const funded = await fundedPlayers(database, clock, PLAYERS, 10_000_000);
    const bet = createBettor(database.db, clock, [...funded.keys()], 7);
    let placed = 0;
    let closed = false;
    let refused = 0;
    let reachedSettling: () => void = () => undefined;
    const settling = new Promise<void>((resolve) => (reachedSettling = resolve));
    const bettors = Array.from({ length: BETTORS }, async () => {
      while (!closed) {
        try {
          await bet(round);
          placed += 1;
        } catch (error) {
          if (!(error instanceof AppError) || !CLOSED_CODES.includes(error.errCode)) throw error;
          refused += 1;
          // Once refused the round is closed for every later order too.
          closed = true;
        }
        if (placed >= ORDERS_BEFORE_SETTLING) reachedSettling();
      }
    });

    await settling;
    clock.advanceMs(round.drawsAt.getTime() - clock.now().getTime());
    const settlement = await drawAndSettle({ db: database.db, clock, ledger, vip }, round.id);
    await Promise.all(bettors);

    expect(settlement).not.toBeNull();
    expect(refused).toBeGreaterThan(0);
    // Orders that passed their checks before the draw were waited for and settled with the rest.
    expect(await drawAndSettle({ db: database.db, clock, ledger, vip }, round.id)).toBeNull();
    await expectSettledOnce(database.db, [round.id], funded);
  });

  it(
    'makes settlement wait for an order transaction that read its round as open',
    { timeout: 60_000 },
    async () => {
      await database.reset();
      const { clock, ledger, vip, round } = await openFirstRoundForTest(database);
      const [playerId] = [...(await fundedPlayers(database, clock, 1, 1_000_000)).keys()];

      let factsRead: () => void = () => undefined;
      const read = new Promise<void>((resolve) => (factsRead = resolve));
      let releaseOrder: () => void = () => undefined;
      const orderMayCommit = new Promise<void>((resolve) => (releaseOrder = resolve));
      const inFlight = database.db.transaction(async (tx) => {
        const facts = await createOrdersRepository({ db: tx }).placementFacts({
          roomId: standardRoom(1),
          roundId: round.id,
          playerId: playerId!,
          orderKey: 'in-flight',
        });
        expect(facts.round?.state).toBe('open');
        factsRead();
        await orderMayCommit;
      });
      await read;

      clock.advanceMs(round.drawsAt.getTime() - clock.now().getTime());
      let settled = false;
      const settling = drawAndSettle({ db: database.db, clock, ledger, vip }, round.id).then((settlement) => {
        settled = true;
        return settlement;
      });
      await sleep(500);
      expect(settled, 'settlement went ahead while an order transaction held the round').toBe(false);
      releaseOrder();
      await inFlight;
      expect((await settling)?.round.state).toBe('settled');
    },
  );
});
