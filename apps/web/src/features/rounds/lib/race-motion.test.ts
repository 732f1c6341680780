import { describe, expect, it } from 'vitest';
import {
  carProgress,
  finishProgress,
  livePositions,
  RACE_CHAMPION_MS,
  RACE_DURATION_MS,
  raceMotions,
  restingProgress,
} from './race-motion';

const ORDER = [7, 3, 10, 1, 5, 2, 9, 4, 8, 6];

describe('race motion', () => {
  it('moves every car forward only; only the champion reaches the line, exactly at the finish', () => {
    for (const seqno of ['20261126-0001', '20261126-0002', '20261126-0417']) {
      for (const motion of raceMotions(seqno, ORDER)) {
        let previous = -1;
        const wrong: number[] = [];
        for (let t = 0; t <= RACE_DURATION_MS; t += 8) {
          const progress = carProgress(motion, t);
          const early = t < RACE_CHAMPION_MS && progress >= 1;
          const over = motion.place > 0 && progress >= 1;
          if (progress < previous - 1e-12 || early || over) wrong.push(t);
          previous = progress;
        }
        expect(wrong).toEqual([]);
        expect(carProgress(motion, 0)).toBe(0);
        expect(carProgress(motion, RACE_CHAMPION_MS)).toBeCloseTo(finishProgress(motion.place), 12);
        expect(carProgress(motion, RACE_DURATION_MS)).toBeCloseTo(restingProgress(motion.place), 12);
      }
    }
  });

  it('ends in the drawn order, after overtakes on the way', () => {
    let reshuffled = 0;
    for (const seqno of ['20261126-0001', '20261126-0002', '20261126-0003']) {
      const motions = raceMotions(seqno, ORDER);
      expect(livePositions(motions, RACE_CHAMPION_MS)).toEqual(ORDER);
      expect(livePositions(motions, RACE_DURATION_MS)).toEqual(ORDER);
      if (livePositions(motions, RACE_DURATION_MS / 3).join() !== ORDER.join()) reshuffled += 1;
    }
    expect(reshuffled).toBeGreaterThan(0);
  });

  it('places the cars by finishing position at the end, not all on the line', () => {
    const resting = ORDER.map((_, place) => restingProgress(place));
    // Champion just past the line, everyone else behind it, each place visibly behind the last.
    expect(resting[0]).toBeGreaterThan(1);
    for (let place = 1; place < ORDER.length; place += 1) {
      expect(resting[place]!).toBeLessThan(1);
      expect(resting[place - 1]! - resting[place]!).toBeGreaterThan(0.03);
    }
    // The last car is clearly back from the line (about a third of the track on a phone).
    expect(1 - resting[9]!).toBeGreaterThan(0.3);
  });
});
