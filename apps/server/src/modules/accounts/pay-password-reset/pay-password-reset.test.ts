import { accountsAdminEndpoints, accountsEndpoints, ErrorCode } from '@fairround/shared';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../platform/clock.js';
import { call, ok, refused } from '../../../test/http.js';
import {
  createPlayerForTest,
  latestOutboxCode,
  seedAccountsForTest,
  type TestPlayer,
} from '../../../test/players.js';
import { createStaffForTest } from '../../../test/staff.js';
import { buildTestApp } from '../../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { auditLog } from '../../admin/admin.tables.js';
import { verifyPayPassword } from '../accounts.service.js';
import { createPlayerSessionsService } from '../sessions/sessions.service.js';
import { REGISTER_LIMITS } from '../register-throttle.js';
import { smsOutbox } from '../sms/sms.tables.js';

/** Issue #25: a forgotten pay password locked the money in; nobody could reset it. */

let database: TestDatabase;
let app: FastifyInstance;
let alice: TestPlayer;
const clock = createManualClock(new Date('2026-12-03T08:00:00Z'));
const NEW_PAY = '135792';

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
  await seedAccountsForTest(database, clock);
  clock.advanceMs(24 * 60 * 60_000);
  alice = await createPlayerForTest(database, { password: 'login-pass1', phone: '912000222', clock });
});

const fullPhone = () => `+84${alice.phone}`;

async function sendCode(player: TestPlayer = alice): Promise<string> {
  await ok(app, accountsEndpoints.payPasswordCodeSend.path, { token: player.token, lang: 'en' });
  return latestOutboxCode(database, `+84${player.phone}`);
}

const recover = (body: Record<string, unknown>, player: TestPlayer = alice) =>
  call<{ errCode?: number; field?: string }>(app, accountsEndpoints.recoverPayPassword.path, {
    token: player.token,
    passwd: player.password,
    newpwd: NEW_PAY,
    newpwd2: NEW_PAY,
    ...body,
  });

const payPasswordIs = (password: string) => verifyPayPassword(database.db, alice.playerId, password);
const auditRows = (action: string) => database.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('pay-password recovery', () => {
  it('sets a new pay password from the phone code and the login password; the old one stops working', async () => {
    const captcha = await sendCode();
    const [message] = await database.db.select().from(smsOutbox).orderBy(desc(smsOutbox.createdAt)).limit(1);
    expect(message?.text).toContain('PAY password');
    expect((await recover({ captcha })).code).toBe(1);
    expect(await payPasswordIs(NEW_PAY)).toBe(true);
    expect(await payPasswordIs(alice.payPassword!)).toBe(false);
    const [row] = await auditRows('player.pay_password_recovered');
    expect(row).toMatchObject({ targetType: 'player', targetId: alice.playerId, actorStaffId: null });
    expect(JSON.stringify(row)).not.toContain(NEW_PAY);
  });

  it('ends every other session of the player and keeps the one that recovered', async () => {
    const sessions = createPlayerSessionsService({ db: database.db, clock });
    const other = await sessions.open(alice.playerId, { ip: '127.0.0.9', userAgent: 'other phone' });
    expect((await recover({ captcha: await sendCode() })).code).toBe(1);
    expect(await sessions.authenticate(other.token)).toBeNull();
    expect(await sessions.authenticate(alice.token)).not.toBeNull();
  });

  it('refuses a wrong login password (3081) without spending the code, and a wrong code (2053)', async () => {
    const captcha = await sendCode();
    const wrongPassword = await recover({ captcha, passwd: 'not-my-pass1' });
    expect(wrongPassword.data).toMatchObject({ errCode: ErrorCode.LoginPasswordWrong, field: 'passwd' });
    const wrongCode = await recover({ captcha: captcha === '000000' ? '000001' : '000000' });
    expect(wrongCode.data).toMatchObject({ errCode: ErrorCode.SmsCodeWrong, field: 'captcha' });
    expect(await payPasswordIs(alice.payPassword!)).toBe(true);
    expect((await recover({ captcha })).code).toBe(1);
  });

  it('checks the new pay password first (1058 rules, 1012 repeat) and spends a code once', async () => {
    const captcha = await sendCode();
    expect((await recover({ captcha, newpwd: 'abc', newpwd2: 'abc' })).data.errCode).toBe(
      ErrorCode.PayPasswordFormat,
    );
    expect((await recover({ captcha, newpwd2: '999999' })).data.errCode).toBe(ErrorCode.PasswordsDiffer);
    expect((await recover({ captcha })).code).toBe(1);
    expect((await recover({ captcha, newpwd: '864200', newpwd2: '864200' })).data.errCode).toBe(
      ErrorCode.SmsCodeExpired,
    );
  });

  it('does not take a login-reset code or another player’s code', async () => {
    await ok(app, accountsEndpoints.resetSmsSend.path, { quhao: '+84', mobile: alice.phone });
    const loginResetCode = await latestOutboxCode(database, fullPhone());
    expect((await recover({ captcha: loginResetCode })).data.errCode).toBe(ErrorCode.SmsCodeExpired);
    clock.advanceMs(61_000);
    const bob = await createPlayerForTest(database, { phone: '912000333', clock });
    const bobsCode = await sendCode(bob);
    expect((await recover({ captcha: bobsCode })).data.errCode).toBe(ErrorCode.SmsCodeExpired);
  });

  it('locks after as many refusals as a login reset (3001) and keeps the SMS cooldown (2051)', async () => {
    const captcha = await sendCode();
    await refused(app, accountsEndpoints.payPasswordCodeSend.path, { token: alice.token }, ErrorCode.SmsTooFrequent);
    for (let attempt = 0; attempt < REGISTER_LIMITS.perAccount; attempt += 1) {
      await recover({ captcha, passwd: `wrong-pass${attempt}` });
    }
    expect((await recover({ captcha })).data.errCode).toBe(ErrorCode.TooManyAttempts);
    expect(await payPasswordIs(alice.payPassword!)).toBe(true);
  });

  it('needs a player session', async () => {
    expect((await call(app, accountsEndpoints.payPasswordCodeSend.path, {})).code).toBe(409);
    expect((await call(app, accountsEndpoints.recoverPayPassword.path, { captcha: '123456' })).code).toBe(409);
  });
});

describe('support starts a pay-password recovery', () => {
  it('sends the code to the player’s phone in the chosen language, never to staff, and audits it', async () => {
    const support = await createStaffForTest(database, { role: 'support', clock });
    const answer = await ok(app, accountsAdminEndpoints.sendPayPasswordCode.path, {
      token: support.token,
      userId: alice.playerId,
      language: 'vi',
    });
    expect(Object.keys(answer).sort()).toEqual(['cooldownSeconds', 'expiresInSeconds']);
    const [message] = await database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, fullPhone()));
    expect(message?.text).toContain('THANH TOÁN');
    const [row] = await auditRows('player.pay_password_code_sent');
    expect(row).toMatchObject({ actorStaffId: support.staffId, targetId: alice.playerId });
    // The player finishes it in the app with the code and their login password.
    const captcha = await latestOutboxCode(database, fullPhone());
    expect((await recover({ captcha })).code).toBe(1);
  });

  it('is refused to finance and content (3004) and answers 1002 for an unknown player', async () => {
    for (const role of ['finance', 'content'] as const) {
      const staff = await createStaffForTest(database, { role, clock });
      await refused(
        app,
        accountsAdminEndpoints.sendPayPasswordCode.path,
        { token: staff.token, userId: alice.playerId, language: 'en-US' },
        ErrorCode.Forbidden,
      );
    }
    const owner = await createStaffForTest(database, { role: 'owner', clock });
    await refused(
      app,
      accountsAdminEndpoints.sendPayPasswordCode.path,
      { token: owner.token, userId: '00000000-0000-4000-8000-000000000000', language: 'en-US' },
      ErrorCode.UserNotFound,
    );
  });
});
