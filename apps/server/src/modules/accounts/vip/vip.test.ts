import {
  ErrorCode,
  type VipLevelsResponse,
  accountsEndpoints,
  accountsAdminEndpoints,
} from '@fairround/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../platform/clock.js';
import { buildTestApp, postApi } from '../../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { fundPlayerForTest } from '../../../test/ledger.js';
import { createPlayerForTest } from '../../../test/players.js';
import { createStaffForTest } from '../../../test/staff.js';
import { auditLog } from '../../admin/admin.tables.js';
import { players } from '../players.tables.js';
import { createVipService } from './vip.service.js';

/** A manual clock, so a test can take more two-factor codes than one 30 s step holds. */
const clock = createManualClock(new Date());
let database: TestDatabase;
let app: FastifyInstance;
const vip = createVipService({ minorDigits: 2 });

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { clock });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

beforeEach(async () => {
  await database.reset();
});

const levelOf = async (playerId: string) =>
  (await database.db.select().from(players).where(eq(players.id, playerId)))[0]!.level;

const defaultTable = [
  { level: 1, threshold: '0', dailyWithdrawals: 1 },
  { level: 2, threshold: '1000', dailyWithdrawals: 2 },
  { level: 3, threshold: '5000', dailyWithdrawals: 3 },
  { level: 4, threshold: '20000', dailyWithdrawals: 3 },
  { level: 5, threshold: '50000', dailyWithdrawals: 5 },
  { level: 6, threshold: '150000', dailyWithdrawals: 5 },
  { level: 7, threshold: '500000', dailyWithdrawals: 8 },
  { level: 8, threshold: '1500000', dailyWithdrawals: 10 },
];

describe('VIP levels', () => {
  it('lists eight levels with thresholds, daily withdrawals and privileges for anyone', async () => {
    const { body } = await postApi<VipLevelsResponse>(app, accountsEndpoints.vipLevels.path);
    expect(body.code).toBe(1);
    expect(body.data.player).toBeNull();
    expect(body.data.levels.map((level) => [level.key, level.threshold, level.dailyWithdrawals])).toEqual([
      ['bronze', '0.00', 1],
      ['silver', '1000.00', 2],
      ['gold', '5000.00', 3],
      ['platinum', '20000.00', 3],
      ['diamond', '50000.00', 5],
      ['master', '150000.00', 5],
      ['king', '500000.00', 8],
      ['supreme', '1500000.00', 10],
    ]);
    expect(body.data.levels[0]!.privileges).toEqual(['dailyWithdrawals', 'roomAccess']);
  });

  it('shows a logged-in player their turnover and progress to the next level', async () => {
    const player = await createPlayerForTest(database, { level: 2, turnoverMinor: 250_000 });
    const { body } = await postApi<VipLevelsResponse>(app, accountsEndpoints.vipLevels.path, {
      token: player.token,
    });
    expect(body.data.player).toEqual({
      level: 2,
      levelName: 'silver',
      turnover: '2500.00',
      nextLevel: 3,
      remaining: '2500.00',
      progressBasisPoints: 3750,
    });
  });

  it('rise with settled turnover only — never with balance', async () => {
    const player = await createPlayerForTest(database);
    await fundPlayerForTest(database.db, player.playerId, 10_000_000_00);
    expect(await levelOf(player.playerId)).toBe(1);
    expect(await vip.recordTurnover(database.db, player.playerId, 99_999)).toEqual({
      turnover: 99_999,
      level: 1,
    });
    expect(await vip.recordTurnover(database.db, player.playerId, 1)).toEqual({
      turnover: 100_000,
      level: 2,
    });
    await database.db.transaction(async (tx) => {
      await vip.recordTurnover(tx, player.playerId, 150_000_000);
    });
    expect(await levelOf(player.playerId)).toBe(8);
    const info = await postApi<{ level: number; levelName: string; turnover: string }>(
      app,
      accountsEndpoints.userInfo.path,
      { token: player.token },
    );
    expect(info.body.data).toMatchObject({ level: 8, levelName: 'supreme', turnover: '1501000.00' });
  });

  it('refuses a turnover that is not a positive integer of minor units', async () => {
    const player = await createPlayerForTest(database);
    await expect(vip.recordTurnover(database.db, player.playerId, 0)).rejects.toThrow(RangeError);
    await expect(vip.recordTurnover(database.db, player.playerId, 1.5)).rejects.toThrow(RangeError);
  });
});

describe('VIP levels in the console', () => {
  it('let the owner replace the table, audited, lifting players the new thresholds reach', async () => {
    const owner = await createStaffForTest(database, { role: 'owner', clock });
    const player = await createPlayerForTest(database, { turnoverMinor: 60_000 });
    const table = defaultTable.map((level) =>
      level.level === 2 ? { ...level, threshold: '500.50' } : level,
    );
    const { body } = await postApi<VipLevelsResponse>(app, accountsAdminEndpoints.updateVipLevels.path, {
      token: owner.token, otp: owner.currentOtp(),
      levels: table,
    });
    expect(body.code).toBe(1);
    expect(body.data.levels[1]!.threshold).toBe('500.50');
    expect(await levelOf(player.playerId)).toBe(2);
    expect(
      (await postApi<VipLevelsResponse>(app, accountsEndpoints.vipLevels.path)).body.data.levels[1]!
        .threshold,
    ).toBe('500.50');
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'vip.update'));
    expect(audit).toMatchObject({ actorStaffId: owner.staffId, targetType: 'vip_levels' });
  });

  it('keep an earned level when thresholds are raised later', async () => {
    const owner = await createStaffForTest(database, { role: 'owner', clock });
    const player = await createPlayerForTest(database);
    await vip.recordTurnover(database.db, player.playerId, 100_000);
    const raised = defaultTable.map((level) => (level.level === 2 ? { ...level, threshold: '2000' } : level));
    expect(
      (
        await postApi(app, accountsAdminEndpoints.updateVipLevels.path, {
          token: owner.token, otp: owner.currentOtp(),
          levels: raised,
        })
      ).body.code,
    ).toBe(1);
    expect(await levelOf(player.playerId)).toBe(2);
  });

  it('refuse thresholds that do not rise from 0, or have too many decimals (1001 naming the field)', async () => {
    const owner = await createStaffForTest(database, { role: 'owner', clock });
    const flat = defaultTable.map((level) => (level.level === 3 ? { ...level, threshold: '1000' } : level));
    const answer = await postApi<{ errCode: number; field: string }>(
      app,
      accountsAdminEndpoints.updateVipLevels.path,
      {
        token: owner.token, otp: owner.currentOtp(),
        levels: flat,
      },
    );
    expect(answer.body.data).toEqual({
      errCode: ErrorCode.IncompleteParameters,
      field: 'levels.2.threshold',
    });
    const fractional = defaultTable.map((level) =>
      level.level === 2 ? { ...level, threshold: '1000.001' } : level,
    );
    expect(
      (
        await postApi<{ field: string }>(app, accountsAdminEndpoints.updateVipLevels.path, {
          token: owner.token, otp: owner.currentOtp(),
          levels: fractional,
        })
      ).body.data.field,
    ).toBe('levels.1.threshold');
    const nonZeroStart = defaultTable.map((level) =>
      level.level === 1 ? { ...level, threshold: '1' } : level,
    );
    expect(
      (
        await postApi<{ field: string }>(app, accountsAdminEndpoints.updateVipLevels.path, {
          token: owner.token, otp: owner.currentOtp(),
          levels: nonZeroStart,
        })
      ).body.data.field,
    ).toBe('levels.0.threshold');
  });

  it('let finance and support read the table but only the owner change it', async () => {
    for (const role of ['finance', 'support'] as const) {
      const staff = await createStaffForTest(database, { role, clock });
      expect(
        (await postApi(app, accountsAdminEndpoints.vipLevels.path, { token: staff.token })).body.code,
      ).toBe(1);
      const { body } = await postApi<{ errCode: number }>(app, accountsAdminEndpoints.updateVipLevels.path, {
        token: staff.token, otp: staff.currentOtp(),
        levels: defaultTable,
      });
      expect(body.data.errCode).toBe(ErrorCode.Forbidden);
    }
    const content = await createStaffForTest(database, { role: 'content', clock });
    expect(
      (
        await postApi<{ errCode: number }>(app, accountsAdminEndpoints.vipLevels.path, {
          token: content.token,
        })
      ).body.data.errCode,
    ).toBe(ErrorCode.Forbidden);
  });
});
