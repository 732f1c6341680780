import { describe, expect, it } from 'vitest';
import { localNoon, position, proceed } from '../finance-test-data';
import { dayFromToday } from './dates';
import { hasValues, tierSeries } from './chart-data';

const A = position({ id: '11111111-1111-4111-8111-111111111111', principal: '123456.78' });
const OTHER = position({ id: '22222222-2222-4222-8222-222222222222', tierId: 2 });

describe('tierSeries', () => {
  it('sums a tier’s proceeds per calendar day and leaves days without any empty', () => {
    const series = tierSeries(
      {
        positions: [A, OTHER],
        proceeds: {
          complete: true,
          list: [
            proceed(A.id, 2, '185.18', localNoon(0)),
            proceed(OTHER.id, 9, '150.00', localNoon(0)),
            proceed(A.id, 1, '185.18', localNoon(-3)),
          ],
        },
      },
      1,
      7,
      dayFromToday(0),
      2,
    );
    expect(series.proceeds.map((point) => point.value)).toEqual([
      null,
      null,
      null,
      18_518,
      null,
      null,
      18_518,
    ]);
    // 185.18 / 123,456.78 × 365 = 54.749…% → 5,474 bp (rounded down).
    expect(series.annualised.at(-1)?.value).toBe(5_474);
    expect(series.partial).toBe(false);
  });

  it('counts a catch-up day of several accruals against the principal once per accrual', () => {
    const series = tierSeries(
      {
        positions: [position({ id: A.id, principal: '100000.00' })],
        proceeds: {
          complete: true,
          list: [proceed(A.id, 2, '150.00', localNoon(0)), proceed(A.id, 1, '150.00', localNoon(0))],
        },
      },
      1,
      7,
      dayFromToday(0),
      2,
    );
    expect(series.proceeds.at(-1)?.value).toBe(30_000);
    expect(series.annualised.at(-1)?.value).toBe(5_475);
  });

  it('has no values without proceeds, and marks a read that stopped at its bound as partial', () => {
    const empty = tierSeries(
      { positions: [A], proceeds: { complete: true, list: [] } },
      1,
      7,
      dayFromToday(0),
      2,
    );
    expect(hasValues(empty.proceeds)).toBe(false);

    const partial = tierSeries(
      {
        positions: [A],
        proceeds: {
          complete: false,
          list: [proceed(A.id, 3, '185.18', localNoon(0)), proceed(A.id, 2, '185.18', localNoon(-1))],
        },
      },
      1,
      7,
      dayFromToday(0),
      2,
    );
    // The oldest day read may be missing rows: it is left out rather than shown too low.
    expect(partial.proceeds.map((point) => point.value)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      18_518,
    ]);
    expect(partial.partial).toBe(true);
  });
});
