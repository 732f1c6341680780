import { ErrorCode, appConfigEndpoints, stakingAdminEndpoints } from '@fairround/shared';
import type {
  AdminStakingAccrualStatus,
  AdminStakingPositionView,
  AdminStakingSummary,
  AdminStakingTiersResponse,
  StaffMe,
} from '@fairround/shared';
import { act, fireEvent, within } from '@testing-library/react';
import { authKeys } from '../../lib/query-keys';
import { queryClient } from '../../lib/api';
import { CONFIG_ANSWER, ok, stubApi, type Envelope } from '../../test/render';

/** Answers of the staking console calls as the server gives them (docs/staking.md), for tests. */
export const SUMMARY: AdminStakingSummary = {
  reserve: '500000.00',
  promisedInterest: '120000.50',
  totalPrincipal: '3250000.00',
  headroom: '379999.50',
  fullyReserved: true,
  openPositions: 7,
  maturedPositions: 3,
  interestPaid: '45678.90',
  reserveFunded: '545678.90',
};

export const ACCRUAL: AdminStakingAccrualStatus = {
  lastRun: {
    trigger: 'timer',
    by: null,
    startedAt: '2026-03-01T00:00:00.000Z',
    finishedAt: '2026-03-01T00:00:02.000Z',
    positions: 4,
    days: 5,
    interest: '1234.56',
    matured: 1,
    principalReturned: '100000.00',
    failures: 0,
  },
  intervalSeconds: 60,
  duePositions: 2,
};

export const TIERS: AdminStakingTiersResponse = {
  tiers: [
    {
      id: 1,
      minAmount: '100000.00',
      dailyRateBps: 15,
      dailyRate: '0.15',
      annualisedRate: '54.75',
      periodDays: 15,
      periodRate: '2.25',
      labels: { vi: 'Gói Đồng', en: 'Bronze pool', chs: '青铜矿池', cht: '青銅礦池' },
      enabled: true,
      updatedAt: '2026-02-01T08:00:00.000Z',
    },
    {
      id: 2,
      minAmount: '300000.00',
      dailyRateBps: 30,
      dailyRate: '0.30',
      annualisedRate: '109.50',
      periodDays: 30,
      periodRate: '9.00',
      labels: { vi: 'Gói Bạc', en: 'Silver pool', chs: '白银矿池', cht: '白銀礦池' },
      enabled: false,
      updatedAt: '2026-02-01T08:00:00.000Z',
    },
  ],
  limits: { min: '100000.00', max: '1500000.00' },
};

export const POSITION: AdminStakingPositionView = {
  id: '0b7e4a1c-7f43-4b7e-9a57-3c0f3b0f0001',
  tierId: 1,
  label: 'Bronze pool',
  principal: '123456.78',
  dailyRateBps: 15,
  dailyRate: '0.15',
  annualisedRate: '54.75',
  periodDays: 15,
  totalInterest: '2777.77',
  interestPaid: '555.54',
  interestRemaining: '2222.23',
  daysPaid: 3,
  status: 'open',
  openedAt: '2026-03-01T10:00:00.000Z',
  maturesAt: '2026-03-16T10:00:00.000Z',
  maturedAt: null,
  nextAccrualAt: '2026-03-05T10:00:00.000Z',
  fullyReserved: true,
  userId: '7b0f3c8e-2a51-4c47-9d0e-51f0a3f0c001',
  username: 'player88',
  requestKey: 'k-1',
};

export type Call = { path: string; body: Record<string, unknown> };

/**
 * Answers every staking read with the fixtures (or `overrides`, by path) and records all calls;
 * a path nobody answers fails like an unknown route.
 */
export function stubStaking(overrides: Record<string, (body: Record<string, unknown>) => Envelope> = {}) {
  const calls: Call[] = [];
  const reads: Record<string, Envelope> = {
    [appConfigEndpoints.config.path]: CONFIG_ANSWER,
    [stakingAdminEndpoints.summary.path]: ok(SUMMARY),
    [stakingAdminEndpoints.accrualStatus.path]: ok(ACCRUAL),
    [stakingAdminEndpoints.tiers.path]: ok(TIERS),
    [stakingAdminEndpoints.positions.path]: ok({ list: [POSITION], total: 1, page: 1, pageSize: 20 }),
  };
  stubApi((path, { lang: _lang, token: _token, ...body }) => {
    calls.push({ path, body });
    const override = overrides[path];
    if (override) return override(body);
    return reads[path] ?? { code: 0, info: `unexpected ${path}`, data: { errCode: ErrorCode.UnknownError } };
  });
  return { calls, to: (path: string) => calls.filter((call) => call.path === path).map((call) => call.body) };
}

/** Turns on the server's two-factor requirement for the signed-in staff, as ADMIN_REQUIRE_2FA does. */
export function requireTwoFactor() {
  act(() => {
    queryClient.setQueryData<StaffMe>(authKeys.me, (me) => (me ? { ...me, twoFactorRequired: true } : me));
  });
}

/**
 * Clicks the button labelled `name` inside `scope`. Found by its text, not its role: computing
 * accessible names reads the computed style of every element, which takes seconds in jsdom with
 * antd's styles.
 */
export function press(scope: HTMLElement, name: string) {
  fireEvent.click(within(scope).getByText(name, { selector: 'button > span' }));
}
