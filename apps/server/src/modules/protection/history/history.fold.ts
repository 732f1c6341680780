import type { TransferRow } from './history.repository.js';

/**
 * Folding an order's ledger movements into the one row a player reads (issue #24 item 7). An
 * order moves money up to four times — the stake into escrow, then at settlement the stake's
 * release (to the house for a loss, back to cash for a win or a cancel) and any winnings — and
 * the ledger keeps them apart. The player's history shows the order once, at its newest movement
 * the filter lists, with what it came to; the CSV keeps every movement.
 *
 * Paging stays exact without state: a movement is shown only when it is its order's anchor (the
 * newest of the order's movements the filter lists), and every other movement of the order the
 * filter lists is older than the anchor, so it falls on the anchor's page or a later one, where
 * it is skipped. The anchor row's amount is the sum of those movements' cash changes, so the
 * amounts of any filter still add up to what the ledger moved on the player's cash.
 */

export type OrderFold = {
  /** The seq of the movement that shows the order. */
  anchorSeq: number;
  /** Σ cash change of the order's movements the filter lists. */
  cashChange: number;
  /** What the player staked (the stake movements). */
  stake: number;
  /** What came back to cash at settlement (release and winnings); counted once settled. */
  payout: number;
  settled: boolean;
  cancelled: boolean;
};

const ORDER_REFERENCE = /^order:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The order id a movement belongs to, or null for anything else (a deposit, a withdrawal…). */
export function orderIdOf(reference: string): string | null {
  return ORDER_REFERENCE.exec(reference)?.[1]?.toLowerCase() ?? null;
}

/** The signed change a transfer made to the cash account (0 when it does not touch it). */
export function cashChangeOf(
  row: Pick<TransferRow, 'debitAccountId' | 'creditAccountId' | 'amount'>,
  cashId: number | undefined,
): number {
  if (cashId === undefined) return 0;
  if (row.debitAccountId === cashId) return -row.amount;
  return row.creditAccountId === cashId ? row.amount : 0;
}

/**
 * Each order's fold from all of its movements (`transfers`, any order) and which of them the
 * filter lists (`listed`: kind and day range). An order none of whose movements is listed has no fold.
 */
export function foldOrders(
  transfers: readonly TransferRow[],
  cashId: number | undefined,
  listed: (row: TransferRow) => boolean,
): Map<string, OrderFold> {
  const folds = new Map<string, OrderFold>();
  for (const row of transfers) {
    const orderId = orderIdOf(row.reference);
    if (orderId === null) continue;
    const fold = folds.get(orderId) ?? {
      anchorSeq: -1,
      cashChange: 0,
      stake: 0,
      payout: 0,
      settled: false,
      cancelled: false,
    };
    if (row.code === 'bet_stake') fold.stake += row.amount;
    if (row.code === 'bet_payout') fold.payout += row.amount;
    if (row.code === 'bet_payout' || row.code === 'bet_settle_loss') fold.settled = true;
    if (row.code === 'bet_cancel') fold.cancelled = true;
    if (listed(row)) {
      fold.cashChange += cashChangeOf(row, cashId);
      fold.anchorSeq = Math.max(fold.anchorSeq, row.seq);
    }
    folds.set(orderId, fold);
  }
  for (const [orderId, fold] of folds) if (fold.anchorSeq < 0) folds.delete(orderId);
  return folds;
}
