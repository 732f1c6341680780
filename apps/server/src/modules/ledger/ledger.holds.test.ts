import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../../platform/clock.js';
import { queryRows } from '../../platform/db/database.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import {
  InsufficientFundsError,
  InvalidLedgerInputError,
  LedgerConflictError,
  LedgerHoldError,
  LedgerRuleError,
} from './ledger.errors.js';
import { createLedgerService, type LedgerService } from './ledger.service.js';
import { expectLedgerInvariants, fundPlayerForTest } from '../../test/ledger.js';
import type { HoldKind, HoldRef, PlayerAccountRef, StatedResolution } from './ledger.types.js';

let database: TestDatabase;
let ledger: LedgerService;
const clock = createManualClock(new Date('2026-11-22T08:00:00Z'));

beforeAll(async () => {
  database = await createTestDatabase();
  ledger = createLedgerService({ db: database.db, clock });
});
afterAll(async () => database?.close());
beforeEach(async () => database.reset());

const cash = (playerId: string): PlayerAccountRef => ({ kind: 'player', playerId, type: 'cash' });
const holdOf = (kind: HoldKind): HoldRef => ({ kind, subject: randomUUID() });

async function fundedPlayer(amount = 10_000): Promise<string> {
  const playerId = randomUUID();
  await fundPlayerForTest(database.db, playerId, amount);
  return playerId;
}

async function transferCount(): Promise<number> {
  const [row] = await queryRows<{ count: string | number }>(
    database.db,
    sql`select count(*) as count from ledger_transfers`,
  );
  return Number(row!.count);
}

describe('reserve', () => {
  it('moves the amount from cash into the kind’s hold account under the hold’s own id and reference', async () => {
    const playerId = await fundedPlayer();
    const hold = holdOf('withdrawal');
    const posted = await ledger.reserve({ hold, from: cash(playerId), amount: 3_000 });
    expect(posted).toMatchObject({
      id: `withdrawal:${hold.subject}:hold`,
      debit: cash(playerId),
      credit: { kind: 'player', playerId, type: 'withdrawal_hold' },
      amount: 3_000,
      code: 'withdrawal_hold',
      reference: `withdrawal:${hold.subject}`,
      debitBalanceAfter: 7_000,
      creditBalanceAfter: 3_000,
      replayed: false,
    });
    expect((await ledger.reserve({ hold, from: cash(playerId), amount: 3_000 })).replayed).toBe(true);
    await expect(ledger.reserve({ hold, from: cash(playerId), amount: 3_001 })).rejects.toBeInstanceOf(
      LedgerConflictError,
    );
    await expect(
      ledger.reserve({ hold: holdOf('order'), from: cash(playerId), amount: 7_001 }),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    await expectLedgerInvariants(database.db);
  });

  it('refuses a hold reserved from anything but the player’s cash', async () => {
    const playerId = await fundedPlayer();
    const from: PlayerAccountRef = { kind: 'player', playerId, type: 'staking' };
    await expect(ledger.reserve({ hold: holdOf('order'), from, amount: 1 })).rejects.toBeInstanceOf(
      LedgerRuleError,
    );
    expect(await transferCount()).toBe(1);
  });
});

describe('resolve', () => {
  it('pays a withdrawal from its hold and refunds another, amounts and accounts from the holds', async () => {
    const playerId = await fundedPlayer();
    const paid = holdOf('withdrawal');
    const refunded = holdOf('withdrawal');
    await ledger.reserve({ hold: paid, from: cash(playerId), amount: 2_000 });
    await ledger.reserve({ hold: refunded, from: cash(playerId), amount: 500 });
    const [payment] = await ledger.resolve({ hold: paid, outcome: 'post' });
    expect(payment).toMatchObject({
      id: `withdrawal:${paid.subject}:resolve`,
      debit: { kind: 'player', playerId, type: 'withdrawal_hold' },
      credit: { kind: 'house', type: 'withdrawals' },
      amount: 2_000,
      code: 'withdrawal_paid',
      reference: `withdrawal:${paid.subject}`,
      debitBalanceAfter: 500,
    });
    const [refund] = await database.db.transaction((tx) =>
      ledger.resolve({ hold: refunded, outcome: 'void' }, tx),
    );
    expect(refund).toMatchObject({
      credit: cash(playerId),
      amount: 500,
      code: 'withdrawal_refund',
      creditBalanceAfter: 8_000,
    });
    expect(await ledger.playerBalances(playerId)).toMatchObject({ cash: 8_000, withdrawalHold: 0 });
    await expectLedgerInvariants(database.db);
  });

  it('answers the same resolution again as a replay and refuses a different one, moving nothing', async () => {
    const playerId = await fundedPlayer();
    const hold = holdOf('order');
    await ledger.reserve({ hold, from: cash(playerId), amount: 1_000 });
    await ledger.resolve({ hold, outcome: 'void' });
    const again = await ledger.resolve({ hold, outcome: 'void' });
    expect(again.map((transfer) => transfer.replayed)).toEqual([true]);
    await expect(ledger.resolve({ hold, outcome: 'post' })).rejects.toBeInstanceOf(LedgerConflictError);
    await expect(ledger.resolve({ hold, outcome: 'post', amount: 0 })).rejects.toBeInstanceOf(
      LedgerConflictError,
    );
    expect(await ledger.playerBalances(playerId)).toMatchObject({ cash: 10_000, betEscrow: 0 });
    expect(await transferCount()).toBe(3);
  });

  it('splits an order’s stake: the posted part to the house game, the rest back to cash as a payout', async () => {
    const playerId = await fundedPlayer();
    const [lost, won, split] = [holdOf('order'), holdOf('order'), holdOf('order')];
    for (const hold of [lost, won, split])
      await ledger.reserve({ hold, from: cash(playerId), amount: 1_000 });
    expect(await ledger.resolve({ hold: lost, outcome: 'post' })).toMatchObject([
      {
        id: `order:${lost.subject}:settle`,
        amount: 1_000,
        code: 'bet_settle_loss',
        credit: { kind: 'house', type: 'game' },
      },
    ]);
    expect(await ledger.resolve({ hold: won, outcome: 'post', amount: 0 })).toMatchObject([
      { id: `order:${won.subject}:settle`, amount: 1_000, code: 'bet_payout', credit: cash(playerId) },
    ]);
    expect(await ledger.resolve({ hold: split, outcome: 'post', amount: 300 })).toMatchObject([
      { id: `order:${split.subject}:settle`, amount: 700, code: 'bet_payout', credit: cash(playerId) },
      {
        id: `order:${split.subject}:loss`,
        amount: 300,
        code: 'bet_settle_loss',
        credit: { kind: 'house', type: 'game' },
      },
    ]);
    expect(await ledger.playerBalances(playerId)).toMatchObject({ cash: 8_700, betEscrow: 0 });
    expect((await ledger.houseBalances()).game).toBe(1_300);
    await expectLedgerInvariants(database.db);
  });

  it('refuses what a hold’s kind does not do: posting part of a withdrawal, posting a staking principal, more than held', async () => {
    const playerId = await fundedPlayer();
    const withdrawal = holdOf('withdrawal');
    const position = holdOf('staking');
    const order = holdOf('order');
    await ledger.reserve({ hold: withdrawal, from: cash(playerId), amount: 1_000 });
    await ledger.reserve({ hold: position, from: cash(playerId), amount: 1_000 });
    await ledger.reserve({ hold: order, from: cash(playerId), amount: 1_000 });
    await expect(ledger.resolve({ hold: withdrawal, outcome: 'post', amount: 999 })).rejects.toBeInstanceOf(
      InvalidLedgerInputError,
    );
    await expect(ledger.resolve({ hold: position, outcome: 'post' })).rejects.toBeInstanceOf(
      InvalidLedgerInputError,
    );
    await expect(ledger.resolve({ hold: order, outcome: 'post', amount: 1_001 })).rejects.toBeInstanceOf(
      InvalidLedgerInputError,
    );
    expect(await ledger.resolve({ hold: position, outcome: 'void' })).toMatchObject([
      {
        id: `staking:${position.subject}:principal`,
        code: 'staking_principal_return',
        amount: 1_000,
        credit: cash(playerId),
      },
    ]);
    expect(await transferCount()).toBe(5);
  });

  it('refuses a hold never reserved, and a transfer that only shares a hold’s id', async () => {
    const playerId = randomUUID();
    await expect(ledger.resolve({ hold: holdOf('withdrawal'), outcome: 'void' })).rejects.toBeInstanceOf(
      LedgerHoldError,
    );
    const impostor = holdOf('withdrawal');
    await ledger.post([
      {
        id: `withdrawal:${impostor.subject}:hold`,
        debit: { kind: 'house', type: 'deposits' },
        credit: cash(playerId),
        amount: 100,
        code: 'deposit',
        reference: `withdrawal:${impostor.subject}`,
      },
    ]);
    const error = await ledger
      .resolve({ hold: impostor, outcome: 'void' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LedgerHoldError);
    expect((error as Error).message).toMatch(/is not a hold/);
  });
});

describe('resolutions in a bulk post', () => {
  const stated = (hold: HoldRef, playerId: string, amount: number, posted?: number): StatedResolution => ({
    hold,
    outcome: 'post',
    amount: posted,
    reserved: { from: cash(playerId), amount },
  });

  it('resolves many holds from the caller’s statements, beside plain transfers, as resolve would', async () => {
    const playerId = await fundedPlayer();
    const holds = Array.from({ length: 30 }, () => holdOf('order'));
    for (const hold of holds) await ledger.reserve({ hold, from: cash(playerId), amount: 100 });
    const withdrawal = holdOf('withdrawal');
    await ledger.reserve({ hold: withdrawal, from: cash(playerId), amount: 500 });
    const result = await ledger.postMany([
      ...holds.map((hold, index) =>
        stated(hold, playerId, 100, index % 3 === 0 ? 100 : index % 3 === 1 ? 0 : 40),
      ),
      // Holds of another kind in the same post.
      { hold: withdrawal, outcome: 'void', reserved: { from: cash(playerId), amount: 500 } },
      {
        id: 'winnings:1',
        debit: { kind: 'house', type: 'game' },
        credit: cash(playerId),
        amount: 50,
        code: 'bet_payout',
        reference: 'order:1',
      },
    ]);
    // 10 lost whole, 10 returned whole, 10 split in two; the withdrawal refunded; one plain transfer.
    expect(result.count).toBe(42);
    // Funded 10,000, 3,000 staked and 500 held; back: 10 × 100 + 10 × 60 + 500 + 50 winnings.
    expect(result.balanceAfter(cash(playerId))).toBe(6_500 + 1_000 + 600 + 500 + 50);
    expect(await ledger.playerBalances(playerId)).toMatchObject({ betEscrow: 0, withdrawalHold: 0 });
    await expectLedgerInvariants(database.db);
  });

  it('refuses the whole post when one statement differs from its stored hold or names none', async () => {
    const playerId = await fundedPlayer();
    const [first, second] = [holdOf('order'), holdOf('order')];
    await ledger.reserve({ hold: first, from: cash(playerId), amount: 100 });
    await ledger.reserve({ hold: second, from: cash(playerId), amount: 100 });
    const before = await transferCount();
    const otherPlayer = await fundedPlayer();
    const wrongStatements = [
      stated(second, playerId, 101),
      stated(second, otherPlayer, 100),
      stated(holdOf('order'), playerId, 100),
      {
        ...stated(second, playerId, 100),
        hold: { kind: 'withdrawal', subject: second.subject },
      } as StatedResolution,
    ];
    for (const wrong of wrongStatements) {
      await expect(ledger.postMany([stated(first, playerId, 100), wrong])).rejects.toBeInstanceOf(
        LedgerHoldError,
      );
    }
    expect(await transferCount()).toBe(before + 1);
    await ledger.postMany([stated(first, playerId, 100)]);
    // A hold resolved before cannot be resolved again in bulk: its resolution id exists.
    await expect(ledger.postMany([stated(first, playerId, 100, 0)])).rejects.toBeInstanceOf(
      InvalidLedgerInputError,
    );
    await expect(ledger.resolve({ hold: first, outcome: 'void' })).rejects.toBeInstanceOf(
      LedgerConflictError,
    );
    await expectLedgerInvariants(database.db);
  });

  it('refuses a plain transfer its code does not allow, like post', async () => {
    const playerId = await fundedPlayer();
    await expect(
      ledger.postMany([
        {
          id: 'bad',
          debit: cash(playerId),
          credit: { kind: 'house', type: 'game' },
          amount: 1,
          code: 'bet_settle_loss',
          reference: 'x',
        },
      ]),
    ).rejects.toBeInstanceOf(LedgerRuleError);
    expect(await transferCount()).toBe(1);
  });
});
