import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../platform/clock.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { accountKey } from './ledger.accounts.js';
import { InsufficientFundsError, LedgerConflictError } from './ledger.errors.js';
import { createLedgerService, type LedgerService } from './ledger.service.js';
import type { AccountRef, TransferInput } from './ledger.types.js';

/**
 * Random sequences of cashier, game and correction operations run against the real ledger and
 * against a model that is too simple to be wrong (a map of balances, applied step by step).
 * After every operation the balances must equal the model's and every invariant must hold.
 */

let database: TestDatabase;
let ledger: LedgerService;

beforeAll(async () => {
  database = await createTestDatabase();
  ledger = createLedgerService({ db: database.db, clock: systemClock });
});

afterAll(async () => {
  await database.close();
});

const PLAYERS = [randomUUID(), randomUUID()] as const;
const playerRef = (
  index: number,
  type: 'cash' | 'withdrawal_hold' | 'bet_escrow' | 'staking',
): AccountRef => ({
  kind: 'player',
  playerId: PLAYERS[index]!,
  type,
});
const houseRef = (
  type: 'deposits' | 'withdrawals' | 'game' | 'staking_interest' | 'adjustments',
): AccountRef => ({ kind: 'house', type });

type Op =
  | {
      kind: 'deposit' | 'hold' | 'pay' | 'refund' | 'adjustUp' | 'adjustDown' | 'stakeIn';
      player: number;
      amount: number;
    }
  | { kind: 'bet'; player: number; stake: number; outcome: 'win' | 'lose' | 'cancel'; winnings: number }
  | {
      kind: 'overdraft';
      player: number;
      account: 'cash' | 'withdrawal_hold' | 'bet_escrow' | 'staking';
      extra: number;
    }
  | { kind: 'replay'; pick: number; changed: boolean };

// Deposits run larger than other movements so that most sequences build balances worth moving.
const depositAmount = fc.integer({ min: 1, max: 3_000 });
const amount = fc.integer({ min: 1, max: 800 });
const playerIndex = fc.integer({ min: 0, max: PLAYERS.length - 1 });
const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('deposit' as const),
      player: playerIndex,
      amount: depositAmount,
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constantFrom(
        'hold' as const,
        'pay' as const,
        'refund' as const,
        'adjustUp' as const,
        'adjustDown' as const,
        'stakeIn' as const,
      ),
      player: playerIndex,
      amount,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('bet' as const),
      player: playerIndex,
      stake: amount,
      outcome: fc.constantFrom('win' as const, 'lose' as const, 'cancel' as const),
      winnings: amount,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('overdraft' as const),
      player: playerIndex,
      account: fc.constantFrom(
        'cash' as const,
        'withdrawal_hold' as const,
        'bet_escrow' as const,
        'staking' as const,
      ),
      extra: fc.integer({ min: 1, max: 50 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('replay' as const), pick: fc.nat(), changed: fc.boolean() }),
  },
);

type Model = Map<string, number>;

/** What the runs exercised, so a generator that drifted into trivial cases fails the test. */
const seen = { posted: 0, refused: 0, replayed: 0, conflicts: 0, linked: 0 };
type Move = Omit<TransferInput, 'id' | 'reference'>;

const balanceIn = (model: Model, ref: AccountRef) => model.get(accountKey(ref)) ?? 0;

/** The batch an operation posts; `model` is only read to size the overdraft. */
function movesFor(op: Exclude<Op, { kind: 'replay' }>, model: Model): Move[] {
  const p = op.player;
  switch (op.kind) {
    case 'deposit':
      return [
        { debit: houseRef('deposits'), credit: playerRef(p, 'cash'), amount: op.amount, code: 'deposit' },
      ];
    case 'hold':
      return [
        {
          debit: playerRef(p, 'cash'),
          credit: playerRef(p, 'withdrawal_hold'),
          amount: op.amount,
          code: 'withdrawal_hold',
        },
      ];
    case 'pay':
      return [
        {
          debit: playerRef(p, 'withdrawal_hold'),
          credit: houseRef('withdrawals'),
          amount: op.amount,
          code: 'withdrawal_paid',
        },
      ];
    case 'refund':
      return [
        {
          debit: playerRef(p, 'withdrawal_hold'),
          credit: playerRef(p, 'cash'),
          amount: op.amount,
          code: 'withdrawal_refund',
        },
      ];
    case 'adjustUp':
      return [
        {
          debit: houseRef('adjustments'),
          credit: playerRef(p, 'cash'),
          amount: op.amount,
          code: 'admin_adjustment',
        },
      ];
    case 'adjustDown':
      return [
        {
          debit: playerRef(p, 'cash'),
          credit: houseRef('adjustments'),
          amount: op.amount,
          code: 'admin_adjustment',
        },
      ];
    case 'stakeIn':
      return [
        {
          debit: playerRef(p, 'cash'),
          credit: playerRef(p, 'staking'),
          amount: op.amount,
          code: 'staking_in',
        },
      ];
    case 'bet': {
      const stake: Move = {
        debit: playerRef(p, 'cash'),
        credit: playerRef(p, 'bet_escrow'),
        amount: op.stake,
        code: 'bet_stake',
      };
      if (op.outcome === 'lose')
        return [
          stake,
          {
            debit: playerRef(p, 'bet_escrow'),
            credit: houseRef('game'),
            amount: op.stake,
            code: 'bet_settle_loss',
          },
        ];
      if (op.outcome === 'cancel')
        return [
          stake,
          {
            debit: playerRef(p, 'bet_escrow'),
            credit: playerRef(p, 'cash'),
            amount: op.stake,
            code: 'bet_cancel',
          },
        ];
      return [
        stake,
        {
          debit: playerRef(p, 'bet_escrow'),
          credit: playerRef(p, 'cash'),
          amount: op.stake,
          code: 'bet_payout',
        },
        { debit: houseRef('game'), credit: playerRef(p, 'cash'), amount: op.winnings, code: 'bet_payout' },
      ];
    }
    case 'overdraft': {
      const debit = playerRef(p, op.account);
      return [
        {
          debit,
          credit: houseRef('game'),
          amount: balanceIn(model, debit) + op.extra,
          code: 'bet_settle_loss',
        },
      ];
    }
  }
}

/** The model's answer: the balances after the batch, or null when a player account would go negative. */
function applyToModel(model: Model, batch: TransferInput[]): Model | null {
  const next = new Map(model);
  for (const transfer of batch) {
    const debitAfter = balanceIn(next, transfer.debit) - transfer.amount;
    if (transfer.debit.kind === 'player' && debitAfter < 0) return null;
    next.set(accountKey(transfer.debit), debitAfter);
    next.set(accountKey(transfer.credit), balanceIn(next, transfer.credit) + transfer.amount);
  }
  return next;
}

async function expectBalancesMatch(model: Model): Promise<void> {
  for (const [index, playerId] of PLAYERS.entries()) {
    expect(await ledger.playerBalances(playerId), `player ${index}`).toEqual({
      cash: balanceIn(model, playerRef(index, 'cash')),
      withdrawalHold: balanceIn(model, playerRef(index, 'withdrawal_hold')),
      betEscrow: balanceIn(model, playerRef(index, 'bet_escrow')),
      staking: balanceIn(model, playerRef(index, 'staking')),
    });
  }
  const house = await ledger.houseBalances();
  for (const type of ['deposits', 'withdrawals', 'game', 'staking_interest', 'adjustments'] as const) {
    expect(house[type], `house ${type}`).toBe(balanceIn(model, houseRef(type)));
  }
}

/** Runs one operation against ledger and model; answers the batch when it was posted. */
async function runOp(
  op: Op,
  opIndex: number,
  model: Model,
  posted: TransferInput[][],
): Promise<{ model: Model; batch?: TransferInput[] }> {
  if (op.kind === 'replay') {
    if (posted.length === 0) return { model };
    const original = posted[op.pick % posted.length]!;
    if (!op.changed) {
      const answers = await ledger.post(original);
      expect(answers.every((answer) => answer.replayed)).toBe(true);
      seen.replayed += 1;
      return { model };
    }
    const [first, ...rest] = original;
    await expect(ledger.post([{ ...first!, amount: first!.amount + 1 }, ...rest])).rejects.toBeInstanceOf(
      LedgerConflictError,
    );
    seen.conflicts += 1;
    return { model };
  }
  const batch = movesFor(op, model).map((move, index) => ({
    ...move,
    id: `op:${opIndex}:${index}`,
    reference: `${op.kind}:${opIndex}`,
  }));
  const expected = applyToModel(model, batch);
  if (expected === null) {
    await expect(ledger.post(batch)).rejects.toBeInstanceOf(InsufficientFundsError);
    seen.refused += 1;
    return { model };
  }
  const answers = await ledger.post(batch);
  expect(answers.map((answer) => answer.replayed)).toEqual(batch.map(() => false));
  seen.posted += 1;
  if (batch.length > 1) seen.linked += 1;
  return { model: expected, batch };
}

describe('the ledger against a model', () => {
  it(
    'keeps balances equal to the model and every invariant true for any sequence of operations',
    { timeout: 600_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(opArbitrary, { minLength: 5, maxLength: 30, size: 'max' }), async (ops) => {
          await database.reset();
          let model: Model = new Map();
          const posted: TransferInput[][] = [];
          for (const [index, op] of ops.entries()) {
            const step = await runOp(op, index, model, posted);
            model = step.model;
            if (step.batch) posted.push(step.batch);
            await expectBalancesMatch(model);
            const report = await ledger.checkInvariants();
            expect(report.problems, `after ${JSON.stringify(op)}`).toEqual([]);
          }
        }),
        { numRuns: 30 },
      );
      // Typical totals over 30 runs: ~220 posted, ~220 refused, ~45 linked, ~28 replays, ~28 conflicts.
      const summary = JSON.stringify(seen);
      expect(seen.posted, summary).toBeGreaterThan(100);
      expect(seen.refused, summary).toBeGreaterThan(40);
      expect(seen.linked, summary).toBeGreaterThan(12);
      expect(seen.replayed, summary).toBeGreaterThan(8);
      expect(seen.conflicts, summary).toBeGreaterThan(8);
    },
  );
});
