import type { RoundView } from '@fairround/shared';

/**
 * Where a round stands at a given server time (seed §4, PRODUCT §6):
 * - upcoming: announced, but its betting window has not opened yet (between a draw and the next
 *   round's `opensAt` the server already lists the next round);
 * - open: orders, follows and cancels are accepted;
 * - closed: within the lock window (or the server says locked): everything is blocked;
 * - drawing: the draw time has passed; the result is on its way.
 */
export type RoundPhase = 'upcoming' | 'open' | 'closed' | 'drawing';

type Timing = Pick<RoundView, 'state' | 'opensAt' | 'locksAt' | 'drawsAt'>;

export function roundPhase(round: Timing, serverNowMs: number): RoundPhase {
  if (round.state === 'drawn' || round.state === 'settled' || serverNowMs >= round.drawsAt) return 'drawing';
  if (round.state === 'locked' || serverNowMs >= round.locksAt) return 'closed';
  if (serverNowMs < round.opensAt) return 'upcoming';
  return 'open';
}

/** Whole seconds left until `targetMs`, never negative; rounded up so 0 shows only once it is reached. */
export function secondsUntil(targetMs: number, serverNowMs: number): number {
  return Math.max(0, Math.ceil((targetMs - serverNowMs) / 1000));
}

/** "04:05" for 245 s; hours are never needed (periods are minutes). */
export function formatClock(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** What the countdown counts to in each phase. */
export function countdownTarget(round: Timing, phase: RoundPhase): number {
  if (phase === 'upcoming') return round.opensAt;
  if (phase === 'open') return round.locksAt;
  return round.drawsAt;
}
