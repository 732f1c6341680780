import { randomBytes } from 'node:crypto';
import { CASHIER_STAFF_CHANNEL, ErrorCode, cashierAdminEndpoints, cashierEndpoints } from '@fairround/shared';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createManualClock, systemClock } from '../../../platform/clock.js';
import type { Realtime } from '../../../platform/ws/realtime.js';
import { buildTestAppWithDeps } from '../../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { BANK_METHOD, CHAIN_METHOD, setCashierConfig, setDepositMethods } from '../../../test/cashier.js';
import { call, ok, refused, type Envelope, type Failure } from '../../../test/http.js';
import { expectLedgerInvariants } from '../../../test/ledger.js';
import { createPlayerForTest, seedAccountsForTest, type TestPlayer } from '../../../test/players.js';
import { asMoneyAction, createOperator, type TestStaff } from '../../../test/staff.js';
import { auditLog } from '../../admin/admin.tables.js';
import { createLedgerService } from '../../ledger/ledger.service.js';
import { ledgerTransfers } from '../../ledger/ledger.tables.js';

/**
 * Issue #25 item 8: a player cancels their own pending deposit request. Nothing moves (a request
 * holds nothing in the ledger), a cancelled request can no longer be approved, and a cancel racing
 * an approval ends in exactly one of the two. On PGlite the race runs one call after the other;
 * with TEST_DATABASE_URL both transactions really run at once against the row lock.
 */
const clock = createManualClock(new Date());
let database: TestDatabase;
let app: FastifyInstance;
let realtime: Realtime;
let owner: TestStaff;
let finance: TestStaff;
let alice: TestPlayer;
let bob: TestPlayer;

beforeAll(async () => {
  database = await createTestDatabase();
  ({
    app,
    deps: { realtime },
  } = await buildTestAppWithDeps(database, { clock }));
});

afterAll(async () => {
  await app.close();
  await database.close();
});

beforeEach(async () => {
  await database.reset();
  await seedAccountsForTest(database);
  owner = await createOperator(database, 'owner', clock);
  finance = await createOperator(database, 'finance', clock);
  alice = await createPlayerForTest(database);
  bob = await createPlayerForTest(database);
  await setDepositMethods(app, owner);
});

afterEach(async () => {
  await expectLedgerInvariants(database.db);
});

type Deposit = { id: string; reference: string; status: string; resolvedAt: string | null };

async function requestDeposit(player: TestPlayer, extra: Record<string, unknown> = {}) {
  clock.advanceMs(1_000);
  return ok<Deposit>(app, cashierEndpoints.recharge.path, {
    token: player.token,
    money: '100',
    pay_name: 'Nguyen Van A',
    method: BANK_METHOD.id,
    ...extra,
  });
}

const cancel = (player: TestPlayer, id: unknown) =>
  call<Deposit | Failure>(app, cashierEndpoints.cancelDeposit.path, { token: player.token, id });
const approve = (id: string) =>
  call<Deposit | Failure>(app, cashierAdminEndpoints.approveDeposit.path, asMoneyAction(finance, { id }));
const reject = (id: string) =>
  call<Deposit | Failure>(app, cashierAdminEndpoints.rejectDeposit.path, {
    token: finance.token,
    id,
    reason: 'No money arrived',
  });
const cash = async (player: TestPlayer) =>
  (await createLedgerService({ db: database.db, clock: systemClock }).playerBalances(player.playerId)).cash;
const transfers = async () => (await database.db.select({ total: count() }).from(ledgerTransfers))[0]!.total;
const auditsOf = (action: string) => database.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('POST /api/Cashier/cancelDeposit', () => {
  it('cancels the player’s own pending request: no money moves, audited as the player, consoles told', async () => {
    const deposit = await requestDeposit(alice);
    const events: unknown[] = [];
    const stop = realtime.listen(CASHIER_STAFF_CHANNEL, (event) =>
      events.push(JSON.parse(event.frame).payload),
    );
    const movedBefore = await transfers();

    const cancelled = await ok<Deposit>(app, cashierEndpoints.cancelDeposit.path, {
      token: alice.token,
      id: deposit.id,
    });
    stop();
    expect(cancelled).toMatchObject({ id: deposit.id, reference: deposit.reference, status: 'cancelled' });
    expect(cancelled.resolvedAt).not.toBeNull();
    expect(await transfers()).toBe(movedBefore);
    expect(await cash(alice)).toBe(0);
    const [audit] = await auditsOf('deposit.cancel');
    expect(audit).toMatchObject({
      actorStaffId: null,
      actorUsername: null,
      targetType: 'deposit',
      targetId: deposit.id,
    });
    expect(audit?.before).toMatchObject({
      status: 'pending',
      amount: '100.00',
      reference: deposit.reference,
    });
    expect(events).toEqual([
      { type: 'cashier.queue', kind: 'deposit', change: 'resolved', id: deposit.id, amount: '100.00' },
    ]);
    const listed = await ok<{ list: Deposit[] }>(app, cashierEndpoints.deposits.path, { token: alice.token });
    expect(listed.list[0]).toMatchObject({ id: deposit.id, status: 'cancelled' });
  });

  it('answers the same cancelled request when called again, without a second audit row', async () => {
    const deposit = await requestDeposit(alice);
    const first = await ok<Deposit>(app, cashierEndpoints.cancelDeposit.path, {
      token: alice.token,
      id: deposit.id,
    });
    const second = await ok<Deposit>(app, cashierEndpoints.cancelDeposit.path, {
      token: alice.token,
      id: deposit.id,
    });
    expect(second).toEqual(first);
    expect(await auditsOf('deposit.cancel')).toHaveLength(1);
  });

  it('frees a pending slot and the transaction id the request claimed', async () => {
    await setCashierConfig(app, owner, { maxPendingDeposits: 1 });
    const hash = randomBytes(32).toString('hex');
    const deposit = await requestDeposit(alice, { method: CHAIN_METHOD.id, tx_hash: hash });
    await refused(
      app,
      cashierEndpoints.recharge.path,
      { token: alice.token, money: '100', pay_name: 'A', method: BANK_METHOD.id },
      ErrorCode.TooManyPendingDeposits,
    );
    await ok(app, cashierEndpoints.cancelDeposit.path, { token: alice.token, id: deposit.id });
    const again = await requestDeposit(alice, { method: CHAIN_METHOD.id, tx_hash: hash });
    expect(again).toMatchObject({ status: 'pending' });
  });

  it("refuses another player's request like an unknown one (3003), revealing and changing nothing", async () => {
    const deposit = await requestDeposit(alice);
    const answer = await cancel(bob, deposit.id);
    expect(answer).toMatchObject({ code: 0, data: { errCode: ErrorCode.NotFound } });
    expect(JSON.stringify(answer)).not.toContain(deposit.reference);
    const unknown = await cancel(bob, '00000000-0000-4000-8000-000000000000');
    expect(unknown.data).toEqual(answer.data);
    const mine = await ok<Deposit>(app, cashierEndpoints.deposit.path, {
      token: alice.token,
      id: deposit.id,
    });
    expect(mine.status).toBe('pending');
    expect(await auditsOf('deposit.cancel')).toEqual([]);
  });

  it.each([
    { name: 'not a uuid', id: 'not-a-uuid', code: ErrorCode.NotFound },
    { name: '"__proto__"', id: '__proto__', code: ErrorCode.NotFound },
    { name: '"constructor"', id: 'constructor', code: ErrorCode.NotFound },
    { name: 'a number', id: 12345, code: ErrorCode.NotFound },
    { name: '50 KB', id: 'x'.repeat(50_000), code: ErrorCode.IncompleteParameters },
    {
      name: 'an object with a "__proto__" key',
      id: JSON.parse('{"__proto__":{"id":"x"}}') as unknown,
      code: ErrorCode.IncompleteParameters,
    },
  ])('answers an id that is $name with $code', async ({ id, code }) => {
    const answer = (await cancel(alice, id)) as Envelope<Failure>;
    expect(answer.code).toBe(0);
    expect(answer.data.errCode).toBe(code);
  });

  it('refuses a request already approved or rejected (3018), which stays as it is', async () => {
    const approved = await requestDeposit(alice);
    expect((await approve(approved.id)).code).toBe(1);
    expect((await cancel(alice, approved.id)).data).toMatchObject({ errCode: ErrorCode.AlreadyProcessed });
    expect(await cash(alice)).toBe(10_000);
    const rejected = await requestDeposit(alice);
    expect((await reject(rejected.id)).code).toBe(1);
    expect((await cancel(alice, rejected.id)).data).toMatchObject({ errCode: ErrorCode.AlreadyProcessed });
    const list = await ok<{ list: Deposit[] }>(app, cashierEndpoints.deposits.path, { token: alice.token });
    expect(list.list.map((deposit) => deposit.status)).toEqual(['rejected', 'approved']);
  });
});

describe('a cancelled request in the console', () => {
  it('can no longer be approved or rejected (3088); nothing is credited', async () => {
    const deposit = await requestDeposit(alice);
    await ok(app, cashierEndpoints.cancelDeposit.path, { token: alice.token, id: deposit.id });
    expect((await approve(deposit.id)).data).toEqual({ errCode: ErrorCode.DepositCancelled });
    expect((await reject(deposit.id)).data).toEqual({ errCode: ErrorCode.DepositCancelled });
    expect(await cash(alice)).toBe(0);
    expect(await auditsOf('deposit.approve')).toEqual([]);
    const queue = await ok<{ list: Deposit[] }>(app, cashierAdminEndpoints.deposits.path, {
      token: finance.token,
      status: 'cancelled',
    });
    expect(queue.list.map((row) => row.id)).toEqual([deposit.id]);
  });

  it('races an approval to exactly one outcome: cancelled and not credited, or approved and credited', async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < 6; round += 1) {
      const deposit = await requestDeposit(alice);
      const otp = finance.currentOtp();
      const [cancelled, approved] = await Promise.all([
        cancel(alice, deposit.id),
        call<Deposit | Failure>(app, cashierAdminEndpoints.approveDeposit.path, {
          token: finance.token,
          otp,
          id: deposit.id,
        }),
      ]);
      expect([cancelled.code, approved.code].sort(), JSON.stringify({ cancelled, approved })).toEqual([0, 1]);
      const final = await ok<Deposit>(app, cashierEndpoints.deposit.path, {
        token: alice.token,
        id: deposit.id,
      });
      if (cancelled.code === 1) {
        expect(approved.data).toEqual({ errCode: ErrorCode.DepositCancelled });
        expect(final.status).toBe('cancelled');
      } else {
        expect(cancelled.data).toMatchObject({ errCode: ErrorCode.AlreadyProcessed });
        expect(final.status).toBe('approved');
      }
      outcomes.push(final.status);
    }
    const credited = outcomes.filter((status) => status === 'approved').length;
    expect(await cash(alice)).toBe(credited * 10_000);
    expect(await auditsOf('deposit.approve')).toHaveLength(credited);
    expect(await auditsOf('deposit.cancel')).toHaveLength(outcomes.length - credited);
  });
});
