import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { invalidateAfterMoney } from '../api/rounds-keys';
import type { RoundPhase } from './round-phase';

/** After the draw time the next round is asked for this often until it is there. */
const DRAWING_POLL_MS = 1_500;
/**
 * A newly drawn round (seen through polling as well as pushes) may have paid the player: refresh
 * the balance and their lines, so the polling fallback alone keeps the screen right.
 */
function useRefreshOnNewResult(latestSeqno: string | null) {
  const queryClient = useQueryClient();
  const seen = useRef(latestSeqno);
  useEffect(() => {
    if (latestSeqno === seen.current) return;
    seen.current = latestSeqno;
    void invalidateAfterMoney(queryClient);
  }, [latestSeqno, queryClient]);
}

/**
 * Keeps a room current without relying on pushes alone: past the draw time the next round is
 * asked for until the server has moved on, and a new result refreshes balance and own lines.
 */
export function useRoundRefresh(phase: RoundPhase, latestSeqno: string | null, refetchRound: () => unknown) {
  useRefreshOnNewResult(latestSeqno);
  useEffect(() => {
    if (phase !== 'drawing') return;
    const timer = setInterval(() => void refetchRound(), DRAWING_POLL_MS);
    return () => clearInterval(timer);
  }, [phase, refetchRound]);
}
