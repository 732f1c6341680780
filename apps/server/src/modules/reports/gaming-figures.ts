import { formatMoney, ODDS_SCALE, optionProbabilities, type GamingFigures } from '@fairround/shared';
import type { LineGroupRow, RoomDayRow } from './reports.queries.js';

/**
 * Settled-bet figures of any slice (a room, a game, a day, everything): stakes and payouts summed,
 * GGR = stakes − payouts, and the RTPs. The theoretical RTP is exact: Σ line amount × P(win) ×
 * odds, kept as a fraction of big integers until it is cut to two decimals of a percent.
 */
export type GamingTally = { stakes: number; payouts: number; orders: number; lines: number; expected: Fraction };

type Fraction = { numerator: bigint; denominator: bigint };

const ZERO: Fraction = { numerator: 0n, denominator: 1n };

function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [a < 0n ? -a : a, b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x === 0n ? 1n : x;
}

function addFractions(a: Fraction, b: Fraction): Fraction {
  const numerator = a.numerator * b.denominator + b.numerator * a.denominator;
  const denominator = a.denominator * b.denominator;
  const divisor = gcd(numerator, denominator);
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

export const emptyTally = (): GamingTally => ({ stakes: 0, payouts: 0, orders: 0, lines: 0, expected: ZERO });

export function addRoomRow(tally: GamingTally, row: Pick<RoomDayRow, 'stakes' | 'payouts' | 'orders'>): void {
  tally.stakes += row.stakes;
  tally.payouts += row.payouts;
  tally.orders += row.orders;
}

/** Adds a group of lines: their expected payback is amount × odds × wins ÷ (outcomes × scale). */
export function addLineRow(tally: GamingTally, row: Pick<LineGroupRow, 'roomType' | 'option' | 'odds' | 'amount' | 'lines'>): void {
  const probability = optionProbabilities(row.roomType)[row.option];
  if (!probability) throw new Error(`room type ${row.roomType} has no option ${row.option}`);
  tally.lines += row.lines;
  tally.expected = addFractions(tally.expected, {
    numerator: BigInt(row.amount) * BigInt(row.odds) * BigInt(probability.wins),
    denominator: BigInt(probability.outcomes) * BigInt(ODDS_SCALE),
  });
}

/** Hundredths of a percent of `part / whole`, truncated toward zero, as "-1.25"; null when whole is 0. */
export function percentText(part: Fraction, whole: number): string | null {
  if (whole === 0) return null;
  const basisPoints = (part.numerator * 10_000n) / (part.denominator * BigInt(whole));
  const negative = basisPoints < 0n;
  const magnitude = negative ? -basisPoints : basisPoints;
  const text = `${magnitude / 100n}.${String(magnitude % 100n).padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

const whole = (minor: number): Fraction => ({ numerator: BigInt(minor), denominator: 1n });

export function figuresOf(tally: GamingTally, minorDigits: number): GamingFigures {
  const ggr = tally.stakes - tally.payouts;
  return {
    stakes: formatMoney(tally.stakes, minorDigits),
    payouts: formatMoney(tally.payouts, minorDigits),
    ggr: formatMoney(ggr, minorDigits),
    marginPercent: percentText(whole(ggr), tally.stakes),
    actualRtpPercent: percentText(whole(tally.payouts), tally.stakes),
    theoreticalRtpPercent: percentText(tally.expected, tally.stakes),
    orders: tally.orders,
    lines: tally.lines,
  };
}

/** Tallies rows into groups by a key (room, game, day…), creating each group on first sight. */
export function tallyBy<K>(
  rooms: RoomDayRow[],
  lines: LineGroupRow[],
  keyOfRoom: (row: RoomDayRow) => K,
  keyOfLine: (row: LineGroupRow) => K,
): Map<K, GamingTally> {
  const tallies = new Map<K, GamingTally>();
  const tallyOf = (key: K) => {
    let tally = tallies.get(key);
    if (!tally) tallies.set(key, (tally = emptyTally()));
    return tally;
  };
  for (const row of rooms) addRoomRow(tallyOf(keyOfRoom(row)), row);
  for (const row of lines) addLineRow(tallyOf(keyOfLine(row)), row);
  return tallies;
}
