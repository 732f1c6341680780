/**
 * A round is drawn at its `drawsAt`; the engine's tick is about a second. Drawn later than this
 * means no instance was running at the time (an outage, a restart): the round still drew from its
 * committed chain element, and the screens say it was late instead of hiding it (issue #25).
 */
export const LATE_DRAW_MS = 10_000;

/** Whole seconds a round was drawn late, or null when it was on time or is not drawn yet. */
export function lateDrawSeconds(drawsAt: Date | number, drawnAt: Date | number | null): number | null {
  if (drawnAt === null) return null;
  const late = Number(drawnAt) - Number(drawsAt);
  return late > LATE_DRAW_MS ? Math.round(late / 1000) : null;
}
