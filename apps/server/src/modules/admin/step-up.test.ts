import type { AddressInfo } from 'node:net';
import * as shared from '@fairround/shared';
import { adminEndpoints, cashierAdminEndpoints, cashierEndpoints, ErrorCode, WS_CLOSE, WS_PATH } from '@fairround/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../../platform/clock.js';
import { openSocket, tokenProtocols } from '../../platform/ws/ws.test-utils.js';
import { bankCard, setCashierConfig } from '../../test/cashier.js';
import { call, ok, refused } from '../../test/http.js';
import { fundedPlayer, seedAccountsForTest } from '../../test/players.js';
import { asMoneyAction, createOperator, createStaffForTest } from '../../test/staff.js';
import { buildTestApp } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { auditLog, staffUsers } from './admin.tables.js';
import { trackedRoutes } from './route-catalogue.js';
import { currentTotp } from '../../platform/credentials/totp.js';

/**
 * Issue #23, finding 3: an owner session without a code minted a second owner, enrolled its
 * two-factor and moved money with it; the same account passed for the second operator of a large
 * withdrawal. Finding 9: wrong step-up codes were never throttled.
 */

/** Every step-up route, with why. A new console route that moves money must be added here. */
const STEP_UP_ROUTES: Record<string, string> = {
  '/api/admin/staff/create': 'changes who can act (a new account, any role)',
  '/api/admin/staff/disable': 'changes who can act (locks an operator out)',
  '/api/admin/staff/enable': 'changes who can act (lets a disabled operator back in)',
  '/api/admin/staff/role': 'changes who can act (what an operator may do)',
  '/api/admin/staff/reset-password': 'changes who can act (sets a password the owner knows)',
  '/api/admin/staff/reset-2fa': 'weakens a control: the account signs in with its password alone',
  '/api/admin/staff/sessions/end': 'changes who can act (signs an operator out everywhere)',
  '/api/admin/players/unfreeze': 'weakens a control: a frozen player can move money again',
  '/api/admin/sms/outbox': 'reads players’ one-time codes (account takeover), owner-only (helper C)',
  '/api/admin/vip/update': 'weakens a control: VIP levels set the daily withdrawal count',
  '/api/admin/site/links/update': 'changes where money goes: the support link players ask about payments',
  '/api/admin/deposits/approve': 'moves money: credits the player',
  '/api/admin/withdrawals/approve': 'moves money: pays the player out',
  '/api/admin/players/adjust': 'moves money: credits or debits a player',
  '/api/admin/cashier/config/update': 'weakens a control: limits and the two-operator threshold',
  '/api/admin/cashier/methods/update': 'changes where money goes: the accounts players pay into',
  '/api/admin/rounds/rooms/update': 'weakens a control: room limits and odds decide payouts',
  '/api/admin/staking/tiers/update': 'weakens a control: staking rates decide what the house owes',
  '/api/admin/staking/limits/update': 'weakens a control: staking transfer-in limits',
  '/api/admin/staking/reserve/fund': 'moves money: funds or releases the staking reserve',
  '/api/admin/staking/accrual/run': 'moves money: pays staking interest',
  '/api/admin/risk/thresholds/update': 'weakens a control: loosened thresholds hide risk signals',
  '/api/admin/verification/decide': 'weakens a control: an approval lets an unverified player withdraw',
  '/api/admin/verification/settings/update': 'weakens a control: when identity is checked before money leaves',
};

const clock = createManualClock(new Date('2026-12-01T08:00:05Z'));
const OWNER_ENV = { ADMIN_USERNAME: 'step-up-owner', ADMIN_PASSWORD: 'step-up-owner-pass' };
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { clock, env: OWNER_ENV });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

beforeEach(async () => {
  await database.reset();
  clock.advanceMs(60 * 60_000);
});

/** Every shared endpoint by path, from every `*Endpoints` collection the shared package exports. */
function sharedEndpointsByPath(): Map<string, shared.AnyEndpoint> {
  const byPath = new Map<string, shared.AnyEndpoint>();
  for (const [name, collection] of Object.entries(shared)) {
    if (!name.endsWith('Endpoints') || typeof collection !== 'object' || collection === null) continue;
    for (const endpoint of Object.values(collection as Record<string, shared.AnyEndpoint>))
      if (typeof endpoint?.path === 'string') byPath.set(endpoint.path.toLowerCase(), endpoint);
  }
  return byPath;
}

const login = (username: string, password: string, otp?: string) =>
  call<{ token?: string; errCode?: number }>(app, adminEndpoints.login.path, { username, password, otp });

describe('the step-up list', () => {
  it('is exactly the routes that move money, change where it goes or who can act, or weaken a control', () => {
    const stepUp = trackedRoutes(app)
      .filter((route) => route.auth?.kind === 'staff' && route.auth.stepUp === true)
      .map((route) => route.url.toLowerCase())
      .sort();
    expect(stepUp).toEqual(Object.keys(STEP_UP_ROUTES).sort());
  });

  it('is what the shared contract tells the console, so it asks for the code on exactly these', () => {
    const endpoints = sharedEndpointsByPath();
    const disagreeing = trackedRoutes(app)
      .filter((route) => route.auth?.kind === 'staff')
      .filter((route) => {
        const policy = route.auth?.kind === 'staff' && route.auth.stepUp === true;
        return (endpoints.get(route.url.toLowerCase())?.stepUp === true) !== policy;
      })
      .map((route) => route.url);
    expect(disagreeing).toEqual([]);
  });
});

describe('an account without two-factor under ADMIN_REQUIRE_2FA', () => {
  it('may only see who it is, sign out and enrol; everything else answers 3005', async () => {
    const fresh = await createStaffForTest(database, { role: 'owner', twoFactor: false, clock });
    for (const endpoint of [adminEndpoints.listStaff, adminEndpoints.auditList, cashierAdminEndpoints.deposits])
      await refused(app, endpoint.path, { token: fresh.token }, ErrorCode.TwoFactorRequired);
    await refused(
      app,
      adminEndpoints.createStaff.path,
      { token: fresh.token, username: 'minted-owner', password: 'minted-owner-pass', role: 'owner' },
      ErrorCode.TwoFactorRequired,
    );
    expect((await ok<{ staff: { twoFactorEnabled: boolean } }>(app, adminEndpoints.me.path, { token: fresh.token })).staff).toMatchObject({ twoFactorEnabled: false });
    const setup = await ok<{ secret: string }>(app, adminEndpoints.setupTwoFactor.path, { token: fresh.token });
    await ok(app, adminEndpoints.enableTwoFactor.path, { token: fresh.token, otp: currentTotp(setup.secret, clock.now()) });
    // Enrolled, the same session reads the staff list.
    await ok(app, adminEndpoints.listStaff.path, { token: fresh.token });
  });
});

describe('a staff socket of an account without two-factor under ADMIN_REQUIRE_2FA', () => {
  it('is answered like a dead session, and hears staff channels once the account has enrolled', async () => {
    const fresh = await createStaffForTest(database, { role: 'support', twoFactor: false, clock });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const url = `ws://127.0.0.1:${port}${WS_PATH}`;

    const early = await openSocket(url, {}, tokenProtocols(fresh.token, 'staff'));
    expect(await early.next()).toMatchObject({ type: 'error', errCode: ErrorCode.LoginInvalid });
    expect(await early.closed).toBe(WS_CLOSE.sessionInvalid);

    const setup = await ok<{ secret: string }>(app, adminEndpoints.setupTwoFactor.path, { token: fresh.token });
    await ok(app, adminEndpoints.enableTwoFactor.path, { token: fresh.token, otp: currentTotp(setup.secret, clock.now()) });
    const enrolled = await openSocket(url, {}, tokenProtocols(fresh.token, 'staff'));
    expect(await enrolled.next()).toMatchObject({ type: 'welcome', authenticated: true });
    enrolled.send({ type: 'subscribe', channel: 'staff:support' });
    expect(await enrolled.next()).toMatchObject({ type: 'subscribed', channel: 'staff:support' });
    await enrolled.close();
  });
});

describe('the probe chain: an owner mints a second owner', () => {
  it('needs a code to create it; the new owner must enrol and give a code to move money; it is no second operator', async () => {
    await seedAccountsForTest(database, clock);
    const noCode = await createStaffForTest(database, { role: 'owner', twoFactor: false, clock });
    const newOwner = { username: 'minted-owner', password: 'minted-owner-pass', role: 'owner' };
    // An owner session without two-factor cannot create anyone.
    await refused(app, adminEndpoints.createStaff.path, { token: noCode.token, ...newOwner }, ErrorCode.TwoFactorRequired);
    // An enrolled owner needs its code.
    const owner = await createOperator(database, 'owner', clock);
    await refused(app, adminEndpoints.createStaff.path, { token: owner.token, ...newOwner }, ErrorCode.TwoFactorWrong);
    await ok(app, adminEndpoints.createStaff.path, asMoneyAction(owner, newOwner));
    const [created] = await database.db.select().from(staffUsers).where(eq(staffUsers.username, 'minted-owner'));
    expect(created?.createdBy).toBe(owner.staffId);

    // The new owner signs in (no second factor yet) and can do nothing but enrol.
    const minted = (await login(newOwner.username, newOwner.password)).data.token!;
    const player = await fundedPlayer(database, { level: 8, clock });
    const adjust = { userId: player.playerId, amount: '50', reason: 'probe', requestKey: 'probe-adjust-1' };
    await refused(app, cashierAdminEndpoints.adjust.path, { token: minted, ...adjust }, ErrorCode.TwoFactorRequired);
    const setup = await ok<{ secret: string }>(app, adminEndpoints.setupTwoFactor.path, { token: minted });
    await ok(app, adminEndpoints.enableTwoFactor.path, { token: minted, otp: currentTotp(setup.secret, clock.now()) });
    clock.advanceMs(30_000);
    await refused(app, cashierAdminEndpoints.adjust.path, { token: minted, ...adjust }, ErrorCode.TwoFactorWrong);

    // A large withdrawal first approved by the creator: the account it made today is not a second person.
    await setCashierConfig(app, owner, { twoOperatorThreshold: '500' });
    const cardId = (await ok<{ id: string }>(app, cashierEndpoints.addWithdrawalAccount.path, { token: player.token, ...bankCard() })).id;
    await ok(app, cashierEndpoints.withdraw.path, { token: player.token, bank_id: cardId, money: '500', pwd: '246810' });
    const [withdrawal] = (await ok<{ list: { id: string }[] }>(app, cashierAdminEndpoints.withdrawals.path, { token: owner.token })).list;
    clock.advanceMs(30_000);
    await ok(app, cashierAdminEndpoints.approveWithdrawal.path, asMoneyAction(owner, { id: withdrawal!.id }));
    clock.advanceMs(30_000);
    const second = { token: minted, id: withdrawal!.id, payoutReference: 'VCB-PROBE', otp: currentTotp(setup.secret, clock.now()) };
    await refused(app, cashierAdminEndpoints.approveWithdrawal.path, second, ErrorCode.SecondApproverMustDiffer);

    // A day later the accounts count as two operators again.
    clock.advanceMs(24 * 60 * 60_000 + 60_000);
    const nextDay = (await login(newOwner.username, newOwner.password, currentTotp(setup.secret, clock.now()))).data.token!;
    clock.advanceMs(30_000);
    const paid = await ok(app, cashierAdminEndpoints.approveWithdrawal.path, { ...second, token: nextDay, otp: currentTotp(setup.secret, clock.now()) });
    expect(paid).toMatchObject({ status: 'paid' });
  });
});

describe('wrong step-up codes', () => {
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('lock the account’s step-up actions for 15 minutes after 5, even with the right code; audited and listed', async () => {
    await seedAccountsForTest(database, clock);
    const finance = await createOperator(database, 'finance', clock);
    const owner = await createOperator(database, 'owner', clock);
    const player = await fundedPlayer(database, { clock });
    let attempts = 0;
    const fund = (otp: string) => {
      attempts += 1;
      return call<{ errCode?: number }>(app, cashierAdminEndpoints.adjust.path, {
        token: finance.token,
        userId: player.playerId,
        amount: '10',
        reason: 'throttle',
        requestKey: `throttle-${attempts}`,
        otp,
      });
    };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await fund(wrongCode(currentTotp(finance.secret!, clock.now())));
      expect(answer.data.errCode).toBe(ErrorCode.TwoFactorWrong);
    }
    const right = () => currentTotp(finance.secret!, clock.now());
    expect((await fund(right())).data.errCode).toBe(ErrorCode.TooManyAttempts);
    const locks = await ok<{ items: { username: string }[] }>(app, adminEndpoints.stepUpLocks.path, { token: owner.token });
    expect(locks.items.map((lock) => lock.username)).toEqual([finance.username]);
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.action, 'staff.step_up_locked'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ targetId: finance.staffId });

    clock.advanceMs(15 * 60_000 + 1_000);
    expect((await fund(right())).code).toBe(1);
    expect((await ok<{ items: unknown[] }>(app, adminEndpoints.stepUpLocks.path, { token: owner.token })).items).toEqual([]);
  });
});
