import { ErrorCode, adminEndpoints, defineEndpoint } from '@fairround/shared';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../platform/clock.js';
import { hashPassword } from '../platform/credentials/password-hash.js';
import { apiRoute } from '../platform/http/api-route.js';
import { staffUsers } from '../modules/admin/admin.tables.js';
import { createStaffForTest } from '../test/staff.js';
import { currentTotp } from '../platform/credentials/totp.js';
import { buildTestApp, postApi } from '../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';

/**
 * Issue #13 (ASVS 2.8.4): a console TOTP code is accepted once. The last accepted 30 s step is
 * kept per staff user in the database and moved by one conditional update, so a code cannot be
 * replayed for another money action (or login) within its window, not even by a concurrent call.
 */

const clock = createManualClock(new Date('2026-12-01T08:00:05Z'));
const PASSWORD = 'single-use-pass-1';
const PAYOUT_PATH = '/api/admin/test/single-use-payout';
const CONCURRENT_CALLS = 8;
let database: TestDatabase;
let app: FastifyInstance;
let payouts = 0;

function addMoneyRoute(instance: FastifyInstance): void {
  apiRoute(instance, {
    endpoint: defineEndpoint({ path: PAYOUT_PATH, auth: 'staff', response: z.object({ paid: z.boolean() }) }),
    auth: { kind: 'staff', roles: ['owner', 'finance'], stepUp: true },
    handler: async () => {
      payouts += 1;
      return { paid: true };
    },
  });
}

/** A finance member with two-factor and a known password and secret. */
async function financeWithSecret() {
  const staff = await createStaffForTest(database, { role: 'finance', twoFactor: true, clock });
  await database.db
    .update(staffUsers)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(staffUsers.id, staff.staffId));
  const [row] = await database.db.select().from(staffUsers).where(eq(staffUsers.id, staff.staffId));
  if (!row?.totpSecret) throw new Error('no secret');
  return { ...staff, secret: row.totpSecret };
}

const payout = (token: string, otp: string) =>
  postApi<{ errCode?: number; paid?: boolean }>(app, PAYOUT_PATH, { token, otp });

const login = (username: string, otp: string) =>
  postApi<{ errCode?: number; token?: string }>(app, adminEndpoints.login.path, {
    username,
    password: PASSWORD,
    otp,
  });

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { clock, beforeReady: addMoneyRoute });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

beforeEach(async () => {
  await database.reset();
  clock.advanceMs(10 * 60_000);
  payouts = 0;
});

describe('single-use two-factor codes', () => {
  it('refuses the same code for a second money action with 3006, and takes the next step’s code', async () => {
    const staff = await financeWithSecret();
    const code = currentTotp(staff.secret, clock.now());
    expect((await payout(staff.token, code)).body).toMatchObject({ code: 1, data: { paid: true } });
    expect((await payout(staff.token, code)).body.data.errCode).toBe(ErrorCode.TwoFactorWrong);
    clock.advanceMs(10_000);
    expect((await payout(staff.token, code)).body.data.errCode).toBe(ErrorCode.TwoFactorWrong);
    expect(payouts).toBe(1);

    clock.advanceMs(30_000);
    const later = currentTotp(staff.secret, clock.now());
    expect(later).not.toBe(code);
    expect((await payout(staff.token, later)).body.code).toBe(1);
    expect(payouts).toBe(2);
  });

  it('refuses an older step’s code once a newer one was accepted, even within the drift window', async () => {
    const staff = await financeWithSecret();
    const previous = currentTotp(staff.secret, new Date(clock.now().getTime() - 30_000));
    const current = currentTotp(staff.secret, clock.now());
    expect((await payout(staff.token, current)).body.code).toBe(1);
    // The previous step is still inside the ±1 step drift window, but it is not after the last one accepted.
    expect((await payout(staff.token, previous)).body.data.errCode).toBe(ErrorCode.TwoFactorWrong);
  });

  it('spends a code at login: the same code cannot then approve money, nor log in again', async () => {
    const staff = await financeWithSecret();
    const code = currentTotp(staff.secret, clock.now());
    const first = await login(staff.username, code);
    expect(first.body.code).toBe(1);
    expect((await payout(first.body.data.token!, code)).body.data.errCode).toBe(ErrorCode.TwoFactorWrong);
    // Login failures all look alike (3007), a replayed code included.
    expect((await login(staff.username, code)).body.data.errCode).toBe(ErrorCode.StaffLoginFailed);
    clock.advanceMs(30_000);
    expect((await login(staff.username, currentTotp(staff.secret, clock.now()))).body.code).toBe(1);
  });

  it('spends the code that enables two-factor', async () => {
    const staff = await createStaffForTest(database, { role: 'owner', twoFactor: false, clock });
    await database.db
      .update(staffUsers)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(eq(staffUsers.id, staff.staffId));
    const setup = await postApi<{ secret: string }>(app, adminEndpoints.setupTwoFactor.path, {
      token: staff.token,
    });
    const code = currentTotp(setup.body.data.secret, clock.now());
    expect(
      (await postApi(app, adminEndpoints.enableTwoFactor.path, { token: staff.token, otp: code })).body.code,
    ).toBe(1);
    expect((await login(staff.username, code)).body.data.errCode).toBe(ErrorCode.StaffLoginFailed);
  });

  it(`accepts exactly one of ${CONCURRENT_CALLS} concurrent money actions sent with one code`, async () => {
    const staff = await financeWithSecret();
    const code = currentTotp(staff.secret, clock.now());
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT_CALLS }, () => payout(staff.token, code)),
    );
    const accepted = answers.filter((answer) => answer.body.code === 1);
    // Each replay counts as a wrong code, so once five are counted the step-up lock (3001) may
    // answer the calls still in flight: either refusal keeps the code single-use.
    const refusals: number[] = [ErrorCode.TwoFactorWrong, ErrorCode.TooManyAttempts];
    const refused = answers.filter((answer) => refusals.includes(answer.body.data.errCode ?? 0));
    expect(accepted).toHaveLength(1);
    expect(refused).toHaveLength(CONCURRENT_CALLS - 1);
    expect(refused.filter((answer) => answer.body.data.errCode === ErrorCode.TwoFactorWrong).length).toBeGreaterThanOrEqual(5);
    expect(payouts).toBe(1);
  });
});
