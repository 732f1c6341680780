import {
  accountsEndpoints,
  cashierEndpoints,
  ErrorCode,
  playerTwoFactorEndpoints,
  RECOVERY_CODE_COUNT,
} from '@fairround/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../platform/clock.js';
import { currentTotp } from '../../../platform/credentials/totp.js';
import { bankCard } from '../../../test/cashier.js';
import { call, ok, refused } from '../../../test/http.js';
import { fundedPlayer, seedAccountsForTest, type TestPlayer } from '../../../test/players.js';
import { buildTestApp } from '../../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { auditLog } from '../../admin/admin.tables.js';
import { playerSessions } from '../sessions/sessions.tables.js';
import { PLAYER_TWO_FACTOR_LIMITS } from './two-factor-guard.js';
import { playerRecoveryCodes, playerTwoFactor } from './two-factor.tables.js';

/** Issue #25 item 4: a player's balance was one password away. */

let database: TestDatabase;
let app: FastifyInstance;
let alice: TestPlayer;
const clock = createManualClock(new Date('2026-12-03T08:00:00Z'));
const STEP_MS = 30_000;

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
  alice = await fundedPlayer(database, { level: 8, clock });
});

const as = (player: TestPlayer, body: Record<string, unknown> = {}) => ({ token: player.token, ...body });

/** Turns two-factor on for `player`; answers the secret and the recovery codes. */
async function enrol(player: TestPlayer): Promise<{ secret: string; recoveryCodes: string[] }> {
  const { secret } = await ok<{ secret: string }>(app, playerTwoFactorEndpoints.setup.path, as(player));
  const { recoveryCodes } = await ok<{ recoveryCodes: string[] }>(
    app,
    playerTwoFactorEndpoints.enable.path,
    as(player, { code: currentTotp(secret, clock.now()) }),
  );
  // The enabling code's step is spent: later codes come from the next one.
  clock.advanceMs(STEP_MS);
  return { secret, recoveryCodes };
}

/** A code of the current step, after moving on one step so it was never used. */
function freshCode(secret: string): string {
  clock.advanceMs(STEP_MS);
  return currentTotp(secret, clock.now());
}

const otherThan = (code: string) => (code === '000000' ? '000001' : '000000');

/** The login answer's data: a session, or the refusal's code and field. */
const logIn = async (player: TestPlayer, otp?: string) =>
  (
    await call<{ token?: string; userinfo?: { twoFactor?: boolean }; errCode?: number; field?: string }>(
      app,
      accountsEndpoints.login.path,
      {
        quhao: '+84',
        username: player.username,
        password: player.password,
        ...(otp === undefined ? {} : { otp }),
      },
    )
  ).data;

async function sessionCount(player: TestPlayer): Promise<number> {
  return (await database.db.select().from(playerSessions).where(eq(playerSessions.playerId, player.playerId)))
    .length;
}

async function auditActions(player: TestPlayer): Promise<string[]> {
  const rows = await database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'player'), eq(auditLog.targetId, player.playerId)));
  return rows.map((row) => row.action);
}

describe('enrolling in two-factor', () => {
  it('hands out a pending secret, confirms it with a code, answers 10 recovery codes once and keeps only their hashes', async () => {
    expect(await ok(app, playerTwoFactorEndpoints.status.path, as(alice))).toEqual({
      enabled: false,
      pending: false,
      recoveryCodesLeft: 0,
    });
    const setup = await ok<{ secret: string; otpauthUri: string }>(
      app,
      playerTwoFactorEndpoints.setup.path,
      as(alice),
    );
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUri).toContain(`secret=${setup.secret}`);
    expect(setup.otpauthUri).toContain(encodeURIComponent(alice.username));
    expect(await ok(app, playerTwoFactorEndpoints.status.path, as(alice))).toMatchObject({
      enabled: false,
      pending: true,
    });
    // Pending is not on: a login still needs no code.
    expect((await logIn(alice)).token).toBeTruthy();

    const { recoveryCodes } = await ok<{ recoveryCodes: string[] }>(
      app,
      playerTwoFactorEndpoints.enable.path,
      as(alice, { code: currentTotp(setup.secret, clock.now()) }),
    );
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}$/);
    const stored = await database.db
      .select()
      .from(playerRecoveryCodes)
      .where(eq(playerRecoveryCodes.playerId, alice.playerId));
    expect(stored).toHaveLength(RECOVERY_CODE_COUNT);
    const storedText = JSON.stringify(stored);
    for (const code of recoveryCodes) {
      expect(storedText).not.toContain(code);
      expect(storedText).not.toContain(code.replaceAll('-', ''));
    }
    expect(await ok(app, playerTwoFactorEndpoints.status.path, as(alice))).toEqual({
      enabled: true,
      pending: false,
      recoveryCodesLeft: RECOVERY_CODE_COUNT,
    });
    // The secret is never answered again: a new setup is refused and the user info carries a flag only.
    await refused(app, playerTwoFactorEndpoints.setup.path, as(alice), ErrorCode.TwoFactorAlreadyOn);
    const info = await ok(app, accountsEndpoints.userInfo.path, as(alice));
    expect(info).toMatchObject({ twoFactor: true });
    expect(JSON.stringify(info)).not.toContain(setup.secret);
    expect(await auditActions(alice)).toEqual(['player.2fa_enable']);
  });

  it('refuses to enable with a wrong code (3006) or without a setup (3092)', async () => {
    await refused(
      app,
      playerTwoFactorEndpoints.enable.path,
      as(alice, { code: '123456' }),
      ErrorCode.TwoFactorOff,
    );
    const { secret } = await ok<{ secret: string }>(app, playerTwoFactorEndpoints.setup.path, as(alice));
    const wrong = otherThan(currentTotp(secret, clock.now()));
    const answer = await refused(
      app,
      playerTwoFactorEndpoints.enable.path,
      as(alice, { code: wrong }),
      ErrorCode.TwoFactorWrong,
    );
    expect(answer.field).toBe('code');
    expect(await ok(app, playerTwoFactorEndpoints.status.path, as(alice))).toMatchObject({ enabled: false });
    expect((await logIn(alice)).token).toBeTruthy();
  });
});

describe('logging in with two-factor on', () => {
  it('answers 3090 and opens no session without the code; with a code it logs in', async () => {
    const { secret } = await enrol(alice);
    const before = await sessionCount(alice);
    const refusedAnswer = await logIn(alice);
    expect(refusedAnswer).toEqual({ errCode: ErrorCode.TwoFactorCodeNeeded, field: 'otp' });
    expect(await sessionCount(alice)).toBe(before);
    // A wrong password never reaches the code question.
    expect(
      (await call(app, accountsEndpoints.login.path, { username: alice.username, password: 'wrong-pass9' }))
        .data,
    ).toMatchObject({ errCode: ErrorCode.LoginFailed });

    const answer = await logIn(alice, currentTotp(secret, clock.now()));
    expect(answer.token).toBeTruthy();
    expect(answer.userinfo?.twoFactor).toBe(true);
    expect(await sessionCount(alice)).toBe(before + 1);
  });

  it('accepts each code once: the same code again in its 30 s step is refused', async () => {
    const { secret } = await enrol(alice);
    const code = currentTotp(secret, clock.now());
    expect((await logIn(alice, code)).token).toBeTruthy();
    expect(await logIn(alice, code)).toEqual({ errCode: ErrorCode.TwoFactorWrong, field: 'otp' });
    clock.advanceMs(STEP_MS);
    const next = currentTotp(secret, clock.now());
    expect((await logIn(alice, next)).token).toBeTruthy();
    // Later within the same step, the code seen on screen is still spent.
    clock.advanceMs(STEP_MS / 2);
    expect(await logIn(alice, next)).toEqual({ errCode: ErrorCode.TwoFactorWrong, field: 'otp' });
  });

  it('locks the codes for 15 minutes after 5 wrong ones, even the right one, and audits the lock', async () => {
    const { secret } = await enrol(alice);
    const right = () => currentTotp(secret, clock.now());
    for (let attempt = 0; attempt < PLAYER_TWO_FACTOR_LIMITS.perAccount; attempt += 1) {
      expect((await logIn(alice, otherThan(right()))).errCode).toBe(ErrorCode.TwoFactorWrong);
    }
    expect((await logIn(alice, right())).errCode).toBe(ErrorCode.TooManyAttempts);
    expect(await auditActions(alice)).toContain('player.2fa_locked');
    // The lock holds on money calls too, and ends with the window.
    await refused(
      app,
      cashierEndpoints.addWithdrawalAccount.path,
      as(alice, { ...bankCard(), otp: right() }),
      ErrorCode.TooManyAttempts,
    );
    clock.advanceMs(PLAYER_TWO_FACTOR_LIMITS.windowMs);
    expect((await logIn(alice, freshCode(secret))).token).toBeTruthy();
  });

  it('takes a recovery code once, in any case and spacing', async () => {
    const { recoveryCodes } = await enrol(alice);
    const [first = '', second = ''] = recoveryCodes;
    expect((await logIn(alice, first)).token).toBeTruthy();
    expect((await logIn(alice, first)).errCode).toBe(ErrorCode.TwoFactorWrong);
    expect((await logIn(alice, ` ${second.toLowerCase().replaceAll('-', ' ')} `)).token).toBeTruthy();
    expect(await ok(app, playerTwoFactorEndpoints.status.path, as(alice))).toMatchObject({
      recoveryCodesLeft: RECOVERY_CODE_COUNT - 2,
    });
  });

  it('keeps the login contract for a player without two-factor: no code asked, an otp sent is ignored', async () => {
    expect((await logIn(alice)).token).toBeTruthy();
    expect((await logIn(alice, '123456')).token).toBeTruthy();
    expect(await ok(app, accountsEndpoints.userInfo.path, as(alice))).toMatchObject({ twoFactor: false });
  });
});

describe('money calls with two-factor on', () => {
  const addAccount = (body: Record<string, unknown> = {}) =>
    call<{ id?: string; errCode?: number }>(
      app,
      cashierEndpoints.addWithdrawalAccount.path,
      as(alice, { ...bankCard(), ...body }),
    );
  const withdraw = (bankId: string, body: Record<string, unknown> = {}) =>
    call<number | { errCode: number; field?: string }>(
      app,
      cashierEndpoints.withdraw.path,
      as(alice, { bank_id: bankId, money: '100', pwd: '246810', ...body }),
    );

  it('needs no code while two-factor is off', async () => {
    const card = await addAccount();
    expect(card.code).toBe(1);
    expect((await withdraw(card.data.id ?? '')).code).toBe(1);
  });

  it('refuses a new withdrawal account and a withdrawal without a right code, and takes them with one', async () => {
    const cardBefore = (await addAccount()).data.id ?? '';
    const { secret } = await enrol(alice);

    expect((await addAccount({ type: 'TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' })).data).toEqual(
      {
        errCode: ErrorCode.TwoFactorCodeNeeded,
        field: 'otp',
      },
    );
    expect(
      (await addAccount({ account: '9988 7766', otp: otherThan(currentTotp(secret, clock.now())) })).data,
    ).toEqual({ errCode: ErrorCode.TwoFactorWrong, field: 'otp' });
    expect((await addAccount({ account: '9988 7766', otp: currentTotp(secret, clock.now()) })).code).toBe(1);

    expect((await withdraw(cardBefore)).data).toEqual({
      errCode: ErrorCode.TwoFactorCodeNeeded,
      field: 'otp',
    });
    const code = freshCode(secret);
    expect((await withdraw(cardBefore, { otp: otherThan(code) })).data).toMatchObject({
      errCode: ErrorCode.TwoFactorWrong,
    });
    expect((await withdraw(cardBefore, { otp: code })).code).toBe(1);
    // The code is spent: the same one cannot move money a second time.
    expect((await withdraw(cardBefore, { otp: code })).data).toMatchObject({
      errCode: ErrorCode.TwoFactorWrong,
    });
  });
});

describe('turning two-factor off', () => {
  const disable = (body: Record<string, unknown>) =>
    call<{ errCode?: number; field?: string }>(app, playerTwoFactorEndpoints.disable.path, as(alice, body));

  it('needs a code and the login password, then logs in without a code again; audited', async () => {
    const { secret } = await enrol(alice);
    expect((await disable({ passwd: alice.password })).data).toEqual({
      errCode: ErrorCode.TwoFactorCodeNeeded,
      field: 'code',
    });
    expect((await disable({ code: freshCode(secret), passwd: 'not-her-pass1' })).data).toEqual({
      errCode: ErrorCode.LoginPasswordWrong,
      field: 'passwd',
    });
    expect(await ok(app, playerTwoFactorEndpoints.status.path, as(alice))).toMatchObject({ enabled: true });
    expect((await disable({ code: freshCode(secret), passwd: alice.password })).code).toBe(1);

    expect(await ok(app, playerTwoFactorEndpoints.status.path, as(alice))).toEqual({
      enabled: false,
      pending: false,
      recoveryCodesLeft: 0,
    });
    expect(
      await database.db.select().from(playerTwoFactor).where(eq(playerTwoFactor.playerId, alice.playerId)),
    ).toEqual([]);
    expect((await logIn(alice)).token).toBeTruthy();
    expect(await auditActions(alice)).toEqual(['player.2fa_enable', 'player.2fa_disable']);
    await refused(
      app,
      playerTwoFactorEndpoints.disable.path,
      as(alice, { code: '123456', passwd: alice.password }),
      ErrorCode.TwoFactorOff,
    );
  });

  it('takes a recovery code instead of the authenticator', async () => {
    const { recoveryCodes } = await enrol(alice);
    expect((await disable({ code: recoveryCodes[3], passwd: alice.password })).code).toBe(1);
  });
});

describe('hostile two-factor inputs', () => {
  it('answers validation errors, never a 500, and turns nothing on', async () => {
    const { secret } = await enrol(alice);
    const hostile: unknown[] = [{}, [], { toString: 1 }, 'x'.repeat(10_000), true, null, 123456];
    for (const value of hostile) {
      for (const [path, body] of [
        [accountsEndpoints.login.path, { username: alice.username, password: alice.password, otp: value }],
        [playerTwoFactorEndpoints.enable.path, as(alice, { code: value })],
        [playerTwoFactorEndpoints.disable.path, as(alice, { code: value, passwd: alice.password })],
        [cashierEndpoints.withdraw.path, as(alice, { bank_id: 'x', money: '1', pwd: '246810', otp: value })],
      ] as const) {
        const answer = await call<{ errCode: number }>(app, path, body);
        expect(answer.code, `${path} ${JSON.stringify(value).slice(0, 40)}`).toBe(0);
        expect([ErrorCode.IncompleteParameters, ErrorCode.TwoFactorAlreadyOn]).toContain(answer.data.errCode);
      }
    }
    for (const name of ['toString', '__proto__', 'constructor', '000000-', 'AAAA-AAAA-AAAA']) {
      expect((await logIn(alice, name)).errCode).toBe(ErrorCode.TwoFactorWrong);
      clock.advanceMs(PLAYER_TWO_FACTOR_LIMITS.windowMs);
    }
    expect((await logIn(alice, freshCode(secret))).token).toBeTruthy();
  });
});
