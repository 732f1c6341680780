/**
 * The motion of the race (PRODUCT §2): pure functions of the drawn finishing order and the time
 * since the start, so the animation only ever explains a result that already exists. Progress is
 * 0 on the start line and 1 on the finish line; a car rests a little past the line.
 *
 * Car at place k (0 = champion) crosses the line exactly at `crossingMs(k)`: the champion first,
 * each next place `RACE_PLACE_GAP_MS` later, so the crossing order is the drawn order whatever
 * the wobble does before. The wobble (a per-car sine, fixed by the round number and the car) only
 * makes cars overtake each other on the way; it stays small enough that no car ever moves
 * backwards and none reaches the line before its crossing time.
 */
export const RACE_CHAMPION_MS = 4_200;
export const RACE_PLACE_GAP_MS = 130;
/** After the last car crosses, the field brakes to a stop for this long; then the result shows. */
export const RACE_SETTLE_MS = 500;
export const RACE_CARS = 10;
export const RACE_DURATION_MS = RACE_CHAMPION_MS + (RACE_CARS - 1) * RACE_PLACE_GAP_MS + RACE_SETTLE_MS;
/** How far past the line the champion comes to rest (as a share of the track). */
export const RACE_OVERRUN = 0.07;

const WOBBLE = 0.045;
/** Start easing: cars leave the grid from standstill. */
const LAUNCH_POWER = 1.35;

/** FNV-1a over a short text: a stable number per round and car (visual only, never an outcome). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export type CarMotion = { car: number; place: number; phase: number; frequency: number };

/** The motion of every car of a drawn order (`order[k]` is the car at place k). */
export function raceMotions(seqno: string, order: readonly number[]): CarMotion[] {
  return order.map((car, place) => {
    const h = hash(`${seqno}:${car}`);
    return { car, place, phase: ((h % 1000) / 1000) * 2 * Math.PI, frequency: 0.8 + ((h >>> 10) % 100) / 140 };
  });
}

export function crossingMs(place: number): number {
  return RACE_CHAMPION_MS + place * RACE_PLACE_GAP_MS;
}

/** Where a car rests after the race: the champion furthest past the line. */
export function restingProgress(place: number): number {
  return 1 + RACE_OVERRUN * (1 - place / (RACE_CARS + 2));
}

/** Progress of one car `elapsedMs` after the start. */
export function carProgress(motion: CarMotion, elapsedMs: number): number {
  const crossing = crossingMs(motion.place);
  const t = Math.max(0, elapsedMs);
  if (t < crossing) {
    const s = (t / crossing) ** LAUNCH_POWER;
    return s + WOBBLE * Math.sin(Math.PI * s) * Math.sin(2 * Math.PI * motion.frequency * s + motion.phase);
  }
  const braking = Math.min(1, (t - crossing) / (RACE_DURATION_MS - crossing));
  const eased = 1 - (1 - braking) * (1 - braking);
  return 1 + (restingProgress(motion.place) - 1) * eased;
}

/**
 * The running order at a moment: cars over the line in their crossing order, then the rest by
 * how far they have come. Answers the cars, leader first.
 */
export function livePositions(motions: readonly CarMotion[], elapsedMs: number): number[] {
  return motions
    .map((motion) => ({ motion, progress: carProgress(motion, elapsedMs), crossed: elapsedMs >= crossingMs(motion.place) }))
    .sort((a, b) => {
      if (a.crossed && b.crossed) return a.motion.place - b.motion.place;
      if (a.crossed !== b.crossed) return a.crossed ? -1 : 1;
      return b.progress - a.progress || a.motion.place - b.motion.place;
    })
    .map((entry) => entry.motion.car);
}
