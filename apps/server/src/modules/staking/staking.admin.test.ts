import {
  ErrorCode,
  type AdminStakingAccrualStatus,
  type AdminStakingPositionsResponse,
  type AdminStakingTiersResponse,
  type AdminStakingTierView,
  type StakingAccrualRun,
  type StakingTransferInResponse,
  stakingEndpoints,
  stakingAdminEndpoints,
} from '@fairround/shared';
import { eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { call, ok, refused } from '../../test/http.js';
import { expectLedgerInvariants } from '../../test/ledger.js';
import { type TestPlayer, fundedPlayer } from '../../test/players.js';
import { createOperator, type TestStaff } from '../../test/staff.js';
import { auditLog } from '../admin/admin.tables.js';
import { ledgerTransfers } from '../ledger/ledger.tables.js';
import {
  buildStakingHarness,
  DAY,
  fundReserve,
  stakingBalances,
  summaryOf,
  transferInBody,
  type StakingHarness,
  resetStakingWorld,
} from './staking.test-utils.js';

let database: TestDatabase;
let harness: StakingHarness;
let owner: TestStaff;
let finance: TestStaff;
let support: TestStaff;
let alice: TestPlayer;

beforeAll(async () => {
  database = await createTestDatabase();
  harness = await buildStakingHarness(database);
});

afterAll(async () => {
  await harness.app.close();
  await database.close();
});

beforeEach(async () => {
  await resetStakingWorld(database, harness);
  owner = await createOperator(database, 'owner', harness.clock);
  finance = await createOperator(database, 'finance', harness.clock);
  support = await createOperator(database, 'support', harness.clock);
  alice = await fundedPlayer(database, { clock: harness.clock, money: 2_000_000_00 });
});

afterEach(async () => {
  await expectLedgerInvariants(database.db);
});

const app = () => harness.app;
const fund = (amount: string, staff: TestStaff = finance, extra: Record<string, unknown> = {}) =>
  fundReserve(app(), staff, amount, harness.clock.now(), extra);
const open = async (body: Record<string, unknown> = {}, player = alice) =>
  (
    await ok<StakingTransferInResponse>(app(), stakingEndpoints.transferIn.path, {
      token: player.token,
      ...transferInBody(body),
    })
  ).position;
const audits = (action: string) => database.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('tiers', () => {
  it('lists every tier with its labels and the limits, for every console role but content', async () => {
    const answer = await ok<AdminStakingTiersResponse>(app(), stakingAdminEndpoints.tiers.path, {
      token: support.token,
    });
    expect(
      answer.tiers.map((tier) => [tier.id, tier.minAmount, tier.dailyRateBps, tier.periodDays, tier.enabled]),
    ).toEqual([
      [1, '100000.00', 15, 15, true],
      [2, '300000.00', 30, 30, true],
      [3, '800000.00', 80, 45, true],
      [4, '1500000.00', 130, 60, true],
    ]);
    expect(answer.tiers[3]!.labels).toEqual({
      vi: 'Kỳ hạn 180 ngày',
      en: '180-day savings',
      chs: '180天定期',
      cht: '180天定期',
    });
    expect(answer.limits).toEqual({ min: '100000.00', max: '1500000.00' });
    const content = await createOperator(database, 'content', harness.clock);
    await refused(app(), stakingAdminEndpoints.tiers.path, { token: content.token }, ErrorCode.Forbidden);
  });

  it('lets the owner change a tier, audited with before and after', async () => {
    const labels = { vi: 'Tiết kiệm khởi đầu', en: 'Starter savings', chs: '入门储蓄', cht: '入門儲蓄' };
    const updated = await ok<AdminStakingTierView>(app(), stakingAdminEndpoints.updateTier.path, {
      token: owner.token, otp: owner.currentOtp(),
      id: 2,
      minAmount: '250000',
      dailyRateBps: 35,
      periodDays: 20,
      labels,
      enabled: false,
    });
    expect(updated).toMatchObject({
      id: 2,
      minAmount: '250000.00',
      dailyRate: '0.35',
      periodDays: 20,
      periodRate: '7.00',
      labels,
      enabled: false,
    });
    const [audit] = await audits('staking.tier.update');
    expect(audit).toMatchObject({ actorUsername: owner.username, targetType: 'staking_tier', targetId: '2' });
    expect(audit!.before).toMatchObject({ minAmount: '300000.00', dailyRateBps: 30, enabled: true });
    expect(audit!.after).toMatchObject({ minAmount: '250000.00', dailyRateBps: 35, enabled: false });
  });

  it('refuses other roles and impossible terms', async () => {
    await refused(
      app(),
      stakingAdminEndpoints.updateTier.path,
      { token: finance.token, otp: finance.currentOtp(), id: 1, enabled: false },
      ErrorCode.Forbidden,
    );
    await refused(
      app(),
      stakingAdminEndpoints.updateTier.path,
      { token: owner.token, otp: owner.currentOtp(), id: 9, enabled: false },
      ErrorCode.NotFound,
    );
    for (const [body, code] of [
      [{ dailyRateBps: 0 }, ErrorCode.IncompleteParameters],
      [{ dailyRateBps: 10_001 }, ErrorCode.IncompleteParameters],
      [{ periodDays: 366 }, ErrorCode.IncompleteParameters],
      [{ labels: { vi: 'x', en: '', chs: 'x', cht: 'x' } }, ErrorCode.IncompleteParameters],
      [{ minAmount: 'abc' }, ErrorCode.IncorrectAmount],
      [{ minAmount: '0' }, ErrorCode.AmountNotPositive],
      [{ minAmount: '1500000.01' }, ErrorCode.IncompleteParameters],
    ] as const) {
      await refused(
        app(),
        stakingAdminEndpoints.updateTier.path,
        { token: owner.token, otp: owner.currentOtp(), id: 1, ...body },
        code,
      );
    }
    expect(await audits('staking.tier.update')).toHaveLength(0);
  });

  it('lets the owner change the overall limits (min ≤ max), audited', async () => {
    const answer = await ok<AdminStakingTiersResponse>(app(), stakingAdminEndpoints.updateLimits.path, {
      token: owner.token, otp: owner.currentOtp(),
      min: '50000',
      max: '2000000',
    });
    expect(answer.limits).toEqual({ min: '50000.00', max: '2000000.00' });
    await refused(
      app(),
      stakingAdminEndpoints.updateLimits.path,
      { token: owner.token, otp: owner.currentOtp(), min: '3', max: '2' },
      ErrorCode.IncompleteParameters,
    );
    await refused(
      app(),
      stakingAdminEndpoints.updateLimits.path,
      { token: finance.token, otp: finance.currentOtp(), min: '1', max: '2' },
      ErrorCode.Forbidden,
    );
    expect((await audits('staking.limits.update'))[0]!.after).toEqual({ min: '50000.00', max: '2000000.00' });
    expect((await ok<{ limits: unknown }>(app(), stakingEndpoints.products.path)).limits).toEqual({
      min: '50000.00',
      max: '2000000.00',
    });
  });
});

describe('reserve funding', () => {
  it('is a money action: owner or finance with the current TOTP code', async () => {
    const answer = await fund('5000.50');
    expect(answer.code).toBe(1);
    expect(answer.data).toMatchObject({
      amount: '5000.50',
      reserveBefore: '0.00',
      reserveAfter: '5000.50',
      replayed: false,
    });
    expect(
      (
        await call(app(), stakingAdminEndpoints.fundReserve.path, {
          token: finance.token,
          otp: '000000',
          amount: '1',
          reason: 'x',
        })
      ).data,
    ).toMatchObject({
      errCode: ErrorCode.TwoFactorWrong,
    });
    expect(
      (
        await call(app(), stakingAdminEndpoints.fundReserve.path, {
          token: support.token,
          amount: '1',
          reason: 'x',
        })
      ).data,
    ).toMatchObject({
      errCode: ErrorCode.Forbidden,
    });
    // Two more money actions follow; each two-factor code is accepted once, so move on a 30 s step.
    harness.clock.advanceMs(30_000);
    expect((await fund('abc')).data).toMatchObject({ errCode: ErrorCode.IncorrectAmount });
    expect((await fund('0')).data).toMatchObject({ errCode: ErrorCode.AmountNotPositive });
    expect(await stakingBalances(database, alice.playerId)).toMatchObject({
      reserve: 500_050,
      funding: -500_050,
    });
    const [transfer] = await database.db
      .select()
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.id, 'staking:reserve:%'));
    expect(transfer).toMatchObject({ amount: 500_050, code: 'staking_reserve_funding' });
    const [audit] = await audits('staking.reserve.fund');
    expect(audit).toMatchObject({ actorUsername: finance.username });
    expect(audit!.after).toMatchObject({ reserve: '5000.50', amount: '5000.50', reason: 'test funding' });
  });

  it('moves money once per request key', async () => {
    expect((await fund('1000', finance, { requestKey: 'top-up-1' })).data).toMatchObject({ replayed: false });
    expect((await fund('1000', finance, { requestKey: 'top-up-1' })).data).toMatchObject({
      replayed: true,
      reserveAfter: '1000.00',
    });
    // A fresh 30 s step: each two-factor code is accepted once.
    harness.clock.advanceMs(30_000);
    expect((await fund('2000', finance, { requestKey: 'top-up-1' })).data).toMatchObject({
      errCode: ErrorCode.IncompleteParameters,
    });
    expect(await audits('staking.reserve.fund')).toHaveLength(1);
  });

  it('releases only reserve that no open position needs', async () => {
    await fund('10000');
    await open();
    // 10,000 − 2,250 promised = 7,750 free.
    const tooMuch = await call(app(), stakingAdminEndpoints.fundReserve.path, {
      token: owner.token,
      otp: owner.currentOtp(harness.clock.now()),
      amount: '-7750.01',
      reason: 'too much',
      lang: 'en',
    });
    expect(tooMuch.data).toMatchObject({ errCode: ErrorCode.StakingReleaseAboveHeadroom });
    expect(tooMuch.info).toContain('$7,750.00');
    const released = await fund('-7750', owner);
    expect(released.data).toMatchObject({
      reserveAfter: '2250.00',
      summary: { headroom: '0.00', promisedInterest: '2250.00', fullyReserved: true },
    });
    expect((await audits('staking.reserve.release'))[0]!.after).toMatchObject({ amount: '-7750.00' });
    const [release] = await database.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.code, 'staking_reserve_release'));
    expect(release).toMatchObject({ amount: 775_000 });
  });
});

describe('positions and liabilities', () => {
  it('lists positions by player and status, paged, with the username', async () => {
    await fund('200000');
    const bob = await fundedPlayer(database, { clock: harness.clock, money: 500_000_00 });
    await open();
    await open({ amount: '150000' });
    await open({ tierId: 2, amount: '300000' }, bob);
    const all = await ok<AdminStakingPositionsResponse>(app(), stakingAdminEndpoints.positions.path, {
      token: support.token,
      pageSize: 2,
    });
    expect(all).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(all.list).toHaveLength(2);
    const bobs = await ok<AdminStakingPositionsResponse>(app(), stakingAdminEndpoints.positions.path, {
      token: finance.token,
      userId: bob.playerId,
    });
    expect(
      bobs.list.map((position) => [position.username, position.principal, position.status, position.userId]),
    ).toEqual([[bob.username, '300000.00', 'open', bob.playerId]]);
    const matured = await ok<AdminStakingPositionsResponse>(app(), stakingAdminEndpoints.positions.path, {
      token: finance.token,
      status: 'matured',
    });
    expect(matured.total).toBe(0);
  });

  it('sums the reserve, the promised interest, the principal and the headroom', async () => {
    await fund('100000');
    await open();
    await open({ tierId: 2, amount: '300000' });
    const summary = await summaryOf(app(), support);
    expect(summary).toEqual({
      reserve: '100000.00',
      promisedInterest: '29250.00',
      totalPrincipal: '400000.00',
      headroom: '70750.00',
      fullyReserved: true,
      openPositions: 2,
      maturedPositions: 0,
      interestPaid: '0.00',
      reserveFunded: '100000.00',
    });
  });
});

describe('the accrual job from the console', () => {
  it('shows the last run and lets the owner run it now, audited', async () => {
    await fund('10000');
    await open();
    const empty = await ok<AdminStakingAccrualStatus>(app(), stakingAdminEndpoints.accrualStatus.path, {
      token: support.token,
    });
    expect(empty).toEqual({ lastRun: null, intervalSeconds: 60, duePositions: 0 });
    harness.clock.advanceMs(2 * DAY);
    const staff = await createOperator(database, 'owner', harness.clock);
    expect(
      (
        await ok<AdminStakingAccrualStatus>(app(), stakingAdminEndpoints.accrualStatus.path, {
          token: staff.token,
        })
      ).duePositions,
    ).toBe(1);
    const financeNow = await createOperator(database, 'finance', harness.clock);
    await refused(
      app(),
      stakingAdminEndpoints.runAccrual.path,
      { token: financeNow.token, otp: financeNow.currentOtp() },
      ErrorCode.Forbidden,
    );
    const ran = await ok<StakingAccrualRun>(app(), stakingAdminEndpoints.runAccrual.path, {
      token: staff.token, otp: staff.currentOtp(),
    });
    expect(ran).toMatchObject({
      trigger: 'manual',
      by: staff.username,
      positions: 1,
      days: 2,
      interest: '300.00',
      matured: 0,
      failures: 0,
    });
    const status = await ok<AdminStakingAccrualStatus>(app(), stakingAdminEndpoints.accrualStatus.path, {
      token: staff.token,
    });
    expect(status).toMatchObject({
      duePositions: 0,
      lastRun: { trigger: 'manual', days: 2, startedAt: '2026-06-03T03:00:00.000Z' },
    });
    // Running again pays nothing more.
    expect(
      await ok<StakingAccrualRun>(app(), stakingAdminEndpoints.runAccrual.path, { token: staff.token, otp: staff.currentOtp() }),
    ).toMatchObject({ days: 0 });
    const runs = await audits('staking.accrual.run');
    expect(runs).toHaveLength(2);
    expect(runs[0]!.after).toMatchObject({ days: 2, interest: '300.00' });
  });
});
