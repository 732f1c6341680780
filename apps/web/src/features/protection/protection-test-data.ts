import type { LimitPeriod, LimitView, ProtectionState, SessionView } from '@fairround/shared';
import { testPlayer } from '../../test/fixtures';

/** Fixtures of the protection tests: a state as `/api/Protect/state` answers it. */
export const PLAYER = testPlayer({ money: '500.00', leftmoney: '300.00', noPassword2: 0 });

export const HOUR_MS = 60 * 60 * 1000;

export function limitView(period: LimitPeriod, over: Partial<LimitView> = {}): LimitView {
  return {
    period,
    amount: null,
    pending: null,
    used: '0.00',
    remaining: null,
    resetsAt: Date.now() + HOUR_MS,
    ...over,
  };
}

export function sessionView(over: Partial<SessionView> = {}): SessionView {
  const now = Date.now();
  return { startedAt: now - 60_000, serverNow: now, netResult: '0.00', realityCheckMinutes: 0, ...over };
}

export function protectionState(over: Partial<ProtectionState> = {}): ProtectionState {
  return {
    limits: {
      deposit: [limitView('day'), limitView('week'), limitView('month')],
      loss: [limitView('day'), limitView('week'), limitView('month')],
    },
    realityCheckMinutes: 0,
    exclusion: null,
    session: sessionView(),
    limitsOffered: true,
    timeZone: 'Asia/Ho_Chi_Minh',
    helpLinks: [{ name: 'Gamblers Anonymous', url: 'https://www.gamblersanonymous.org/' }],
    ...over,
  };
}

/** The state with one deposit limit replaced. */
export function withDepositLimit(state: ProtectionState, view: LimitView): ProtectionState {
  return {
    ...state,
    limits: {
      ...state.limits,
      deposit: state.limits.deposit.map((limit) => (limit.period === view.period ? view : limit)),
    },
  };
}
