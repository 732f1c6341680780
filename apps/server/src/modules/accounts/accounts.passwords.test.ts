import { ErrorCode, accountsEndpoints } from '@fairround/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, postApi } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { verifyPayPassword } from './accounts.service.js';
import { createPlayerForTest, type TestPlayer } from '../../test/players.js';
import { players } from './players.tables.js';

let database: TestDatabase;
let app: FastifyInstance;
let alice: TestPlayer;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
});

afterAll(async () => {
  await app.close();
  await database.close();
});

beforeEach(async () => {
  await database.reset();
  alice = await createPlayerForTest(database, { password: 'wonder12', payPassword: null });
});

type Failure = { errCode: number; field?: string };

const repasswd = (body: Record<string, unknown>) =>
  postApi<Failure>(app, accountsEndpoints.changePassword.path, { token: alice.token, ...body });
const resetpaypwd = (body: Record<string, unknown>) =>
  postApi<Failure>(app, accountsEndpoints.changePayPassword.path, { token: alice.token, ...body });

async function storedHashes() {
  const [row] = await database.db.select().from(players).where(eq(players.id, alice.playerId));
  return { password: row!.passwordHash, pay: row!.payPasswordHash };
}

describe('change login password (repasswd)', () => {
  it.each([
    ['a wrong old password', { passwd: 'wonder13', npasswd: 'better34' }, ErrorCode.OldPasswordWrong],
    ['a short new password', { passwd: 'wonder12', npasswd: 'b3tt' }, ErrorCode.PasswordLength],
    [
      'a new password of digits only',
      { passwd: 'wonder12', npasswd: '12345678' },
      ErrorCode.PasswordAlphanumeric,
    ],
    [
      'a repeat that differs',
      { passwd: 'wonder12', npasswd: 'better34', npasswd2: 'better35' },
      ErrorCode.PasswordsDiffer,
    ],
  ])('refuses %s', async (_name, body, errCode) => {
    const before = await storedHashes();
    expect((await repasswd(body)).body.data.errCode).toBe(errCode);
    expect(await storedHashes()).toEqual(before);
  });

  it('accepts the seed’s two fields (no repeat) and stores a new argon2id hash', async () => {
    const before = await storedHashes();
    expect((await repasswd({ passwd: 'wonder12', npasswd: 'better34' })).body.code).toBe(1);
    const after = await storedHashes();
    expect(after.password).not.toBe(before.password);
    expect(after.password.startsWith('$argon2id$')).toBe(true);
  });

  it('needs a live session', async () => {
    expect(
      (await postApi(app, accountsEndpoints.changePassword.path, { passwd: 'wonder12', npasswd: 'better34' }))
        .body.code,
    ).toBe(409);
  });
});

describe('set or change the pay password (resetpaypwd)', () => {
  it('sets the first pay password without an old one and flips noPassword2 to 0', async () => {
    const info = async () =>
      (await postApi<{ noPassword2: number }>(app, accountsEndpoints.userInfo.path, { token: alice.token }))
        .body.data.noPassword2;
    expect(await info()).toBe(1);
    expect((await resetpaypwd({ srcpwd: '', newpwd: '135790', newpwd2: '135790' })).body.code).toBe(1);
    expect(await info()).toBe(0);
    expect((await storedHashes()).pay?.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPayPassword(database.db, alice.playerId, '135790')).toBe(true);
    expect(await verifyPayPassword(database.db, alice.playerId, '135791')).toBe(false);
  });

  it('then requires the old pay password (1059 when missing or wrong)', async () => {
    await resetpaypwd({ srcpwd: '', newpwd: '135790', newpwd2: '135790' });
    expect((await resetpaypwd({ srcpwd: '', newpwd: '246802', newpwd2: '246802' })).body.data.errCode).toBe(
      ErrorCode.OldPasswordWrong,
    );
    expect(
      (await resetpaypwd({ srcpwd: '999999', newpwd: '246802', newpwd2: '246802' })).body.data.errCode,
    ).toBe(ErrorCode.OldPasswordWrong);
    expect((await resetpaypwd({ srcpwd: '135790', newpwd: '246802', newpwd2: '246802' })).body.code).toBe(1);
    expect(await verifyPayPassword(database.db, alice.playerId, '246802')).toBe(true);
  });

  it.each([
    ['a 5-character pay password', { newpwd: '12345', newpwd2: '12345' }, ErrorCode.PayPasswordFormat],
    ['a pay password with a symbol', { newpwd: '12345#', newpwd2: '12345#' }, ErrorCode.PayPasswordFormat],
    ['a repeat that differs', { newpwd: '135790', newpwd2: '135791' }, ErrorCode.PasswordsDiffer],
    ['an empty repeat', { newpwd: '135790', newpwd2: '' }, ErrorCode.PasswordsDiffer],
  ])('refuses %s', async (_name, body, errCode) => {
    expect((await resetpaypwd({ srcpwd: '', ...body })).body.data.errCode).toBe(errCode);
    expect((await storedHashes()).pay).toBeNull();
  });
});
