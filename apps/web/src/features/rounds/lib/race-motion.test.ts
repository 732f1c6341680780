import { describe, expect, it } from 'vitest';
import {
  carProgress,
  crossingMs,
  livePositions,
  RACE_DURATION_MS,
  raceMotions,
  restingProgress,
} from './race-motion';

const ORDER = [7, 3, 10, 1, 5, 2, 9, 4, 8, 6];

describe('race motion', () => {
  it('moves every car forward only, and reaches the line exactly at its crossing time', () => {
    for (const seqno of ['20261126-0001', '20261126-0002', '20261126-0417']) {
      for (const motion of raceMotions(seqno, ORDER)) {
        let previous = -1;
        const wrong: number[] = [];
        for (let t = 0; t <= RACE_DURATION_MS; t += 8) {
          const progress = carProgress(motion, t);
          const early = t < crossingMs(motion.place) && progress >= 1;
          if (progress < previous - 1e-12 || early) wrong.push(t);
          previous = progress;
        }
        expect(wrong).toEqual([]);
        expect(carProgress(motion, 0)).toBe(0);
        expect(carProgress(motion, crossingMs(motion.place))).toBeCloseTo(1, 12);
        expect(carProgress(motion, RACE_DURATION_MS)).toBeCloseTo(restingProgress(motion.place), 12);
      }
    }
  });

  it('ends in the drawn order, after overtakes on the way', () => {
    let reshuffled = 0;
    for (const seqno of ['20261126-0001', '20261126-0002', '20261126-0003']) {
      const motions = raceMotions(seqno, ORDER);
      expect(livePositions(motions, RACE_DURATION_MS)).toEqual(ORDER);
      if (livePositions(motions, RACE_DURATION_MS / 3).join() !== ORDER.join()) reshuffled += 1;
    }
    expect(reshuffled).toBeGreaterThan(0);
  });

  it('rests the champion furthest past the line', () => {
    expect(restingProgress(0)).toBeGreaterThan(restingProgress(1));
    expect(restingProgress(9)).toBeGreaterThan(1);
  });
});
