import { stakingAdminEndpoints } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.js';
import { createManualClock } from '../../platform/clock.js';
import { buildTestAppWithDeps } from '../../test/test-app.js';
import { seedAccountsForTest } from '../../test/players.js';
import type { TestDatabase } from '../../test/test-database.js';
import { createPlayerSessionsService } from '../accounts/sessions/sessions.service.js';
import { call, ok } from '../../test/http.js';
import type { TestStaff } from '../../test/staff.js';
import { createLedgerService } from '../ledger/ledger.service.js';
import { stakingContextOf } from './staking.module.js';
import { createStakingRepository } from './staking.repository.js';
import { seedStakingTiers } from './staking.seed.js';
import { createStakingSettings } from './staking.settings.js';

/** 10:00 local in Ho Chi Minh City; positions opened now accrue at 03:00 UTC each day. */
export const STAKING_START = new Date('2026-06-01T03:00:00Z');
export const DAY = 86_400_000;

export type StakingHarness = {
  app: FastifyInstance;
  deps: AppDeps;
  clock: ReturnType<typeof createManualClock>;
  /** The module's accrual on the app's database and clock, run by hand (the timer is off). */
  accrual: ReturnType<typeof stakingContextOf>['accrual'];
};

/** The real app on a manual clock with the accrual timer off. */
export async function buildStakingHarness(
  database: TestDatabase,
  env: Record<string, string> = {},
): Promise<StakingHarness> {
  const clock = createManualClock(STAKING_START);
  const { app, deps } = await buildTestAppWithDeps(database, { clock, env });
  return { app, deps, clock, accrual: stakingContextOf(deps).accrual };
}

/** A clean world for one staking case: the database reset, the clock at the start day, accounts and tiers seeded. */
export async function resetStakingWorld(database: TestDatabase, harness: StakingHarness): Promise<void> {
  harness.clock.set(STAKING_START);
  await database.reset();
  await seedAccountsForTest(database, harness.clock);
  await seedStakingForTest(database);
}

/**
 * The terms these tests work with, set as an operator would in the console: large amounts and
 * rates on purpose, so each day's rounding and the reserve's limits show in every figure. (A fresh
 * install seeds small savings tiers instead — `STAKING_TIER_DEFAULTS`.)
 */
export const TEST_TIERS = [
  { id: 1, minAmount: 100_000_00, dailyRateBps: 15, periodDays: 15 },
  { id: 2, minAmount: 300_000_00, dailyRateBps: 30, periodDays: 30 },
  { id: 3, minAmount: 800_000_00, dailyRateBps: 80, periodDays: 45 },
  { id: 4, minAmount: 1_500_000_00, dailyRateBps: 130, periodDays: 60 },
] as const;
export const TEST_LIMITS = { minMinor: 100_000_00, maxMinor: 1_500_000_00 } as const;

/** The default tiers again after a `database.reset()`, then the tests' operator terms over them. */
export async function seedStakingForTest(database: TestDatabase, now: Date = STAKING_START): Promise<void> {
  await seedStakingTiers(database.db, now, 2);
  const repository = createStakingRepository({ db: database.db });
  for (const { id, ...terms } of TEST_TIERS) await repository.updateTier(id, { ...terms, updatedAt: now });
  await createStakingSettings({ minorDigits: 2 }).saveLimits(database.db, { ...TEST_LIMITS });
}

/** A new live session of an existing player at the clock's time (sessions expire after 7 days). */
export async function freshPlayerToken(
  database: TestDatabase,
  clock: { now(): Date },
  playerId: string,
): Promise<string> {
  const { token } = await createPlayerSessionsService({ db: database.db, clock }).open(playerId, {
    ip: null,
    userAgent: 'test',
  });
  return token;
}

/** Funds (or with a negative amount releases) the reserve through the console's money action. */
export function fundReserve(
  app: FastifyInstance,
  staff: TestStaff,
  amount: string,
  at: Date,
  extra: Record<string, unknown> = {},
) {
  return call(app, stakingAdminEndpoints.fundReserve.path, {
    token: staff.token,
    otp: staff.currentOtp(at),
    amount,
    reason: 'test funding',
    ...extra,
  });
}

let keys = 0;
/** A transfer-in body: tier 1, 100,000.00, the test pay password and a fresh request key. */
export const transferInBody = (overrides: Record<string, unknown> = {}) => {
  keys += 1;
  return {
    tierId: 1,
    amount: '100000',
    payPwd: '246810',
    requestKey: `key-${keys}-${Date.now()}`,
    ...overrides,
  };
};

export async function stakingBalances(database: TestDatabase, playerId: string) {
  const ledger = createLedgerService({ db: database.db, clock: { now: () => new Date() } });
  const [player, house] = [await ledger.playerBalances(playerId), await ledger.houseBalances()];
  return {
    cash: player.cash,
    staking: player.staking,
    reserve: house.staking_reserve,
    funding: house.staking_interest,
  };
}

export async function summaryOf(app: FastifyInstance, staff: TestStaff) {
  return ok<{
    reserve: string;
    promisedInterest: string;
    totalPrincipal: string;
    headroom: string;
    fullyReserved: boolean;
    openPositions: number;
    maturedPositions: number;
    interestPaid: string;
    reserveFunded: string;
  }>(app, stakingAdminEndpoints.summary.path, { token: staff.token });
}
