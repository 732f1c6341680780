import { cashierAdminEndpoints, cashierEndpoints, CATALOGUES, ErrorCode, fillTemplate, pushEndpoints } from '@fairround/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createManualClock } from '../../platform/clock.js';
import { BANK_METHOD, setDepositMethods } from '../../test/cashier.js';
import { call, ok, refused } from '../../test/http.js';
import { createPlayerForTest, seedAccountsForTest, type TestPlayer } from '../../test/players.js';
import { browserKeys, startPushEndpoint } from '../../test/push-endpoint.js';
import { asMoneyAction, createOperator, type TestStaff } from '../../test/staff.js';
import { buildTestApp } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { pushSubscriptions } from './notifications.tables.js';
import { pushEndpointAllowed } from './push.service.js';

/** Issue #25: the same notices by Web Push, to a local push service that speaks the protocol. */

const clock = createManualClock(new Date('2026-12-03T08:00:00Z'));
let database: TestDatabase;
let app: FastifyInstance;
let pushService: Awaited<ReturnType<typeof startPushEndpoint>>;
let owner: TestStaff;
let finance: TestStaff;
let alice: TestPlayer;

beforeAll(async () => {
  database = await createTestDatabase();
  pushService = await startPushEndpoint();
  app = await buildTestApp(database, {
    clock,
    env: { WEB_PUSH_HOSTS: '127.0.0.1,fcm.googleapis.com,*.push.apple.com', WEB_PUSH_CA_FILE: pushService.caFile },
  });
});

afterAll(async () => {
  await app.close();
  await pushService.close();
  await database.close();
});

beforeEach(async () => {
  await database.reset();
  pushService.received.length = 0;
  await seedAccountsForTest(database, clock);
  owner = await createOperator(database, 'owner', clock);
  finance = await createOperator(database, 'finance', clock);
  alice = await createPlayerForTest(database, { clock });
  await setDepositMethods(app, owner);
});

async function creditDeposit(player: TestPlayer, money: string) {
  clock.advanceMs(1_000);
  const { id } = await ok<{ id: string }>(app, cashierEndpoints.recharge.path, {
    token: player.token,
    money,
    pay_name: 'Nguyen Van A',
    method: BANK_METHOD.id,
  });
  await ok(app, cashierAdminEndpoints.approveDeposit.path, asMoneyAction(finance, { id }));
}

describe('Web Push of notices', () => {
  it('publishes a VAPID key made at the first start, the same on every call', async () => {
    const first = await ok<{ publicKey: string }>(app, pushEndpoints.key.path);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect((await ok<{ publicKey: string }>(app, pushEndpoints.key.path)).publicKey).toBe(first.publicKey);
  });

  it('pushes a credited deposit, encrypted for the device and worded in its language, signed with VAPID', async () => {
    const device = browserKeys();
    await ok(app, pushEndpoints.subscribe.path, {
      token: alice.token,
      endpoint: pushService.url('/push/alice-phone'),
      keys: device.keys,
      language: 'vi',
    });
    await creditDeposit(alice, '100');
    await vi.waitFor(() => expect(pushService.received).toHaveLength(1));
    const [push] = pushService.received;
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    const { publicKey } = await ok<{ publicKey: string }>(app, pushEndpoints.key.path);
    expect(String(push!.headers.authorization)).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));
    const texts = CATALOGUES.vi.web.notifications.kinds.deposit_credited;
    expect(device.read(push!)).toEqual({
      title: texts.title,
      body: fillTemplate(texts.body, { amount: '$100.00' }),
      link: '/my_income',
      tag: expect.stringMatching(/^notice-\d+$/),
    });
    // The body on the wire is not the text.
    expect(push!.body.toString('utf8')).not.toContain(texts.title);
  });

  it('pushes each notice once, to every device of the player, and forgets a device its service calls gone', async () => {
    const phone = browserKeys();
    const laptop = browserKeys();
    for (const [path, device, language] of [
      ['/push/phone', phone, 'en-US'],
      ['/gone/laptop', laptop, 'zh-TW'],
    ] as const) {
      await ok(app, pushEndpoints.subscribe.path, {
        token: alice.token,
        endpoint: pushService.url(path),
        keys: device.keys,
        language,
      });
    }
    await creditDeposit(alice, '20');
    await vi.waitFor(() => expect(pushService.received).toHaveLength(2));
    const [english] = pushService.received.filter((push) => push.path === '/push/phone');
    expect((phone.read(english!) as { title: string }).title).toBe(CATALOGUES['en-US'].web.notifications.kinds.deposit_credited.title);
    await vi.waitFor(async () =>
      expect((await database.db.select().from(pushSubscriptions)).map((row) => row.endpoint)).toEqual([
        pushService.url('/push/phone'),
      ]),
    );
    await creditDeposit(alice, '30');
    await vi.waitFor(() => expect(pushService.received).toHaveLength(3));
    expect(pushService.received.at(-1)!.path).toBe('/push/phone');
  });

  it('refuses any endpoint that is not a known push service (the server would call it: SSRF)', async () => {
    const { keys } = browserKeys();
    for (const endpoint of [
      'http://169.254.169.254/latest/meta-data',
      pushService.url('/push/x').replace('https:', 'http:'),
      'https://10.0.0.5/push',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com.evil.example/x',
      'https://user:pass@fcm.googleapis.com/x',
      'file:///etc/passwd',
      'not a url',
    ]) {
      await refused(app, pushEndpoints.subscribe.path, { token: alice.token, endpoint, keys, language: 'vi' }, ErrorCode.PushEndpointRefused);
    }
    expect(await database.db.select().from(pushSubscriptions)).toEqual([]);
    expect(pushEndpointAllowed('https://fcm.googleapis.com/fcm/send/abc', ['fcm.googleapis.com'])).toBe(true);
    expect(pushEndpointAllowed('https://web.push.apple.com/abc', ['*.push.apple.com'])).toBe(true);
    expect(pushEndpointAllowed('https://push.apple.com.example/abc', ['*.push.apple.com'])).toBe(false);
  });

  it('checks the keys, keeps one row per endpoint, and unsubscribes only the caller’s device', async () => {
    const device = browserKeys();
    const body = { token: alice.token, endpoint: pushService.url('/push/a'), keys: device.keys, language: 'vi' };
    for (const keys of [{ p256dh: 'AAAA', auth: device.keys.auth }, { p256dh: device.keys.p256dh, auth: 'AAAA' }, { p256dh: '__proto__', auth: 'x' }]) {
      expect((await call(app, pushEndpoints.subscribe.path, { ...body, keys })).code).toBe(0);
    }
    await ok(app, pushEndpoints.subscribe.path, body);
    await ok(app, pushEndpoints.subscribe.path, { ...body, language: 'en-US' });
    const bob = await createPlayerForTest(database, { clock });
    await ok(app, pushEndpoints.unsubscribe.path, { token: bob.token, endpoint: body.endpoint });
    const rows = await database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.playerId, alice.playerId));
    expect(rows.map((row) => row.language)).toEqual(['en-US']);
    await ok(app, pushEndpoints.unsubscribe.path, { token: alice.token, endpoint: body.endpoint });
    expect(await database.db.select().from(pushSubscriptions)).toEqual([]);
    expect((await call(app, pushEndpoints.subscribe.path, { ...body, token: undefined })).code).toBe(409);
    expect((await call(app, pushEndpoints.subscribe.path, { ...body, endpoint: 'x'.repeat(50_000) })).code).toBe(0);
  });
});
