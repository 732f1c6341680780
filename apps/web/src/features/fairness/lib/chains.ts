import type { FairChain } from '@fairround/shared';

/** A room type's chain in use, what is left of it, and the chain already published to follow it. */
export type LiveChain = {
  chain: FairChain;
  /** Elements not yet bound to a round: L − used. */
  left: number;
  /** The next chain of the same room type, committed before this one runs out; null until then. */
  next: FairChain | null;
};

function hasElementsLeft(chain: FairChain): boolean {
  return chain.used < chain.length;
}

/**
 * The live chain of each room type from `/api/Fair/chains`, which answers every chain ever
 * published. A type's live chain is the one its rounds draw from now, picked as the engine picks
 * it (`currentChainForUpdate`): the lowest sequence with elements left. A type whose chains are
 * all used up has no live chain until the engine publishes the next, so it is left out. Ordered
 * by room type, whatever order the answer came in.
 */
export function liveChains(list: readonly FairChain[]): LiveChain[] {
  const ordered = [...list].sort((a, b) => a.roomType - b.roomType || a.sequence - b.sequence);
  const live: LiveChain[] = [];
  for (const chain of ordered) {
    if (live.at(-1)?.chain.roomType === chain.roomType || !hasElementsLeft(chain)) continue;
    const next = ordered.find(
      (later) => later.roomType === chain.roomType && later.sequence > chain.sequence,
    );
    live.push({ chain, left: chain.length - chain.used, next: next ?? null });
  }
  return live;
}
