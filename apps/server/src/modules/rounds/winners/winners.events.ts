import { channels } from '@fairround/shared';
import type { Realtime } from '../../../platform/ws/realtime.js';
import type { RoundsEvents } from '../rounds.events.js';
import type { WinnersService } from './winners.service.js';

/** Payload of the public `winners` channel: a settled round produced new wins; clients refetch. */
export type WinnersEvent = { type: 'winners'; roundId: string; roomType: number; count: number };

/**
 * The engine's events plus a `winners` push after each settled round that produced wins. It
 * rides on the `settled` event, which is published only after the settlement committed, so the
 * push never announces a win that did not happen. The names are fetched by the clients in their
 * own language through `/api/Game/getWinners`.
 */
export function withWinnersPush(
  events: RoundsEvents,
  winners: WinnersService,
  realtime: Realtime,
): RoundsEvents {
  return {
    ...events,
    async round(round, event) {
      const seq = await events.round(round, event);
      if (event === 'settled') {
        const count = await winners.winsOfRound(round.id);
        if (count > 0) {
          const payload: WinnersEvent = {
            type: 'winners',
            roundId: round.id,
            roomType: round.roomType,
            count,
          };
          await realtime.publish(channels.winners, payload);
        }
      }
      return seq;
    },
  };
}
