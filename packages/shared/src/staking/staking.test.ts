import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '../i18n/languages.js';
import { MAX_MINOR_UNITS } from '../money/money.js';
import {
  accrualDueAt,
  annualisedRateBps,
  dailyInterestMinor,
  DAY_MS,
  daysDue,
  defaultStakingLimits,
  defaultStakingTiers,
  formatRateBps,
  interestOfDay,
  interestPaidAfter,
  maturityOf,
  MAX_DAILY_RATE_BPS,
  MAX_PERIOD_DAYS,
  MAX_STAKE_MINOR,
  maxPrincipalWithin,
  periodRateBps,
  remainingInterestMinor,
  stakingExample,
  totalInterestMinor,
  type StakingTerms,
} from './staking-rules.js';
import { STAKING_RULES_TEXTS } from './staking-texts.js';

const terms = (principalMinor: number, dailyRateBps: number, periodDays: number): StakingTerms => ({
  principalMinor,
  dailyRateBps,
  periodDays,
});

const sumOfDays = (position: StakingTerms) => {
  let sum = 0;
  for (let day = 1; day <= position.periodDays; day += 1) sum += interestOfDay(position, day);
  return sum;
};

/** Any terms the console can set, with any principal up to the largest one it may allow. */
const anyTerms = fc.record({
  principalMinor: fc.integer({ min: 1, max: MAX_STAKE_MINOR }),
  dailyRateBps: fc.integer({ min: 1, max: MAX_DAILY_RATE_BPS }),
  periodDays: fc.integer({ min: 1, max: MAX_PERIOD_DAYS }),
});

describe('the default tiers', () => {
  it('are realistic savings: small minimums, a few per cent a year, scaled to minor units', () => {
    expect(
      defaultStakingTiers(2).map((tier) => [
        tier.id,
        tier.minAmountMinor,
        tier.dailyRateBps,
        tier.periodDays,
      ]),
    ).toEqual([
      [1, 5_000, 1, 7],
      [2, 5_000, 1, 30],
      [3, 10_000, 1, 90],
      [4, 50_000, 2, 180],
    ]);
    expect(defaultStakingLimits(2)).toEqual({ minMinor: 1_000, maxMinor: 1_000_000 });
    expect(defaultStakingLimits(0)).toEqual({ minMinor: 10, maxMinor: 10_000 });
    for (const tier of defaultStakingTiers(2)) {
      // Never more than a few per cent a year, never a minimum a saver could not reach.
      expect(annualisedRateBps(tier.dailyRateBps)).toBeLessThanOrEqual(800);
      expect(tier.minAmountMinor).toBeLessThanOrEqual(defaultStakingLimits(2).maxMinor);
    }
  });

  it('pay what they say over the period (+0.07 %, +0.30 %, +0.90 %, +3.60 %)', () => {
    expect(
      defaultStakingTiers(2).map((tier) => formatRateBps(periodRateBps(tier.dailyRateBps, tier.periodDays))),
    ).toEqual(['0.07', '0.30', '0.90', '3.60']);
    expect(defaultStakingTiers(2).map((tier) => formatRateBps(annualisedRateBps(tier.dailyRateBps)))).toEqual(
      ['3.65', '3.65', '3.65', '7.30'],
    );
  });

  it('have a label in every language', () => {
    for (const tier of defaultStakingTiers(2)) {
      for (const label of Object.values(tier.labels)) expect(label.trim()).not.toBe('');
    }
  });
});

describe('the worked example', () => {
  it('is $100 (or the minimum when higher) for the whole period, with the interest the accrual pays', () => {
    // $100 at 1 bp a day for 30 days: 0.01 a day, 0.30 in all.
    expect(stakingExample({ minimumMinor: 5_000, dailyRateBps: 1, periodDays: 30 }, 2)).toEqual({
      principalMinor: 10_000,
      interestMinor: 30,
    });
    // A minimum above $100 is the example's amount: $500 at 2 bp for 180 days = $18.00.
    expect(stakingExample({ minimumMinor: 50_000, dailyRateBps: 2, periodDays: 180 }, 2)).toEqual({
      principalMinor: 50_000,
      interestMinor: 1_800,
    });
    // Rounded down once, like a position: $100.00 at 3 bp for 7 days = 0.21; no decimals: 100 → 0.
    expect(stakingExample({ minimumMinor: 1, dailyRateBps: 3, periodDays: 7 }, 2).interestMinor).toBe(21);
    expect(stakingExample({ minimumMinor: 1, dailyRateBps: 3, periodDays: 7 }, 0)).toEqual({
      principalMinor: 100,
      interestMinor: 0,
    });
  });

  it('equals the sum of the days a position of that amount is paid', () => {
    fc.assert(
      fc.property(anyTerms, fc.integer({ min: 0, max: 3 }), (any, digits) => {
        const example = stakingExample(
          { minimumMinor: any.principalMinor, dailyRateBps: any.dailyRateBps, periodDays: any.periodDays },
          digits,
        );
        const position = terms(example.principalMinor, any.dailyRateBps, any.periodDays);
        expect(example.interestMinor).toBe(sumOfDays(position));
      }),
      { numRuns: 50 },
    );
  });
});

describe('interest', () => {
  it('rounds each day down and pays the remainder on the last day', () => {
    // 1,000.01 at 0.15 %/day for 15 days: 1.500015 a day → 1.50 a day, 22.500225 in all → 22.50.
    const position = terms(100_001, 15, 15);
    expect(dailyInterestMinor(100_001, 15)).toBe(150);
    expect(totalInterestMinor(position)).toBe(2_250);
    expect(interestOfDay(position, 1)).toBe(150);
    expect(interestOfDay(position, 14)).toBe(150);
    expect(interestOfDay(position, 15)).toBe(150);
    // 333.33 at 0.30 % for 30 days: 0.99999 a day → 0.99; 29.9997 in all → 29.99, last day 1.28.
    const odd = terms(33_333, 30, 30);
    expect(interestOfDay(odd, 1)).toBe(99);
    expect(totalInterestMinor(odd)).toBe(2_999);
    expect(interestOfDay(odd, 30)).toBe(2_999 - 29 * 99);
    expect(sumOfDays(odd)).toBe(2_999);
  });

  it('pays exactly ⌊principal × rate × days⌋ over the period, for any terms', () => {
    fc.assert(
      fc.property(anyTerms, (position) => {
        const expected =
          (BigInt(position.principalMinor) * BigInt(position.dailyRateBps) * BigInt(position.periodDays)) /
          10_000n;
        expect(BigInt(totalInterestMinor(position))).toBe(expected);
        if (position.periodDays <= 60) expect(sumOfDays(position)).toBe(totalInterestMinor(position));
      }),
      { numRuns: 2_000 },
    );
  });

  it('never pays the last day less than a day, nor more than a day + period − 1 units', () => {
    fc.assert(
      fc.property(anyTerms, (position) => {
        const daily = dailyInterestMinor(position.principalMinor, position.dailyRateBps);
        const last = interestOfDay(position, position.periodDays);
        expect(last).toBeGreaterThanOrEqual(daily);
        expect(last).toBeLessThanOrEqual(daily + position.periodDays - 1);
      }),
      { numRuns: 2_000 },
    );
  });

  it('keeps paid + remaining = total after every day, and remaining falls to 0 at maturity', () => {
    fc.assert(
      fc.property(anyTerms, fc.integer({ min: 0, max: MAX_PERIOD_DAYS + 5 }), (position, daysPaid) => {
        const total = totalInterestMinor(position);
        expect(interestPaidAfter(position, daysPaid) + remainingInterestMinor(position, daysPaid)).toBe(
          total,
        );
        if (daysPaid >= position.periodDays) expect(remainingInterestMinor(position, daysPaid)).toBe(0);
        if (daysPaid === 0) expect(remainingInterestMinor(position, 0)).toBe(total);
      }),
      { numRuns: 2_000 },
    );
  });

  it('agrees day by day with the running sum of interestOfDay (every day of every period up to 60)', () => {
    for (const [principal, rate] of [
      [10_000_000, 15],
      [33_333, 30],
      [1, 1],
      [99_999_999, 130],
    ] as const) {
      for (let period = 1; period <= 60; period += 1) {
        const position = terms(principal, rate, period);
        let running = 0;
        for (let day = 1; day <= period; day += 1) {
          running += interestOfDay(position, day);
          expect(interestPaidAfter(position, day)).toBe(running);
        }
        expect(running).toBe(totalInterestMinor(position));
      }
    }
  });

  it('refuses days outside the period', () => {
    const position = terms(10_000, 15, 15);
    expect(() => interestOfDay(position, 0)).toThrow(RangeError);
    expect(() => interestOfDay(position, 16)).toThrow(RangeError);
    expect(() => interestOfDay(position, 1.5)).toThrow(RangeError);
  });

  it('stays exact where a float product would not (the largest stake at the highest terms)', () => {
    const position = terms(MAX_STAKE_MINOR, MAX_DAILY_RATE_BPS, MAX_PERIOD_DAYS);
    expect(BigInt(totalInterestMinor(position))).toBe(BigInt(MAX_STAKE_MINOR) * 365n);
    expect(totalInterestMinor(position)).toBeLessThan(MAX_MINOR_UNITS);
    expect(sumOfDays(position)).toBe(totalInterestMinor(position));
  });

  it('refuses terms whose interest would leave the safe money range', () => {
    expect(() => totalInterestMinor(terms(MAX_MINOR_UNITS - 1, MAX_DAILY_RATE_BPS, MAX_PERIOD_DAYS))).toThrow(
      RangeError,
    );
  });
});

describe('reserve capacity', () => {
  it('is the largest principal whose total interest fits the headroom', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.integer({ min: 1, max: MAX_DAILY_RATE_BPS }),
        fc.integer({ min: 1, max: MAX_PERIOD_DAYS }),
        (headroom, rate, days) => {
          const principal = maxPrincipalWithin(headroom, rate, days);
          expect(totalInterestMinor(terms(principal, rate, days))).toBeLessThanOrEqual(headroom);
          if (principal < MAX_MINOR_UNITS - 1) {
            expect(totalInterestMinor(terms(principal + 1, rate, days))).toBeGreaterThan(headroom);
          }
        },
      ),
      { numRuns: 3_000 },
    );
  });

  it('is 0 for a negative headroom and capped below the money range', () => {
    expect(maxPrincipalWithin(-1, 15, 15)).toBe(0);
    expect(maxPrincipalWithin(MAX_MINOR_UNITS - 1, 1, 1)).toBe(MAX_MINOR_UNITS - 1);
    // 2,250.00 of headroom backs exactly 100,000.00 in the first tier (and 100,000.44 still rounds down to it).
    expect(maxPrincipalWithin(225_000, 15, 15)).toBe(10_000_044);
  });
});

describe('days', () => {
  const opened = new Date('2026-03-01T10:00:00Z');

  it('counts whole 24-hour days since opening, at most the period', () => {
    expect(daysDue(opened, opened, 15)).toBe(0);
    expect(daysDue(opened, new Date(opened.getTime() + DAY_MS - 1), 15)).toBe(0);
    expect(daysDue(opened, new Date(opened.getTime() + DAY_MS), 15)).toBe(1);
    expect(daysDue(opened, new Date(opened.getTime() + 3.5 * DAY_MS), 15)).toBe(3);
    expect(daysDue(opened, new Date(opened.getTime() + 400 * DAY_MS), 15)).toBe(15);
    expect(daysDue(opened, new Date(opened.getTime() - DAY_MS), 15)).toBe(0);
  });

  it('puts day n at n × 24 h and the maturity on the last day', () => {
    expect(accrualDueAt(opened, 1).toISOString()).toBe('2026-03-02T10:00:00.000Z');
    expect(maturityOf(opened, 15).toISOString()).toBe('2026-03-16T10:00:00.000Z');
  });
});

describe('rates', () => {
  it('format basis points as percents and annualise daily × 365', () => {
    expect(formatRateBps(15)).toBe('0.15');
    expect(formatRateBps(130)).toBe('1.30');
    expect(formatRateBps(annualisedRateBps(15))).toBe('54.75');
    expect(formatRateBps(annualisedRateBps(130))).toBe('474.50');
  });
});

describe('rules texts', () => {
  it.each(UI_LANGUAGES)('%s states every rule and the risk notice', (language) => {
    const texts = STAKING_RULES_TEXTS[language];
    expect(texts.rules).toHaveLength(STAKING_RULES_TEXTS['en-US'].rules.length);
    for (const line of texts.rules) expect(line.trim()).not.toBe('');
    expect(texts.riskNotice.trim()).not.toBe('');
  });
});
