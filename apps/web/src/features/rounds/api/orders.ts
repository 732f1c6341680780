import { gameEndpoints } from '@fairround/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { invalidateAfterMoney, POLL_MS, roundsKeys } from './rounds-keys';

/** One line of the room's real order feed (getVorder), and one of the player's own (getGamelog). */
export type { FeedLine, OwnLine } from '@fairround/shared';

/** `POST /api/Game/getVorder`: the newest real orders of the room's current round. */
export function useRoomFeed(roomId: number) {
  return useQuery({
    queryKey: roundsKeys.feed(roomId),
    queryFn: ({ signal }) => apiCall(gameEndpoints.roomOrders, { roomid: roomId }, { toast: false, signal }),
    staleTime: 0,
    refetchInterval: POLL_MS,
  });
}

/** `POST /api/Game/getGamelog`: the player's own lines in one round (every room of the type). */
export function useOwnLines(roomType: number, seqno: string | null) {
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: roundsKeys.ownLines(roomType, seqno ?? ''),
    queryFn: ({ signal }) =>
      apiCall(gameEndpoints.roundLog, { gametype: roomType, gameseq: seqno ?? '' }, { toast: false, signal }),
    enabled: isLoggedIn && seqno !== null,
    staleTime: 0,
  });
}

export type OrderInput = {
  roundId: string;
  roomId: number;
  /** `[optionIndex, odds, amount]` per chosen option. */
  lines: [number, string, string][];
  orderKey: string;
};

/** `POST /api/Game/order`: stake the lines; the key makes a retry or double tap harmless. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrderInput) =>
      apiCall(
        gameEndpoints.order,
        { gameid: input.roundId, roomid: input.roomId, order_info: input.lines, order_key: input.orderKey },
        { toast: false },
      ),
    onSettled: () => invalidateAfterMoney(queryClient),
    onSuccess: (_order, input) => queryClient.invalidateQueries({ queryKey: roundsKeys.feed(input.roomId) }),
  });
}

/** `POST /api/Game/getGamecancel`: refunds an own order while its round still takes orders. */
export function useCancelOrder(roomId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => apiCall(gameEndpoints.cancel, { roomid: roomId, order_id: orderId }),
    onSettled: () =>
      Promise.all([
        invalidateAfterMoney(queryClient),
        queryClient.invalidateQueries({ queryKey: roundsKeys.feed(roomId) }),
      ]),
  });
}
