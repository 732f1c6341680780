import { ErrorCode, accountsEndpoints } from '@fairround/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../../platform/clock.js';
import { buildTestApp, postApi } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { createPlayerForTest, type TestPlayer } from '../../test/players.js';
import { players } from './players.tables.js';

let database: TestDatabase;
let app: FastifyInstance;
const clock = createManualClock(new Date('2026-11-22T08:00:00Z'));
let alice: TestPlayer;

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
  clock.advanceMs(60 * 60_000);
  alice = await createPlayerForTest(database, {
    username: 'Alice01',
    password: 'wonder12',
    quhao: '+84',
    phone: '912345678',
    clock,
  });
});

type Answer = { errCode?: number; token?: string; userinfo?: { id: string; username: string } };

async function login(body: Record<string, unknown>, ip = '127.0.0.1') {
  const response = await app.inject({
    method: 'POST',
    url: accountsEndpoints.login.path,
    payload: { lang: 'en', ...body },
    remoteAddress: ip,
  });
  return response.json() as { code: number; info: string; data: Answer };
}

describe('login', () => {
  it('logs in by username in any case and answers a token and the user info', async () => {
    const answer = await login({ username: ' alice01 ', password: 'wonder12' });
    expect(answer.code).toBe(1);
    expect(answer.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.data.userinfo?.id).toBe(alice.playerId);
    const info = await postApi<{ username: string }>(app, accountsEndpoints.userInfo.path, {
      token: answer.data.token,
    });
    expect(info.body.data.username).toBe('Alice01');
  });

  it('logs in by phone, with the area code defaulting to +84 and the trunk 0 allowed', async () => {
    expect(
      (await login({ quhao: '+84', username: '912345678', password: 'wonder12' })).data.userinfo?.id,
    ).toBe(alice.playerId);
    expect((await login({ username: '0912345678', password: 'wonder12' })).data.userinfo?.id).toBe(
      alice.playerId,
    );
    expect((await login({ quhao: '+66', username: '912345678', password: 'wonder12' })).data.errCode).toBe(
      ErrorCode.LoginFailed,
    );
    expect((await login({ quhao: '+999', username: '912345678', password: 'wonder12' })).data.errCode).toBe(
      ErrorCode.LoginFailed,
    );
  });

  it('refuses a password under 6 characters with 1061 before looking anything up', async () => {
    expect((await login({ username: 'alice01', password: 'abc' })).data.errCode).toBe(
      ErrorCode.LoginPasswordLength,
    );
  });

  it('answers an unknown user and a wrong password with the identical body (1003)', async () => {
    const unknown = await login({ username: 'nobody99', password: 'wonder12' });
    const wrong = await login({ username: 'alice01', password: 'wonder13' });
    expect(unknown).toEqual(wrong);
    expect(wrong).toEqual({
      code: 0,
      info: 'Wrong username or password',
      data: { errCode: ErrorCode.LoginFailed },
    });
    const unknownPhone = await login({ username: '987654321', password: 'wonder12' });
    expect(unknownPhone).toEqual(wrong);
  });

  it('spends comparable time on an unknown user as on a wrong password (a dummy argon2id check)', async () => {
    const median = async (body: Record<string, unknown>) => {
      const times: number[] = [];
      for (let run = 0; run < 5; run += 1) {
        const started = performance.now();
        await login(body, `10.1.0.${run}`);
        times.push(performance.now() - started);
      }
      return times.sort((left, right) => left - right)[2]!;
    };
    await login({ username: 'warmup1', password: 'wonder12' }, '10.2.0.1');
    const wrongMs = await median({ username: 'alice01', password: 'wonder13' });
    const unknownMs = await median({ username: 'nobody99', password: 'wonder12' });
    expect(unknownMs).toBeGreaterThan(wrongMs / 4);
    expect(unknownMs).toBeLessThan(wrongMs * 4);
  });

  it('tells a frozen player 1069 only once the password is right', async () => {
    await database.db
      .update(players)
      .set({ status: 'frozen', frozenReason: 'test' })
      .where(eq(players.id, alice.playerId));
    expect((await login({ username: 'alice01', password: 'wonder13' })).data.errCode).toBe(
      ErrorCode.LoginFailed,
    );
    expect((await login({ username: 'alice01', password: 'wonder12' })).data.errCode).toBe(
      ErrorCode.AccountFrozen,
    );
  });
});

describe('login throttling', () => {
  it('locks an account for 15 minutes after 5 failures (3001 with minutes), even for the right password', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login({ username: 'alice01', password: 'wrong123' })).data.errCode).toBe(
        ErrorCode.LoginFailed,
      );
      clock.advanceMs(1_000);
    }
    const locked = await login({ username: 'alice01', password: 'wonder12' });
    expect(locked.data.errCode).toBe(ErrorCode.TooManyAttempts);
    expect(locked.info).toBe('Too many attempts; try again in 15 minutes');
    clock.advanceMs(10 * 60_000);
    expect((await login({ username: 'alice01', password: 'wonder12' })).info).toContain('5 minutes');
    clock.advanceMs(5 * 60_000);
    expect((await login({ username: 'alice01', password: 'wonder12' })).code).toBe(1);
  });

  it('counts failures by phone and by username against the same account', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1)
      await login({ username: 'alice01', password: 'wrong123' });
    for (let attempt = 0; attempt < 2; attempt += 1)
      await login({ username: '912345678', password: 'wrong123' });
    expect((await login({ username: 'ALICE01', password: 'wonder12' })).data.errCode).toBe(
      ErrorCode.TooManyAttempts,
    );
  });

  it('forgets an account’s failures after a successful login', async () => {
    for (let attempt = 0; attempt < 4; attempt += 1)
      await login({ username: 'alice01', password: 'wrong123' });
    expect((await login({ username: 'alice01', password: 'wonder12' })).code).toBe(1);
    for (let attempt = 0; attempt < 4; attempt += 1)
      await login({ username: 'alice01', password: 'wrong123' });
    expect((await login({ username: 'alice01', password: 'wonder12' })).code).toBe(1);
  });

  it('locks unknown names exactly like real ones, so the lock reveals nothing', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1)
      await login({ username: 'ghost123', password: 'wrong123' });
    expect((await login({ username: 'ghost123', password: 'wrong123' })).data.errCode).toBe(
      ErrorCode.TooManyAttempts,
    );
  });

  it('locks an IP after 30 failures across accounts while other IPs still log in', async () => {
    for (let attempt = 0; attempt < 30; attempt += 1) {
      await login({ username: `ghost${attempt}x`, password: 'wrong123' }, '10.9.9.9');
    }
    expect((await login({ username: 'alice01', password: 'wonder12' }, '10.9.9.9')).data.errCode).toBe(
      ErrorCode.TooManyAttempts,
    );
    expect((await login({ username: 'alice01', password: 'wonder12' }, '10.9.9.10')).code).toBe(1);
  });

  it('keeps the lock in the database, so a second server instance sees it too', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1)
      await login({ username: 'alice01', password: 'wrong123' });
    const second = await buildTestApp(database, { clock });
    try {
      const { body } = await postApi<{ errCode: number }>(second, accountsEndpoints.login.path, {
        username: 'alice01',
        password: 'wonder12',
      });
      expect(body.data.errCode).toBe(ErrorCode.TooManyAttempts);
    } finally {
      await second.close();
    }
  });
});
