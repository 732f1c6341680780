/** The engine and services ask this for the time, so tests can drive it without sleeping. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests move by hand. */
export function createManualClock(start = new Date('2026-01-01T00:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advanceMs(ms: number) {
      current += ms;
    },
    set(date: Date) {
      current = date.getTime();
    },
  };
}
