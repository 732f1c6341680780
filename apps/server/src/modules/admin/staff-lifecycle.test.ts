import { ErrorCode, adminEndpoints, type StaffRole } from '@fairround/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../../platform/clock.js';
import { hashPassword } from '../../platform/credentials/password-hash.js';
import { newTotpSecret, totpForStep, totpStepAt } from '../../platform/credentials/totp.js';
import { call, ok, refused } from '../../test/http.js';
import { buildTestApp } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { createStaffForTest, type TestStaff } from '../../test/staff.js';
import { auditLog, staffSessions, staffUsers } from './admin.tables.js';
import { createStaffRepository } from './staff.repository.js';

type LoginData = {
  token: string;
  staff: { id: string; role: StaffRole; twoFactorEnabled: boolean; mustChangePassword: boolean };
};

const clock = createManualClock(new Date('2026-12-01T08:00:00Z'));
let database: TestDatabase;
let app: FastifyInstance;
let ipCounter = 0;
let testIp = '10.9.0.1';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { clock });
});

beforeEach(async () => {
  await database.reset();
  ipCounter += 1;
  testIp = `10.9.${ipCounter}.1`;
});

afterAll(async () => {
  await app.close();
  await database.close();
});

/** An account whose password the test knows, with two-factor on when asked (its secret answered). */
async function accountWithPassword(
  username: string,
  password: string,
  role: StaffRole,
  twoFactor = false,
): Promise<{ id: string; secret: string | null }> {
  const repository = createStaffRepository({ db: database.db });
  const user = await repository.insertIfNew(
    { username, passwordHash: await hashPassword(password), role },
    clock.now(),
  );
  if (!user) throw new Error('taken');
  if (!twoFactor) return { id: user.id, secret: null };
  const secret = newTotpSecret();
  await repository.setPendingTotpSecret(user.id, secret);
  await repository.enableTotp(user.id, null);
  return { id: user.id, secret };
}

async function login(body: Record<string, unknown>) {
  const response = await app.inject({
    method: 'POST',
    url: adminEndpoints.login.path,
    payload: { lang: 'en', ...body },
    remoteAddress: testIp,
    headers: { 'user-agent': 'Lifecycle-Test/1.0' },
  });
  return response.json() as { code: number; data: LoginData & { errCode?: number } };
}

async function signedIn(body: Record<string, unknown>): Promise<LoginData> {
  const answer = await login(body);
  expect(answer.code, JSON.stringify(answer)).toBe(1);
  return answer.data;
}

const isLive = async (token: string) => (await call(app, adminEndpoints.me.path, { token })).code === 1;

async function auditOf(action: string) {
  return database.db.select().from(auditLog).where(eq(auditLog.action, action));
}

async function liveSessionCount(staffId: string): Promise<number> {
  const rows = await database.db
    .select({ id: staffSessions.id })
    .from(staffSessions)
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
  return rows.length;
}

const asOwner = (owner: TestStaff, body: Record<string, unknown>) => ({
  token: owner.token,
  otp: owner.currentOtp(),
  ...body,
});

describe('changing one’s own password', () => {
  it('needs the current password and a different new one, ends the other sessions and is audited', async () => {
    await accountWithPassword('pat', 'pat-password-1', 'support');
    const first = await signedIn({ username: 'pat', password: 'pat-password-1' });
    const second = await signedIn({ username: 'pat', password: 'pat-password-1' });
    const path = adminEndpoints.changeOwnPassword.path;
    const wrong = await refused(
      app,
      path,
      { token: first.token, currentPassword: 'not-my-password', newPassword: 'pat-password-2' },
      ErrorCode.CurrentPasswordWrong,
    );
    expect(wrong.field).toBe('currentPassword');
    await refused(
      app,
      path,
      { token: first.token, currentPassword: 'pat-password-1', newPassword: 'pat-password-1' },
      ErrorCode.NewPasswordSameAsOld,
    );
    await refused(
      app,
      path,
      { token: first.token, currentPassword: 'pat-password-1', newPassword: 'short' },
      ErrorCode.IncompleteParameters,
    );
    const changed = await ok<{ endedSessions: number }>(app, path, {
      token: first.token,
      currentPassword: 'pat-password-1',
      newPassword: 'pat-password-2',
    });
    expect(changed.endedSessions).toBe(1);
    expect(await isLive(first.token)).toBe(true);
    expect(await isLive(second.token)).toBe(false);
    expect((await login({ username: 'pat', password: 'pat-password-1' })).data.errCode).toBe(
      ErrorCode.StaffLoginFailed,
    );
    await signedIn({ username: 'pat', password: 'pat-password-2' });
    const [audit] = await auditOf('staff.password_changed');
    expect(audit).toMatchObject({ actorUsername: 'pat', after: { endedSessions: 1 } });
    expect(JSON.stringify(audit)).not.toContain('pat-password');
  });

  it('needs the current two-factor code when the account has two-factor', async () => {
    const { secret } = await accountWithPassword('quinn', 'quinn-password-1', 'finance', true);
    const codeAt = (offsetSteps: number) => totpForStep(secret!, totpStepAt(clock.now()) + offsetSteps);
    const session = await signedIn({ username: 'quinn', password: 'quinn-password-1', otp: codeAt(0) });
    const body = {
      token: session.token,
      currentPassword: 'quinn-password-1',
      newPassword: 'quinn-password-2',
    };
    await refused(app, adminEndpoints.changeOwnPassword.path, body, ErrorCode.TwoFactorWrong);
    await refused(
      app,
      adminEndpoints.changeOwnPassword.path,
      { ...body, otp: codeAt(0) },
      ErrorCode.TwoFactorWrong,
    );
    await ok(app, adminEndpoints.changeOwnPassword.path, { ...body, otp: codeAt(1) });
  });
});

describe('owner actions on staff accounts', () => {
  it('are refused to other roles (3004) and without the step-up code (3006)', async () => {
    const finance = await createStaffForTest(database, { role: 'finance', clock });
    const owner = await createStaffForTest(database, { role: 'owner', clock });
    const target = await accountWithPassword('rita', 'rita-password-1', 'support');
    const actions: [string, Record<string, unknown>][] = [
      [adminEndpoints.resetStaffPassword.path, { staffId: target.id, temporaryPassword: 'temporary-pass-1' }],
      [adminEndpoints.resetStaffTwoFactor.path, { staffId: target.id }],
      [adminEndpoints.changeStaffRole.path, { staffId: target.id, role: 'finance' }],
      [adminEndpoints.enableStaff.path, { staffId: target.id }],
      [adminEndpoints.endStaffSessions.path, { staffId: target.id }],
    ];
    for (const [path, body] of actions) {
      await refused(
        app,
        path,
        { token: finance.token, otp: finance.currentOtp(), ...body },
        ErrorCode.Forbidden,
      );
      await refused(app, path, { token: owner.token, ...body }, ErrorCode.TwoFactorWrong);
    }
    await refused(
      app,
      adminEndpoints.staffSessions.path,
      { token: finance.token, staffId: target.id },
      ErrorCode.Forbidden,
    );
    const [row] = await database.db.select().from(staffUsers).where(eq(staffUsers.id, target.id));
    expect(row).toMatchObject({ role: 'support', mustChangePassword: false });
  });

  it('reset a password: sessions end, and the account must change it before anything else', async () => {
    const owner = await createStaffForTest(database, { role: 'owner', clock });
    const target = await accountWithPassword('sam', 'sam-password-1', 'support', true);
    const codeAt = (offsetSteps: number) =>
      totpForStep(target.secret!, totpStepAt(clock.now()) + offsetSteps);
    const before = await signedIn({ username: 'sam', password: 'sam-password-1', otp: codeAt(0) });
    const reset = await ok<{ mustChangePassword: boolean }>(
      app,
      adminEndpoints.resetStaffPassword.path,
      asOwner(owner, { staffId: target.id, temporaryPassword: 'temporary-pass-1' }),
    );
    expect(reset.mustChangePassword).toBe(true);
    expect(await isLive(before.token)).toBe(false);

    clock.advanceMs(30_000);
    const temporary = await signedIn({ username: 'sam', password: 'temporary-pass-1', otp: codeAt(0) });
    expect(temporary.staff.mustChangePassword).toBe(true);
    const me = await ok<{ staff: { mustChangePassword: boolean } }>(app, adminEndpoints.me.path, {
      token: temporary.token,
    });
    expect(me.staff.mustChangePassword).toBe(true);
    await refused(
      app,
      adminEndpoints.listStaff.path,
      { token: temporary.token },
      ErrorCode.PasswordChangeRequired,
    );
    await refused(
      app,
      adminEndpoints.setupTwoFactor.path,
      { token: temporary.token },
      ErrorCode.PasswordChangeRequired,
    );
    await ok(app, adminEndpoints.changeOwnPassword.path, {
      token: temporary.token,
      currentPassword: 'temporary-pass-1',
      newPassword: 'sam-password-2',
      otp: codeAt(1),
    });
    // The same session goes on, now with the whole console its role allows.
    await ok(app, adminEndpoints.listStaff.path, { token: temporary.token });

    const [audit] = await auditOf('staff.password_reset');
    expect(audit).toMatchObject({
      actorStaffId: owner.staffId,
      targetId: target.id,
      after: { mustChangePassword: true, endedSessions: 1 },
    });
    expect(JSON.stringify(audit)).not.toContain('temporary-pass');
  });

  it('do not reset the owner’s own password or second factor (3097)', async () => {
    const owner = await createStaffForTest(database, { role: 'owner', clock });
    await refused(
      app,
      adminEndpoints.resetStaffPassword.path,
      asOwner(owner, { staffId: owner.staffId, temporaryPassword: 'temporary-pass-1' }),
      ErrorCode.OwnAccountElsewhere,
    );
    await refused(
      app,
      adminEndpoints.resetStaffTwoFactor.path,
      asOwner(owner, { staffId: owner.staffId }),
      ErrorCode.OwnAccountElsewhere,
    );
  });

  it('reset two-factor: sessions end, the password alone signs in, and the account must enrol', async () => {
    const owner = await createStaffForTest(database, { role: 'owner', clock });
    const { id, secret } = await accountWithPassword('tess', 'tess-password-1', 'finance', true);
    const before = await signedIn({
      username: 'tess',
      password: 'tess-password-1',
      otp: totpForStep(secret!, totpStepAt(clock.now())),
    });
    const reset = await ok<{ twoFactorEnabled: boolean }>(
      app,
      adminEndpoints.resetStaffTwoFactor.path,
      asOwner(owner, { staffId: id }),
    );
    expect(reset.twoFactorEnabled).toBe(false);
    expect(await isLive(before.token)).toBe(false);
    const after = await signedIn({ username: 'tess', password: 'tess-password-1' });
    expect(after.staff.twoFactorEnabled).toBe(false);
    await refused(app, adminEndpoints.listStaff.path, { token: after.token }, ErrorCode.TwoFactorRequired);
    await ok(app, adminEndpoints.setupTwoFactor.path, { token: after.token });
    const [row] = await database.db.select().from(staffUsers).where(eq(staffUsers.id, id));
    expect(row?.totpSecret).not.toBe(secret);
    const [audit] = await auditOf('staff.2fa_reset');
    expect(audit).toMatchObject({
      targetId: id,
      before: { twoFactorEnabled: true },
      after: { twoFactorEnabled: false, endedSessions: 1 },
    });
    expect(JSON.stringify(audit)).not.toContain(secret!);
  });

  it('change a role: the account’s sessions end and the change is audited', async () => {
    const owner = await createStaffForTest(database, { role: 'owner', clock });
    const target = await createStaffForTest(database, { role: 'support', clock });
    const changed = await ok<{ role: string }>(
      app,
      adminEndpoints.changeStaffRole.path,
      asOwner(owner, { staffId: target.staffId, role: 'finance' }),
    );
    expect(changed.role).toBe('finance');
    expect(await isLive(target.token)).toBe(false);
    const [audit] = await auditOf('staff.role_change');
    expect(audit).toMatchObject({
      targetId: target.staffId,
      before: { role: 'support' },
      after: { role: 'finance', endedSessions: 1 },
    });
  });

  it('re-enable a disabled account, audited', async () => {
    const owner = await createStaffForTest(database, { role: 'owner', clock });
    const target = await accountWithPassword('uma', 'uma-password-1', 'content');
    await ok(app, adminEndpoints.disableStaff.path, asOwner(owner, { staffId: target.id }));
    expect((await login({ username: 'uma', password: 'uma-password-1' })).data.errCode).toBe(
      ErrorCode.StaffLoginFailed,
    );
    const enabled = await ok<{ disabled: boolean }>(
      app,
      adminEndpoints.enableStaff.path,
      asOwner(owner, { staffId: target.id }),
    );
    expect(enabled.disabled).toBe(false);
    await signedIn({ username: 'uma', password: 'uma-password-1' });
    const [audit] = await auditOf('staff.enable');
    expect(audit).toMatchObject({
      actorStaffId: owner.staffId,
      before: { disabled: true },
      after: { disabled: false },
    });
  });
});

describe('the last active owner', () => {
  it('cannot demote themselves, but can once another owner exists', async () => {
    const owner = await createStaffForTest(database, { role: 'owner', clock });
    await refused(
      app,
      adminEndpoints.changeStaffRole.path,
      asOwner(owner, { staffId: owner.staffId, role: 'finance' }),
      ErrorCode.LastOwnerProtected,
    );
    const [row] = await database.db.select().from(staffUsers).where(eq(staffUsers.id, owner.staffId));
    expect(row?.role).toBe('owner');
    expect(await auditOf('staff.role_change')).toHaveLength(0);
    await createStaffForTest(database, { role: 'owner', clock });
    await ok(
      app,
      adminEndpoints.changeStaffRole.path,
      asOwner(owner, { staffId: owner.staffId, role: 'finance' }),
    );
  });

  // A real race on PostgreSQL (TEST_DATABASE_URL: a pool of connections), where it fails without
  // the owners lock; PGlite's one connection runs the two transactions one after the other.
  it('survives two owners demoting or disabling each other at the same time', async () => {
    for (let round = 0; round < 4; round += 1) {
      await database.reset();
      const first = await createStaffForTest(database, { role: 'owner', clock });
      const second = await createStaffForTest(database, { role: 'owner', clock });
      const path = round % 2 === 0 ? adminEndpoints.changeStaffRole.path : adminEndpoints.disableStaff.path;
      const answers = await Promise.all([
        call<{ errCode?: number }>(app, path, asOwner(first, { staffId: second.staffId, role: 'support' })),
        call<{ errCode?: number }>(app, path, asOwner(second, { staffId: first.staffId, role: 'support' })),
      ]);
      expect(
        answers.filter((answer) => answer.code === 1),
        JSON.stringify(answers),
      ).toHaveLength(1);
      const loser = answers.find((answer) => answer.code !== 1);
      expect([ErrorCode.Forbidden, ErrorCode.LastOwnerProtected]).toContain(loser?.data.errCode);
      const owners = await database.db
        .select()
        .from(staffUsers)
        .where(and(eq(staffUsers.role, 'owner'), eq(staffUsers.disabled, false)));
      expect(owners).toHaveLength(1);
    }
  });
});

describe('staff sessions', () => {
  it('are listed for the owner and for the staff themselves, and end all at once, audited', async () => {
    const owner = await createStaffForTest(database, { role: 'owner', clock });
    const target = await accountWithPassword('vic', 'vic-password-1', 'support');
    const first = await signedIn({ username: 'vic', password: 'vic-password-1' });
    clock.advanceMs(60_000);
    await signedIn({ username: 'vic', password: 'vic-password-1' });
    const listed = await ok<{
      items: { ip: string; userAgent: string; current: boolean; createdAt: string }[];
    }>(app, adminEndpoints.staffSessions.path, { token: owner.token, staffId: target.id });
    expect(listed.items).toHaveLength(2);
    expect(listed.items[0]).toMatchObject({ ip: testIp, userAgent: 'Lifecycle-Test/1.0', current: false });
    const own = await ok<{ items: { current: boolean }[] }>(app, adminEndpoints.ownSessions.path, {
      token: first.token,
    });
    expect(own.items.filter((session) => session.current)).toHaveLength(1);

    const ended = await ok<{ endedSessions: number }>(
      app,
      adminEndpoints.endStaffSessions.path,
      asOwner(owner, { staffId: target.id }),
    );
    expect(ended.endedSessions).toBe(2);
    expect(await liveSessionCount(target.id)).toBe(0);
    expect(await isLive(first.token)).toBe(false);
    const [audit] = await auditOf('staff.sessions_end');
    expect(audit).toMatchObject({
      actorStaffId: owner.staffId,
      targetId: target.id,
      after: { endedSessions: 2 },
    });
  });
});
