import {
  channels,
  formatMoney,
  formatOdds,
  winningOptions,
  type BalanceEvent,
  type RoomOrderEvent,
  type RoundEvent,
  type RoundResult,
} from '@fairround/shared';
import type { Realtime } from '../../platform/ws/realtime.js';
import type { OrderLineRow, OrderRow, RoundRow } from './rounds.repository.js';

/**
 * The game's real-time events (payload schemas in shared `ws/round-events.ts`). Always published
 * AFTER the transaction that made them true has committed; a lost event is never a lost fact —
 * clients resync through the polling calls and the channel's seq.
 */
export function createRoundsEvents({ realtime, minorDigits }: { realtime: Realtime; minorDigits: number }) {
  const money = (minor: number) => formatMoney(minor, minorDigits);

  return {
    round(round: RoundRow, event: RoundEvent['event']): Promise<number | null> {
      const result = (round.result as RoundResult | null) ?? null;
      const payload: RoundEvent = {
        type: 'round',
        event,
        roomType: round.roomType,
        roundId: round.id,
        seqno: round.seqno,
        opensAt: round.opensAt.getTime(),
        locksAt: round.locksAt.getTime(),
        drawsAt: round.drawsAt.getTime(),
        result,
        seed: round.seed ?? null,
        wins: result ? winningOptions(result) : null,
      };
      return realtime.publish(channels.room(round.roomType), payload);
    },

    roomOrder(
      order: OrderRow,
      lines: Pick<OrderLineRow, 'option' | 'odds' | 'amount'>[],
      maskedName: string,
      event: RoomOrderEvent['event'],
    ): Promise<number | null> {
      const payload: RoomOrderEvent = {
        type: 'room-order',
        event,
        roomId: order.roomId,
        orderId: order.id,
        seqno: order.seqno,
        username: maskedName,
        lines: lines.map((line) => ({ value: line.option, rate: formatOdds(line.odds), money: money(line.amount) })),
        createdAt: order.createdAt.getTime(),
      };
      return realtime.publish(channels.roomOrders(order.roomId), payload);
    },

    balance(
      playerId: string,
      reason: BalanceEvent['reason'],
      cash: number,
      extra: { roundId?: string; orderId?: string; award?: number } = {},
    ): Promise<number | null> {
      const payload: BalanceEvent = {
        type: 'balance',
        reason,
        money: money(cash),
        ...(extra.roundId ? { roundId: extra.roundId } : {}),
        ...(extra.orderId ? { orderId: extra.orderId } : {}),
        ...(extra.award !== undefined ? { award: money(extra.award) } : {}),
      };
      return realtime.publishToPlayer(playerId, 'me', payload);
    },
  };
}

export type RoundsEvents = ReturnType<typeof createRoundsEvents>;
