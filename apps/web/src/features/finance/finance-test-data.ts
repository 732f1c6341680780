import {
  STAKING_RULES_TEXTS,
  type StakingPositionsResponse,
  type StakingPositionView,
  type StakingProceedView,
  type StakingProductsResponse,
  type StakingProductView,
  type UserInfo,
} from '@fairround/shared';

/** Test answers of the staking API, shaped like the server's (docs/staking.md, the seed tiers). */

export const PLAYER = {
  id: '7b0f3c8e-2a51-4c47-9d0e-51f0a3f0c001',
  username: 'an2024',
  nickname: 'An',
  money: '2000000.00',
  leftmoney: '2000000.00',
  noPassword2: 0,
} as UserInfo;

function product(
  id: number,
  label: string,
  minAmount: string,
  dailyRateBps: number,
  periodDays: number,
  rates: { daily: string; annualised: string; period: string },
  interestAtMinimum: string,
  example: { amount: string; interest: string } = { amount: minAmount, interest: interestAtMinimum },
): StakingProductView {
  return {
    id,
    label,
    minAmount,
    maxAmount: '1500000.00',
    dailyRateBps,
    dailyRate: rates.daily,
    annualisedRate: rates.annualised,
    periodDays,
    periodRate: rates.period,
    interestAtMinimum,
    example,
    capacity: '1500000.00',
    available: true,
  };
}

export const PRODUCTS: StakingProductsResponse = {
  list: [
    product(
      1,
      'Gói Đồng',
      '100000.00',
      15,
      15,
      { daily: '0.15', annualised: '54.75', period: '2.25' },
      '2250.00',
    ),
    product(
      2,
      'Gói Bạc',
      '300000.00',
      30,
      30,
      { daily: '0.30', annualised: '109.50', period: '9.00' },
      '27000.00',
    ),
    product(
      3,
      'Gói Vàng',
      '800000.00',
      80,
      45,
      { daily: '0.80', annualised: '292.00', period: '36.00' },
      '288000.00',
    ),
    {
      ...product(
        4,
        'Gói Bạch Kim',
        '1500000.00',
        130,
        60,
        { daily: '1.30', annualised: '474.50', period: '78.00' },
        '1170000.00',
      ),
      capacity: '0.00',
      available: false,
    },
  ],
  limits: { min: '100000.00', max: '1500000.00' },
  pool: { reserve: '620000.00', funded: true, headroom: '500000.00', fullyReserved: true },
  rules: {
    earlyExit: false,
    accrualIntervalHours: 24,
    texts: [...STAKING_RULES_TEXTS.vi.rules],
    riskNotice: STAKING_RULES_TEXTS.vi.riskNotice,
  },
};

/** A fresh install's savings tiers (STAKING_TIER_DEFAULTS) before the operator funds any reserve. */
export const FRESH_PRODUCTS: StakingProductsResponse = {
  ...PRODUCTS,
  list: [
    product(
      1,
      'Kỳ hạn 7 ngày',
      '50.00',
      1,
      7,
      { daily: '0.01', annualised: '3.65', period: '0.07' },
      '0.03',
      {
        amount: '100.00',
        interest: '0.07',
      },
    ),
    product(
      2,
      'Kỳ hạn 30 ngày',
      '50.00',
      1,
      30,
      { daily: '0.01', annualised: '3.65', period: '0.30' },
      '0.15',
      {
        amount: '100.00',
        interest: '0.30',
      },
    ),
  ].map((tier) => ({ ...tier, maxAmount: '10000.00', capacity: '0.00', available: false })),
  limits: { min: '10.00', max: '10000.00' },
  pool: { reserve: '0.00', funded: false, headroom: '0.00', fullyReserved: true },
};

/** Local noon `offset` days from today: on that calendar day in any zone the test runs in. */
export function localNoon(offset: number): string {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset, 12, 0, 0).toISOString();
}

export function position(
  overrides: Partial<StakingPositionView> & Pick<StakingPositionView, 'id'>,
): StakingPositionView {
  return {
    tierId: 1,
    label: 'Gói Đồng',
    principal: '100000.00',
    dailyRateBps: 15,
    dailyRate: '0.15',
    annualisedRate: '54.75',
    periodDays: 15,
    totalInterest: '2250.00',
    interestPaid: '450.00',
    interestRemaining: '1800.00',
    daysPaid: 3,
    status: 'open',
    openedAt: '2026-11-20T03:00:00.000Z',
    maturesAt: '2026-12-05T03:00:00.000Z',
    maturedAt: null,
    nextAccrualAt: '2026-11-24T03:00:00.000Z',
    fullyReserved: true,
    ...overrides,
  };
}

export function proceed(
  positionId: string,
  day: number,
  amount: string,
  accruedAt: string,
): StakingProceedView {
  return { positionId, day, amount, accruedAt, maturity: false };
}

export function positionsPage(
  list: StakingPositionView[],
  options: { total?: number; page?: number; totals?: Partial<StakingPositionsResponse['totals']> } = {},
): StakingPositionsResponse {
  return {
    list,
    total: options.total ?? list.length,
    page: options.page ?? 1,
    pageSize: 20,
    totals: { openPrincipal: '0.00', interestPaid: '0.00', interestRemaining: '0.00', ...options.totals },
  };
}

export function proceedsPage(list: StakingProceedView[]) {
  return { list, total: list.length, page: 1, pageSize: 100 };
}
