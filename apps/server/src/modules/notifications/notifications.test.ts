import {
  accountsEndpoints,
  cashierAdminEndpoints,
  cashierEndpoints,
  NOTIFICATION_PAGE_MAX,
  notificationsEndpoints,
  supportAdminEndpoints,
  supportEndpoints,
  type NotificationsPage,
} from '@fairround/shared';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../../platform/clock.js';
import { userChannel, type Realtime } from '../../platform/ws/realtime.js';
import { bankCard, BANK_METHOD, setDepositMethods } from '../../test/cashier.js';
import { call, ok } from '../../test/http.js';
import { createPlayerForTest, fundedPlayer, seedAccountsForTest, type TestPlayer } from '../../test/players.js';
import { asMoneyAction, createOperator, createStaffForTest, type TestStaff } from '../../test/staff.js';
import { buildTestAppWithDeps } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { recordNotification } from './notifications.service.js';
import { notifications } from './notifications.tables.js';

/** Issue #25: nothing told the player that money moved; the lists refreshed only if open. */

const clock = createManualClock(new Date('2026-12-03T08:00:00Z'));
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
  await seedAccountsForTest(database, clock);
  owner = await createOperator(database, 'owner', clock);
  finance = await createOperator(database, 'finance', clock);
  alice = await fundedPlayer(database, { level: 8, clock });
  bob = await createPlayerForTest(database, { clock });
  await setDepositMethods(app, owner);
});

const listOf = (player: TestPlayer, body: Record<string, unknown> = {}) =>
  ok<NotificationsPage>(app, notificationsEndpoints.list.path, { token: player.token, ...body });

/** What the player's open apps hear on `me` until `stop()`. */
function captureMe(player: TestPlayer) {
  const payloads: unknown[] = [];
  const stop = realtime.listen(userChannel(player.playerId), (event) => payloads.push(JSON.parse(event.frame).payload));
  return () => {
    stop();
    return payloads;
  };
}

async function requestDeposit(player: TestPlayer): Promise<string> {
  clock.advanceMs(1_000);
  const answer = await ok<{ id: string }>(app, cashierEndpoints.recharge.path, {
    token: player.token,
    money: '100',
    pay_name: 'Nguyen Van A',
    method: BANK_METHOD.id,
  });
  return answer.id;
}

async function requestWithdrawal(player: TestPlayer): Promise<string> {
  const card = await ok<{ id: string }>(app, cashierEndpoints.addWithdrawalAccount.path, {
    token: player.token,
    ...bankCard(),
  });
  clock.advanceMs(1_000);
  await ok(app, cashierEndpoints.withdraw.path, { token: player.token, bank_id: card.id, money: '25', pwd: '246810' });
  const page = await ok<{ list: { id: string }[] }>(app, cashierEndpoints.withdrawals.path, { token: player.token });
  return page.list[0]!.id;
}

describe('notices written with the money event', () => {
  it('a credited deposit: the notice, the unread badge and a live nudge on the player’s own channel', async () => {
    const id = await requestDeposit(alice);
    const heard = captureMe(alice);
    await ok(app, cashierAdminEndpoints.approveDeposit.path, asMoneyAction(finance, { id }));
    const page = await listOf(alice);
    expect(page.unread).toBe(1);
    expect(page.list).toEqual([
      expect.objectContaining({ kind: 'deposit_credited', params: { amount: '100.00' }, link: '/my_income', read: false }),
    ]);
    expect(heard()).toContainEqual({ type: 'notifications', unread: 1 });
    // Nobody else hears or reads it.
    expect((await listOf(bob)).list).toEqual([]);
  });

  it('a rejected deposit carries the reason the player sees; a second decision writes nothing more', async () => {
    const id = await requestDeposit(alice);
    await ok(app, cashierAdminEndpoints.rejectDeposit.path, { token: finance.token, id, reason: 'No transfer found' });
    const again = await call(app, cashierAdminEndpoints.approveDeposit.path, asMoneyAction(finance, { id }));
    expect(again.code).toBe(0);
    const page = await listOf(alice);
    expect(page.list.map((notice) => [notice.kind, notice.params])).toEqual([
      ['deposit_rejected', { amount: '100.00', reason: 'No transfer found' }],
    ]);
  });

  it('a paid withdrawal names the payout reference; a rejected one its reason', async () => {
    const paid = await requestWithdrawal(alice);
    await ok(app, cashierAdminEndpoints.approveWithdrawal.path, asMoneyAction(finance, { id: paid, payoutReference: 'VCB-778' }));
    clock.advanceMs(1_000);
    await ok(app, cashierEndpoints.withdraw.path, {
      token: alice.token,
      bank_id: (await ok<{ id: string }[]>(app, cashierEndpoints.withdrawalAccounts.path, { token: alice.token }))[0]!.id,
      money: '10',
      pwd: '246810',
    });
    const rejected = (await ok<{ list: { id: string }[] }>(app, cashierEndpoints.withdrawals.path, { token: alice.token }))
      .list[0]!.id;
    await ok(app, cashierAdminEndpoints.rejectWithdrawal.path, { token: finance.token, id: rejected, reason: 'Name differs' });
    const page = await listOf(alice);
    expect(page.list.map((notice) => [notice.kind, notice.params])).toEqual([
      ['withdrawal_rejected', { amount: '10.00', reason: 'Name differs' }],
      ['withdrawal_paid', { amount: '25.00', reference: 'VCB-778' }],
    ]);
  });

  it('an operator’s support reply, and not the player’s own message', async () => {
    await ok(app, supportEndpoints.send.path, { token: alice.token, content: 'Where is my deposit?' });
    const support = await createStaffForTest(database, { role: 'support', clock });
    const inbox = await ok<{ items: { id: string }[] }>(app, supportAdminEndpoints.list.path, { token: support.token });
    await ok(app, supportAdminEndpoints.reply.path, {
      token: support.token,
      id: inbox.items[0]!.id,
      content: 'It was credited a minute ago.',
    });
    const page = await listOf(alice);
    expect(page.list.map((notice) => [notice.kind, notice.params, notice.link])).toEqual([
      ['support_reply', { preview: 'It was credited a minute ago.' }, '/ServicePage'],
    ]);
  });
});

describe('a sign-in from a new device', () => {
  const login = (userAgent: string, ip: string) =>
    app.inject({
      method: 'POST',
      url: accountsEndpoints.login.path,
      payload: { quhao: '+84', username: bob.username, password: bob.password },
      headers: { 'user-agent': userAgent },
      remoteAddress: ip,
    });
  const ANDROID_CHROME =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
  const IPHONE_SAFARI =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

  it('tells the player once per device it has not seen, with the device and the address', async () => {
    // bob's first session came from the test kit (user agent "test").
    expect((await login(ANDROID_CHROME, '127.0.0.20')).json().code).toBe(1);
    expect((await login(ANDROID_CHROME, '127.0.0.21')).json().code).toBe(1);
    expect((await login(IPHONE_SAFARI, '127.0.0.22')).json().code).toBe(1);
    const page = await listOf(bob);
    expect(page.list.map((notice) => [notice.kind, notice.params, notice.link])).toEqual([
      ['new_login', { device: 'Safari · iOS', ip: '127.0.0.22' }, '/my_devices'],
      ['new_login', { device: 'Chrome · Android', ip: '127.0.0.20' }, '/my_devices'],
    ]);
  });

  it('a wrong password writes nothing', async () => {
    await app.inject({
      method: 'POST',
      url: accountsEndpoints.login.path,
      payload: { quhao: '+84', username: bob.username, password: 'wrong-pass1' },
      headers: { 'user-agent': IPHONE_SAFARI },
    });
    expect((await listOf(bob)).list).toEqual([]);
  });
});

describe('reading the centre', () => {
  async function seedNotices(player: TestPlayer, total: number) {
    for (let index = 0; index < total; index += 1) {
      await recordNotification(
        database.db,
        { playerId: player.playerId, kind: 'deposit_credited', params: { amount: `${index}.00` } },
        clock.now(),
      );
    }
  }

  it('pages newest first with a cursor, at most the page maximum at once', async () => {
    await seedNotices(alice, 45);
    const first = await listOf(alice, { limit: 20 });
    expect(first.list).toHaveLength(20);
    expect(first.list[0]!.params.amount).toBe('44.00');
    const second = await listOf(alice, { limit: 20, before: first.nextBefore });
    const third = await listOf(alice, { limit: 20, before: second.nextBefore });
    expect(third.list).toHaveLength(5);
    expect(third.nextBefore).toBeNull();
    expect(new Set([...first.list, ...second.list, ...third.list].map((notice) => notice.id)).size).toBe(45);
    const tooMany = await call(app, notificationsEndpoints.list.path, { token: alice.token, limit: NOTIFICATION_PAGE_MAX + 1 });
    expect(tooMany.code).toBe(0);
  });

  it('marks read only the player’s own notices; mark-all clears the badge', async () => {
    await seedNotices(alice, 3);
    await seedNotices(bob, 1);
    const [bobsNotice] = (await listOf(bob)).list;
    const alices = (await listOf(alice)).list;
    const after = await ok<{ unread: number }>(app, notificationsEndpoints.markRead.path, {
      token: alice.token,
      ids: [alices[0]!.id, bobsNotice!.id],
    });
    expect(after.unread).toBe(2);
    expect((await ok<{ unread: number }>(app, notificationsEndpoints.unread.path, { token: bob.token })).unread).toBe(1);
    expect((await ok<{ unread: number }>(app, notificationsEndpoints.markAllRead.path, { token: alice.token })).unread).toBe(0);
    expect((await listOf(alice)).list.every((notice) => notice.read)).toBe(true);
  });

  it('writes a keyed notice once, and cuts long free text', async () => {
    const input = { playerId: alice.playerId, kind: 'operator_message' as const, params: { text: 'x'.repeat(5_000) }, dedupeKey: 'k1' };
    expect(await recordNotification(database.db, input, clock.now())).toBe(true);
    expect(await recordNotification(database.db, input, clock.now())).toBe(false);
    const [row] = await database.db.select({ n: count() }).from(notifications).where(eq(notifications.playerId, alice.playerId));
    expect(row?.n).toBe(1);
    expect((await listOf(alice)).list[0]!.params.text).toHaveLength(300);
  });

  it('answers a validation error, not a crash, to hostile bodies', async () => {
    for (const body of [{ ids: '__proto__' }, { ids: ['x'.repeat(50_000)] }, { ids: Array.from({ length: 101 }, (_, i) => i + 1) }]) {
      const answer = await call(app, notificationsEndpoints.markRead.path, { token: alice.token, ...body });
      expect(answer.code, JSON.stringify(body).slice(0, 80)).toBe(0);
    }
    for (const before of ['toString', -1, 'x'.repeat(10_000)]) {
      expect((await call(app, notificationsEndpoints.list.path, { token: alice.token, before })).code).toBe(0);
    }
    expect((await call(app, notificationsEndpoints.list.path, {})).code).toBe(409);
  });
});
