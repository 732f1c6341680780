import { describe, expect, it } from 'vitest';
import { MAX_MINOR_UNITS } from '../money/money.js';
import { netOutcome, netOutcomeOfAmounts } from './outcome.js';

describe('netOutcome', () => {
  it('calls a payout above the stake a win, by the net amount', () => {
    expect(netOutcome({ stakeMinor: 1_000, payoutMinor: 1_980 })).toEqual({
      kind: 'win',
      netMinor: 980,
      returnedMinor: 1_980,
      stakeMinor: 1_000,
    });
  });

  it('calls a partial return a loss, however many lines won', () => {
    // $60 on three options, $39.60 back (the /activity/111 order of issue #24).
    expect(netOutcome({ stakeMinor: 6_000, payoutMinor: 3_960 })).toEqual({
      kind: 'loss',
      netMinor: -2_040,
      returnedMinor: 3_960,
      stakeMinor: 6_000,
    });
    // Racing: $100 staked, $99 back.
    expect(netOutcome({ stakeMinor: 10_000, payoutMinor: 9_900 }).kind).toBe('loss');
  });

  it('calls an exact return even', () => {
    expect(netOutcome({ stakeMinor: 500, payoutMinor: 500 })).toMatchObject({ kind: 'even', netMinor: 0 });
  });

  it('calls nothing back a loss of the whole stake', () => {
    expect(netOutcome({ stakeMinor: 500, payoutMinor: 0 })).toMatchObject({
      kind: 'loss',
      netMinor: -500,
      returnedMinor: 0,
    });
  });

  it('is pending while the payout is not known', () => {
    expect(netOutcome({ stakeMinor: 500, payoutMinor: null })).toMatchObject({
      kind: 'pending',
      netMinor: 0,
      returnedMinor: 0,
    });
  });

  it('stays exact for the largest amounts money allows', () => {
    const stake = MAX_MINOR_UNITS - 1;
    expect(netOutcome({ stakeMinor: stake, payoutMinor: stake - 1 })).toMatchObject({
      kind: 'loss',
      netMinor: -1,
    });
    expect(netOutcome({ stakeMinor: stake, payoutMinor: stake + 1 })).toMatchObject({
      kind: 'win',
      netMinor: 1,
    });
  });

  it('refuses fractions and unsafe numbers instead of guessing', () => {
    expect(() => netOutcome({ stakeMinor: 1.5, payoutMinor: 0 })).toThrow(RangeError);
    expect(() => netOutcome({ stakeMinor: 1, payoutMinor: 2 ** 60 })).toThrow(RangeError);
  });
});

describe('netOutcomeOfAmounts', () => {
  it('reads the wire decimals', () => {
    expect(netOutcomeOfAmounts({ stake: '60.00', payout: '39.60' }, 2)).toMatchObject({
      kind: 'loss',
      netMinor: -2_040,
    });
    expect(netOutcomeOfAmounts({ stake: '1.00', payout: null }, 2)?.kind).toBe('pending');
  });

  it('gives no verdict for an amount that does not parse', () => {
    expect(netOutcomeOfAmounts({ stake: 'x', payout: '1.00' }, 2)).toBeNull();
    expect(netOutcomeOfAmounts({ stake: '1.00', payout: '1e3' }, 2)).toBeNull();
  });
});
