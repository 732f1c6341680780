import type { ProtectionState } from '@fairround/shared';
import { describe, expect, it } from 'vitest';
import { HOUR_MS, limitView, protectionState } from '../../features/protection/protection-test-data';
import { protectionBlockFor } from './protection-block';

const NOW = Date.UTC(2026, 11, 2, 1, 0);
const ACTIONS = ['betting', 'deposit', 'staking'] as const;

function withLimits(over: Partial<ProtectionState['limits']>): ProtectionState {
  const state = protectionState();
  return { ...state, limits: { ...state.limits, ...over } };
}

describe('protectionBlockFor', () => {
  it('closes nothing when no break or limit is in force', () => {
    for (const action of ACTIONS) expect(protectionBlockFor(protectionState(), action, NOW)).toBeNull();
  });

  it.each(['timeout', 'self_exclusion'] as const)(
    'closes betting, deposits and staking during a %s',
    (kind) => {
      const endsAt = NOW + 24 * HOUR_MS;
      const state = protectionState({
        exclusion: { kind, duration: kind === 'timeout' ? '24h' : '6m', startsAt: NOW - HOUR_MS, endsAt },
      });
      for (const action of ACTIONS) {
        expect(protectionBlockFor(state, action, NOW)).toEqual({ reason: kind, until: endsAt });
      }
    },
  );

  it('opens again once the break has ended', () => {
    const state = protectionState({
      exclusion: { kind: 'timeout', duration: '24h', startsAt: NOW - 25 * HOUR_MS, endsAt: NOW - HOUR_MS },
    });
    for (const action of ACTIONS) expect(protectionBlockFor(state, action, NOW)).toBeNull();
  });

  it('closes deposits only when a deposit limit is used up, until its period resets', () => {
    const resetsAt = NOW + 5 * HOUR_MS;
    const state = withLimits({
      deposit: [
        limitView('day', { amount: '100.00', used: '100.00', remaining: '0.00', resetsAt }),
        limitView('week'),
        limitView('month', {
          amount: '500.00',
          used: '100.00',
          remaining: '400.00',
          resetsAt: NOW + 400 * HOUR_MS,
        }),
      ],
    });
    expect(protectionBlockFor(state, 'deposit', NOW)).toEqual({
      reason: 'deposit_limit',
      until: resetsAt,
      period: 'day',
      amount: '100.00',
    });
    expect(protectionBlockFor(state, 'betting', NOW)).toBeNull();
    expect(protectionBlockFor(state, 'staking', NOW)).toBeNull();
  });

  it('closes betting only when a loss limit is used up; the latest reset of those used up counts', () => {
    const state = withLimits({
      loss: [
        limitView('day', { amount: '20.00', used: '25.00', remaining: '0', resetsAt: NOW + HOUR_MS }),
        limitView('week', {
          amount: '50.00',
          used: '50.00',
          remaining: '0.00',
          resetsAt: NOW + 72 * HOUR_MS,
        }),
        limitView('month'),
      ],
    });
    expect(protectionBlockFor(state, 'betting', NOW)).toEqual({
      reason: 'loss_limit',
      until: NOW + 72 * HOUR_MS,
      period: 'week',
      amount: '50.00',
    });
    expect(protectionBlockFor(state, 'deposit', NOW)).toBeNull();
    expect(protectionBlockFor(state, 'staking', NOW)).toBeNull();
  });

  it('keeps an action open while something remains under the limit', () => {
    const state = withLimits({
      loss: [limitView('day', { amount: '20.00', used: '19.99', remaining: '0.01' })],
      deposit: [limitView('day', { amount: '20.00', used: '0.00', remaining: '20.00' })],
    });
    expect(protectionBlockFor(state, 'betting', NOW)).toBeNull();
    expect(protectionBlockFor(state, 'deposit', NOW)).toBeNull();
  });

  it('says the break first when a break and a limit are both in force', () => {
    const state = {
      ...withLimits({ deposit: [limitView('day', { amount: '10.00', used: '10.00', remaining: '0.00' })] }),
      exclusion: {
        kind: 'timeout' as const,
        duration: '1w' as const,
        startsAt: NOW,
        endsAt: NOW + 168 * HOUR_MS,
      },
    };
    expect(protectionBlockFor(state, 'deposit', NOW)?.reason).toBe('timeout');
  });
});
