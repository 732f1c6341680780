import { verifyRoundBatch, type BatchEntry } from '@fairround/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchRecentRounds } from '../api/fair';

export type BatchState =
  | { phase: 'idle' }
  | { phase: 'loading' }
  | { phase: 'checking'; done: number; total: number }
  | { phase: 'done'; entries: BatchEntry[] }
  | { phase: 'error'; message: string };

/**
 * The batch mode: loads the latest drawn rounds of a room type, then checks them on this device,
 * publishing progress after each round. A new run or leaving the screen aborts the one under way.
 */
export function useBatchVerification(failedMessage: (error: unknown) => string) {
  const [state, setState] = useState<BatchState>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const reset = useCallback(() => {
    running.current?.abort();
    setState({ phase: 'idle' });
  }, []);

  const run = useCallback(
    async (roomType: number) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setState({ phase: 'loading' });
      try {
        const { list } = await fetchRecentRounds(roomType, undefined, controller.signal);
        setState({ phase: 'checking', done: 0, total: list.length });
        const entries = await verifyRoundBatch(
          list,
          (done) => setState({ phase: 'checking', done, total: list.length }),
          controller.signal,
        );
        setState({ phase: 'done', entries });
      } catch (error) {
        if (!controller.signal.aborted) setState({ phase: 'error', message: failedMessage(error) });
      }
    },
    [failedMessage],
  );

  return { state, run, reset };
}
