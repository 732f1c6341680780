import { createHash, createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ByteReader, computeRoundResult, drawDigits, drawRace, type OutcomeInput } from './fairness.js';

/**
 * Issue #5: the outcomes are uniform. 10^6 rounds per game through the real draw functions
 * (`drawDigits`, `drawRace` over the HMAC byte stream), each tally checked with Pearson's
 * chi-square at significance 0.001. The seeds come from a SHA-256 chain of a fixed secret, so the
 * run is the same every time: it either always passes or always fails.
 *
 * The HMAC blocks are computed with the synchronous node:crypto here (Web Crypto's async calls
 * would take minutes for 2·10^6 rounds); the first rounds are checked against the public
 * `computeRoundResult` to prove the message format and block handling are identical.
 */
const ROUNDS = 1_000_000;
const CROSS_CHECKED_ROUNDS = 300;
const SECRET = 'fairround chi-square fixed secret';
const SALT = '5a17c0ffee5a17c0ffee5a17c0ffee00';
const DIGIT_ROOM_TYPE = 1;
const RACE_ROOM_TYPE = 16;

/** Critical values of the chi-square distribution for p = 0.001 (upper tail). */
const CRITICAL_P001 = {
  /** 10 cells (a digit 0–9, a champion 1–10) → 9 degrees of freedom. */
  df9: 27.877,
  /** 28 cells (sums 0–27) → 27 degrees of freedom. */
  df27: 55.476,
} as const;

/** The seeds of a chain: g0 = SHA-256(secret), then each the hex SHA-256 of the previous hex. */
function* seedChain(count: number): Generator<string> {
  let seed = createHash('sha256').update(SECRET).digest('hex');
  for (let i = 0; i < count; i += 1) {
    yield seed;
    seed = createHash('sha256').update(seed).digest('hex');
  }
}

const seqnoOf = (index: number) => `20261122-${String((index % 9999) + 1).padStart(4, '0')}`;

/** Outcome block `counter`: HMAC-SHA256(key = seed bytes, "<roomType>:<seqno>:<salt>:<counter>"). */
function outcomeBlock(input: OutcomeInput, counter: number): Buffer {
  const message = `${input.roomType}:${input.seqno}:${input.salt}:${counter}`;
  return createHmac('sha256', Buffer.from(input.seed, 'hex')).update(message).digest();
}

/** The same bytes as `drawWithOutcomeBytes`: blocks 0, 1, … until the draw has enough. */
function drawSync<T>(
  input: OutcomeInput,
  draw: (reader: ByteReader) => T | undefined,
  first = outcomeBlock(input, 0),
): T {
  let stream = first;
  for (let counter = 1; counter <= 64; counter += 1) {
    const result = draw(new ByteReader(stream));
    if (result !== undefined) return result;
    stream = Buffer.concat([stream, outcomeBlock(input, counter)]);
  }
  throw new Error('outcome bytes exhausted');
}

/** A reader with the classic modulo bias (b mod n, no rejection): what the test must catch. */
class BiasedReader {
  private offset = 0;
  constructor(private readonly bytes: Uint8Array) {}
  below(n: number): number | undefined {
    const byte = this.bytes[this.offset];
    this.offset += 1;
    return byte === undefined ? undefined : byte % n;
  }
}

/** Pearson's statistic Σ (observed − expected)² / expected. */
function chiSquare(observed: number[], probabilities: number[], total: number): number {
  return observed.reduce((sum, count, index) => {
    const expected = probabilities[index]! * total;
    return sum + (count - expected) ** 2 / expected;
  }, 0);
}

const uniform10 = Array.from({ length: 10 }, () => 0.1);

/** P(sum = s) for three independent uniform digits, by counting the 1000 triples. */
function exactSumProbabilities(): number[] {
  const ways = Array.from({ length: 28 }, () => 0);
  for (let a = 0; a < 10; a += 1)
    for (let b = 0; b < 10; b += 1) for (let c = 0; c < 10; c += 1) ways[a + b + c]! += 1;
  return ways.map((count) => count / 1000);
}

type Tallies = { positions: number[][]; sums: number[]; champions: number[]; biasedFirst: number[] };

/** One pass over the chain: both games per seed (as two room types would use it). */
function tallyRounds(): Tallies {
  const tallies: Tallies = {
    positions: [0, 1, 2].map(() => Array.from({ length: 10 }, () => 0)),
    sums: Array.from({ length: 28 }, () => 0),
    champions: Array.from({ length: 10 }, () => 0),
    biasedFirst: Array.from({ length: 10 }, () => 0),
  };
  let index = 0;
  for (const seed of seedChain(ROUNDS)) {
    const seqno = seqnoOf(index);
    index += 1;
    const digitsInput = { seed, roomType: DIGIT_ROOM_TYPE, seqno, salt: SALT };
    const first = outcomeBlock(digitsInput, 0);
    const { nums, sum } = drawSync(digitsInput, drawDigits, first);
    nums.forEach((digit, position) => (tallies.positions[position]![digit]! += 1));
    tallies.sums[sum]! += 1;
    // The same bytes through a biased reader, which the statistic must catch. It never rejects a
    // byte, so the first block always holds the three it reads.
    tallies.biasedFirst[drawDigits(new BiasedReader(first) as unknown as ByteReader)!.nums[0]]! += 1;
    const order = drawSync({ seed, roomType: RACE_ROOM_TYPE, seqno, salt: SALT }, drawRace);
    tallies.champions[order[0]! - 1]! += 1;
  }
  return tallies;
}

describe('outcome distribution over 10^6 rounds (chi-square, p = 0.001)', () => {
  let tallies: Tallies;

  beforeAll(() => {
    tallies = tallyRounds();
  }, 120_000);

  it('the synchronous stream here draws what computeRoundResult draws', async () => {
    let index = 0;
    for (const seed of seedChain(CROSS_CHECKED_ROUNDS)) {
      const seqno = seqnoOf(index);
      index += 1;
      const digits = { seed, roomType: DIGIT_ROOM_TYPE, seqno, salt: SALT };
      expect(await computeRoundResult(digits)).toEqual({ kind: 'digits', ...drawSync(digits, drawDigits) });
      const race = { seed, roomType: RACE_ROOM_TYPE, seqno, salt: SALT };
      expect(await computeRoundResult(race)).toEqual({ kind: 'race', order: drawSync(race, drawRace) });
    }
  });

  it('digits: each of the three positions is uniform over 0–9', () => {
    for (const [position, counts] of tallies.positions.entries()) {
      expect(chiSquare(counts, uniform10, ROUNDS), `digit ${position + 1}`).toBeLessThan(CRITICAL_P001.df9);
    }
  });

  it('digits: the sum follows the exact law of three uniform digits', () => {
    expect(chiSquare(tallies.sums, exactSumProbabilities(), ROUNDS)).toBeLessThan(CRITICAL_P001.df27);
  });

  it('race: the champion is uniform over cars 1–10', () => {
    expect(chiSquare(tallies.champions, uniform10, ROUNDS)).toBeLessThan(CRITICAL_P001.df9);
  });

  it('the same check fails for a below() with modulo bias', () => {
    // b mod 10 favours 0–5 by 26/256 against 25/256: far beyond the critical value at 10^6.
    expect(chiSquare(tallies.biasedFirst, uniform10, ROUNDS)).toBeGreaterThan(CRITICAL_P001.df9);
  });
});
