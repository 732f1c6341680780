import {
  cashierAdminEndpoints,
  cashierEndpoints,
  ErrorCode,
  verificationAdminEndpoints as admin,
  verificationEndpoints,
  type AdminVerificationPage,
} from '@fairround/shared';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../../platform/clock.js';
import { hashPassword } from '../../platform/credentials/password-hash.js';
import { call, ok } from '../../test/http.js';
import { expectLedgerInvariants } from '../../test/ledger.js';
import { fundedPlayer, seedAccountsForTest, type TestPlayer } from '../../test/players.js';
import { asMoneyAction, createOperator, type TestStaff } from '../../test/staff.js';
import { buildTestApp } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { withdrawalAccounts } from '../cashier/bank-accounts/bank-accounts.tables.js';
import { createVerificationConsoleService } from './verification.console.service.js';
import { setVerificationRule, statusOf, uploadAndSubmit, uploadFiles, withdrawalAccountOf } from './verification.test-utils.js';

/** The withdrawal rule of identity verification (issue #26 item 4), through the real withdraw call. */

// 10:00 in Ho Chi Minh City, the default TIMEZONE.
const clock = createManualClock(new Date('2026-11-22T03:00:00Z'));
let database: TestDatabase;
let app: FastifyInstance;
let owner: TestStaff;
let finance: TestStaff;

type Player = TestPlayer & { account: string };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { clock });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

beforeEach(async () => {
  clock.set(new Date('2026-11-22T03:00:00Z'));
  await database.reset();
  await seedAccountsForTest(database, clock);
  owner = await createOperator(database, 'owner', clock);
  finance = await createOperator(database, 'finance', clock);
});

afterEach(async () => {
  await expectLedgerInvariants(database.db);
});

/** Level 8 allows 10 withdrawals a day; 1000.00 of cash. */
async function player(): Promise<Player> {
  const created = await fundedPlayer(database, { level: 8, clock });
  return { ...created, account: await withdrawalAccountOf(app, created) };
}

/** The same player made cheaply (the hashes made once, the bank card written directly), for the real-size run. */
async function quickPlayer(hashes: { password: string; payPassword: string }): Promise<Player> {
  const created = await fundedPlayer(database, { level: 8, clock, hashes });
  const account = randomUUID();
  await database.db.insert(withdrawalAccounts).values({
    id: account,
    playerId: created.playerId,
    type: 'Bank',
    bank: 'Vietcombank',
    account: '0011 2233 4455',
    holderName: 'Nguyen Van A',
    destinationKey: `bank:${account}`,
    createdAt: clock.now(),
  });
  return { ...created, account };
}

/** Each request a second after the last, so "newest first" is well defined. */
const withdraw = (who: Player, money: string) => {
  clock.advanceMs(1_000);
  return call<number | { errCode: number }>(app, cashierEndpoints.withdraw.path, {
    token: who.token,
    bank_id: who.account,
    money,
    pwd: '246810',
  });
};
const errCodeOf = (answer: Awaited<ReturnType<typeof withdraw>>) =>
  answer.code === 1 ? 1 : (answer.data as { errCode: number }).errCode;

const staffSide = () => createVerificationConsoleService({ db: database.db, clock, minorDigits: 2 });
const actor = () => ({ staffId: finance.staffId, username: finance.username, ip: null });

async function decideFor(who: TestPlayer, decision: 'approve' | 'reject') {
  const page = await ok<AdminVerificationPage>(app, admin.list.path, { token: finance.token, playerId: who.playerId });
  await staffSide().decide(actor(), { id: page.items[0]!.id, decision, reason: decision === 'reject' ? 'unreadable' : undefined });
}

async function payLatest(who: Player) {
  const page = await ok<{ list: { id: string }[] }>(app, cashierEndpoints.withdrawals.path, { token: who.token });
  await ok(app, cashierAdminEndpoints.approveWithdrawal.path, asMoneyAction(finance, { id: page.list[0]!.id, payoutReference: 'REF-1' }));
}

describe('before the first withdrawal', () => {
  it('refuses without an approval (3106), while pending (3107), after a rejection (3106), and passes once approved', async () => {
    const alice = await player();
    expect(errCodeOf(await withdraw(alice, '100'))).toBe(1);
    await setVerificationRule(app, owner, { mode: 'first_withdrawal' });
    expect(errCodeOf(await withdraw(alice, '100'))).toBe(ErrorCode.VerificationRequired);
    await uploadAndSubmit(app, alice);
    expect(errCodeOf(await withdraw(alice, '100'))).toBe(ErrorCode.VerificationUnderReview);
    await decideFor(alice, 'reject');
    expect(errCodeOf(await withdraw(alice, '100'))).toBe(ErrorCode.VerificationRequired);
    clock.advanceMs(1_000);
    await uploadAndSubmit(app, alice);
    await decideFor(alice, 'approve');
    expect(errCodeOf(await withdraw(alice, '100'))).toBe(1);
    expect(await statusOf(app, alice)).toMatchObject({ state: 'approved', requiredNow: false, withdrawableBeforeRequired: null });
  });

  it('answers the first request again for a repeated request key, whatever the rule says since', async () => {
    const alice = await player();
    const body = { token: alice.token, bank_id: alice.account, money: '100', pwd: '246810', request_key: 'key-1' };
    expect((await call(app, cashierEndpoints.withdraw.path, body)).code).toBe(1);
    await setVerificationRule(app, owner, { mode: 'first_withdrawal' });
    expect((await call(app, cashierEndpoints.withdraw.path, body)).code).toBe(1);
  });
});

describe('above a lifetime amount', () => {
  it('counts pending and paid withdrawals, not rejected ones, and lets the amount reach the threshold exactly', async () => {
    const alice = await player();
    await setVerificationRule(app, owner, { mode: 'above_amount', threshold: '300' });
    expect(await statusOf(app, alice)).toMatchObject({ requiredNow: false, withdrawableBeforeRequired: '300.00' });
    expect(errCodeOf(await withdraw(alice, '100'))).toBe(1);
    await payLatest(alice);
    expect(errCodeOf(await withdraw(alice, '150'))).toBe(1);
    expect(await statusOf(app, alice)).toMatchObject({ requiredNow: false, withdrawableBeforeRequired: '50.00' });
    expect(errCodeOf(await withdraw(alice, '50.01'))).toBe(ErrorCode.VerificationRequired);
    expect(errCodeOf(await withdraw(alice, '50'))).toBe(1);
    expect(await statusOf(app, alice)).toMatchObject({ requiredNow: true, withdrawableBeforeRequired: '0.00' });
    expect(errCodeOf(await withdraw(alice, '10'))).toBe(ErrorCode.VerificationRequired);

    // A rejected withdrawal no longer counts.
    const page = await ok<{ list: { id: string }[] }>(app, cashierEndpoints.withdrawals.path, { token: alice.token });
    await ok(app, cashierAdminEndpoints.rejectWithdrawal.path, { token: finance.token, id: page.list[0]!.id, reason: 'test' });
    expect(await statusOf(app, alice)).toMatchObject({ requiredNow: false, withdrawableBeforeRequired: '50.00' });
    expect(errCodeOf(await withdraw(alice, '50'))).toBe(1);

    await uploadAndSubmit(app, alice);
    expect(errCodeOf(await withdraw(alice, '10'))).toBe(ErrorCode.VerificationUnderReview);
    await decideFor(alice, 'approve');
    expect(errCodeOf(await withdraw(alice, '10'))).toBe(1);
  });

  it("sums one player's withdrawals made at once under the player's lock", async () => {
    const alice = await player();
    await setVerificationRule(app, owner, { mode: 'above_amount', threshold: '250' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => withdraw(alice, '100')));
    const codes = answers.map(errCodeOf).sort();
    expect(codes).toEqual([1, 1, ErrorCode.VerificationRequired, ErrorCode.VerificationRequired, ErrorCode.VerificationRequired]);
  });
});

describe('at real size', () => {
  it('queues 200 submissions page by page, then answers 200 withdrawals at once exactly as the rule says', async () => {
    const started = Date.now();
    const hashes = { password: await hashPassword('secret123'), payPassword: await hashPassword('246810') };
    const everyone: Player[] = [];
    for (let batch = 0; batch < 10; batch += 1)
      everyone.push(...(await Promise.all(Array.from({ length: 20 }, () => quickPlayer(hashes)))));
    // The files in parallel, then the submissions in order a second apart: the queue is oldest first.
    for (let batch = 0; batch < 200; batch += 25)
      await Promise.all(everyone.slice(batch, batch + 25).map((who) => uploadFiles(app, who)));
    for (const [index, who] of everyone.entries()) {
      clock.set(new Date(Date.parse('2026-11-22T03:00:00Z') + index * 1_000));
      await ok(app, verificationEndpoints.submit.path, { token: who.token });
    }
    const seen: string[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await ok<AdminVerificationPage>(app, admin.list.path, { token: finance.token, page, pageSize: 30 });
      expect(answer.total).toBe(200);
      if (answer.items.length === 0) break;
      seen.push(...answer.items.map((item) => item.playerId));
    }
    expect(seen).toEqual(everyone.map((who) => who.playerId));

    // A quarter approved, a quarter rejected, the rest pending; every third one already has 100 pending.
    const stateOf = (index: number) => (index % 4 === 0 ? 'approved' : index % 4 === 1 ? 'rejected' : 'pending');
    const queue = await ok<AdminVerificationPage>(app, admin.list.path, { token: finance.token, pageSize: 100 });
    const rest = await ok<AdminVerificationPage>(app, admin.list.path, { token: finance.token, pageSize: 100, page: 2 });
    const idOf = new Map([...queue.items, ...rest.items].map((item) => [item.playerId, item.id]));
    for (const [index, who] of everyone.entries()) {
      const state = stateOf(index);
      if (state !== 'pending')
        await staffSide().decide(actor(), { id: idOf.get(who.playerId)!, decision: state === 'approved' ? 'approve' : 'reject', reason: 'unreadable' });
    }
    const committed = (index: number) => (index % 3 === 0 ? 10_000 : 0);
    const earlier = await Promise.all(everyone.filter((_, index) => committed(index) > 0).map((who) => withdraw(who, '100')));
    expect(earlier.map(errCodeOf).every((code) => code === 1)).toBe(true);

    await setVerificationRule(app, owner, { mode: 'above_amount', threshold: '150' });
    const amount = (index: number) => (index % 2 === 0 ? 5_000 : 10_000);
    const answers = await Promise.all(everyone.map((who, index) => withdraw(who, (amount(index) / 100).toFixed(2))));
    const expected = everyone.map((_, index) => {
      if (stateOf(index) === 'approved' || committed(index) + amount(index) <= 15_000) return 1;
      return stateOf(index) === 'pending' ? ErrorCode.VerificationUnderReview : ErrorCode.VerificationRequired;
    });
    expect(answers.map(errCodeOf)).toEqual(expected);
    expect(expected.filter((code) => code === 1).length).toBeGreaterThan(50);
    expect(expected.filter((code) => code === ErrorCode.VerificationRequired).length).toBeGreaterThan(10);
    expect(Date.now() - started).toBeLessThan(120_000);
  }, 180_000);
});
