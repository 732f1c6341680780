import {
  ErrorCode,
  noticeText,
  CATALOGUES,
  notificationsEndpoints,
  playerMessagesAdminEndpoints as endpoints,
  supportEndpoints,
  type Broadcast,
  type BroadcastPage,
  type NotificationsPage,
  type PlayerMessageSent,
  type SupportHistory,
} from '@fairround/shared';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../../platform/clock.js';
import { userChannel, type HubEvent, type Realtime } from '../../platform/ws/realtime.js';
import { call, ok, refused } from '../../test/http.js';
import { createPlayerForTest, seedAccountsForTest, type TestPlayer } from '../../test/players.js';
import { createStaffForTest, type TestStaff } from '../../test/staff.js';
import { buildTestAppWithDeps } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { playerSessions } from '../accounts/sessions/sessions.tables.js';
import { auditLog } from '../admin/admin.tables.js';
import { notifications } from '../notifications/notifications.tables.js';
import { protectionExclusions } from '../protection/protection.tables.js';
import { sendDueBroadcasts } from './support.broadcasts.js';

/** Issue #26: the operator speaks first — to one player, or to a group now or later. */

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const clock = createManualClock(new Date());
let database: TestDatabase;
let app: FastifyInstance;
let realtime: Realtime;
let owner: TestStaff;
let agent: TestStaff;
let finance: TestStaff;
let content: TestStaff;
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
  owner = await createStaffForTest(database, { role: 'owner', clock });
  agent = await createStaffForTest(database, { role: 'support', clock });
  finance = await createStaffForTest(database, { role: 'finance', clock });
  content = await createStaffForTest(database, { role: 'content', clock });
  alice = await createPlayerForTest(database, { clock, level: 1 });
  bob = await createPlayerForTest(database, { clock, level: 4 });
});

const noticesOf = (player: TestPlayer) =>
  ok<NotificationsPage>(app, notificationsEndpoints.list.path, { token: player.token, limit: 50 });
const broadcast = (staff: TestStaff, body: Record<string, unknown>) =>
  ok<Broadcast>(app, endpoints.createBroadcast.path, { token: staff.token, ...body });
const auditActions = async (action: string) =>
  database.db.select().from(auditLog).where(eq(auditLog.action, action));

function textIn(language: 'vi' | 'en-US' | 'zh-CN' | 'zh-TW', notice: NotificationsPage['list'][number]) {
  return noticeText(CATALOGUES[language].web, notice, (value) => value, language).body;
}

async function onBreak(player: TestPlayer) {
  const now = clock.now().getTime();
  await database.db.insert(protectionExclusions).values({
    id: randomUUID(),
    playerId: player.playerId,
    kind: 'self_exclusion',
    duration: '6m',
    startsAt: new Date(now - HOUR),
    endsAt: new Date(now + 180 * DAY),
  });
}

describe('a message to one player', () => {
  it('lands in their support thread and their notification centre, audited, and nudges their app', async () => {
    const events: unknown[] = [];
    const stop = realtime.listen(userChannel(alice.playerId, 'me'), (event: HubEvent) =>
      events.push(JSON.parse(event.frame).payload),
    );
    const sent = await ok<PlayerMessageSent>(app, endpoints.toPlayer.path, {
      token: agent.token,
      playerId: alice.playerId,
      content: '  Your withdrawal needs one more document.  ',
      clientKey: 'first-message-1',
    });
    expect(sent.message).toMatchObject({ sender: 'staff', content: 'Your withdrawal needs one more document.' });

    const thread = await ok<SupportHistory>(app, supportEndpoints.history.path, { token: alice.token });
    expect(thread.messages.map((message) => message.content)).toEqual(['Your withdrawal needs one more document.']);
    expect(thread.unread).toBe(1);

    const { list } = await noticesOf(alice);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ kind: 'operator_message', link: '/ServicePage', read: false });
    expect(textIn('en-US', list[0]!)).toBe('Your withdrawal needs one more document.');
    expect((await noticesOf(bob)).list).toEqual([]);

    const [audit] = await auditActions('support.message_player');
    expect(audit).toMatchObject({ actorUsername: agent.username, targetType: 'player', targetId: alice.playerId });
    await expect.poll(() => events).toContainEqual({ type: 'notifications', unread: 1 });
    stop();
  });

  it('is stored once when a lost answer is retried with the same client key', async () => {
    const body = { token: agent.token, playerId: alice.playerId, content: 'Hello', clientKey: 'retry-key-123' };
    const first = await ok<PlayerMessageSent>(app, endpoints.toPlayer.path, body);
    const again = await ok<PlayerMessageSent>(app, endpoints.toPlayer.path, body);
    expect(again.message.id).toBe(first.message.id);
    expect((await noticesOf(alice)).list).toHaveLength(1);
    expect(await auditActions('support.message_player')).toHaveLength(1);
  });

  it('refuses an unknown player, an empty message, and staff outside support', async () => {
    await refused(app, endpoints.toPlayer.path, { token: agent.token, playerId: randomUUID(), content: 'Hi' }, ErrorCode.UserNotFound);
    await refused(app, endpoints.toPlayer.path, { token: agent.token, playerId: 'toString', content: 'Hi' }, ErrorCode.UserNotFound);
    await refused(app, endpoints.toPlayer.path, { token: agent.token, playerId: alice.playerId, content: ' \u202e ' }, ErrorCode.IncompleteParameters);
    for (const staff of [finance, content]) {
      await refused(app, endpoints.toPlayer.path, { token: staff.token, playerId: alice.playerId, content: 'Hi' }, ErrorCode.Forbidden);
    }
    expect(await database.db.select().from(notifications)).toEqual([]);
  });
});

describe('broadcasts', () => {
  it('sent now reach every player in their own language, leave out players on a break, and are audited', async () => {
    const carol = await createPlayerForTest(database, { clock });
    await onBreak(carol);
    const texts = { vi: 'Bảo trì lúc 02:00', 'en-US': 'Maintenance at 02:00', 'zh-CN': '' };
    const audience = await ok<{ recipients: number }>(app, endpoints.audience.path, { token: agent.token, audience: { kind: 'all' } });
    expect(audience.recipients).toBe(2);

    const created = await broadcast(agent, { audience: { kind: 'all' }, texts, push: false });
    expect(created).toMatchObject({ status: 'sent', recipients: 2, createdBy: agent.username });
    expect(created.texts).toEqual({ vi: 'Bảo trì lúc 02:00', 'en-US': 'Maintenance at 02:00' });

    for (const player of [alice, bob]) {
      const [notice] = (await noticesOf(player)).list;
      expect(notice?.kind).toBe('operator_message');
      expect(textIn('vi', notice!)).toBe('Bảo trì lúc 02:00');
      expect(textIn('en-US', notice!)).toBe('Maintenance at 02:00');
      // A language left empty reads the first language written.
      expect(textIn('zh-TW', notice!)).toBe('Bảo trì lúc 02:00');
    }
    expect((await noticesOf(carol)).list).toEqual([]);
    // Not for Web Push: the rows are written as already pushed.
    const rows = await database.db.select().from(notifications);
    expect(rows.every((row) => row.pushedAt !== null)).toBe(true);
    const [audit] = await auditActions('support.broadcast_created');
    expect(audit).toMatchObject({ actorUsername: agent.username, targetType: 'broadcast', targetId: created.id });
  });

  it('reach only a VIP level and above, or only players active in the last days', async () => {
    await database.db
      .update(playerSessions)
      .set({ lastSeenAt: new Date(clock.now().getTime() - 10 * DAY) })
      .where(eq(playerSessions.playerId, alice.playerId));
    const vip = await broadcast(owner, { audience: { kind: 'vip', minLevel: 3 }, texts: { 'en-US': 'VIP news' } });
    expect(vip.recipients).toBe(1);
    const active = await broadcast(owner, { audience: { kind: 'active', days: 7 }, texts: { 'en-US': 'Active news' } });
    expect(active.recipients).toBe(1);
    expect((await noticesOf(alice)).list).toEqual([]);
    expect((await noticesOf(bob)).list.map((notice) => textIn('en-US', notice))).toEqual(['Active news', 'VIP news']);
    // With push on, the notices wait for Web Push to take them.
    const pushed = await broadcast(owner, { audience: { kind: 'all' }, texts: { vi: 'Đẩy' }, push: true });
    const rows = await database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.playerId, bob.playerId), eq(notifications.dedupeKey, `broadcast:${pushed.id}`)));
    expect(rows[0]?.pushedAt).toBeNull();
  });

  it('scheduled go out once when due, whichever pass takes them, and a cancelled one never', async () => {
    const later = new Date(clock.now().getTime() + 2 * HOUR).toISOString();
    const scheduled = await broadcast(agent, { audience: { kind: 'all' }, texts: { vi: 'Sắp tới' }, sendAt: later });
    const cancelled = await broadcast(agent, { audience: { kind: 'all' }, texts: { vi: 'Hủy' }, sendAt: later });
    expect(scheduled).toMatchObject({ status: 'scheduled', recipients: null, sendAt: later });
    await ok(app, endpoints.cancelBroadcast.path, { token: agent.token, id: cancelled.id });
    await refused(app, endpoints.cancelBroadcast.path, { token: agent.token, id: cancelled.id }, ErrorCode.BroadcastNotScheduled);

    expect(await sendDueBroadcasts({ db: database.db, clock })).toEqual([]);
    expect((await noticesOf(alice)).list).toEqual([]);

    clock.advanceMs(2 * HOUR);
    const passes = await Promise.all([1, 2, 3].map(() => sendDueBroadcasts({ db: database.db, clock })));
    expect(passes.flat().sort()).toEqual([alice.playerId, bob.playerId].sort());
    expect(await sendDueBroadcasts({ db: database.db, clock })).toEqual([]);
    expect((await noticesOf(alice)).list.map((notice) => textIn('vi', notice))).toEqual(['Sắp tới']);

    const page = await ok<BroadcastPage>(app, endpoints.listBroadcasts.path, { token: agent.token });
    expect(page.total).toBe(2);
    expect(Object.fromEntries(page.items.map((item) => [item.id, [item.status, item.recipients]]))).toEqual({
      [scheduled.id]: ['sent', 2],
      [cancelled.id]: ['cancelled', null],
    });
    await refused(app, endpoints.cancelBroadcast.path, { token: agent.token, id: scheduled.id }, ErrorCode.BroadcastNotScheduled);
    await refused(app, endpoints.cancelBroadcast.path, { token: agent.token, id: '__proto__' }, ErrorCode.NotFound);
    expect(await auditActions('support.broadcast_cancelled')).toHaveLength(1);
  });

  it('refuses no words, words too long, a time too far ahead, and staff outside support', async () => {
    const all = { kind: 'all' };
    await refused(app, endpoints.createBroadcast.path, { token: agent.token, audience: all, texts: { vi: '  ', 'en-US': '' } }, ErrorCode.BroadcastTextMissing);
    await refused(app, endpoints.createBroadcast.path, { token: agent.token, audience: all, texts: { vi: 'x'.repeat(301) } }, ErrorCode.BroadcastTextTooLong);
    const tooFar = new Date(clock.now().getTime() + 91 * DAY).toISOString();
    await refused(app, endpoints.createBroadcast.path, { token: agent.token, audience: all, texts: { vi: 'x' }, sendAt: tooFar }, ErrorCode.BroadcastScheduleTooFar);
    const toString = await call(app, endpoints.createBroadcast.path, { token: agent.token, audience: { kind: 'toString' }, texts: { vi: 'x' } });
    expect(toString.code).toBe(0);
    for (const staff of [finance, content]) {
      await refused(app, endpoints.createBroadcast.path, { token: staff.token, audience: all, texts: { vi: 'x' } }, ErrorCode.Forbidden);
      await refused(app, endpoints.listBroadcasts.path, { token: staff.token }, ErrorCode.Forbidden);
    }
    expect(await database.db.select().from(notifications)).toEqual([]);
  });

  it('reach five thousand players in one statement, each once, and nudge them a thousand at a time', async () => {
    await database.db.execute(sql`
      insert into players (id, username, nickname, quhao, phone, password_hash, invitation_code, level)
      select gen_random_uuid(), 'bulk' || n, 'bulk' || n, '+84', '7' || lpad(n::text, 8, '0'), 'x', 'B' || n, 1 + n % 8
      from generate_series(1, 5000) as n`);
    const nudged = new Set<string>();
    const original = realtime.publishToPlayer.bind(realtime);
    realtime.publishToPlayer = async (playerId, channel, payload) => {
      if (channel === 'me') nudged.add(playerId);
      return original(playerId, channel, payload);
    };
    try {
      const sent = await broadcast(owner, { audience: { kind: 'all' }, texts: { vi: 'Cho mọi người' } });
      expect(sent.recipients).toBe(5_002);
      await expect.poll(() => nudged.size, { timeout: 30_000 }).toBe(5_002);
    } finally {
      realtime.publishToPlayer = original;
    }
    expect(await sendDueBroadcasts({ db: database.db, clock })).toEqual([]);
    expect(await database.db.$count(notifications)).toBe(5_002);
  });

  it('are limited to ten an hour per staff account', async () => {
    const staff = await createStaffForTest(database, { role: 'support', clock });
    for (let index = 0; index < 10; index += 1) {
      await broadcast(staff, { audience: { kind: 'vip', minLevel: 8 }, texts: { vi: `Tin ${index}` } });
    }
    await refused(app, endpoints.createBroadcast.path, { token: staff.token, audience: { kind: 'all' }, texts: { vi: 'x' } }, ErrorCode.RateLimited);
    expect((await noticesOf(alice)).list).toEqual([]);
  });
});
