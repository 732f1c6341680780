import { holdIdOf, resolutionIdOf } from '../../ledger/ledger.service.js';
import type { HoldRef, HouseAccountRef, PlayerAccountRef } from '../../ledger/ledger.types.js';

/** An order's stake in the ledger: reserved into escrow when placed, resolved by settlement or a cancel. */
export const orderHold = (orderId: string): HoldRef => ({ kind: 'order', subject: orderId });
/** The stake's transfer into escrow when the order is placed. */
export const orderStakeId = (orderId: string) => holdIdOf(orderHold(orderId));
/** One id for settling or cancelling an order: the two can never both post (docs/ledger.md). */
export const orderSettleId = (orderId: string) => resolutionIdOf(orderHold(orderId));

export function orderStakeAccounts(playerId: string): { cash: PlayerAccountRef; escrow: PlayerAccountRef; game: HouseAccountRef } {
  return {
    cash: { kind: 'player', playerId, type: 'cash' },
    escrow: { kind: 'player', playerId, type: 'bet_escrow' },
    game: { kind: 'house', type: 'game' },
  };
}
