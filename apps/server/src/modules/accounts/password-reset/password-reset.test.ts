import { ErrorCode, accountsEndpoints } from '@fairround/shared';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../platform/clock.js';
import { buildTestApp, postApi } from '../../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import {
  createPlayerForTest,
  latestOutboxCode,
  seedAccountsForTest,
  type TestPlayer,
} from '../../../test/players.js';
import { players } from '../players.tables.js';
import { REGISTER_LIMITS } from '../register-throttle.js';
import { smsCodes, smsOutbox } from '../sms/sms.tables.js';

let database: TestDatabase;
let app: FastifyInstance;
let alice: TestPlayer;
const clock = createManualClock(new Date('2026-11-22T08:00:00Z'));

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
  alice = await createPlayerForTest(database, { password: 'oldpass1', phone: '912000111', clock });
});

type Answer = { errCode?: number; field?: string; cooldownSeconds?: number; expiresInSeconds?: number };

async function sendResetCode(mobile: string, ip = '127.0.0.1') {
  const response = await app.inject({
    method: 'POST',
    url: accountsEndpoints.resetSmsSend.path,
    payload: { quhao: '+84', mobile, lang: 'en' },
    remoteAddress: ip,
  });
  return response.json() as { code: number; info: string; data: Answer };
}

const resetPassword = (body: Record<string, unknown>) =>
  postApi<Answer>(app, accountsEndpoints.resetPassword.path, {
    quhao: '+84',
    mobile: alice.phone,
    password: 'newpass2',
    spassword: 'newpass2',
    ...body,
  });

const login = (password: string) =>
  postApi<{ token?: string; errCode?: number }>(app, accountsEndpoints.login.path, {
    quhao: '+84',
    username: alice.username,
    password,
  });

async function outboxCount(): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(smsOutbox);
  return row?.n ?? 0;
}

async function codeForAlice(): Promise<string> {
  expect((await sendResetCode(alice.phone)).code).toBe(1);
  return latestOutboxCode(database, `+84${alice.phone}`);
}

describe('password reset by SMS code', () => {
  it('sets the new password from the code, after which only the new one logs in', async () => {
    const captcha = await codeForAlice();
    expect((await resetPassword({ captcha })).body.code).toBe(1);
    expect((await login('oldpass1')).body.data.errCode).toBe(ErrorCode.LoginFailed);
    expect((await login('newpass2')).body.code).toBe(1);
  });

  it('ends every session the player had', async () => {
    const second = await login('oldpass1');
    const captcha = await codeForAlice();
    expect((await resetPassword({ captcha })).body.code).toBe(1);
    for (const token of [alice.token, second.body.data.token]) {
      expect((await postApi(app, accountsEndpoints.userInfo.path, { token })).body.code).toBe(409);
    }
  });

  it('answers an unknown phone exactly like a registered one and sends it nothing', async () => {
    const known = await sendResetCode(alice.phone);
    const before = await outboxCount();
    const unknown = await sendResetCode('912999888');
    expect(unknown).toEqual(known);
    expect(await outboxCount()).toBe(before);
    // The cooldown applies to the unknown phone too, so a second try cannot tell them apart.
    clock.advanceMs(10_000);
    expect((await sendResetCode('912999888')).data.errCode).toBe(ErrorCode.SmsTooFrequent);
    expect((await sendResetCode(alice.phone)).data.errCode).toBe(ErrorCode.SmsTooFrequent);
  });

  it('refuses a reset for an unknown phone as a wrong code', async () => {
    await sendResetCode('912999888');
    const answer = await resetPassword({ mobile: '912999888', captcha: '123456' });
    expect(answer.body.data).toMatchObject({ errCode: ErrorCode.SmsCodeWrong, field: 'captcha' });
  });

  it('uses a code once', async () => {
    const captcha = await codeForAlice();
    expect((await resetPassword({ captcha })).body.code).toBe(1);
    const again = await resetPassword({ captcha, password: 'third333', spassword: 'third333' });
    expect(again.body.data.errCode).toBe(ErrorCode.SmsCodeExpired);
    expect((await login('newpass2')).body.code).toBe(1);
  });

  it('refuses a code after its 5 minutes', async () => {
    const captcha = await codeForAlice();
    clock.advanceMs(5 * 60_000 + 1);
    expect((await resetPassword({ captcha })).body.data.errCode).toBe(ErrorCode.SmsCodeExpired);
    expect((await login('oldpass1')).body.code).toBe(1);
  });

  it('kills a code after five wrong tries, even for the right one', async () => {
    const captcha = await codeForAlice();
    const wrong = captcha === '000000' ? '000001' : '000000';
    for (let index = 0; index < 5; index += 1) {
      expect((await resetPassword({ captcha: wrong })).body.data.errCode).toBe(ErrorCode.SmsCodeWrong);
    }
    expect((await resetPassword({ captcha })).body.data.errCode).toBe(ErrorCode.SmsCodeExpired);
  });

  it('does not take a registration code', async () => {
    const sent = await postApi(app, accountsEndpoints.smsSend.path, { quhao: '+84', mobile: '912555444' });
    expect(sent.body.code).toBe(1);
    const bob = await createPlayerForTest(database, { phone: '912555444', clock });
    const captcha = await latestOutboxCode(database, '+84912555444');
    const answer = await resetPassword({ mobile: bob.phone, captcha });
    // No reset code exists for the phone: "request a new one", as for a phone never sent any.
    expect(answer.body.data.errCode).toBe(ErrorCode.SmsCodeExpired);
  });

  it.each([
    ['too short', { password: 'ab1', spassword: 'ab1' }, ErrorCode.PasswordLength, 'password'],
    [
      'digits only',
      { password: '12345678', spassword: '12345678' },
      ErrorCode.PasswordAlphanumeric,
      'password',
    ],
    [
      'a different repeat',
      { password: 'newpass2', spassword: 'newpass3' },
      ErrorCode.PasswordsDiffer,
      'spassword',
    ],
  ])('applies the registration rules to the new password: %s', async (_name, body, errCode, field) => {
    const captcha = await codeForAlice();
    const before = (await database.db.select().from(players).where(eq(players.id, alice.playerId)))[0]!;
    expect((await resetPassword({ captcha, ...body })).body.data).toMatchObject({ errCode, field });
    const after = (await database.db.select().from(players).where(eq(players.id, alice.playerId)))[0]!;
    expect(after.passwordHash).toBe(before.passwordHash);
    // The refused attempt spent no try: the code still works.
    expect((await resetPassword({ captcha })).body.code).toBe(1);
  });

  it('refuses a badly formed phone with 2050', async () => {
    expect((await sendResetCode('12ab')).data.errCode).toBe(ErrorCode.PhoneFormat);
  });

  it('shares the registration throttles: 10 codes a day per phone, 20 an hour per IP', async () => {
    for (let index = 0; index < 10; index += 1) {
      expect((await sendResetCode(alice.phone, `10.1.0.${index}`)).code).toBe(1);
      clock.advanceMs(61_000);
    }
    expect((await sendResetCode(alice.phone, '10.1.1.1')).data.errCode).toBe(ErrorCode.SmsDailyLimit);
    for (let index = 0; index < 20; index += 1) {
      const phone = `9${String(index + 30).padStart(2, '0')}000555`;
      expect((await sendResetCode(phone, '10.9.9.9')).code).toBe(1);
    }
    expect((await sendResetCode('999000555', '10.9.9.9')).data.errCode).toBe(ErrorCode.RateLimited);
    const rows = await database.db.select({ n: count() }).from(smsCodes).where(eq(smsCodes.purpose, 'reset'));
    expect(rows[0]?.n).toBe(30);
  });
});

describe('password reset attempts (issue #23)', () => {
  const resetFrom = async (mobile: string, ip: string) =>
    (
      await app.inject({
        method: 'POST',
        url: accountsEndpoints.resetPassword.path,
        payload: {
          quhao: '+84',
          mobile,
          captcha: '123456',
          password: 'newpass2',
          spassword: 'newpass2',
          lang: 'en',
        },
        remoteAddress: ip,
      })
    ).json() as { code: number; info: string; data: Answer };

  it(`lock one phone after ${REGISTER_LIMITS.perAccount} refusals from as many addresses, with the login's 3001, even for the right code`, async () => {
    const captcha = await codeForAlice();
    for (let attempt = 0; attempt < REGISTER_LIMITS.perAccount; attempt += 1) {
      const answer = await resetFrom(alice.phone, `10.80.0.${attempt + 1}`);
      expect([ErrorCode.SmsCodeWrong, ErrorCode.SmsCodeExpired]).toContain(answer.data.errCode);
    }
    const locked = await postApi<Answer>(app, accountsEndpoints.resetPassword.path, {
      quhao: '+84',
      mobile: alice.phone,
      captcha,
      password: 'newpass2',
      spassword: 'newpass2',
    });
    expect(locked.body.data.errCode).toBe(ErrorCode.TooManyAttempts);
    expect((await login('oldpass1')).body.code).toBe(1);
  });

  it(`lock one address after ${REGISTER_LIMITS.perIp} refusals across as many phones, registered or not`, async () => {
    for (let attempt = 0; attempt < REGISTER_LIMITS.perIp; attempt += 1) {
      const answer = await resetFrom(`9120${String(attempt).padStart(5, '0')}`, '10.81.0.1');
      expect(answer.data.errCode).toBe(ErrorCode.SmsCodeExpired);
    }
    expect((await resetFrom(alice.phone, '10.81.0.1')).data.errCode).toBe(ErrorCode.TooManyAttempts);
    expect((await resetFrom(alice.phone, '10.81.0.2')).data.errCode).toBe(ErrorCode.SmsCodeExpired);
  });
});
