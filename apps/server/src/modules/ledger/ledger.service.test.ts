import { randomUUID } from 'node:crypto';
import { ErrorCode, MAX_MINOR_UNITS } from '@fairround/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../../platform/clock.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { InsufficientFundsError, InvalidLedgerInputError, LedgerConflictError } from './ledger.errors.js';
import { createLedgerService, type LedgerService } from './ledger.service.js';
import { expectLedgerInvariants } from '../../test/ledger.js';
import type { AccountRef, TransferInput } from './ledger.types.js';

let database: TestDatabase;
let ledger: LedgerService;
const START = new Date('2026-11-22T08:00:00Z');
const clock = createManualClock(START);

beforeAll(async () => {
  database = await createTestDatabase();
  ledger = createLedgerService({ db: database.db, clock });
});

afterAll(async () => {
  await database.close();
});

beforeEach(async () => {
  await database.reset();
  clock.set(START);
});

const house = (
  type: 'deposits' | 'withdrawals' | 'game' | 'staking_interest' | 'adjustments' | 'staking_reserve',
): AccountRef => ({ kind: 'house', type });
const player = (
  playerId: string,
  type: 'cash' | 'withdrawal_hold' | 'bet_escrow' | 'staking' = 'cash',
): AccountRef => ({ kind: 'player', playerId, type });

function deposit(playerId: string, amount: number, id = `deposit:${randomUUID()}`): TransferInput {
  return { id, debit: house('deposits'), credit: player(playerId), amount, code: 'deposit', reference: id };
}

/** The SQLSTATE behind a rejected database call (drizzle wraps the driver's error). */
async function sqlStateOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    let current: unknown = error;
    while (current instanceof Error) {
      const code = (current as { code?: unknown }).code;
      if (typeof code === 'string') return code;
      current = current.cause;
    }
    return 'no sqlstate';
  }
  return undefined;
}

async function transferCount(): Promise<number> {
  const result = (await database.db.execute(
    sql`select count(*)::int as n from ledger_transfers`,
  )) as unknown as { rows: Array<{ n: number }> };
  return Number(result.rows[0]?.n);
}

describe('posting transfers', () => {
  it('moves a deposit from house deposits to player cash and records both balances after', async () => {
    const playerId = randomUUID();
    const [posted] = await ledger.post([deposit(playerId, 50_000, 'deposit:1')]);
    expect(posted).toMatchObject({
      id: 'deposit:1',
      amount: 50_000,
      debitBalanceAfter: -50_000,
      creditBalanceAfter: 50_000,
      replayed: false,
    });
    expect(posted?.createdAt.toISOString()).toBe('2026-11-22T08:00:00.000Z');
    expect(await ledger.playerBalances(playerId)).toEqual({
      cash: 50_000,
      withdrawalHold: 0,
      betEscrow: 0,
      staking: 0,
    });
    expect((await ledger.houseBalances()).deposits).toBe(-50_000);
    await expectLedgerInvariants(database.db);
  });

  it('answers zero balances for a player who has no accounts yet', async () => {
    expect(await ledger.playerBalances(randomUUID())).toEqual({
      cash: 0,
      withdrawalHold: 0,
      betEscrow: 0,
      staking: 0,
    });
    expect(await ledger.houseBalances()).toEqual({
      deposits: 0,
      withdrawals: 0,
      game: 0,
      staking_interest: 0,
      adjustments: 0,
      staking_reserve: 0,
    });
    expect(await ledger.balanceOf(player(randomUUID(), 'staking'))).toBe(0);
  });

  it('runs a withdrawal through hold, refund and payment with every account in step', async () => {
    const playerId = randomUUID();
    await ledger.post([deposit(playerId, 10_000)]);
    await ledger.post([
      {
        id: 'w1:hold',
        debit: player(playerId),
        credit: player(playerId, 'withdrawal_hold'),
        amount: 4_000,
        code: 'withdrawal_hold',
        reference: 'withdrawal:w1',
      },
    ]);
    await ledger.post([
      {
        id: 'w2:hold',
        debit: player(playerId),
        credit: player(playerId, 'withdrawal_hold'),
        amount: 1_000,
        code: 'withdrawal_hold',
        reference: 'withdrawal:w2',
      },
    ]);
    expect(await ledger.playerBalances(playerId)).toMatchObject({ cash: 5_000, withdrawalHold: 5_000 });
    await ledger.post([
      {
        id: 'w1:paid',
        debit: player(playerId, 'withdrawal_hold'),
        credit: house('withdrawals'),
        amount: 4_000,
        code: 'withdrawal_paid',
        reference: 'withdrawal:w1',
      },
    ]);
    await ledger.post([
      {
        id: 'w2:refund',
        debit: player(playerId, 'withdrawal_hold'),
        credit: player(playerId),
        amount: 1_000,
        code: 'withdrawal_refund',
        reference: 'withdrawal:w2',
      },
    ]);
    expect(await ledger.playerBalances(playerId)).toEqual({
      cash: 6_000,
      withdrawalHold: 0,
      betEscrow: 0,
      staking: 0,
    });
    expect(await ledger.houseBalances()).toMatchObject({ deposits: -10_000, withdrawals: 4_000 });
    await expectLedgerInvariants(database.db);
  });

  it('lets house accounts go negative but never a player account', async () => {
    const playerId = randomUUID();
    await ledger.post([
      {
        id: 'interest:1',
        debit: house('staking_reserve'),
        credit: player(playerId),
        amount: 300,
        code: 'staking_interest',
        reference: 'position:1',
      },
    ]);
    expect((await ledger.houseBalances()).staking_reserve).toBe(-300);
    const overdraft = ledger.post([
      {
        id: 'stake:1',
        debit: player(playerId),
        credit: player(playerId, 'staking'),
        amount: 301,
        code: 'staking_in',
        reference: 'position:2',
      },
    ]);
    await expect(overdraft).rejects.toBeInstanceOf(InsufficientFundsError);
    await expectLedgerInvariants(database.db);
  });

  it('refuses an overdraft with 1025 and changes nothing', async () => {
    const playerId = randomUUID();
    await ledger.post([deposit(playerId, 1_000)]);
    const before = await transferCount();
    const error = await ledger
      .post([
        {
          id: 'bet:1',
          debit: player(playerId),
          credit: player(playerId, 'bet_escrow'),
          amount: 1_001,
          code: 'bet_stake',
          reference: 'order:1',
        },
      ])
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InsufficientFundsError);
    expect((error as InsufficientFundsError).errCode).toBe(ErrorCode.BalanceInsufficient);
    expect(error).toMatchObject({ transferId: 'bet:1', balance: 1_000, amount: 1_001 });
    expect(await transferCount()).toBe(before);
    expect(await ledger.playerBalances(playerId)).toMatchObject({ cash: 1_000, betEscrow: 0 });
    await expectLedgerInvariants(database.db);
  });

  it('fails linked transfers together when a later one cannot be posted', async () => {
    const playerId = randomUUID();
    await ledger.post([deposit(playerId, 1_000)]);
    const batch: TransferInput[] = [
      {
        id: 'order:7:stake',
        debit: player(playerId),
        credit: player(playerId, 'bet_escrow'),
        amount: 600,
        code: 'bet_stake',
        reference: 'order:7',
      },
      {
        id: 'order:8:stake',
        debit: player(playerId),
        credit: player(playerId, 'bet_escrow'),
        amount: 600,
        code: 'bet_stake',
        reference: 'order:8',
      },
    ];
    await expect(ledger.post(batch)).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await transferCount()).toBe(1);
    expect(await ledger.playerBalances(playerId)).toMatchObject({ cash: 1_000, betEscrow: 0 });
    await expectLedgerInvariants(database.db);
  });

  it('applies a batch in order, so a later credit does not excuse an earlier overdraft', async () => {
    const playerId = randomUUID();
    const payoutThenStake: TransferInput[] = [
      {
        id: 'a',
        debit: player(playerId, 'bet_escrow'),
        credit: house('game'),
        amount: 100,
        code: 'bet_settle_loss',
        reference: 'order:1',
      },
      {
        id: 'b',
        debit: player(playerId),
        credit: player(playerId, 'bet_escrow'),
        amount: 100,
        code: 'bet_stake',
        reference: 'order:1',
      },
    ];
    await ledger.post([deposit(playerId, 100)]);
    await expect(ledger.post(payoutThenStake)).rejects.toBeInstanceOf(InsufficientFundsError);
    const posted = await ledger.post([payoutThenStake[1]!, payoutThenStake[0]!]);
    expect(posted.map((t) => [t.id, t.debitBalanceAfter, t.creditBalanceAfter])).toEqual([
      ['b', 0, 100],
      ['a', 0, 100],
    ]);
    expect((await ledger.houseBalances()).game).toBe(100);
    await expectLedgerInvariants(database.db);
  });

  it('refuses malformed transfers before touching the database', async () => {
    const playerId = randomUUID();
    const valid = deposit(playerId, 100, 'x');
    const malformed: TransferInput[] = [
      { ...valid, amount: 0 },
      { ...valid, amount: -5 },
      { ...valid, amount: 1.5 },
      { ...valid, amount: MAX_MINOR_UNITS },
      { ...valid, amount: Number.NaN },
      { ...valid, id: '' },
      { ...valid, id: 'x'.repeat(129) },
      { ...valid, reference: '' },
      { ...valid, code: 'gift' as TransferInput['code'] },
      { ...valid, credit: house('deposits') },
      { ...valid, credit: { kind: 'player', playerId: 'not-a-uuid', type: 'cash' } },
      { ...valid, credit: { kind: 'player', playerId, type: 'deposits' as 'cash' } },
      { ...valid, debit: { kind: 'house', type: 'cash' as 'game' } },
    ];
    for (const transfer of malformed) {
      await expect(ledger.post([transfer]), JSON.stringify(transfer)).rejects.toBeInstanceOf(
        InvalidLedgerInputError,
      );
    }
    await expect(ledger.post([valid, { ...valid }])).rejects.toBeInstanceOf(InvalidLedgerInputError);
    expect(await transferCount()).toBe(0);
    expect(await ledger.post([])).toEqual([]);
  });

  it('treats a player id the same in any letter case', async () => {
    const playerId = randomUUID();
    await ledger.post([deposit(playerId.toUpperCase(), 700)]);
    expect((await ledger.playerBalances(playerId)).cash).toBe(700);
    expect((await ledger.playerBalances(playerId.toUpperCase())).cash).toBe(700);
  });
});

describe('idempotency', () => {
  it('answers a replay with the original transfer and moves nothing', async () => {
    const playerId = randomUUID();
    const transfer = deposit(playerId, 2_500, 'deposit:42');
    const [first] = await ledger.post([transfer]);
    clock.advanceMs(60_000);
    const [again] = await ledger.post([
      { ...transfer, credit: { kind: 'player', playerId: playerId.toUpperCase(), type: 'cash' } },
    ]);
    expect(again).toMatchObject({
      id: 'deposit:42',
      replayed: true,
      debitBalanceAfter: -2_500,
      creditBalanceAfter: 2_500,
    });
    expect(again?.createdAt).toEqual(first?.createdAt);
    expect((await ledger.playerBalances(playerId)).cash).toBe(2_500);
    expect(await transferCount()).toBe(1);
    await expectLedgerInvariants(database.db);
  });

  it('refuses a reused id with any different field and changes nothing', async () => {
    const playerId = randomUUID();
    const transfer = deposit(playerId, 2_500, 'deposit:43');
    const escrow = player(playerId, 'bet_escrow');
    const stake: TransferInput = {
      id: 'stake:43',
      debit: player(playerId),
      credit: escrow,
      amount: 500,
      code: 'bet_stake',
      reference: 'order:43',
    };
    // Each variant changes one field and stays a movement its code allows.
    const payout: TransferInput = {
      ...stake,
      id: 'settle:43',
      debit: escrow,
      credit: player(playerId),
      code: 'bet_payout',
    };
    await ledger.post([transfer, stake, payout]);
    const variants: Array<[TransferInput, string]> = [
      [{ ...transfer, amount: 2_501 }, 'amount'],
      [{ ...transfer, reference: 'deposit:other' }, 'reference'],
      [{ ...payout, code: 'bet_cancel' }, 'code'],
      [{ ...payout, debit: house('game') }, 'debit account'],
      [{ ...transfer, credit: player(randomUUID()) }, 'credit account'],
    ];
    for (const [variant, field] of variants) {
      const error = await ledger.post([variant]).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(LedgerConflictError);
      expect((error as LedgerConflictError).differences).toEqual([field]);
    }
    expect((await ledger.playerBalances(playerId)).cash).toBe(2_500);
    expect(await transferCount()).toBe(3);
    await expectLedgerInvariants(database.db);
  });

  it('posts only the new transfers of a batch that repeats an earlier one', async () => {
    const playerId = randomUUID();
    const first = deposit(playerId, 1_000, 'd1');
    await ledger.post([first]);
    const posted = await ledger.post([first, deposit(playerId, 500, 'd2')]);
    expect(posted.map((t) => [t.id, t.replayed, t.creditBalanceAfter])).toEqual([
      ['d1', true, 1_000],
      ['d2', false, 1_500],
    ]);
    expect((await ledger.playerBalances(playerId)).cash).toBe(1_500);
    await expectLedgerInvariants(database.db);
  });

  it('replays a transfer even when the balance it needed has since been spent', async () => {
    const playerId = randomUUID();
    await ledger.post([deposit(playerId, 300)]);
    const stake: TransferInput = {
      id: 'order:1:stake',
      debit: player(playerId),
      credit: player(playerId, 'bet_escrow'),
      amount: 300,
      code: 'bet_stake',
      reference: 'order:1',
    };
    await ledger.post([stake]);
    const [again] = await ledger.post([stake]);
    expect(again?.replayed).toBe(true);
    expect(await ledger.playerBalances(playerId)).toMatchObject({ cash: 0, betEscrow: 300 });
  });
});

describe('posting inside a caller transaction', () => {
  it('commits with the caller', async () => {
    const playerId = randomUUID();
    await database.db.transaction(async (tx) => {
      await ledger.post([deposit(playerId, 900)], tx);
      expect((await ledger.playerBalances(playerId, tx)).cash).toBe(900);
    });
    expect((await ledger.playerBalances(playerId)).cash).toBe(900);
    await expectLedgerInvariants(database.db);
  });

  it('rolls back with the caller', async () => {
    const playerId = randomUUID();
    const outcome = database.db.transaction(async (tx) => {
      await ledger.post([deposit(playerId, 900, 'rolled-back')], tx);
      throw new Error('the caller changed its mind');
    });
    await expect(outcome).rejects.toThrow('the caller changed its mind');
    expect((await ledger.playerBalances(playerId)).cash).toBe(0);
    expect(await transferCount()).toBe(0);
    await ledger.post([deposit(playerId, 900, 'rolled-back')]);
    expect((await ledger.playerBalances(playerId)).cash).toBe(900);
    await expectLedgerInvariants(database.db);
  });

  it('leaves the caller transaction usable after a refused post', async () => {
    const playerId = randomUUID();
    await database.db.transaction(async (tx) => {
      await ledger.post([deposit(playerId, 100)], tx);
      const overdraft = ledger.post(
        [
          {
            id: 'over',
            debit: player(playerId),
            credit: house('adjustments'),
            amount: 101,
            code: 'admin_adjustment',
            reference: 'adjustment:9',
          },
        ],
        tx,
      );
      await expect(overdraft).rejects.toBeInstanceOf(InsufficientFundsError);
      await ledger.post(
        [
          {
            id: 'fine',
            debit: player(playerId),
            credit: house('adjustments'),
            amount: 100,
            code: 'admin_adjustment',
            reference: 'adjustment:9',
          },
        ],
        tx,
      );
    });
    expect((await ledger.playerBalances(playerId)).cash).toBe(0);
    expect((await ledger.houseBalances()).adjustments).toBe(100);
    await expectLedgerInvariants(database.db);
  });
});

describe('account entries', () => {
  it('lists an account newest first with signed amounts, balances before and after and the counterparty', async () => {
    const playerId = randomUUID();
    await ledger.post([deposit(playerId, 1_000, 'd1')]);
    clock.advanceMs(1_000);
    await ledger.post([
      {
        id: 's1',
        debit: player(playerId),
        credit: player(playerId, 'bet_escrow'),
        amount: 400,
        code: 'bet_stake',
        reference: 'order:1',
      },
    ]);
    clock.advanceMs(1_000);
    await ledger.post([
      {
        id: 'p1',
        debit: player(playerId, 'bet_escrow'),
        credit: player(playerId),
        amount: 400,
        code: 'bet_payout',
        reference: 'order:1',
      },
      {
        id: 'p2',
        debit: house('game'),
        credit: player(playerId),
        amount: 392,
        code: 'bet_payout',
        reference: 'order:1',
      },
    ]);
    const { entries, nextCursor } = await ledger.accountEntries(player(playerId));
    expect(nextCursor).toBeNull();
    expect(
      entries.map((e) => [e.transferId, e.amount, e.balanceBefore, e.balanceAfter, e.code, e.counterparty]),
    ).toEqual([
      ['p2', 392, 1_000, 1_392, 'bet_payout', { kind: 'house', type: 'game' }],
      ['p1', 400, 600, 1_000, 'bet_payout', { kind: 'player', type: 'bet_escrow' }],
      ['s1', -400, 1_000, 600, 'bet_stake', { kind: 'player', type: 'bet_escrow' }],
      ['d1', 1_000, 0, 1_000, 'deposit', { kind: 'house', type: 'deposits' }],
    ]);
    expect(entries[0]?.reference).toBe('order:1');
    expect(entries.map((e) => e.createdAt.toISOString())).toEqual([
      '2026-11-22T08:00:02.000Z',
      '2026-11-22T08:00:02.000Z',
      '2026-11-22T08:00:01.000Z',
      '2026-11-22T08:00:00.000Z',
    ]);
    const escrow = await ledger.accountEntries(player(playerId, 'bet_escrow'));
    expect(escrow.entries.map((e) => [e.transferId, e.amount, e.balanceAfter])).toEqual([
      ['p1', -400, 0],
      ['s1', 400, 400],
    ]);
    const game = await ledger.accountEntries(house('game'));
    expect(game.entries.map((e) => [e.transferId, e.amount, e.counterparty])).toEqual([
      ['p2', -392, { kind: 'player', type: 'cash' }],
    ]);
  });

  it('pages with a cursor and filters by time, from inclusive to exclusive', async () => {
    const playerId = randomUUID();
    const start = clock.now().getTime();
    for (let index = 0; index < 5; index += 1) {
      clock.set(new Date(start + index * 60_000));
      await ledger.post([deposit(playerId, 10 + index, `d${index}`)]);
    }
    const first = await ledger.accountEntries(player(playerId), { limit: 2 });
    expect(first.entries.map((e) => e.transferId)).toEqual(['d4', 'd3']);
    const second = await ledger.accountEntries(player(playerId), { limit: 2, cursor: first.nextCursor });
    expect(second.entries.map((e) => e.transferId)).toEqual(['d2', 'd1']);
    const third = await ledger.accountEntries(player(playerId), { limit: 2, cursor: second.nextCursor });
    expect(third).toMatchObject({ nextCursor: null });
    expect(third.entries.map((e) => e.transferId)).toEqual(['d0']);
    const window = await ledger.accountEntries(player(playerId), {
      from: new Date(start + 60_000),
      to: new Date(start + 180_000),
    });
    expect(window.entries.map((e) => e.transferId)).toEqual(['d2', 'd1']);
    expect((await ledger.accountEntries(player(randomUUID()))).entries).toEqual([]);
    await expect(ledger.accountEntries(player(playerId), { cursor: 'drop table' })).rejects.toBeInstanceOf(
      InvalidLedgerInputError,
    );
  });
});

describe('immutability and database guards', () => {
  it('refuses to update, delete or truncate transfers', async () => {
    await ledger.post([deposit(randomUUID(), 100, 'fixed')]);
    expect(
      await sqlStateOf(database.db.execute(sql`update ledger_transfers set amount = 1 where id = 'fixed'`)),
    ).toBe('42501');
    expect(await sqlStateOf(database.db.execute(sql`delete from ledger_transfers where id = 'fixed'`))).toBe(
      '42501',
    );
    expect(await sqlStateOf(database.db.execute(sql`truncate ledger_transfers cascade`))).toBe('42501');
    expect(await transferCount()).toBe(1);
    await expectLedgerInvariants(database.db);
  });

  it('refuses to delete an account or change who owns it', async () => {
    const playerId = randomUUID();
    await ledger.post([deposit(playerId, 100)]);
    expect(
      await sqlStateOf(database.db.execute(sql`delete from ledger_accounts where owner_kind = 'house'`)),
    ).toBe('42501');
    expect(
      await sqlStateOf(
        database.db.execute(
          sql`update ledger_accounts set player_id = ${randomUUID()} where player_id = ${playerId}`,
        ),
      ),
    ).toBe('42501');
    expect(
      await sqlStateOf(
        database.db.execute(
          sql`update ledger_accounts set must_not_go_negative = false where player_id = ${playerId}`,
        ),
      ),
    ).toBe('42501');
    expect(await sqlStateOf(database.db.execute(sql`truncate ledger_accounts cascade`))).toBe('42501');
  });

  it('refuses a negative player balance in the database itself', async () => {
    const playerId = randomUUID();
    await ledger.post([deposit(playerId, 100)]);
    expect(
      await sqlStateOf(
        database.db.execute(sql`update ledger_accounts set balance = -1 where player_id = ${playerId}`),
      ),
    ).toBe('23514');
  });

  it('reports a cached balance that no longer matches its transfers', async () => {
    const playerId = randomUUID();
    await ledger.post([deposit(playerId, 100)]);
    await database.db.execute(
      sql`update ledger_accounts set balance = balance + 5 where player_id = ${playerId}`,
    );
    const report = await ledger.checkInvariants();
    expect(report.ok).toBe(false);
    expect(report.problems.join('\n')).toMatch(/sum to 5, not 0/);
    expect(report.problems.join('\n')).toMatch(/caches balance 105 but its transfers sum to 100/);
  });

  it('reports a transfer whose recorded balance-after does not follow its account history', async () => {
    const playerId = randomUUID();
    await ledger.post([deposit(playerId, 100, 'honest')]);
    // Written around the service: right amounts and cached balances, a wrong balance-after.
    await database.db.execute(sql`
      insert into ledger_transfers (id, debit_account_id, credit_account_id, amount, code, reference, debit_balance_after, credit_balance_after)
      select 'forged', d.id, c.id, 10, 'deposit', 'forged', -110, 999
      from ledger_accounts d, ledger_accounts c
      where d.owner_kind = 'house' and d.type = 'deposits' and c.player_id = ${playerId} and c.type = 'cash'`);
    await database.db.execute(
      sql`update ledger_accounts set balance = balance - 10 where owner_kind = 'house' and type = 'deposits'`,
    );
    await database.db.execute(
      sql`update ledger_accounts set balance = balance + 10 where player_id = ${playerId}`,
    );
    const report = await ledger.checkInvariants();
    expect(report.problems).toEqual([
      expect.stringMatching(/transfer forged records balance 999 for account \d+, its history gives 110/),
    ]);
  });
});
