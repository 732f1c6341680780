import type { RoundResultView } from '@fairround/shared';
import { useCallback, useState } from 'react';

export type Reveal = {
  /** A drawn race the player has not watched yet: the track runs it; nothing else shows it. */
  pending: RoundResultView | null;
  /** The results that may be on screen (newest first): `his` without the pending one. */
  history: RoundResultView[];
  /** The newest result that may be on screen. */
  latest: RoundResultView | null;
  /** The newest shown result when it was drawn while the player watched (the outcome moment's round). */
  fresh: RoundResultView | null;
  /** The track calls this when the race of `seqno` has ended. */
  finish: (seqno: string) => void;
};

/**
 * What of the drawn results may be on screen (issue #14: the race must not spoil itself). The
 * gate is computed during render, so a new result is never painted, not even for one frame,
 * before its race has run. With `animate` off (digit rooms, reduced motion) every result shows
 * as soon as it arrives. A result that was already drawn when the room opened is never "fresh".
 */
export function useReveal(his: RoundResultView[], animate: boolean): Reveal {
  const [atEntry] = useState<string | null>(() => his[0]?.seqno ?? null);
  const [watched, setWatched] = useState<string | null>(atEntry);
  const newest = his[0] ?? null;
  const pending = animate && newest?.order && newest.seqno !== watched && newest.seqno !== atEntry ? newest : null;
  const history = pending ? his.filter((result) => result.seqno !== pending.seqno) : his;
  const latest = history[0] ?? null;
  const fresh = latest && latest.seqno !== atEntry ? latest : null;
  const finish = useCallback((seqno: string) => setWatched(seqno), []);
  return { pending, history, latest, fresh, finish };
}
