import { createHash } from 'node:crypto';
import { ErrorCode, adminEndpoints, defineEndpoint } from '@fairround/shared';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../../platform/clock.js';
import { hashPassword } from '../../platform/credentials/password-hash.js';
import { apiRoute } from '../../platform/http/api-route.js';
import { loadConfig } from '../../config/config.js';
import { buildTestApp, postApi } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { auditLog, staffSessions, staffUsers } from './admin.tables.js';
import { createStaffForTest } from '../../test/staff.js';
import { ensureFirstOwner, printGeneratedOwner } from './first-owner.js';
import { createStaffRepository } from './staff.repository.js';
import { currentTotp } from '../../platform/credentials/totp.js';

type Envelope<T = Record<string, unknown>> = { code: number; info: string; data: T };
type LoginData = {
  token: string;
  staff: { id: string; username: string; role: string; twoFactorEnabled: boolean };
  twoFactorRequired: boolean;
};

const clock = createManualClock(new Date('2026-11-22T08:00:00Z'));
const OWNER_ENV = { ADMIN_USERNAME: 'boot-owner', ADMIN_PASSWORD: 'boot-owner-pass-1' };
let database: TestDatabase;
let app: FastifyInstance;
let ipCounter = 0;

/** Each test signs in from its own address so the per-IP throttle of one test cannot leak into another. */
let testIp = '10.0.0.1';

async function login(
  body: Record<string, unknown>,
  ip = testIp,
): Promise<Envelope<LoginData & { errCode?: number }>> {
  const response = await app.inject({
    method: 'POST',
    url: adminEndpoints.login.path,
    payload: { lang: 'en', ...body },
    remoteAddress: ip,
  });
  return response.json();
}

async function createWithPassword(
  username: string,
  password: string,
  role: 'owner' | 'finance' | 'support' | 'content' = 'owner',
) {
  const user = await createStaffRepository({ db: database.db }).insertIfNew(
    { username, passwordHash: await hashPassword(password), role },
    clock.now(),
  );
  if (!user) throw new Error('taken');
  return user;
}

function addMoneyRoute(instance: FastifyInstance): void {
  apiRoute(instance, {
    endpoint: defineEndpoint({
      path: '/api/admin/test/payout',
      auth: 'staff',
      response: z.object({ paidBy: z.string().optional() }),
    }),
    auth: { kind: 'staff', roles: ['owner', 'finance'], stepUp: true },
    handler: async (request) => ({ paidBy: request.staff?.username }),
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { clock, env: OWNER_ENV, beforeReady: addMoneyRoute });
});

beforeEach(async () => {
  await database.reset();
  ipCounter += 1;
  testIp = `10.0.${ipCounter}.1`;
});

afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the first owner', () => {
  it('is created from ADMIN_USERNAME and ADMIN_PASSWORD once, and audited', async () => {
    const config = loadConfig({ ...OWNER_ENV, DATA_DIR: '/tmp/unused' });
    expect(await ensureFirstOwner({ db: database.db, config, clock })).toEqual({
      created: true,
      username: 'boot-owner',
      generatedPassword: null,
    });
    expect(await ensureFirstOwner({ db: database.db, config, clock })).toEqual({ created: false });
    const [owner] = await database.db.select().from(staffUsers);
    expect(owner?.role).toBe('owner');
    expect(owner?.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect((await login({ username: 'BOOT-OWNER', password: 'boot-owner-pass-1' })).code).toBe(1);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'staff.bootstrap_owner'));
    expect(audit).toHaveLength(1);
  });

  it('gets a generated 16-character password when none is configured', async () => {
    const result = await ensureFirstOwner({
      db: database.db,
      config: loadConfig({ DATA_DIR: '/tmp/unused' }),
      clock,
    });
    if (!result.created || !result.generatedPassword) throw new Error('expected a generated owner');
    expect(result.username).toBe('owner');
    expect(result.generatedPassword).toMatch(/^[A-Za-z0-9]{16}$/);
    expect((await login({ username: 'owner', password: result.generatedPassword })).code).toBe(1);
    let printed = '';
    printGeneratedOwner(result.username, result.generatedPassword, (text) => (printed += text));
    expect(printed).toContain(result.generatedPassword);
    expect(printed).toContain('┌');
  });

  it('is created exactly once when two instances boot together', async () => {
    const config = loadConfig({ DATA_DIR: '/tmp/unused' });
    const results = await Promise.all([
      ensureFirstOwner({ db: database.db, config, clock }),
      ensureFirstOwner({ db: database.db, config, clock }),
    ]);
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(await database.db.select().from(staffUsers)).toHaveLength(1);
  });
});

describe('staff login', () => {
  it('signs in with any case of the username and answers the session and staff', async () => {
    const user = await createWithPassword('Alice', 'alice-password-1', 'finance');
    const { code, data } = await login({ username: 'alice', password: 'alice-password-1' });
    expect(code).toBe(1);
    expect(data.staff).toEqual({
      id: user.id,
      username: 'Alice',
      role: 'finance',
      twoFactorEnabled: false,
      mustChangePassword: false,
    });
    expect(data.twoFactorRequired).toBe(true);
    const me = await postApi<{ staff: { username: string } }>(app, adminEndpoints.me.path, {
      token: data.token,
    });
    expect(me.body.data.staff.username).toBe('Alice');
  });

  it('stores only the SHA-256 of the session token and an argon2id password hash', async () => {
    const user = await createWithPassword('bob', 'bob-password-12');
    const { data } = await login({ username: 'bob', password: 'bob-password-12' });
    const [session] = await database.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.staffId, user.id));
    expect(session?.tokenHash).toBe(createHash('sha256').update(data.token).digest('hex'));
    expect(Buffer.from(data.token, 'base64url')).toHaveLength(32);
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$/);
    expect(session?.ip).toBe(testIp);
  });

  it('answers an unknown user, a wrong password and a disabled account with the same 3007', async () => {
    await createWithPassword('carol', 'carol-password-1');
    const disabled = await createWithPassword('dave', 'dave-password-1');
    await database.db.update(staffUsers).set({ disabled: true }).where(eq(staffUsers.id, disabled.id));
    const unknown = await login({ username: 'nobody', password: 'carol-password-1' });
    const wrong = await login({ username: 'carol', password: 'not-her-password' });
    const off = await login({ username: 'dave', password: 'dave-password-1' });
    for (const answer of [unknown, wrong, off]) {
      expect(answer).toEqual({ code: 0, info: unknown.info, data: { errCode: ErrorCode.StaffLoginFailed } });
    }
  });

  it('needs a valid TOTP code when the account has two-factor on', async () => {
    const staff = await createStaffForTest(database, { role: 'finance', twoFactor: true, clock });
    await database.db
      .update(staffUsers)
      .set({ passwordHash: await hashPassword('erin-password-1') })
      .where(eq(staffUsers.id, staff.staffId));
    const missing = await login({ username: staff.username, password: 'erin-password-1' });
    const wrongCode = staff.currentOtp() === '000000' ? '111111' : '000000';
    const wrong = await login({ username: staff.username, password: 'erin-password-1', otp: wrongCode });
    expect(missing.data.errCode).toBe(ErrorCode.StaffLoginFailed);
    expect(wrong.data.errCode).toBe(ErrorCode.StaffLoginFailed);
    const right = await login({
      username: staff.username,
      password: 'erin-password-1',
      otp: staff.currentOtp(),
    });
    expect(right.code).toBe(1);
    expect(right.data.staff.twoFactorEnabled).toBe(true);
  });

  it('locks a username after 5 failures for 15 minutes, even with the right password', async () => {
    await createWithPassword('frank', 'frank-password-1');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login({ username: 'frank', password: 'guess' }, `10.9.${attempt}.1`)).data.errCode).toBe(
        ErrorCode.StaffLoginFailed,
      );
    }
    const locked = await login({ username: 'frank', password: 'frank-password-1' });
    expect(locked.data.errCode).toBe(ErrorCode.TooManyAttempts);
    expect(locked.info).toContain('15');
    clock.advanceMs(15 * 60_000 + 1);
    expect((await login({ username: 'frank', password: 'frank-password-1' })).code).toBe(1);
  });

  it('locks an IP after 20 failures across usernames, leaving other addresses alone', async () => {
    await createWithPassword('grace', 'grace-password-1');
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await login({ username: `guess-${attempt}`, password: 'guess' });
    }
    expect((await login({ username: 'grace', password: 'grace-password-1' })).data.errCode).toBe(
      ErrorCode.TooManyAttempts,
    );
    expect((await login({ username: 'grace', password: 'grace-password-1' }, '10.200.0.1')).code).toBe(1);
  });

  it('ends the session on logout', async () => {
    await createWithPassword('heidi', 'heidi-password-1');
    const { data } = await login({ username: 'heidi', password: 'heidi-password-1' });
    expect((await postApi(app, adminEndpoints.logout.path, { token: data.token })).body.code).toBe(1);
    expect((await postApi(app, adminEndpoints.me.path, { token: data.token })).body.code).toBe(409);
  });

  it('expires a session after 12 idle hours, sliding with use', async () => {
    await createWithPassword('ivan', 'ivan-password-1');
    const { data } = await login({ username: 'ivan', password: 'ivan-password-1' });
    clock.advanceMs(11 * 60 * 60_000);
    expect((await postApi(app, adminEndpoints.me.path, { token: data.token })).body.code).toBe(1);
    clock.advanceMs(11 * 60 * 60_000);
    expect((await postApi(app, adminEndpoints.me.path, { token: data.token })).body.code).toBe(1);
    clock.advanceMs(12 * 60 * 60_000 + 1);
    expect((await postApi(app, adminEndpoints.me.path, { token: data.token })).body.code).toBe(409);
  });
});

describe('two-factor setup', () => {
  it('creates a pending secret, enables it only with a valid code, and audits both', async () => {
    const staff = await createStaffForTest(database, { role: 'support', twoFactor: false, clock });
    const setup = await postApi<{ secret: string; otpauthUri: string }>(
      app,
      adminEndpoints.setupTwoFactor.path,
      {
        token: staff.token,
      },
    );
    expect(setup.body.code).toBe(1);
    const { secret, otpauthUri } = setup.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Fairround:/);
    expect(otpauthUri).toContain('algorithm=SHA1&digits=6&period=30');

    const me = await postApi<{ staff: { twoFactorEnabled: boolean } }>(app, adminEndpoints.me.path, {
      token: staff.token,
    });
    expect(me.body.data.staff.twoFactorEnabled).toBe(false);

    const code = currentTotp(secret, clock.now());
    const wrong = await postApi<{ errCode: number }>(app, adminEndpoints.enableTwoFactor.path, {
      token: staff.token,
      otp: code === '123456' ? '654321' : '123456',
    });
    expect(wrong.body.data.errCode).toBe(ErrorCode.TwoFactorWrong);
    const enabled = await postApi(app, adminEndpoints.enableTwoFactor.path, {
      token: staff.token,
      otp: code,
    });
    expect(enabled.body).toMatchObject({ code: 1, data: { twoFactorEnabled: true } });

    const again = await postApi<{ errCode: number }>(app, adminEndpoints.setupTwoFactor.path, {
      token: staff.token,
    });
    expect(again.body.data.errCode).toBe(ErrorCode.Forbidden);
    const actions = (await database.db.select().from(auditLog)).map((row) => [
      row.action,
      row.actorStaffId,
      row.targetId,
    ]);
    expect(actions).toEqual([
      ['staff.2fa_setup', staff.staffId, staff.staffId],
      ['staff.2fa_enable', staff.staffId, staff.staffId],
    ]);
  });

  it('refuses to enable two-factor before setup', async () => {
    const staff = await createStaffForTest(database, { role: 'content', twoFactor: false, clock });
    const { body } = await postApi<{ errCode: number }>(app, adminEndpoints.enableTwoFactor.path, {
      token: staff.token,
      otp: '123456',
    });
    expect(body.data.errCode).toBe(ErrorCode.Forbidden);
  });
});

describe('money actions', () => {
  const payout = (body: Record<string, unknown>) =>
    postApi<{ errCode?: number; paidBy?: string }>(app, '/api/admin/test/payout', body);

  it('refuse staff without two-factor with 3005', async () => {
    const staff = await createStaffForTest(database, { role: 'finance', twoFactor: false, clock });
    expect((await payout({ token: staff.token, otp: '123456' })).body.data.errCode).toBe(
      ErrorCode.TwoFactorRequired,
    );
  });

  it('need the current code: missing or wrong is 3006, right passes', async () => {
    const staff = await createStaffForTest(database, { role: 'finance', twoFactor: true, clock });
    expect((await payout({ token: staff.token })).body.data.errCode).toBe(ErrorCode.TwoFactorWrong);
    const wrongCode = staff.currentOtp() === '000000' ? '111111' : '000000';
    expect((await payout({ token: staff.token, otp: wrongCode })).body.data.errCode).toBe(
      ErrorCode.TwoFactorWrong,
    );
    expect((await payout({ token: staff.token, otp: staff.currentOtp() })).body).toMatchObject({
      code: 1,
      data: { paidBy: staff.username },
    });
  });

  it('accept the previous code for clock drift but not an older one', async () => {
    const staff = await createStaffForTest(database, { role: 'owner', twoFactor: true, clock });
    const code = staff.currentOtp();
    clock.advanceMs(30_000);
    expect((await payout({ token: staff.token, otp: code })).body.code).toBe(1);
    clock.advanceMs(60_000);
    if (staff.currentOtp() !== code)
      expect((await payout({ token: staff.token, otp: code })).body.data.errCode).toBe(
        ErrorCode.TwoFactorWrong,
      );
  });

  it('refuse a role the route does not list with 3004, and a dead session with 409', async () => {
    const support = await createStaffForTest(database, { role: 'support', twoFactor: true, clock });
    expect((await payout({ token: support.token, otp: support.currentOtp() })).body.data.errCode).toBe(
      ErrorCode.Forbidden,
    );
    expect((await payout({ token: 'no-such-session' })).body.code).toBe(409);
  });

  it('only need the role when ADMIN_REQUIRE_2FA is false', async () => {
    const relaxed = await buildTestApp(database, {
      clock,
      env: { ...OWNER_ENV, ADMIN_REQUIRE_2FA: 'false' },
      beforeReady: addMoneyRoute,
    });
    try {
      const finance = await createStaffForTest(database, { role: 'finance', clock });
      const content = await createStaffForTest(database, { role: 'content', clock });
      const paid = await postApi(relaxed, '/api/admin/test/payout', { token: finance.token });
      expect(paid.body.code).toBe(1);
      const refused = await postApi<{ errCode: number }>(relaxed, '/api/admin/test/payout', {
        token: content.token,
      });
      expect(refused.body.data.errCode).toBe(ErrorCode.Forbidden);
      const me = await postApi<{ twoFactorRequired: boolean }>(relaxed, adminEndpoints.me.path, {
        token: finance.token,
      });
      expect(me.body.data.twoFactorRequired).toBe(false);
    } finally {
      await relaxed.close();
    }
  });
});

describe('staff accounts', () => {
  it('lets an owner create staff, audited, with usernames unique in any case', async () => {
    const owner = await createStaffForTest(database, { role: 'owner', clock });
    const created = await postApi<{ id: string; username: string; role: string }>(
      app,
      adminEndpoints.createStaff.path,
      {
        token: owner.token,
        otp: owner.currentOtp(),
        username: 'Judy',
        password: 'judy-password-1',
        role: 'support',
      },
    );
    expect(created.body.data).toMatchObject({ username: 'Judy', role: 'support' });
    const duplicate = await postApi<{ errCode: number; field: string }>(
      app,
      adminEndpoints.createStaff.path,
      {
        token: owner.token,
        otp: owner.currentOtp(),
        username: 'JUDY',
        password: 'judy-password-2',
        role: 'finance',
      },
    );
    expect(duplicate.body.data).toEqual({ errCode: ErrorCode.AlreadyRegistered, field: 'username' });
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'staff.create'));
    expect(audit).toMatchObject({
      actorStaffId: owner.staffId,
      targetId: created.body.data.id,
      after: { username: 'Judy', role: 'support' },
    });
    expect(JSON.stringify(audit)).not.toContain('judy-password');
    expect((await login({ username: 'judy', password: 'judy-password-1' })).code).toBe(1);
  });

  it('refuses staff management to everyone but owners, and short passwords', async () => {
    const finance = await createStaffForTest(database, { role: 'finance', clock });
    const owner = await createStaffForTest(database, { role: 'owner', clock });
    const body = { username: 'mallory', password: 'mallory-password', role: 'owner' };
    expect(
      (
        await postApi<{ errCode: number }>(app, adminEndpoints.createStaff.path, {
          token: finance.token,
          ...body,
        })
      ).body.data.errCode,
    ).toBe(ErrorCode.Forbidden);
    expect(
      (
        await postApi<{ errCode: number }>(app, adminEndpoints.disableStaff.path, {
          token: finance.token,
          staffId: owner.staffId,
        })
      ).body.data.errCode,
    ).toBe(ErrorCode.Forbidden);
    const short = await postApi<{ errCode: number; field: string }>(app, adminEndpoints.createStaff.path, {
      token: owner.token,
      otp: owner.currentOtp(),
      ...body,
      password: 'short',
    });
    expect(short.body.data).toEqual({ errCode: ErrorCode.IncompleteParameters, field: 'password' });
  });

  it('lists staff for every role without secrets', async () => {
    const support = await createStaffForTest(database, { role: 'support', twoFactor: true, clock });
    const { body } = await postApi<{ items: Record<string, unknown>[] }>(app, adminEndpoints.listStaff.path, {
      token: support.token,
    });
    expect(body.data.items).toEqual([
      expect.objectContaining({
        id: support.staffId,
        role: 'support',
        twoFactorEnabled: true,
        disabled: false,
      }),
    ]);
    expect(Object.keys(body.data.items[0] ?? {})).not.toContain('passwordHash');
    expect(Object.keys(body.data.items[0] ?? {})).not.toContain('totpSecret');
  });

  it('disables an account: its sessions end, it cannot sign in, and the change is audited', async () => {
    const owner = await createStaffForTest(database, { role: 'owner', clock });
    const target = await createWithPassword('ken', 'ken-password-12', 'finance');
    const { data } = await login({ username: 'ken', password: 'ken-password-12' });
    const disabled = await postApi<{ disabled: boolean }>(app, adminEndpoints.disableStaff.path, {
      token: owner.token,
      otp: owner.currentOtp(),
      staffId: target.id,
    });
    expect(disabled.body.data.disabled).toBe(true);
    expect((await postApi(app, adminEndpoints.me.path, { token: data.token })).body.code).toBe(409);
    expect((await login({ username: 'ken', password: 'ken-password-12' })).data.errCode).toBe(
      ErrorCode.StaffLoginFailed,
    );
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'staff.disable'));
    expect(audit).toMatchObject({
      actorStaffId: owner.staffId,
      targetId: target.id,
      before: { disabled: false },
      after: { disabled: true, endedSessions: 1 },
    });
  });

  it('does not let an owner disable their own account', async () => {
    const owner = await createStaffForTest(database, { role: 'owner', clock });
    const { body } = await postApi<{ errCode: number }>(app, adminEndpoints.disableStaff.path, {
      token: owner.token,
      otp: owner.currentOtp(),
      staffId: owner.staffId,
    });
    expect(body.data.errCode).toBe(ErrorCode.Forbidden);
  });
});
