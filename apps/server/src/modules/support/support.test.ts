import {
  ErrorCode,
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_PLAYER_RATE_LIMIT,
  type SupportHistory,
  supportEndpoints,
  supportAdminEndpoints,
} from '@fairround/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { userChannel, type HubEvent, type Realtime } from '../../platform/ws/realtime.js';
import { buildTestAppWithDeps } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { call, ok, refused } from '../../test/http.js';
import { createPlayerForTest, seedAccountsForTest, type TestPlayer } from '../../test/players.js';
import { createStaffForTest, type TestStaff } from '../../test/staff.js';
import { auditLog } from '../admin/admin.tables.js';
import { supportMessages } from './support.tables.js';

let database: TestDatabase;
let app: FastifyInstance;
let realtime: Realtime;
let owner: TestStaff;
let agent: TestStaff;
let finance: TestStaff;
let alice: TestPlayer;
let bob: TestPlayer;

beforeAll(async () => {
  database = await createTestDatabase();
  ({
    app,
    deps: { realtime },
  } = await buildTestAppWithDeps(database));
});

afterAll(async () => {
  await app.close();
  await database.close();
});

beforeEach(async () => {
  await database.reset();
  await seedAccountsForTest(database);
  owner = await createStaffForTest(database, { role: 'owner' });
  agent = await createStaffForTest(database, { role: 'support' });
  finance = await createStaffForTest(database, { role: 'finance' });
  alice = await createPlayerForTest(database);
  bob = await createPlayerForTest(database);
});

type Message = {
  id: string;
  seq: number;
  sender: string;
  content: string;
  staffName?: string | null;
  clientKey?: string | null;
};
type Summary = {
  id: string;
  playerId: string;
  username: string;
  status: string;
  unread: number;
  assignedTo: { username: string } | null;
};
type Detail = { conversation: Summary; messages: Message[]; hasMore: boolean };

const send = (player: TestPlayer, content: string, extra: Record<string, unknown> = {}) =>
  ok<Message>(app, supportEndpoints.send.path, { token: player.token, content, ...extra });
const history = (player: TestPlayer, body: Record<string, unknown> = {}) =>
  ok<SupportHistory>(app, supportEndpoints.history.path, { token: player.token, ...body });
const inbox = (staff: TestStaff, body: Record<string, unknown> = {}) =>
  ok<{ items: Summary[]; total: number }>(app, supportAdminEndpoints.list.path, {
    token: staff.token,
    ...body,
  });

/** Collects what the hub delivers on one address, as a subscribed socket would receive it. */
function capture(address: string) {
  const events: unknown[] = [];
  const stop = realtime.listen(address, (event: HubEvent) => events.push(JSON.parse(event.frame).payload));
  return { events, stop };
}

async function conversationOf(player: TestPlayer): Promise<Summary> {
  const { items } = await inbox(owner);
  const found = items.find((item) => item.playerId === player.playerId);
  if (!found) throw new Error('no conversation for the player');
  return found;
}

describe('player chat', () => {
  it('starts empty, stores messages oldest first and pages backwards', async () => {
    expect(await history(alice)).toEqual({ status: null, unread: 0, messages: [], hasMore: false });
    for (const text of ['one', 'two', 'three']) await send(alice, text);
    const latest = await history(alice, { limit: 2 });
    expect(latest.messages.map((m) => m.content)).toEqual(['two', 'three']);
    expect(latest.hasMore).toBe(true);
    const older = await history(alice, { limit: 2, before: latest.messages[0]!.seq });
    expect(older.messages.map((m) => m.content)).toEqual(['one']);
    expect(older.hasMore).toBe(false);
  });

  it('never shows one player another player’s conversation', async () => {
    await send(alice, 'my account number is private');
    const conversation = await conversationOf(alice);
    const bobs = await history(bob);
    expect(bobs.messages).toEqual([]);
    // Ids in the body are not part of the player calls: a forged one changes nothing.
    const forged = await ok<SupportHistory>(app, supportEndpoints.history.path, {
      token: bob.token,
      id: conversation.id,
    });
    expect(forged.messages).toEqual([]);
    // Nor can a player use the console calls.
    const answer = await call(app, supportAdminEndpoints.get.path, { token: bob.token, id: conversation.id });
    expect(answer.code).not.toBe(1);
  });

  it('cleans text and refuses empty or over-long messages', async () => {
    const stored = await send(alice, '  hello\r\nthere\u0007\u202E ');
    expect(stored.content).toBe('hello\nthere');
    const empty = await refused(
      app,
      supportEndpoints.send.path,
      { token: alice.token, content: ' \n\u0000 ' },
      ErrorCode.IncompleteParameters,
    );
    expect(empty.field).toBe('content');
    await refused(
      app,
      supportEndpoints.send.path,
      { token: alice.token, content: 'x'.repeat(SUPPORT_MESSAGE_MAX_LENGTH + 1) },
      ErrorCode.SupportMessageTooLong,
    );
    // Emoji count as one character each, so the limit holds for any script.
    await send(alice, '🙂'.repeat(SUPPORT_MESSAGE_MAX_LENGTH));
    await refused(
      app,
      supportEndpoints.send.path,
      { token: alice.token, content: 123 },
      ErrorCode.IncompleteParameters,
    );
  });

  it('limits how fast a player can send', async () => {
    for (let i = 0; i < SUPPORT_PLAYER_RATE_LIMIT.messages; i += 1) await send(alice, `message ${i}`);
    await refused(
      app,
      supportEndpoints.send.path,
      { token: alice.token, content: 'one more' },
      ErrorCode.RateLimited,
    );
    // The limit is per player.
    await send(bob, 'still fine');
  });

  it('stores a retried send once', async () => {
    const first = await send(alice, 'are you there?', { clientKey: 'key-12345678' });
    const again = await send(alice, 'are you there?', { clientKey: 'key-12345678' });
    expect(again.id).toBe(first.id);
    // The sender gets its key back, so the app can match the message to its sending bubble.
    expect(first.clientKey).toBe('key-12345678');
    const rows = await database.db.select().from(supportMessages);
    expect(rows).toHaveLength(1);
  });

  it('requires a session', async () => {
    const answer = await call(app, supportEndpoints.send.path, { content: 'hi' });
    expect(answer.code).toBe(409);
  });
});

describe('console inbox', () => {
  it('lets support and owner work the inbox and refuses other roles', async () => {
    await send(alice, 'help');
    const conversation = await conversationOf(alice);
    for (const path of ['list', 'get', 'assign', 'reply', 'close', 'reopen']) {
      await refused(
        app,
        `/api/admin/support/${path}`,
        { token: finance.token, id: conversation.id, content: 'x' },
        ErrorCode.Forbidden,
      );
    }
    expect((await inbox(agent)).total).toBe(1);
  });

  it('filters by state, assignment and unread', async () => {
    await send(alice, 'first');
    await send(bob, 'second');
    const alices = await conversationOf(alice);
    expect((await inbox(agent, { filter: 'unassigned' })).total).toBe(2);
    await ok(app, supportAdminEndpoints.assign.path, { token: agent.token, id: alices.id });
    expect((await inbox(agent, { filter: 'assigned' })).items.map((i) => i.playerId)).toEqual([
      alice.playerId,
    ]);
    expect((await inbox(owner, { filter: 'assigned' })).total).toBe(0);
    await ok(app, supportAdminEndpoints.get.path, { token: agent.token, id: alices.id });
    expect((await inbox(agent, { unreadOnly: true })).items.map((i) => i.playerId)).toEqual([bob.playerId]);
    await ok(app, supportAdminEndpoints.close.path, { token: agent.token, id: alices.id });
    expect((await inbox(agent, { filter: 'closed' })).items.map((i) => i.playerId)).toEqual([alice.playerId]);
    expect((await inbox(agent, { filter: 'open' })).items.map((i) => i.playerId)).toEqual([bob.playerId]);
  });

  it('answers 3003 for unknown conversations and 3018 for a change already made', async () => {
    await refused(
      app,
      supportAdminEndpoints.get.path,
      { token: agent.token, id: 'nope' },
      ErrorCode.NotFound,
    );
    await refused(
      app,
      supportAdminEndpoints.reply.path,
      { token: agent.token, id: crypto.randomUUID(), content: 'hi' },
      ErrorCode.NotFound,
    );
    await send(alice, 'hello');
    const conversation = await conversationOf(alice);
    await refused(
      app,
      supportAdminEndpoints.reopen.path,
      { token: agent.token, id: conversation.id },
      ErrorCode.AlreadyProcessed,
    );
    await refused(
      app,
      supportAdminEndpoints.reply.path,
      { token: agent.token, id: conversation.id, content: '   ' },
      ErrorCode.IncompleteParameters,
    );
  });

  it('audits replies and state changes in the same transaction', async () => {
    await send(alice, 'hello');
    const conversation = await conversationOf(alice);
    await ok(app, supportAdminEndpoints.assign.path, { token: agent.token, id: conversation.id });
    const reply = await ok<Message>(app, supportAdminEndpoints.reply.path, {
      token: agent.token,
      id: conversation.id,
      content: 'How can we help?',
    });
    await ok(app, supportAdminEndpoints.close.path, { token: agent.token, id: conversation.id });
    await ok(app, supportAdminEndpoints.reopen.path, { token: owner.token, id: conversation.id });
    const rows = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'support_conversation'), eq(auditLog.targetId, conversation.id)))
      .orderBy(auditLog.id);
    expect(rows.map((row) => [row.action, row.actorUsername])).toEqual([
      ['support.assign', agent.username],
      ['support.reply', agent.username],
      ['support.close', agent.username],
      ['support.reopen', owner.username],
    ]);
    expect(rows[1]!.after).toMatchObject({ messageId: reply.id, content: 'How can we help?' });
    expect(rows[2]!.before).toMatchObject({ status: 'open' });
    expect(rows[2]!.after).toMatchObject({ status: 'closed' });
    // A refused change writes nothing.
    await refused(
      app,
      supportAdminEndpoints.assign.path,
      { token: agent.token, id: conversation.id },
      ErrorCode.AlreadyProcessed,
    );
    const after = await database.db.select().from(auditLog).where(eq(auditLog.targetId, conversation.id));
    expect(after).toHaveLength(4);
  });

  it('shows operator names to staff only and counts unread both ways', async () => {
    await send(alice, 'hello');
    const conversation = await conversationOf(alice);
    expect(conversation.unread).toBe(1);
    await ok(app, supportAdminEndpoints.reply.path, {
      token: agent.token,
      id: conversation.id,
      content: 'Hi!',
    });
    expect(await ok(app, supportEndpoints.unread.path, { token: alice.token })).toEqual({ unread: 1 });
    const seen = await history(alice);
    expect(seen.messages.at(-1)).toEqual(expect.not.objectContaining({ staffName: expect.anything() }));
    const detail = await ok<Detail>(app, supportAdminEndpoints.get.path, {
      token: agent.token,
      id: conversation.id,
    });
    expect(detail.messages.at(-1)!.staffName).toBe(agent.username);
    expect(detail.conversation.assignedTo?.username).toBe(agent.username);
    await ok(app, supportEndpoints.read.path, { token: alice.token });
    expect(await ok(app, supportEndpoints.unread.path, { token: alice.token })).toEqual({ unread: 0 });
  });

  it('reopens a closed conversation when the player writes again', async () => {
    await send(alice, 'hello');
    const conversation = await conversationOf(alice);
    await ok(app, supportAdminEndpoints.close.path, { token: agent.token, id: conversation.id });
    expect((await history(alice)).status).toBe('closed');
    await send(alice, 'one more thing');
    expect((await history(alice)).status).toBe('open');
  });
});

describe('pushes over /ws', () => {
  it('pushes a player message to staff and a reply to that player only', async () => {
    const staff = capture('staff:support');
    const alicesChannel = capture(userChannel(alice.playerId, 'support'));
    const bobsChannel = capture(userChannel(bob.playerId, 'support'));
    const sent = await send(alice, 'is anyone there?');
    expect(staff.events).toEqual([
      expect.objectContaining({
        type: 'support.conversation',
        conversation: expect.objectContaining({ playerId: alice.playerId, unread: 1 }),
        message: expect.objectContaining({ id: sent.id, content: 'is anyone there?', sender: 'player' }),
      }),
    ]);
    const conversation = await conversationOf(alice);
    const reply = await ok<Message>(app, supportAdminEndpoints.reply.path, {
      token: agent.token,
      id: conversation.id,
      content: 'Yes, here.',
    });
    expect(alicesChannel.events.at(-1)).toEqual({
      type: 'support.message',
      message: expect.objectContaining({ id: reply.id, sender: 'staff', content: 'Yes, here.' }),
    });
    expect(JSON.stringify(alicesChannel.events)).not.toContain(agent.username);
    expect(bobsChannel.events).toEqual([]);
    await ok(app, supportAdminEndpoints.close.path, { token: agent.token, id: conversation.id });
    expect(alicesChannel.events.at(-1)).toEqual({ type: 'support.status', status: 'closed' });
    for (const listener of [staff, alicesChannel, bobsChannel]) listener.stop();
  });
});
