import { describe, expect, it } from 'vitest';
import { computeRoundResult, type RoundResult } from '../fairness/fairness.js';
import {
  allOutcomes,
  DIGIT_OPTION_KEYS,
  defaultRates,
  optionProbabilities,
  optionWins,
  payoutMinor,
  RACE_OPTION_KEYS,
  rtpWithin,
  winningOptions,
} from './game-rules.js';

/** Every (a, b, c) 0–9: the 1000 equally likely digit outcomes, enumerated independently here. */
function digitOutcomes(): { nums: [number, number, number]; sum: number }[] {
  const outcomes: { nums: [number, number, number]; sum: number }[] = [];
  for (let n = 0; n < 1000; n += 1) {
    const nums: [number, number, number] = [Math.floor(n / 100), Math.floor(n / 10) % 10, n % 10];
    outcomes.push({ nums, sum: nums[0] + nums[1] + nums[2] });
  }
  return outcomes;
}

/** PRODUCT.md §6 conditions, written out again from the spec rather than imported. */
const SPEC_DIGIT_RULES: ((nums: number[], sum: number) => boolean)[] = [
  (_, sum) => sum >= 14 && sum <= 27,
  (_, sum) => sum >= 0 && sum <= 13,
  (_, sum) => sum % 2 === 1,
  (_, sum) => sum % 2 === 0,
  (_, sum) => sum >= 14 && sum % 2 === 1,
  (_, sum) => sum <= 13 && sum % 2 === 1,
  (_, sum) => sum >= 14 && sum % 2 === 0,
  (_, sum) => sum <= 13 && sum % 2 === 0,
  (_, sum) => sum >= 22,
  (_, sum) => sum <= 5,
  (nums) => nums[0] === nums[1] && nums[1] === nums[2],
];

/** Exact win counts out of 1000 (PRODUCT.md: 0.5, 0.231 / 0.269, 0.056, 0.01). */
const DIGIT_WIN_COUNTS = [500, 500, 500, 500, 231, 269, 269, 231, 56, 56, 10];

describe('digit rules, all 1000 outcomes × 11 options', () => {
  it('each option wins exactly by its published condition', () => {
    const outcomes = digitOutcomes();
    for (const { nums, sum } of outcomes) {
      const result: RoundResult = { kind: 'digits', nums, sum };
      for (let option = 0; option < DIGIT_OPTION_KEYS.length; option += 1) {
        expect(optionWins(option, result), `${nums.join('')} option ${option}`).toBe(SPEC_DIGIT_RULES[option]!(nums, sum));
      }
      expect(winningOptions(result)).toEqual(SPEC_DIGIT_RULES.flatMap((rule, option) => (rule(nums, sum) ? [option] : [])));
    }
  });

  it('has the exact probabilities of PRODUCT.md §6, with no hidden 13/14 rule', () => {
    const counts = DIGIT_OPTION_KEYS.map((_, option) => digitOutcomes().filter(({ nums, sum }) => optionWins(option, { kind: 'digits', nums, sum })).length);
    expect(counts).toEqual(DIGIT_WIN_COUNTS);
    expect(optionProbabilities(1).map((p) => [p.wins, p.outcomes])).toEqual(DIGIT_WIN_COUNTS.map((wins) => [wins, 1000]));
    expect(allOutcomes(4)).toHaveLength(1000);
    // Sums 13 and 14 are plain small and big.
    expect(winningOptions({ kind: 'digits', nums: [4, 4, 5], sum: 13 })).toEqual([1, 2, 5]);
    expect(winningOptions({ kind: 'digits', nums: [4, 5, 5], sum: 14 })).toEqual([0, 3, 6]);
  });

  it('default odds stay within 99 % RTP for every option', () => {
    const rates = defaultRates(1);
    optionProbabilities(1).forEach((p, option) => expect(rtpWithin(p, rates[option]!, 9_900)).toBe(true));
    expect(rates.slice(0, 4)).toEqual([19_800, 19_800, 19_800, 19_800]);
  });
});

/** Every finishing order of 10 cars is too many (10!); each champion is equally likely, so all 10 × 4. */
describe('race rules, all champions × 4 options', () => {
  it('big 6–10, small 1–5, odd, even on the champion; 0.5 each', () => {
    const wins = [0, 0, 0, 0];
    for (let champion = 1; champion <= 10; champion += 1) {
      const rest = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((car) => car !== champion);
      const result: RoundResult = { kind: 'race', order: [champion, ...rest] };
      const expected = [champion >= 6, champion <= 5, champion % 2 === 1, champion % 2 === 0];
      RACE_OPTION_KEYS.forEach((_, option) => {
        expect(optionWins(option, result)).toBe(expected[option]);
        if (expected[option]) wins[option]! += 1;
      });
      // Only the champion matters: the rest of the order reversed changes nothing.
      const reversed: RoundResult = { kind: 'race', order: [champion, ...rest.reverse()] };
      expect(winningOptions(reversed)).toEqual(winningOptions(result));
    }
    expect(wins).toEqual([5, 5, 5, 5]);
    expect(optionProbabilities(16).map((p) => p.wins / p.outcomes)).toEqual([0.5, 0.5, 0.5, 0.5]);
  });
});

describe('payouts', () => {
  it('pays floor(stake × odds) including the stake, exactly for large stakes', () => {
    expect(payoutMinor(1_000, 19_800)).toBe(1_980);
    expect(payoutMinor(333, 19_800)).toBe(659);
    expect(payoutMinor(2 ** 50, 19_800)).toBe(Number((2n ** 50n * 19_800n) / 10_000n));
  });
});

describe('drawn outcomes', () => {
  it('are uniform: chi-square over 20 000 digit draws of one seed stays within the 99.9 % bound', async () => {
    const seed = 'a'.repeat(64);
    const counts = new Array<number>(10).fill(0);
    const draws = 20_000;
    for (let i = 0; i < draws / 3; i += 1) {
      const result = await computeRoundResult({ seed, roomType: 1, seqno: `s${i}`, salt: 'chi' });
      if (result.kind === 'digits') for (const digit of result.nums) counts[digit]! += 1;
    }
    const total = counts.reduce((a, b) => a + b, 0);
    const expected = total / 10;
    const chi = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    // 9 degrees of freedom: P(χ² > 27.88) = 0.001.
    expect(chi).toBeLessThan(27.88);
  });
});
