/**
 * Game rules (PRODUCT.md §6): the options of each room type, when each wins, its exact
 * probability and its RTP at given odds. Pure functions shared by the server (settlement), the
 * player app (rules sheet) and the console (RTP preview); tested exhaustively over every outcome.
 *
 * Odds are integers in ten-thousandths (`OddsE4`: 1.98 is 19 800), never floats. A winning
 * stake pays floor(stake × odds / 10 000) minor units, the stake included.
 */
import { DIGIT_ROOM_TYPES, RACE_ROOM_TYPE, type RoundResult } from '../fairness/fairness.js';

export const ROOM_TYPES = [...DIGIT_ROOM_TYPES, RACE_ROOM_TYPE] as const;
export type RoomType = (typeof ROOM_TYPES)[number];

export function isRoomType(value: unknown): value is RoomType {
  return typeof value === 'number' && (ROOM_TYPES as readonly number[]).includes(value);
}

export const isRaceRoomType = (roomType: number): boolean => roomType === RACE_ROOM_TYPE;

/** The 11 options of the digit room types, index = `rateN` (seed §3 order). */
export const DIGIT_OPTION_KEYS = [
  'big',
  'small',
  'odd',
  'even',
  'big_odd',
  'small_odd',
  'big_even',
  'small_even',
  'extreme_big',
  'extreme_small',
  'triple',
] as const;
/** The 4 options of the racing room type, on the champion (car in first place). */
export const RACE_OPTION_KEYS = ['big', 'small', 'odd', 'even'] as const;

export type DigitOptionKey = (typeof DIGIT_OPTION_KEYS)[number];
export type RaceOptionKey = (typeof RACE_OPTION_KEYS)[number];
export type OptionKey = DigitOptionKey | RaceOptionKey;

/** Most options one order may carry (seed §5). */
export const MAX_ORDER_OPTIONS = 9;

const isBig = (sum: number) => sum >= 14;
const isOdd = (n: number) => n % 2 === 1;

/** When each digit option wins, by the three digits. */
const DIGIT_WINS: Record<DigitOptionKey, (nums: readonly number[], sum: number) => boolean> = {
  big: (_nums, sum) => isBig(sum),
  small: (_nums, sum) => !isBig(sum),
  odd: (_nums, sum) => isOdd(sum),
  even: (_nums, sum) => !isOdd(sum),
  big_odd: (_nums, sum) => isBig(sum) && isOdd(sum),
  small_odd: (_nums, sum) => !isBig(sum) && isOdd(sum),
  big_even: (_nums, sum) => isBig(sum) && !isOdd(sum),
  small_even: (_nums, sum) => !isBig(sum) && !isOdd(sum),
  extreme_big: (_nums, sum) => sum >= 22,
  extreme_small: (_nums, sum) => sum <= 5,
  triple: (nums) => nums[0] === nums[1] && nums[1] === nums[2],
};

/** When each race option wins, by the champion (cars 1–10). */
const RACE_WINS: Record<RaceOptionKey, (champion: number) => boolean> = {
  big: (champion) => champion >= 6,
  small: (champion) => champion <= 5,
  odd: (champion) => isOdd(champion),
  even: (champion) => !isOdd(champion),
};

export function optionKeysOf(roomType: number): readonly OptionKey[] {
  return isRaceRoomType(roomType) ? RACE_OPTION_KEYS : DIGIT_OPTION_KEYS;
}

export function optionCount(roomType: number): number {
  return optionKeysOf(roomType).length;
}

/** Whether option `index` wins for a drawn result; throws for an index the room type lacks. */
export function optionWins(index: number, result: RoundResult): boolean {
  if (result.kind === 'race') {
    const key = RACE_OPTION_KEYS[index];
    if (key === undefined) throw new RangeError(`race option ${index}`);
    return RACE_WINS[key](result.order[0] as number);
  }
  const key = DIGIT_OPTION_KEYS[index];
  if (key === undefined) throw new RangeError(`digit option ${index}`);
  return DIGIT_WINS[key](result.nums, result.sum);
}

/** The indexes that win for a result, ascending. */
export function winningOptions(result: RoundResult): number[] {
  const count = result.kind === 'race' ? RACE_OPTION_KEYS.length : DIGIT_OPTION_KEYS.length;
  return Array.from({ length: count }, (_, index) => index).filter((index) => optionWins(index, result));
}

/** Every equally likely outcome of a room type: 1000 digit triples, or the 10 champions. */
export function allOutcomes(roomType: number): RoundResult[] {
  if (isRaceRoomType(roomType)) {
    // Only the champion decides an option; each car is champion in exactly 1/10 of all orders.
    return Array.from({ length: 10 }, (_, index) => {
      const champion = index + 1;
      const rest = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((car) => car !== champion);
      return { kind: 'race', order: [champion, ...rest] };
    });
  }
  const outcomes: RoundResult[] = [];
  for (let a = 0; a < 10; a += 1)
    for (let b = 0; b < 10; b += 1)
      for (let c = 0; c < 10; c += 1) outcomes.push({ kind: 'digits', nums: [a, b, c], sum: a + b + c });
  return outcomes;
}

/** An option's exact probability as winning outcomes over all outcomes. */
export type Probability = { wins: number; outcomes: number };

export function optionProbability(roomType: number, index: number): Probability {
  const outcomes = allOutcomes(roomType);
  return { wins: outcomes.filter((result) => optionWins(index, result)).length, outcomes: outcomes.length };
}

const probabilityCache = new Map<number, Probability[]>();

/** Every option's probability for a room type (computed once per type). */
export function optionProbabilities(roomType: number): Probability[] {
  const key = isRaceRoomType(roomType) ? RACE_ROOM_TYPE : 1;
  let cached = probabilityCache.get(key);
  if (!cached) {
    cached = optionKeysOf(roomType).map((_, index) => optionProbability(roomType, index));
    probabilityCache.set(key, cached);
  }
  return cached;
}

/** Odds in ten-thousandths: 1.98 → 19 800. */
export type OddsE4 = number;
export const ODDS_SCALE = 10_000;
/** The console refuses odds above this RTP unless configured otherwise (PRODUCT.md §6): 99 %. */
export const DEFAULT_MAX_RTP_BP = 9_900;
/** Largest odds a room may carry (1000.00), a sanity bound for input. */
export const MAX_ODDS_E4 = 1_000 * ODDS_SCALE;

/** RTP of one option in basis points (10 000 = 100 %), rounded down: P(win) × odds. */
export function rtpBasisPoints(probability: Probability, odds: OddsE4): number {
  return Math.floor((probability.wins * odds) / probability.outcomes);
}

/** Exact check that P(win) × odds ≤ max RTP, without rounding. */
export function rtpWithin(probability: Probability, odds: OddsE4, maxRtpBp: number): boolean {
  return probability.wins * odds <= maxRtpBp * probability.outcomes;
}

/** The highest odds with two decimals whose RTP stays within `maxRtpBp`. */
export function defaultOdds(probability: Probability, maxRtpBp = DEFAULT_MAX_RTP_BP): OddsE4 {
  const highest = Math.floor((maxRtpBp * probability.outcomes) / probability.wins);
  return Math.floor(highest / 100) * 100;
}

/** Default odds of every option of a room type. */
export function defaultRates(roomType: number, maxRtpBp = DEFAULT_MAX_RTP_BP): OddsE4[] {
  return optionProbabilities(roomType).map((probability) => defaultOdds(probability, maxRtpBp));
}

const ODDS_PATTERN = /^(\d{1,4})(?:\.(\d{1,4}))?$/;

/** Reads odds from the wire ("1.98", 1.98, "1.9800"); null when not a decimal with ≤ 4 places. */
export function parseOdds(input: unknown): OddsE4 | null {
  const text = typeof input === 'number' && Number.isFinite(input) ? String(input) : typeof input === 'string' ? input.trim() : null;
  if (text === null) return null;
  const match = ODDS_PATTERN.exec(text);
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  return Number(whole) * ODDS_SCALE + Number(fraction.padEnd(4, '0'));
}

/** Odds as shown and sent: at least two decimals, trailing zeros beyond them dropped ("1.98"). */
export function formatOdds(odds: OddsE4): string {
  const whole = Math.floor(odds / ODDS_SCALE);
  let fraction = String(odds % ODDS_SCALE).padStart(4, '0');
  while (fraction.length > 2 && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return `${whole}.${fraction}`;
}

/** Formats basis points as a percentage with two decimals: 9900 → "99.00". */
export function formatBasisPoints(bp: number): string {
  return `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;
}

/** What a winning stake pays back, stake included, in minor units (rounded down). */
export function payoutMinor(stakeMinor: number, odds: OddsE4): number {
  // BigInt: stake × odds can pass 2^53 before the division brings it back into range.
  return Number((BigInt(stakeMinor) * BigInt(odds)) / BigInt(ODDS_SCALE));
}
