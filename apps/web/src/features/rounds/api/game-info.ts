import { gameEndpoints, type GameInfo } from '@fairround/shared';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { POLL_MS, roundsKeys } from './rounds-keys';

/**
 * The round as loaded, plus how far the server's clock is ahead of this device's. The offset is
 * measured against the request's midpoint, so the countdown follows the server even when the
 * device clock is minutes off (seed §4: the countdown runs on server time).
 */
export type LoadedRound = GameInfo & { clockOffsetMs: number };

export async function fetchGameInfo(roomId: number, signal?: AbortSignal): Promise<LoadedRound> {
  const sentAt = Date.now();
  const info: GameInfo = await apiCall(gameEndpoints.gameInfo, { roomid: roomId }, { toast: false, signal });
  const receivedAt = Date.now();
  return { ...info, clockOffsetMs: info.serverTime - Math.round((sentAt + receivedAt) / 2) };
}

/** `POST /api/Game/getGameinfo`: the room, the current round, its odds and the result history. */
export function useGameInfo(roomId: number) {
  return useQuery({
    queryKey: roundsKeys.gameInfo(roomId),
    queryFn: ({ signal }) => fetchGameInfo(roomId, signal),
    enabled: Number.isInteger(roomId) && roomId > 0,
    staleTime: 0,
    // The polling fallback: pushes normally refresh it first.
    refetchInterval: POLL_MS,
  });
}
