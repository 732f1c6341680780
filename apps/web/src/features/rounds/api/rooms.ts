import { gameEndpoints } from '@fairround/shared';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { roundsKeys } from './rounds-keys';

/** `POST /api/Game/getRoomList`: the rooms of a room type on one tab (USDT 1, BTC 2, ETH 3). */
export function useRoomList(roomType: number, tab: number) {
  return useQuery({
    queryKey: roundsKeys.rooms(roomType, tab),
    queryFn: ({ signal }) =>
      apiCall(gameEndpoints.roomList, { type: roomType, roomtype: tab }, { toast: false, signal }),
    meta: { keepOnSessionChange: true },
  });
}
