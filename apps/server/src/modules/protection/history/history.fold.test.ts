import { describe, expect, it } from 'vitest';
import { foldOrders, orderIdOf } from './history.fold.js';
import type { TransferRow } from './history.repository.js';

const CASH = 1;
const ESCROW = 2;
const HOUSE_GAME = 90;
const ORDER = '0b7c7c62-4a1e-4d64-9a53-2f6f4c0a0001';
const OTHER = '0b7c7c62-4a1e-4d64-9a53-2f6f4c0a0002';

let seq = 0;
function transfer(
  code: string,
  debit: number,
  credit: number,
  amount: number,
  reference: string,
  at = '2026-12-01T10:00:00Z',
): TransferRow {
  seq += 1;
  return {
    id: `t${seq}`,
    seq,
    debitAccountId: debit,
    creditAccountId: credit,
    amount,
    code,
    reference,
    debitBalanceAfter: 0,
    creditBalanceAfter: 0,
    createdAt: new Date(at),
  } as TransferRow;
}
const all = () => true;

describe('folding an order’s ledger movements into one history row (issue #24 item 7)', () => {
  it('an order staked, released and paid out is one row at its newest movement, net of the stake', () => {
    const stake = transfer('bet_stake', CASH, ESCROW, 100, `order:${ORDER}`);
    const release = transfer('bet_payout', ESCROW, CASH, 100, `order:${ORDER}`);
    const winnings = transfer('bet_payout', HOUSE_GAME, CASH, 96, `order:${ORDER}`);
    const folds = foldOrders([stake, release, winnings], CASH, all);
    expect([...folds.keys()]).toEqual([ORDER]);
    expect(folds.get(ORDER)).toEqual({
      anchorSeq: winnings.seq,
      cashChange: 96,
      stake: 100,
      payout: 196,
      settled: true,
      cancelled: false,
    });
  });

  it('a lost order: the escrow leaving for the house changes no cash; the row is the stake lost', () => {
    const stake = transfer('bet_stake', CASH, ESCROW, 100, `order:${ORDER}`);
    const loss = transfer('bet_settle_loss', ESCROW, HOUSE_GAME, 100, `order:${ORDER}`);
    expect(foldOrders([stake, loss], CASH, all).get(ORDER)).toMatchObject({
      anchorSeq: loss.seq,
      cashChange: -100,
      stake: 100,
      payout: 0,
      settled: true,
    });
  });

  it('a partial return is folded too: stake 60, 39.60 back, net −20.40', () => {
    const rows = [
      transfer('bet_stake', CASH, ESCROW, 6000, `order:${ORDER}`),
      transfer('bet_settle_loss', ESCROW, HOUSE_GAME, 2040, `order:${ORDER}`),
      transfer('bet_payout', ESCROW, CASH, 3960, `order:${ORDER}`),
    ];
    expect(foldOrders(rows, CASH, all).get(ORDER)).toMatchObject({
      cashChange: -2040,
      stake: 6000,
      payout: 3960,
    });
  });

  it('an order waiting for its draw is its stake; a cancelled one returns it', () => {
    const waiting = transfer('bet_stake', CASH, ESCROW, 100, `order:${ORDER}`);
    const stake = transfer('bet_stake', CASH, ESCROW, 50, `order:${OTHER}`);
    const cancel = transfer('bet_cancel', ESCROW, CASH, 50, `order:${OTHER}`);
    const folds = foldOrders([waiting, stake, cancel], CASH, all);
    expect(folds.get(ORDER)).toMatchObject({ anchorSeq: waiting.seq, cashChange: -100, settled: false });
    expect(folds.get(OTHER)).toMatchObject({ anchorSeq: cancel.seq, cashChange: 0, cancelled: true });
  });

  it('anchors and sums only what the filter lists, so paging and a day range stay exact', () => {
    const stake = transfer('bet_stake', CASH, ESCROW, 100, `order:${ORDER}`, '2026-11-30T23:59:00Z');
    const loss = transfer(
      'bet_settle_loss',
      ESCROW,
      HOUSE_GAME,
      100,
      `order:${ORDER}`,
      '2026-12-01T00:01:00Z',
    );
    const untilMidnight = (row: TransferRow) => row.createdAt < new Date('2026-12-01T00:00:00Z');
    // The day before lists the stake only: the order shows there, waiting, with its stake.
    expect(foldOrders([stake, loss], CASH, untilMidnight).get(ORDER)).toMatchObject({
      anchorSeq: stake.seq,
      cashChange: -100,
    });
    // Settlements only: the loss is the anchor and moved no cash.
    const settlements = (row: TransferRow) => row.code !== 'bet_stake';
    expect(foldOrders([stake, loss], CASH, settlements).get(ORDER)).toMatchObject({
      anchorSeq: loss.seq,
      cashChange: 0,
    });
    // Nothing listed: no fold at all.
    expect(foldOrders([stake, loss], CASH, () => false).size).toBe(0);
  });

  it('leaves deposits and withdrawals alone', () => {
    const rows = [
      transfer('deposit', 95, CASH, 1000, 'deposit:abc'),
      transfer('withdrawal_hold', CASH, 3, 500, 'withdrawal:def'),
    ];
    expect(foldOrders(rows, CASH, all).size).toBe(0);
    expect(orderIdOf('deposit:abc')).toBeNull();
    expect(orderIdOf(`order:${ORDER.toUpperCase()}`)).toBe(ORDER);
  });
});
