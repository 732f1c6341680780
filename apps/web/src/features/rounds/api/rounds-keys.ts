import type { QueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../lib/user-info';

/** Query keys of the rounds feature, one factory so invalidations cannot drift from reads. */
export const roundsKeys = {
  all: ['rounds'] as const,
  rooms: (roomType: number, tab: number) => [...roundsKeys.all, 'rooms', roomType, tab] as const,
  gameInfo: (roomId: number) => [...roundsKeys.all, 'gameinfo', roomId] as const,
  feed: (roomId: number) => [...roundsKeys.all, 'feed', roomId] as const,
  ownLines: (roomType: number, seqno: string) => [...roundsKeys.all, 'own', roomType, seqno] as const,
  current: (roomType: number, seqno: string) => [...roundsKeys.all, 'current', roomType, seqno] as const,
  records: (filter: string) => [...roundsKeys.all, 'records', filter] as const,
  /** Under `records` too, so a settlement refreshes the daily result with the list. */
  recordDays: (days: number) => [...roundsKeys.all, 'records', 'days', days] as const,
};

/** While betting is open the feed and the round are checked this often when no push arrives (seed §4: 10 s). */
export const POLL_MS = 10_000;

/** Money moved (an order, a cancel, a settlement): the balance and the player's lines are stale. */
export function invalidateAfterMoney(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: accountKeys.all }),
    queryClient.invalidateQueries({ queryKey: [...roundsKeys.all, 'own'] }),
    queryClient.invalidateQueries({ queryKey: [...roundsKeys.all, 'current'] }),
    queryClient.invalidateQueries({ queryKey: [...roundsKeys.all, 'records'] }),
  ]).then(() => undefined);
}
