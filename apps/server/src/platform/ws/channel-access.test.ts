import { ErrorCode } from '@fairround/shared';
import { describe, expect, it } from 'vitest';
import type { StaffRole } from '../auth/route-policy.js';
import { authoriseSubscription } from './channel-access.js';

const staffOf = (role: StaffRole) => ({
  player: null,
  staff: { staffId: 's1', sessionId: 'ss1', username: 'agent', role, twoFactorEnabled: false },
});

describe('staff channel access', () => {
  it('opens the support inbox channel to owners and support staff only', () => {
    for (const role of ['owner', 'support'] as const) {
      expect(authoriseSubscription('staff:support', staffOf(role))).toMatchObject({ ok: true });
    }
    for (const role of ['finance', 'content'] as const) {
      expect(authoriseSubscription('staff:support', staffOf(role))).toEqual({
        ok: false,
        errCode: ErrorCode.Forbidden,
      });
    }
  });

  it('opens the cashier queues channel to owners and finance staff only', () => {
    for (const role of ['owner', 'finance'] as const) {
      expect(authoriseSubscription('staff:cashier', staffOf(role))).toMatchObject({ ok: true });
    }
    for (const role of ['support', 'content'] as const) {
      expect(authoriseSubscription('staff:cashier', staffOf(role))).toEqual({
        ok: false,
        errCode: ErrorCode.Forbidden,
      });
    }
    expect(authoriseSubscription('staff:cashier', { player: null, staff: null })).toMatchObject({
      ok: false,
    });
  });

  it('keeps other staff channels open to every role, and closed to visitors', () => {
    expect(authoriseSubscription('staff:dashboard', staffOf('content'))).toMatchObject({ ok: true });
    expect(authoriseSubscription('staff:dashboard', { player: null, staff: null })).toMatchObject({
      ok: false,
    });
  });
});
