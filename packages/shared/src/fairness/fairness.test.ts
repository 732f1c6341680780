import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  ByteReader,
  buildChain,
  computeRoundResult,
  drawDigits,
  drawRace,
  hashForward,
  hexToBytes,
  seedForRound,
  verifySeedAgainstChain,
} from './fairness.js';

type Vectors = {
  secretHex: string;
  L: number;
  terminatingHash: string;
  rounds: {
    n: number;
    seed: string;
    digitGame: { roomType: number; seqno: string; salt: string; result: { nums: number[]; sum: number } };
    raceGame: { roomType: number; seqno: string; salt: string; result: number[] };
  }[];
};

const vectorsPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'fairness-vectors.json');
const vectors = JSON.parse(fs.readFileSync(vectorsPath, 'utf8')) as Vectors;

describe('the published fairness vectors', () => {
  it('rebuild the chain and its terminating hash from the secret', async () => {
    const chain = await buildChain(hexToBytes(vectors.secretHex), vectors.L);
    expect(chain.at(-1)).toBe(vectors.terminatingHash);
    for (const round of vectors.rounds) expect(seedForRound(chain, round.n)).toBe(round.seed);
  });

  it.each(vectors.rounds)('round $n: the seed hashes forward n times to T', async (round) => {
    expect(await verifySeedAgainstChain(round.seed, round.n, vectors.terminatingHash)).toBe(true);
    expect(await verifySeedAgainstChain(round.seed, round.n + 1, vectors.terminatingHash)).toBe(false);
  });

  it.each(vectors.rounds)('round $n: digits and race results match', async (round) => {
    const digits = await computeRoundResult({ seed: round.seed, ...round.digitGame });
    expect(digits).toEqual({ kind: 'digits', ...round.digitGame.result });
    const race = await computeRoundResult({ seed: round.seed, ...round.raceGame });
    expect(race).toEqual({ kind: 'race', order: round.raceGame.result });
  });
});

describe('the chain', () => {
  it('links each seed to the previous round by one SHA-256', async () => {
    const chain = await buildChain(new Uint8Array([1, 2, 3]), 5);
    for (let n = 2; n <= 5; n += 1) {
      expect(await hashForward(seedForRound(chain, n), 1)).toBe(seedForRound(chain, n - 1));
    }
    expect(() => seedForRound(chain, 6)).toThrow(RangeError);
    expect(() => seedForRound(chain, 0)).toThrow(RangeError);
  });
});

describe('rejection sampling', () => {
  it('skips bytes at or above the largest multiple of n', () => {
    const reader = new ByteReader(new Uint8Array([250, 255, 7, 13]));
    expect(reader.below(10)).toBe(7);
    expect(reader.below(10)).toBe(3);
    expect(reader.below(10)).toBeUndefined();
  });

  it('accepts every byte when n divides 256', () => {
    expect(new ByteReader(new Uint8Array([255])).below(2)).toBe(1);
  });

  it('asks for more bytes instead of inventing them', () => {
    expect(drawDigits(new ByteReader(new Uint8Array([1, 2])))).toBeUndefined();
    expect(drawRace(new ByteReader(new Uint8Array([0, 0, 0])))).toBeUndefined();
  });

  it('draws a permutation of the ten cars', () => {
    const bytes = new Uint8Array(64).map((_, index) => (index * 37) % 256);
    const order = drawRace(new ByteReader(bytes));
    expect([...(order ?? [])].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});
