import { balanceEventSchema, roomOrderEventSchema, roundEventSchema } from '@fairround/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../lib/session';
import { accountKeys } from '../../../lib/user-info';
import { useChannel, type ChannelSignal } from '@fairround/shared/realtime';
import { invalidateAfterMoney, roundsKeys } from '../api/rounds-keys';

/**
 * Live room updates over /ws: round transitions refresh the round (and, once settled, the
 * player's lines and balance), the room's order feed refreshes on each real order, and the
 * private balance channel refreshes the header. Every push only triggers a refetch of the
 * polling calls, so a lost event costs at most one polling interval.
 */
export function useRoomLive(
  roomType: number | null,
  roomId: number,
  onRound?: (event: 'open' | 'locked' | 'drawn' | 'settled') => void,
) {
  const queryClient = useQueryClient();
  const { isLoggedIn } = useSession();
  const refreshRound = () => queryClient.invalidateQueries({ queryKey: roundsKeys.gameInfo(roomId) });
  const refreshFeed = () => queryClient.invalidateQueries({ queryKey: roundsKeys.feed(roomId) });

  useChannel(roomType === null ? null : `room:${roomType}`, (signal: ChannelSignal) => {
    if (signal.type === 'resync') {
      void refreshRound();
      void refreshFeed();
      return;
    }
    if (signal.type !== 'event') return;
    const parsed = roundEventSchema.safeParse(signal.payload);
    if (!parsed.success) return;
    void refreshRound();
    if (parsed.data.event === 'open') void refreshFeed();
    if (parsed.data.event === 'settled') void invalidateAfterMoney(queryClient);
    onRound?.(parsed.data.event);
  });

  useChannel(`room-orders:${roomId}`, (signal: ChannelSignal) => {
    if (
      signal.type === 'resync' ||
      (signal.type === 'event' && roomOrderEventSchema.safeParse(signal.payload).success)
    ) {
      void refreshFeed();
    }
  });

  useChannel(isLoggedIn ? 'me' : null, (signal: ChannelSignal) => {
    if (
      signal.type === 'resync' ||
      (signal.type === 'event' && balanceEventSchema.safeParse(signal.payload).success)
    ) {
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    }
  });
}
