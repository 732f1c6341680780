import { ErrorCode, adminEndpoints, accountsEndpoints } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../platform/clock.js';
import { STAFF_LOGIN_LIMITS } from '../platform/credentials/login-throttle.js';
import { hashPassword } from '../platform/credentials/password-hash.js';
import { createStaffRepository } from '../modules/admin/staff.repository.js';
import { buildTestApp } from '../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';

/**
 * Issue #13: the console login throttle lives in the database, like the players' one, so every
 * instance on one database counts the same failures and a restart forgets none.
 */

const clock = createManualClock(new Date('2026-12-01T08:00:00Z'));
const PASSWORD = 'frank-password-1';
let database: TestDatabase;
let instanceA: FastifyInstance;
let instanceB: FastifyInstance;
let addressCounter = 0;

const nextAddress = () => {
  addressCounter += 1;
  return `10.77.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

async function staffLogin(app: FastifyInstance, username: string, password: string, ip = nextAddress()) {
  const response = await app.inject({
    method: 'POST',
    url: adminEndpoints.login.path,
    payload: { lang: 'en', username, password },
    remoteAddress: ip,
  });
  return response.json() as { code: number; info: string; data: { errCode?: number } };
}

async function playerLogin(app: FastifyInstance, username: string, ip: string) {
  const response = await app.inject({
    method: 'POST',
    url: accountsEndpoints.login.path,
    payload: { lang: 'en', username, password: 'wrong-password' },
    remoteAddress: ip,
  });
  return response.json() as { code: number; data: { errCode?: number } };
}

beforeAll(async () => {
  database = await createTestDatabase();
  instanceA = await buildTestApp(database, { clock });
  instanceB = await buildTestApp(database, { clock });
});

afterAll(async () => {
  await instanceA?.close();
  await instanceB?.close();
  await database?.close();
});

beforeEach(async () => {
  await database.reset();
  clock.advanceMs(60 * 60_000);
  const user = await createStaffRepository({ db: database.db }).insertIfNew(
    { username: 'Frank', passwordHash: await hashPassword(PASSWORD), role: 'finance' },
    clock.now(),
  );
  if (!user) throw new Error('frank exists');
});

describe('staff login throttle in the database', () => {
  it(`locks a username on instance B after ${STAFF_LOGIN_LIMITS.perAccount} failures on instance A, and keeps it locked across a restart`, async () => {
    for (let attempt = 0; attempt < STAFF_LOGIN_LIMITS.perAccount; attempt += 1) {
      // Each failure from another address and in another letter case: the username is what counts.
      const name = attempt % 2 === 0 ? 'frank' : 'FRANK';
      expect((await staffLogin(instanceA, name, 'guess')).data.errCode).toBe(ErrorCode.StaffLoginFailed);
    }
    const onB = await staffLogin(instanceB, 'Frank', PASSWORD);
    expect(onB.data.errCode).toBe(ErrorCode.TooManyAttempts);
    expect(onB.info).toContain('15');

    // A restart: both instances go, a new one starts on the same database.
    await instanceA.close();
    await instanceB.close();
    instanceA = await buildTestApp(database, { clock });
    instanceB = await buildTestApp(database, { clock });
    expect((await staffLogin(instanceA, 'Frank', PASSWORD)).data.errCode).toBe(ErrorCode.TooManyAttempts);

    clock.advanceMs(STAFF_LOGIN_LIMITS.windowMs + 1);
    expect((await staffLogin(instanceB, 'Frank', PASSWORD)).code).toBe(1);
  });

  it(`locks an address on instance B after ${STAFF_LOGIN_LIMITS.perIp} failures from it on instance A`, async () => {
    const ip = nextAddress();
    for (let attempt = 0; attempt < STAFF_LOGIN_LIMITS.perIp; attempt += 1) {
      const app = attempt % 2 === 0 ? instanceA : instanceB;
      expect((await staffLogin(app, `guess-${attempt}`, 'guess', ip)).data.errCode).toBe(
        ErrorCode.StaffLoginFailed,
      );
    }
    expect((await staffLogin(instanceB, 'Frank', PASSWORD, ip)).data.errCode).toBe(ErrorCode.TooManyAttempts);
    expect((await staffLogin(instanceA, 'Frank', PASSWORD, ip)).data.errCode).toBe(ErrorCode.TooManyAttempts);
    expect((await staffLogin(instanceB, 'Frank', PASSWORD)).code).toBe(1);
  });

  it('counts player and staff failures apart, even from one address', async () => {
    const ip = nextAddress();
    for (let attempt = 0; attempt < STAFF_LOGIN_LIMITS.perIp; attempt += 1)
      expect((await playerLogin(instanceA, `nobody${attempt}`, ip)).data.errCode).toBe(ErrorCode.LoginFailed);
    expect((await staffLogin(instanceB, 'Frank', PASSWORD, ip)).code).toBe(1);
  });
});
