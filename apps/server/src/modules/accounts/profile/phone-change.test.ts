import { ACCOUNT_TEXTS, accountsEndpoints, ErrorCode, profileEndpoints } from '@fairround/shared';
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
import { buildTestApp } from '../../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { auditLog } from '../../admin/admin.tables.js';
import { players } from '../players.tables.js';
import { REGISTER_LIMITS } from '../register-throttle.js';
import { createPlayerSessionsService } from '../sessions/sessions.service.js';
import { smsOutbox } from '../sms/sms.tables.js';

/** Issue #25 item 9: a phone number could never change. */

let database: TestDatabase;
let app: FastifyInstance;
let alice: TestPlayer;
const clock = createManualClock(new Date('2026-12-03T08:00:00Z'));
const NEW_PHONE = '933444555';
const LOGIN_PASSWORD = 'login-pass1';

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
  alice = await createPlayerForTest(database, { password: LOGIN_PASSWORD, phone: '912000222', clock });
});

async function oldCode(): Promise<string> {
  await ok(app, profileEndpoints.phoneCodeOld.path, { token: alice.token, lang: 'en' });
  return latestOutboxCode(database, `+84${alice.phone}`);
}

async function newCode(mobile = NEW_PHONE): Promise<string> {
  await ok(app, profileEndpoints.phoneCodeNew.path, { token: alice.token, quhao: '+84', mobile });
  return latestOutboxCode(database, `+84${mobile.replace(/^0/, '')}`);
}

const changePhone = (body: Record<string, unknown>) =>
  call<{ errCode?: number; field?: string; phone?: string }>(app, profileEndpoints.changePhone.path, {
    token: alice.token,
    quhao: '+84',
    mobile: NEW_PHONE,
    passwd: LOGIN_PASSWORD,
    ...body,
  });

/** A six-digit code that is not `code`. */
const otherThan = (code: string) => (code === '000000' ? '000001' : '000000');

async function phoneOf(player: TestPlayer) {
  const [row] = await database.db.select().from(players).where(eq(players.id, player.playerId));
  return row ? `${row.quhao}${row.phone}` : null;
}

const logIn = (identifier: string, password = LOGIN_PASSWORD) =>
  call(app, accountsEndpoints.login.path, { quhao: '+84', username: identifier, password });

async function latestTextTo(fullPhone: string): Promise<string> {
  const [row] = await database.db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, fullPhone))
    .orderBy(desc(smsOutbox.createdAt))
    .limit(1);
  return row?.text ?? '';
}

describe('changing the phone', () => {
  it('moves the account with both codes and the login password: the new phone logs in, the old one finds nobody', async () => {
    const sessions = createPlayerSessionsService({ db: database.db, clock });
    const other = await sessions.open(alice.playerId, { ip: '127.0.0.9', userAgent: 'other phone' });
    const oldCaptcha = await oldCode();
    expect(await latestTextTo('+84912000222')).toContain('MOVE your account');
    // Typed with the trunk 0, as people do at home: the same number.
    const newCaptcha = await newCode(`0${NEW_PHONE}`);

    const answer = await changePhone({ oldCaptcha, newCaptcha, mobile: `0${NEW_PHONE}` });
    expect(answer).toMatchObject({ code: 1, data: { quhao: '+84', phone: '+84 ****4555' } });
    expect(await phoneOf(alice)).toBe(`+84${NEW_PHONE}`);
    expect((await logIn(NEW_PHONE)).code).toBe(1);
    expect((await logIn(alice.phone)).data).toMatchObject({ errCode: ErrorCode.LoginFailed });

    expect(await sessions.authenticate(other.token)).toBeNull();
    expect(await sessions.authenticate(alice.token)).not.toBeNull();
    const rows = await database.db.select().from(auditLog).where(eq(auditLog.action, 'player.phone_change'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorStaffId: null,
      targetType: 'player',
      targetId: alice.playerId,
      before: { phone: '+84 ****0222' },
      after: { phone: '+84 ****4555' },
    });
    expect(JSON.stringify(rows[0])).not.toContain(NEW_PHONE);
    expect(JSON.stringify(rows[0])).not.toContain('912000222');
  });

  it('refuses a wrong old code, a wrong new code or a wrong password, each under its field, and changes nothing', async () => {
    const oldCaptcha = await oldCode();
    const newCaptcha = await newCode();
    const refusals = [
      [{ oldCaptcha: otherThan(oldCaptcha), newCaptcha }, ErrorCode.SmsCodeWrong, 'oldCaptcha'],
      [{ oldCaptcha, newCaptcha: otherThan(newCaptcha) }, ErrorCode.SmsCodeWrong, 'newCaptcha'],
      [{ oldCaptcha, newCaptcha, passwd: 'not-mine-1' }, ErrorCode.LoginPasswordWrong, 'passwd'],
      // The codes are not interchangeable: each is checked against its own number and purpose.
      [{ oldCaptcha: newCaptcha, newCaptcha: oldCaptcha }, ErrorCode.SmsCodeWrong, 'oldCaptcha'],
    ] as const;
    for (const [body, errCode, field] of refusals) {
      expect((await changePhone(body)).data, JSON.stringify(body)).toEqual({ errCode, field });
    }
    expect(await phoneOf(alice)).toBe('+84912000222');
    expect(
      await database.db.select().from(auditLog).where(eq(auditLog.action, 'player.phone_change')),
    ).toHaveLength(0);
    // Nothing was used up by the refusals: the right set still works.
    expect((await changePhone({ oldCaptcha, newCaptcha })).code).toBe(1);
  });

  it('does not tell that a new phone is taken: the answer is the same, the owner gets a notice, the change fails as a wrong code', async () => {
    const bob = await createPlayerForTest(database, { phone: '977888999', clock });
    const freeAnswer = await call(app, profileEndpoints.phoneCodeNew.path, {
      token: alice.token,
      quhao: '+84',
      mobile: NEW_PHONE,
    });
    const takenAnswer = await call(app, profileEndpoints.phoneCodeNew.path, {
      token: alice.token,
      quhao: '+84',
      mobile: bob.phone,
    });
    expect(takenAnswer).toEqual(freeAnswer);
    const notice = await latestTextTo(`+84${bob.phone}`);
    // Sent in the request's language (Vietnamese by default), with no code in it.
    expect(notice).toBe(ACCOUNT_TEXTS.vi.smsPhoneTaken);

    const oldCaptcha = await oldCode();
    const taken = await changePhone({ oldCaptcha, newCaptcha: '123456', mobile: bob.phone });
    const wrongForFree = await changePhone({
      oldCaptcha,
      newCaptcha: otherThan(await latestOutboxCode(database, `+84${NEW_PHONE}`)),
    });
    expect(taken).toEqual(wrongForFree);
    expect(taken.data).toEqual({ errCode: ErrorCode.SmsCodeWrong, field: 'newCaptcha' });
    expect(await phoneOf(alice)).toBe('+84912000222');
    expect(await phoneOf(bob)).toBe(`+84${bob.phone}`);
  });

  it('refuses, as a wrong code, a new phone someone registered after its code was sent', async () => {
    const oldCaptcha = await oldCode();
    const newCaptcha = await newCode();
    await createPlayerForTest(database, { phone: NEW_PHONE, clock });
    expect((await changePhone({ oldCaptcha, newCaptcha })).data).toEqual({
      errCode: ErrorCode.SmsCodeWrong,
      field: 'newCaptcha',
    });
    expect(await phoneOf(alice)).toBe('+84912000222');
  });

  it('locks after as many refusals as a password reset (3001), even with the right codes and password', async () => {
    const oldCaptcha = await oldCode();
    const newCaptcha = await newCode();
    for (let attempt = 0; attempt < REGISTER_LIMITS.perAccount; attempt += 1) {
      expect((await changePhone({ oldCaptcha, newCaptcha, passwd: `wrong-pass${attempt}` })).code).toBe(0);
    }
    expect((await changePhone({ oldCaptcha, newCaptcha })).data.errCode).toBe(ErrorCode.TooManyAttempts);
    expect(await phoneOf(alice)).toBe('+84912000222');
    // The SMS cooldown still holds for each number (2051).
    await refused(app, profileEndpoints.phoneCodeOld.path, { token: alice.token }, ErrorCode.SmsTooFrequent);
  });

  it('checks the new phone first: malformed 2050, the player’s own 3085, neither sends a code', async () => {
    const ask = (mobile: string, errCode: number) =>
      refused(app, profileEndpoints.phoneCodeNew.path, { token: alice.token, quhao: '+84', mobile }, errCode);
    expect((await ask('12ab', ErrorCode.PhoneFormat)).field).toBe('mobile');
    expect((await ask('0912000222', ErrorCode.PhoneUnchanged)).field).toBe('mobile');
    expect(
      (await changePhone({ mobile: alice.phone, oldCaptcha: '123456', newCaptcha: '123456' })).data,
    ).toEqual({
      errCode: ErrorCode.PhoneUnchanged,
      field: 'mobile',
    });
    expect(await database.db.select().from(smsOutbox)).toHaveLength(0);
  });

  it('answers hostile bodies with a validation error, never a 500, and changes nothing', async () => {
    const huge = 'x'.repeat(50_000);
    const bodies: Array<Record<string, unknown>> = [
      { mobile: '__proto__' },
      { quhao: '__proto__' },
      { mobile: huge },
      { passwd: huge },
      { oldCaptcha: huge },
      { newCaptcha: { toString: '1' } },
      { mobile: ['912'] },
    ];
    for (const body of bodies) {
      const answer = await changePhone({ oldCaptcha: '123456', newCaptcha: '123456', ...body });
      expect(answer.code, JSON.stringify(answer).slice(0, 200)).toBe(0);
      expect([ErrorCode.IncompleteParameters, ErrorCode.PhoneFormat]).toContain(answer.data.errCode);
    }
    const polluting = await app.inject({
      method: 'POST',
      url: profileEndpoints.phoneCodeNew.path,
      headers: { 'content-type': 'application/json' },
      payload: `{"token":"${alice.token}","quhao":"+84","mobile":"${NEW_PHONE}","__proto__":{"mobile":"1"}}`,
    });
    expect(polluting.statusCode).toBeLessThan(500);
    expect(await phoneOf(alice)).toBe('+84912000222');
  });

  it('needs a player session', async () => {
    for (const endpoint of Object.values(profileEndpoints)) {
      expect((await call(app, endpoint.path, { quhao: '+84', mobile: NEW_PHONE })).code, endpoint.path).toBe(
        409,
      );
    }
  });
});
