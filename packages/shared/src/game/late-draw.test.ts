import { describe, expect, it } from 'vitest';
import { LATE_DRAW_MS, lateDrawSeconds } from './late-draw.js';

describe('late draws (issue #25)', () => {
  const drawsAt = new Date('2026-12-03T08:00:00Z');
  it('is null on time, within the engine’s tick, and before the draw', () => {
    expect(lateDrawSeconds(drawsAt, null)).toBeNull();
    expect(lateDrawSeconds(drawsAt, new Date(drawsAt.getTime() + 1_200))).toBeNull();
    expect(lateDrawSeconds(drawsAt, new Date(drawsAt.getTime() + LATE_DRAW_MS))).toBeNull();
  });
  it('names whole seconds once past the threshold', () => {
    expect(lateDrawSeconds(drawsAt, new Date(drawsAt.getTime() + LATE_DRAW_MS + 1))).toBe(10);
    expect(lateDrawSeconds(drawsAt.getTime(), drawsAt.getTime() + 95_400)).toBe(95);
  });
});
