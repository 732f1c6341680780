import type { AccountRef } from '../../ledger/ledger.types.js';

/** The stake's transfer into escrow when the order is placed. */
export const orderStakeId = (orderId: string) => `order:${orderId}:stake`;
/** One id for settling or cancelling an order: the two can never both post (docs/ledger.md). */
export const orderSettleId = (orderId: string) => `order:${orderId}:settle`;

export function orderStakeAccounts(playerId: string): { cash: AccountRef; escrow: AccountRef; game: AccountRef } {
  return {
    cash: { kind: 'player', playerId, type: 'cash' },
    escrow: { kind: 'player', playerId, type: 'bet_escrow' },
    game: { kind: 'house', type: 'game' },
  };
}
