import { randomUUID } from 'node:crypto';
import { ErrorCode, riskAdminEndpoints, type RiskList, type RiskThresholds } from '@fairround/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../../platform/clock.js';
import { queryRows } from '../../platform/db/database.js';
import { ok, refused } from '../../test/http.js';
import { createPlayerForTest, type TestPlayer } from '../../test/players.js';
import { createStaffForTest, type TestStaff } from '../../test/staff.js';
import { buildTestApp } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { DEFAULT_RISK_THRESHOLDS, RISK_THRESHOLDS_KEY } from './risk.service.js';

/** The owner's thresholds form (issue #26 item 3): step-up, bounded, audited, used at once. */
const NOW = new Date('2026-12-01T12:00:00Z');
const clock = createManualClock(NOW);
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
const UPDATE = riskAdminEndpoints.updateThresholds.path;

let database: TestDatabase;
let app: FastifyInstance;
let owner: TestStaff;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { clock });
}, 120_000);

afterAll(async () => {
  await app.close();
  await database.close();
});

beforeEach(async () => {
  await database.reset();
  // A fresh 30 s step each test, so every test's codes are unspent.
  clock.set(new Date(NOW.getTime()));
  owner = await createStaffForTest(database, { role: 'owner', clock });
});

/** Failed logins of one player key, `everyMinutes` apart, ending 30 minutes ago or later. */
async function loginFailures(of: TestPlayer, count: number, everyMinutes: number) {
  for (let i = 0; i < count; i += 1) {
    await database.db.execute(sql`
      insert into login_failures (id, kind, scope, key, created_at)
      values (${randomUUID()}, 'player', 'account', ${`player:${of.playerId}`}, ${minutesAgo(30 - i * everyMinutes)})`);
  }
}

const bursts = async () =>
  (await ok<RiskList>(app, riskAdminEndpoints.list.path, { token: owner.token, kind: 'failure_burst' }))
    .items;

const thresholdsBody = (changes: Partial<Record<keyof RiskThresholds, unknown>> = {}) => ({
  ...DEFAULT_RISK_THRESHOLDS,
  ...changes,
});

describe('the risk thresholds form', () => {
  it('lets the owner with a code change them, and signals follow the new thresholds', async () => {
    const player = await createPlayerForTest(database, { clock });
    await loginFailures(player, 4, 2);
    expect(await bursts()).toHaveLength(0);

    // Digit strings are taken as numbers (a form's values).
    const saved = await ok<RiskThresholds>(app, UPDATE, {
      token: owner.token,
      otp: owner.currentOtp(),
      ...thresholdsBody({ failureBurst: '4' }),
    });
    expect(saved).toEqual({ ...DEFAULT_RISK_THRESHOLDS, failureBurst: 4 });
    const [signal] = await bursts();
    expect(signal?.players[0]?.id).toBe(player.playerId);
    expect(
      (await ok<RiskList>(app, riskAdminEndpoints.list.path, { token: owner.token })).thresholds.failureBurst,
    ).toBe(4);

    // Raised again: the burst of four is no longer one.
    clock.advanceMs(60_000);
    await ok(app, UPDATE, {
      token: owner.token,
      otp: owner.currentOtp(),
      ...thresholdsBody({ failureBurst: 6 }),
    });
    expect(await bursts()).toHaveLength(0);
  });

  it('is refused to finance and support, and without a code', async () => {
    for (const role of ['finance', 'support', 'content'] as const) {
      const staff = await createStaffForTest(database, { role, clock });
      await refused(
        app,
        UPDATE,
        { token: staff.token, otp: staff.currentOtp(), ...thresholdsBody() },
        ErrorCode.Forbidden,
      );
    }
    const missing = await refused(
      app,
      UPDATE,
      { token: owner.token, ...thresholdsBody({ failureBurst: 3 }) },
      ErrorCode.TwoFactorWrong,
    );
    expect(missing.field).toBe('otp');
    await refused(
      app,
      UPDATE,
      { token: owner.token, otp: '000000', ...thresholdsBody({ failureBurst: 3 }) },
      ErrorCode.TwoFactorWrong,
    );
    expect(
      await queryRows(database.db, sql`select 1 from settings where key = ${RISK_THRESHOLDS_KEY}`),
    ).toHaveLength(0);
  });

  it('refuses a value out of its bounds or missing (1001, naming the field) and keeps the old ones', async () => {
    const cases: [keyof RiskThresholds, unknown][] = [
      ['windowDays', 0],
      ['windowDays', 366],
      ['turnoverPercent', 0],
      ['turnoverPercent', 10_001],
      ['failureBurst', 1],
      ['failureWindowMinutes', 1441],
      ['limitRaises', 101],
      ['limitRaiseDays', 0],
      ['windowDays', 2.5],
      ['failureBurst', 'many'],
      ['limitRaises', undefined],
    ];
    for (const [field, value] of cases) {
      clock.advanceMs(30_000);
      const failure = await refused(
        app,
        UPDATE,
        { token: owner.token, otp: owner.currentOtp(), ...thresholdsBody({ [field]: value }) },
        ErrorCode.IncompleteParameters,
      );
      expect(failure.field, `${field}=${String(value)}`).toBe(field);
    }
    const list = await ok<RiskList>(app, riskAdminEndpoints.list.path, { token: owner.token });
    expect(list.thresholds).toEqual(DEFAULT_RISK_THRESHOLDS);
  });

  it('audits each change with the thresholds before and after', async () => {
    const first = thresholdsBody({ windowDays: 14, turnoverPercent: 50 });
    await ok(app, UPDATE, { token: owner.token, otp: owner.currentOtp(), ...first });
    clock.advanceMs(60_000);
    const second = thresholdsBody({ windowDays: 60, limitRaises: 3 });
    await ok(app, UPDATE, { token: owner.token, otp: owner.currentOtp(), ...second });
    const rows = await queryRows<{
      actor_username: string;
      target_id: string;
      before: unknown;
      after: unknown;
    }>(
      database.db,
      sql`select actor_username, target_id, before, after from audit_log where action = 'risk.thresholds.update' order by id`,
    );
    expect(rows).toEqual([
      {
        actor_username: owner.username,
        target_id: RISK_THRESHOLDS_KEY,
        before: DEFAULT_RISK_THRESHOLDS,
        after: first,
      },
      { actor_username: owner.username, target_id: RISK_THRESHOLDS_KEY, before: first, after: second },
    ]);
  });
});
