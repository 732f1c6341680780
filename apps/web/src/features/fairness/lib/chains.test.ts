import type { FairChain } from '@fairround/shared';
import { describe, expect, it } from 'vitest';
import { liveChains } from './chains';

const chain = (roomType: number, sequence: number, used: number, length = 100): FairChain => ({
  roomType,
  id: `t${roomType}-s${sequence}`,
  sequence,
  length,
  terminatingHash: `${roomType}${sequence}`.padEnd(64, 'a'),
  salt: `${roomType}${sequence}`.padEnd(32, 'b'),
  publishedAt: Date.UTC(2026, 10, 22) + sequence,
  used,
});

describe('liveChains', () => {
  it('picks per room type the oldest chain with rounds left, with what is left of it', () => {
    const live = liveChains([chain(1, 1, 100), chain(1, 2, 40), chain(1, 3, 0)]);
    expect(live).toHaveLength(1);
    expect(live[0]!.chain.id).toBe('t1-s2');
    expect(live[0]!.left).toBe(60);
  });

  it('names the chain already published after the live one, or null when none is yet', () => {
    const [withNext, withoutNext] = liveChains([
      chain(1, 2, 99),
      chain(1, 4, 0),
      chain(1, 3, 0),
      chain(4, 1, 7),
    ]);
    expect(withNext!.next?.id).toBe('t1-s3');
    expect(withoutNext!.chain.id).toBe('t4-s1');
    expect(withoutNext!.next).toBeNull();
  });

  it('orders room types ascending whatever order the answer came in', () => {
    const live = liveChains([chain(16, 1, 0), chain(4, 1, 0), chain(15, 1, 0), chain(1, 1, 0)]);
    expect(live.map((entry) => entry.chain.roomType)).toEqual([1, 4, 15, 16]);
  });

  it('leaves out a room type whose chains are all used up, and answers nothing for no chains', () => {
    expect(liveChains([chain(1, 1, 100), chain(4, 1, 3)]).map((entry) => entry.chain.roomType)).toEqual([4]);
    expect(liveChains([])).toEqual([]);
  });

  it('does not reorder the answer it was given', () => {
    const answer = [chain(4, 1, 0), chain(1, 1, 0)];
    liveChains(answer);
    expect(answer.map((entry) => entry.roomType)).toEqual([4, 1]);
  });
});
