import { randomInt, randomUUID } from 'node:crypto';
import { ErrorCode, protectionEndpoints, riskAdminEndpoints, type RiskDigest, type RiskList, type RiskSignalKind } from '@fairround/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../../platform/clock.js';
import { queryRows } from '../../platform/db/database.js';
import { ok, refused } from '../../test/http.js';
import { createPlayerForTest, type TestPlayer } from '../../test/players.js';
import { createStaffForTest, type TestStaff } from '../../test/staff.js';
import { buildTestApp } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { createSettingsService } from '../settings/settings.service.js';
import { RISK_THRESHOLDS_KEY } from './risk.service.js';

const NOW = new Date('2026-12-01T12:00:00Z');
const clock = createManualClock(NOW);
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

let database: TestDatabase;
let app: FastifyInstance;
let owner: TestStaff;
let finance: TestStaff;
let support: TestStaff;
let content: TestStaff;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { clock });
}, 120_000);

afterAll(async () => {
  await app.close();
  await database.close();
});

beforeEach(async () => {
  await database.reset();
  clock.set(NOW);
  owner = await createStaffForTest(database, { role: 'owner', clock });
  finance = await createStaffForTest(database, { role: 'finance', clock });
  support = await createStaffForTest(database, { role: 'support', clock });
  content = await createStaffForTest(database, { role: 'content', clock });
});

const player = (username?: string) => createPlayerForTest(database, { clock, username });

async function session(of: TestPlayer, ip: string, userAgent = 'Mozilla/5.0 (iPhone) Safari', minutes = 60) {
  await database.db.execute(sql`
    insert into player_sessions (id, player_id, token_hash, created_at, last_seen_at, expires_at, ip, user_agent)
    values (${randomUUID()}, ${of.playerId}, ${randomUUID()}, ${minutesAgo(minutes)}, ${minutesAgo(minutes - 5)}, ${NOW}, ${ip}, ${userAgent})`);
}

const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const depositReference = () => Array.from({ length: 8 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('');

async function approvedDeposit(of: TestPlayer, amount: number, minutes: number) {
  await database.db.execute(sql`
    insert into deposit_requests (id, player_id, amount, payer_name, reference, method_id, method_snapshot, status, created_at, resolved_at)
    values (${randomUUID()}, ${of.playerId}, ${amount}, 'Payer', ${depositReference()},
            'bank', '{}'::jsonb, 'approved', ${minutesAgo(minutes + 1)}, ${minutesAgo(minutes)})`);
}

async function order(of: TestPlayer, total: number, minutes: number) {
  await database.db.execute(sql`
    insert into orders (id, player_id, room_id, round_id, room_type, seqno, total, state, order_key, created_at, resolved_at)
    values (${randomUUID()}, ${of.playerId}, 111, ${randomUUID()}, 1, '20261201-0001', ${total}, 'lost', ${randomUUID()}, ${minutesAgo(minutes)}, ${minutesAgo(minutes)})`);
}

async function withdrawalAccount(of: TestPlayer, account: string): Promise<string> {
  const id = randomUUID();
  await database.db.execute(sql`
    insert into withdrawal_accounts (id, player_id, type, bank, account, holder_name, destination_key, created_at)
    values (${id}, ${of.playerId}, 'Bank', 'VCB', ${account}, 'Holder', ${`Bank:${account}`}, ${minutesAgo(600)})`);
  return id;
}

async function withdrawal(of: TestPlayer, accountId: string, amount: number, minutes: number) {
  await database.db.execute(sql`
    insert into withdrawals (id, player_id, account_id, amount, status, created_at)
    values (${randomUUID()}, ${of.playerId}, ${accountId}, ${amount}, 'pending', ${minutesAgo(minutes)})`);
}

async function loginFailures(key: string, count: number, everyMinutes: number) {
  for (let i = 0; i < count; i += 1) {
    await database.db.execute(sql`
      insert into login_failures (id, kind, scope, key, created_at)
      values (${randomUUID()}, 'player', 'account', ${key}, ${minutesAgo(30 - i * everyMinutes)})`);
  }
}

async function limitRaises(of: TestPlayer, count: number) {
  for (let i = 0; i < count; i += 1) {
    await database.db.execute(sql`
      insert into protection_limit_raises (id, player_id, kind, period, from_amount, to_amount, requested_at)
      values (${randomUUID()}, ${of.playerId}, 'deposit', 'day', ${10_000 * (i + 1)}, ${10_000 * (i + 2)}, ${minutesAgo(60 * 24 * i + 10)})`);
  }
}

async function selfExclude(of: TestPlayer) {
  await database.db.execute(sql`
    insert into protection_exclusions (id, player_id, kind, duration, starts_at, ends_at)
    values (${randomUUID()}, ${of.playerId}, 'self_exclusion', '6m', ${minutesAgo(60)}, ${new Date(NOW.getTime() + 180 * 86_400_000)})`);
}

const list = (staff: TestStaff, body: Record<string, unknown> = {}) =>
  ok<RiskList>(app, riskAdminEndpoints.list.path, { token: staff.token, ...body });
const ofKind = async (kind: RiskSignalKind, body: Record<string, unknown> = {}) =>
  (await list(owner, { kind, ...body })).items;

describe('each signal is found from seeded data and not from innocent data', () => {
  it('shared address: two players on one IP; players on their own addresses raise nothing', async () => {
    const [a, b, c] = [await player(), await player(), await player()];
    await session(a, '203.0.113.7');
    await session(b, '203.0.113.7', 'Mozilla/5.0 (Android) Chrome');
    await session(c, '198.51.100.9');
    const signals = await ofKind('shared_ip');
    expect(signals).toHaveLength(1);
    expect(signals[0]!.key).toBe('shared_ip:203.0.113.7');
    expect(signals[0]!.evidence.ip).toBe('203.0.113.7');
    expect(signals[0]!.players.map((p) => p.id).sort()).toEqual([a.playerId, b.playerId].sort());
    expect(signals[0]!.players.map((p) => p.username).sort()).toEqual([a.username, b.username].sort());
    // Different user agents on the address: no shared device.
    expect(await ofKind('shared_device')).toHaveLength(0);
    // Sessions older than the window do not count.
    await database.db.execute(sql`update player_sessions set last_seen_at = ${minutesAgo(31 * 24 * 60)}`);
    expect(await ofKind('shared_ip')).toHaveLength(0);
  });

  it('shared device: the same User-Agent text from the same address', async () => {
    const [a, b] = [await player(), await player()];
    await session(a, '203.0.113.7', 'UA-1');
    await session(b, '203.0.113.7', 'UA-1');
    const [signal] = await ofKind('shared_device');
    expect(signal?.evidence).toMatchObject({ ip: '203.0.113.7', userAgent: 'UA-1' });
    expect(signal?.playerCount).toBe(2);
  });

  it('quick withdrawal: stakes under 1× the deposit between deposit and withdrawal; enough stakes are innocent', async () => {
    const [quick, player2] = [await player(), await player()];
    const quickAccount = await withdrawalAccount(quick, '111');
    await approvedDeposit(quick, 100_000, 120);
    await order(quick, 20_000, 100);
    await order(quick, 5_000, 10); // after the withdrawal: does not count
    await withdrawal(quick, quickAccount, 90_000, 60);
    const innocentAccount = await withdrawalAccount(player2, '222');
    await approvedDeposit(player2, 100_000, 120);
    await order(player2, 100_000, 100);
    await withdrawal(player2, innocentAccount, 90_000, 60);
    const signals = await ofKind('quick_withdrawal');
    expect(signals).toHaveLength(1);
    expect(signals[0]!.players[0]!.id).toBe(quick.playerId);
    expect(signals[0]!.evidence).toMatchObject({
      depositAmount: '1000.00',
      withdrawalAmount: '900.00',
      turnover: '200.00',
      requiredTurnover: '1000.00',
    });
    // The operator's threshold is a setting: at 20 % the 200.00 staked is enough.
    await createSettingsService({ db: database.db }).set(RISK_THRESHOLDS_KEY, { turnoverPercent: 20 });
    expect(await ofKind('quick_withdrawal')).toHaveLength(0);
  });

  it('shared withdrawal account: two players saved the account one of them withdrew to', async () => {
    const [a, b, c] = [await player(), await player(), await player()];
    const accountA = await withdrawalAccount(a, '0123456789');
    await withdrawalAccount(b, '0123456789');
    const accountC = await withdrawalAccount(c, '999');
    await withdrawal(c, accountC, 10_000, 30);
    expect(await ofKind('shared_withdrawal_account')).toHaveLength(0);
    await withdrawal(a, accountA, 50_000, 20);
    const [signal] = await ofKind('shared_withdrawal_account');
    expect(signal?.evidence).toMatchObject({ destination: 'Bank:0123456789', withdrawals: 1, withdrawnAmount: '500.00' });
    expect(signal?.players.map((p) => p.id).sort()).toEqual([a.playerId, b.playerId].sort());
  });

  it('failure burst: five failed logins in 15 minutes; four, or five spread out, are not a burst', async () => {
    const [a, b, c] = [await player(), await player(), await player()];
    await loginFailures(`player:${a.playerId}`, 5, 2);
    await loginFailures(`player:${b.playerId}`, 4, 2);
    await loginFailures(`2fa:${c.playerId}`, 5, 5); // 20 minutes from first to last
    const signals = await ofKind('failure_burst');
    expect(signals).toHaveLength(1);
    expect(signals[0]!.players[0]!.id).toBe(a.playerId);
    expect(signals[0]!.evidence).toMatchObject({ failureSource: 'login', failures: 5, peakInWindow: 5 });
  });

  it('failure burst: a typed name and wrong pay passwords are sources too', async () => {
    const a = await player();
    await loginFailures('name:+84:nobody', 6, 1);
    for (let i = 0; i < 5; i += 1) {
      await database.db.execute(sql`
        insert into cashier_pay_password_failures (id, player_id, created_at) values (${randomUUID()}, ${a.playerId}, ${minutesAgo(10 - i)})`);
    }
    const signals = await ofKind('failure_burst');
    const byName = signals.find((signal) => signal.evidence.failureKey === '+84:nobody');
    expect(byName?.players).toEqual([]);
    const payPassword = signals.find((signal) => signal.evidence.failureSource === 'pay_password');
    expect(payPassword?.players[0]?.id).toBe(a.playerId);
  });

  it('limit raises: more than two raises within 7 days; two are not', async () => {
    const [a, b] = [await player(), await player()];
    await limitRaises(a, 3);
    await limitRaises(b, 2);
    const signals = await ofKind('limit_raises');
    expect(signals).toHaveLength(1);
    expect(signals[0]!.players[0]!.id).toBe(a.playerId);
    expect(signals[0]!.evidence).toMatchObject({ limit: 'deposit:day', raises: 3 });
  });

  it('excluded link: a self-excluded player shares an address with an active one', async () => {
    const [excluded, active, alone] = [await player(), await player(), await player()];
    await selfExclude(excluded);
    await session(excluded, '203.0.113.50');
    await session(alone, '198.51.100.1');
    expect(await ofKind('excluded_link')).toHaveLength(0);
    await session(active, '203.0.113.50');
    const [signal] = await ofKind('excluded_link');
    expect(signal?.evidence).toMatchObject({ via: 'ip', ip: '203.0.113.50' });
    expect(signal?.players.map((p) => [p.id, p.excluded])).toEqual([
      [excluded.playerId, true],
      [active.playerId, false],
    ]);
  });

  it('excluded link: through a shared withdrawal account', async () => {
    const [excluded, active] = [await player(), await player()];
    await selfExclude(excluded);
    await withdrawalAccount(excluded, '5555');
    await withdrawalAccount(active, '5555');
    const [signal] = await ofKind('excluded_link');
    expect(signal?.evidence).toMatchObject({ via: 'account', destination: 'Bank:5555' });
  });

  it('the player panel lists only the signals the player is part of', async () => {
    const [a, b, c, d] = [await player(), await player(), await player(), await player()];
    await session(a, '203.0.113.7');
    await session(b, '203.0.113.7');
    await session(c, '203.0.113.8');
    await session(d, '203.0.113.8');
    const forA = await list(owner, { userId: a.playerId });
    expect(forA.items.map((signal) => signal.key)).toEqual(['shared_ip:203.0.113.7', 'shared_device:' + forA.items[1]!.key.split(':')[1]]);
    expect((await list(owner, { userId: c.playerId })).items.every((signal) => signal.evidence.ip === '203.0.113.8')).toBe(true);
  });
});

describe('a protection limit raise is recorded for the signal', () => {
  it('raising a limit through the player API adds a row; lowering adds none', async () => {
    const a = await player();
    const set = (amount: number) => ok(app, protectionEndpoints.setLimit.path, { token: a.token, kind: 'deposit', period: 'day', amount });
    await set(100);
    await set(50);
    await set(200);
    await set(300);
    const rows = await queryRows<{ from_amount: string; to_amount: string }>(
      database.db,
      sql`select from_amount::text, to_amount::text from protection_limit_raises where player_id = ${a.playerId} order by requested_at`,
    );
    expect(rows).toEqual([
      { from_amount: '5000', to_amount: '20000' },
      { from_amount: '5000', to_amount: '30000' },
    ]);
  });
});

describe('reviews', () => {
  async function sharedIp() {
    const [a, b] = [await player(), await player()];
    await session(a, '203.0.113.7', 'UA-A');
    await session(b, '203.0.113.7', 'UA-B');
    const [signal] = await ofKind('shared_ip');
    return signal!;
  }

  it('a review hides the signal, is audited, and the signal shows again when its evidence changes', async () => {
    const signal = await sharedIp();
    const review = { token: support.token, key: signal.key, fingerprint: signal.fingerprint, note: 'Same household, checked' };
    await ok(app, riskAdminEndpoints.review.path, review);
    expect(await ofKind('shared_ip')).toHaveLength(0);
    const withReviewed = await ofKind('shared_ip', { includeReviewed: true });
    expect(withReviewed[0]?.review).toMatchObject({ note: 'Same household, checked', by: support.username, stale: false });
    const digest = await ok<RiskDigest>(app, riskAdminEndpoints.digest.path, { token: owner.token });
    expect(digest.counts.shared_ip).toBe(0);

    const [audit] = await queryRows<{ action: string; target_id: string; actor_username: string; after: { note: string } }>(
      database.db,
      sql`select action, target_id, actor_username, after from audit_log where action = 'risk.review'`,
    );
    expect(audit).toMatchObject({ target_id: signal.key, actor_username: support.username, after: { note: 'Same household, checked' } });

    // A third player on the same address: new evidence, the signal is back with the old review marked stale.
    await session(await player(), '203.0.113.7');
    const [back] = await ofKind('shared_ip');
    expect(back?.key).toBe(signal.key);
    expect(back?.fingerprint).not.toBe(signal.fingerprint);
    expect(back?.review).toMatchObject({ stale: true });
    expect((await ok<RiskDigest>(app, riskAdminEndpoints.digest.path, { token: owner.token })).counts.shared_ip).toBe(1);
  });

  it('a review of evidence that is no longer current is refused (3101)', async () => {
    const signal = await sharedIp();
    await refused(
      app,
      riskAdminEndpoints.review.path,
      { token: owner.token, key: signal.key, fingerprint: 'f'.repeat(32), note: 'x' },
      ErrorCode.RiskSignalChanged,
    );
    await refused(
      app,
      riskAdminEndpoints.review.path,
      { token: owner.token, key: 'shared_ip:192.0.2.99', fingerprint: signal.fingerprint, note: 'x' },
      ErrorCode.RiskSignalChanged,
    );
    expect(await queryRows(database.db, sql`select 1 from risk_reviews`)).toHaveLength(0);
  });

  it('roles: finance may not review address signals, support may not review money signals, content reads nothing', async () => {
    const signal = await sharedIp();
    const body = (staff: TestStaff, key: string, fingerprint: string) => ({ token: staff.token, key, fingerprint, note: 'checked' });
    await refused(app, riskAdminEndpoints.review.path, body(finance, signal.key, signal.fingerprint), ErrorCode.RiskReviewRoleRefused);

    const quick = await player();
    const account = await withdrawalAccount(quick, '77');
    await approvedDeposit(quick, 10_000, 60);
    await withdrawal(quick, account, 9_000, 30);
    const [money] = await ofKind('quick_withdrawal');
    await refused(app, riskAdminEndpoints.review.path, body(support, money!.key, money!.fingerprint), ErrorCode.RiskReviewRoleRefused);
    await ok(app, riskAdminEndpoints.review.path, body(finance, money!.key, money!.fingerprint));

    await refused(app, riskAdminEndpoints.list.path, { token: content.token }, ErrorCode.Forbidden);
    await refused(app, riskAdminEndpoints.digest.path, { token: content.token }, ErrorCode.Forbidden);
    await refused(app, riskAdminEndpoints.review.path, body(content, signal.key, signal.fingerprint), ErrorCode.Forbidden);
    const audits = await queryRows<{ actor_username: string }>(database.db, sql`select actor_username from audit_log where action = 'risk.review'`);
    expect(audits.map((row) => row.actor_username)).toEqual([finance.username]);
  });
});
