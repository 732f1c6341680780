/**
 * The motion of the race (PRODUCT §2): pure functions of the drawn finishing order and the time
 * since the start, so the animation only ever explains a result that already exists. Progress is
 * 0 on the start line and 1 on the finish line.
 *
 * The race is shown as a photo finish (issue #24): at `RACE_CHAMPION_MS` the champion's nose is on
 * the line and every other car is `RACE_FINISH_GAP` of the track behind the car placed before it,
 * so the field itself reads as the drawn order; then everyone brakes a little further and stops,
 * the champion just past the line, the last car furthest back. (Before, every car crossed and
 * came to rest on the line, whatever its place.) The wobble (a per-car sine, fixed by the round
 * number and the car) only makes cars overtake each other on the way; it stays small enough that
 * no car ever moves backwards and only the champion reaches the line.
 */
export const RACE_CHAMPION_MS = 4_200;
/** After the photo finish the field brakes to a stop for this long; then the result shows. */
export const RACE_SETTLE_MS = 700;
export const RACE_CARS = 10;
export const RACE_DURATION_MS = RACE_CHAMPION_MS + RACE_SETTLE_MS;
/** How far each place finishes behind the one before (a share of the track: ~10 px on a phone). */
export const RACE_FINISH_GAP = 0.04;
/** How far every car rolls on while braking (a share of the track): less than one place's gap. */
export const RACE_OVERRUN = 0.025;

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
    return {
      car,
      place,
      phase: ((h % 1000) / 1000) * 2 * Math.PI,
      frequency: 0.8 + ((h >>> 10) % 100) / 140,
    };
  });
}

/** Where the car at `place` is at the photo finish: the champion on the line, each next place behind. */
export function finishProgress(place: number): number {
  return 1 - place * RACE_FINISH_GAP;
}

/** Where a car rests after the race: in finishing order, the champion just past the line. */
export function restingProgress(place: number): number {
  return finishProgress(place) + RACE_OVERRUN;
}

/** Progress of one car `elapsedMs` after the start. */
export function carProgress(motion: CarMotion, elapsedMs: number): number {
  const t = Math.max(0, elapsedMs);
  const end = finishProgress(motion.place);
  if (t < RACE_CHAMPION_MS) {
    const s = (t / RACE_CHAMPION_MS) ** LAUNCH_POWER;
    return (
      end * s + WOBBLE * Math.sin(Math.PI * s) * Math.sin(2 * Math.PI * motion.frequency * s + motion.phase)
    );
  }
  const braking = Math.min(1, (t - RACE_CHAMPION_MS) / RACE_SETTLE_MS);
  const eased = 1 - (1 - braking) * (1 - braking);
  return end + (restingProgress(motion.place) - end) * eased;
}

/** The running order at a moment: the cars by how far they have come, leader first. */
export function livePositions(motions: readonly CarMotion[], elapsedMs: number): number[] {
  return motions
    .map((motion) => ({ motion, progress: carProgress(motion, elapsedMs) }))
    .sort((a, b) => b.progress - a.progress || a.motion.place - b.motion.place)
    .map((entry) => entry.motion.car);
}
