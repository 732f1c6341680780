import { createHash } from 'node:crypto';
import {
  ErrorCode,
  SUPPORT_PLAYER_RATE_LIMIT,
  SUPPORT_VISITOR_RATE_LIMIT,
  SUPPORT_VISITOR_START_LIMIT,
  type SupportConversationDetail,
  type SupportHistory,
  type SupportInbox,
  type SupportMessage,
  supportAdminEndpoints,
  supportEndpoints,
  visitorSupportEndpoints,
} from '@fairround/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HubEvent, Realtime } from '../../platform/ws/realtime.js';
import { buildTestAppWithDeps } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { ok, refused, type Envelope, type Failure } from '../../test/http.js';
import { createPlayerForTest, seedAccountsForTest, type TestPlayer } from '../../test/players.js';
import { createStaffForTest, type TestStaff } from '../../test/staff.js';
import { auditLog } from '../admin/admin.tables.js';
import { supportConversations } from './support.tables.js';

let database: TestDatabase;
let app: FastifyInstance;
let realtime: Realtime;
let agent: TestStaff;
let alice: TestPlayer;

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

// Route budgets live in the app's memory across tests: each test calls from its own address.
let addressCount = 0;
let address = '';
beforeEach(async () => {
  addressCount += 1;
  address = `198.51.100.${addressCount}`;
  await database.reset();
  await seedAccountsForTest(database);
  agent = await createStaffForTest(database, { role: 'support' });
  alice = await createPlayerForTest(database);
});

/** Posts from the test's address (or another) and answers the HTTP status with the envelope. */
async function post<T>(path: string, body: Record<string, unknown>, from = address) {
  const response = await app.inject({ method: 'POST', url: path, payload: body, remoteAddress: from });
  return { status: response.statusCode, body: response.json() as Envelope<T> };
}

async function data<T>(path: string, body: Record<string, unknown>, from = address): Promise<T> {
  const answer = await post<T>(path, body, from);
  expect(answer.body.code, `${path}: ${JSON.stringify(answer.body)}`).toBe(1);
  return answer.body.data;
}

async function failure(path: string, body: Record<string, unknown>, errCode: number, from = address) {
  const answer = await post<Failure>(path, body, from);
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(500);
  expect(answer.body.code).toBe(0);
  expect(answer.body.data.errCode, `${path}: ${JSON.stringify(answer.body)}`).toBe(errCode);
  return answer;
}

const start = (mobile = '0912345678', from = address) =>
  data<{ visitorToken: string }>(visitorSupportEndpoints.start.path, { quhao: '+84', mobile }, from).then(
    (answer) => answer.visitorToken,
  );
const say = (visitorToken: string, content: string, extra: Record<string, unknown> = {}) =>
  data<SupportMessage>(visitorSupportEndpoints.send.path, { visitorToken, content, ...extra });
const read = (visitorToken: string, body: Record<string, unknown> = {}) =>
  data<SupportHistory>(visitorSupportEndpoints.history.path, { visitorToken, ...body });
const inbox = () => ok<SupportInbox>(app, supportAdminEndpoints.list.path, { token: agent.token });

describe('a visitor starts a chat', () => {
  it('answers a random token for a valid contact phone and keeps only its hash', async () => {
    const token = await start();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await start()).not.toBe(token);
    const [row] = await database.db
      .select()
      .from(supportConversations)
      .where(eq(supportConversations.visitorTokenHash, createHash('sha256').update(token).digest('hex')));
    expect(row).toMatchObject({ playerId: null, visitorQuhao: '+84', visitorMobile: '912345678', status: 'open' });
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('refuses a phone that is not one (2050) and hostile values without a 5xx', async () => {
    for (const body of [
      { quhao: '+84', mobile: '12' },
      { quhao: '+999', mobile: '912345678' },
      { quhao: '+84', mobile: '__proto__' },
      { quhao: 'toString', mobile: 'toString' },
    ]) {
      await failure(visitorSupportEndpoints.start.path, body, ErrorCode.PhoneFormat);
    }
    // Longer than any dial code: refused by the schema.
    await failure(visitorSupportEndpoints.start.path, { quhao: '__proto__', mobile: '912345678' }, ErrorCode.IncompleteParameters);
    const huge = await post(visitorSupportEndpoints.start.path, { quhao: '+84', mobile: '9'.repeat(50_000) });
    expect(huge.status).toBeLessThan(500);
    expect(huge.body.code).toBe(0);
  });

  it('caps new conversations per address per hour (429, 3002) and leaves other addresses alone', async () => {
    for (let i = 0; i < SUPPORT_VISITOR_START_LIMIT.conversations; i += 1) await start();
    const capped = await failure(
      visitorSupportEndpoints.start.path,
      { quhao: '+84', mobile: '0912345678' },
      ErrorCode.RateLimited,
    );
    expect(capped.status).toBe(429);
    await start('0912345678', '203.0.113.200');
  });
});

describe('a visitor writes and reads', () => {
  it('stores messages oldest first, cleans them and stores a retry once', async () => {
    const token = await start();
    expect(await read(token)).toEqual({ status: 'open', unread: 0, messages: [], hasMore: false });
    const first = await say(token, '  I cannot log in\u202E ', { clientKey: 'visitor-key-1' });
    expect(first.content).toBe('I cannot log in');
    expect((await say(token, 'I cannot log in', { clientKey: 'visitor-key-1' })).id).toBe(first.id);
    await say(token, 'my phone is the one I gave');
    expect((await read(token)).messages.map((m) => m.content)).toEqual([
      'I cannot log in',
      'my phone is the one I gave',
    ]);
    await failure(visitorSupportEndpoints.send.path, { visitorToken: token, content: ' \u0000 ' }, ErrorCode.IncompleteParameters);
  });

  it('never lets one token read or write another visitor’s conversation', async () => {
    const mine = await start();
    const theirs = await start('0987654321');
    await say(theirs, 'my secret account question');
    expect((await read(mine)).messages).toEqual([]);
    // A token is checked whole: a changed character names no conversation.
    const forged = `${theirs.slice(0, -1)}${theirs.endsWith('A') ? 'B' : 'A'}`;
    await failure(visitorSupportEndpoints.history.path, { visitorToken: forged }, ErrorCode.NotFound);
    await failure(visitorSupportEndpoints.send.path, { visitorToken: forged, content: 'hi' }, ErrorCode.NotFound);
  });

  it('answers bad tokens and hostile input with validation or not-found, never 500', async () => {
    for (const visitorToken of ['', '__proto__', 'toString', 'constructor', 'x'.repeat(43), 42]) {
      const answer = await post<Failure>(visitorSupportEndpoints.history.path, { visitorToken });
      expect(answer.status).toBeLessThan(500);
      expect([ErrorCode.NotFound, ErrorCode.IncompleteParameters]).toContain(answer.body.data.errCode);
    }
    const token = await start();
    const big = await post<Failure>(visitorSupportEndpoints.send.path, { visitorToken: token, content: 'x'.repeat(50_000) });
    expect(big.status).toBeLessThan(500);
    expect(big.body.code).toBe(0);
    const proto = await post<SupportMessage>(visitorSupportEndpoints.send.path, {
      visitorToken: token,
      content: 'hi',
      clientKey: '__proto__',
    });
    // A prototype name is just a key here: stored like any other.
    expect(proto.body.code).toBe(1);
    await failure(visitorSupportEndpoints.send.path, { visitorToken: 'x'.repeat(50_000), content: 'hi' }, ErrorCode.IncompleteParameters);
  });

  it('limits a visitor conversation more strictly than a player’s (3002)', async () => {
    expect(SUPPORT_VISITOR_RATE_LIMIT.messages).toBeLessThan(SUPPORT_PLAYER_RATE_LIMIT.messages);
    const token = await start();
    for (let i = 0; i < SUPPORT_VISITOR_RATE_LIMIT.messages; i += 1) await say(token, `message ${i}`);
    await failure(visitorSupportEndpoints.send.path, { visitorToken: token, content: 'one more' }, ErrorCode.RateLimited);
    // The limit is per conversation.
    await say(await start('0987654321'), 'still fine');
  });

  it('gives each address a send budget (429, 3002), refused calls counted too', async () => {
    const token = await start();
    const answers: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      answers.push((await post(visitorSupportEndpoints.send.path, { visitorToken: token, content: `m${i}` })).status);
    }
    expect(answers.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(answers[30]).toBe(429);
    await failure(visitorSupportEndpoints.send.path, { visitorToken: token, content: 'again' }, ErrorCode.RateLimited);
  });
});

describe('the console and the visitor', () => {
  it('lists a visitor with their contact phone, lets staff reply, and the visitor reads it', async () => {
    const silent = await start('0987654321');
    const token = await start();
    const staffEvents: unknown[] = [];
    const stop = realtime.listen('staff:support', (event: HubEvent) => staffEvents.push(JSON.parse(event.frame).payload));
    await say(token, 'locked out, please help');
    stop();
    expect(staffEvents).toEqual([
      expect.objectContaining({ conversation: expect.objectContaining({ playerId: null, visitor: { quhao: '+84', mobile: '912345678' } }) }),
    ]);
    // A visitor who wrote nothing is not in the inbox.
    const { items } = await inbox();
    expect(items).toHaveLength(1);
    const [conversation] = items;
    expect(conversation).toMatchObject({ playerId: null, visitor: { quhao: '+84', mobile: '912345678' }, unread: 1 });
    expect(silent).not.toBe(token);
    const detail = await ok<SupportConversationDetail>(app, supportAdminEndpoints.get.path, {
      token: agent.token,
      id: conversation!.id,
    });
    expect(detail.messages.map((m) => m.content)).toEqual(['locked out, please help']);
    // There is no player to show beside a visitor.
    await refused(app, supportAdminEndpoints.player.path, { token: agent.token, id: conversation!.id }, ErrorCode.NotFound);
    await ok(app, supportAdminEndpoints.reply.path, { token: agent.token, id: conversation!.id, content: 'We will call you.' });
    const seen = await read(token, { before: 1_000_000 });
    expect(seen.unread).toBe(1);
    const latest = await read(token);
    expect(latest.messages.map((m) => [m.sender, m.content])).toEqual([
      ['player', 'locked out, please help'],
      ['staff', 'We will call you.'],
    ]);
    expect(JSON.stringify(latest)).not.toContain(agent.username);
  });
});

describe('claiming a visitor chat after login', () => {
  it('joins the visitor’s messages to the player’s thread once, audited, and closes the visitor chat', async () => {
    await ok(app, supportEndpoints.send.path, { token: alice.token, content: 'an older question' });
    const token = await start();
    await say(token, 'locked out, please help');
    const visitorId = (await inbox()).items.find((item) => item.visitor)!.id;
    await ok(app, supportAdminEndpoints.reply.path, { token: agent.token, id: visitorId, content: 'Try resetting.' });

    expect(await ok(app, supportEndpoints.claimVisitor.path, { token: alice.token, visitorToken: token })).toEqual({ moved: 2 });
    const thread = await ok<SupportHistory>(app, supportEndpoints.history.path, { token: alice.token });
    expect(thread.messages.map((m) => m.content)).toEqual(['an older question', 'locked out, please help', 'Try resetting.']);
    expect(thread.unread).toBe(1);

    // The visitor chat is closed and empty; its token reads nothing any more, and is claimed once.
    await failure(visitorSupportEndpoints.history.path, { visitorToken: token }, ErrorCode.NotFound);
    await failure(visitorSupportEndpoints.send.path, { visitorToken: token, content: 'hi' }, ErrorCode.NotFound);
    await refused(app, supportEndpoints.claimVisitor.path, { token: alice.token, visitorToken: token }, ErrorCode.AlreadyProcessed);
    const bob = await createPlayerForTest(database);
    await refused(app, supportEndpoints.claimVisitor.path, { token: bob.token, visitorToken: token }, ErrorCode.AlreadyProcessed);
    await refused(app, supportAdminEndpoints.reply.path, { token: agent.token, id: visitorId, content: 'hello?' }, ErrorCode.AlreadyProcessed);
    const detail = await ok<SupportConversationDetail>(app, supportAdminEndpoints.get.path, { token: agent.token, id: visitorId });
    expect(detail).toMatchObject({ conversation: { status: 'closed' }, messages: [] });
    const { items } = await inbox();
    expect(items.find((item) => item.playerId === alice.playerId)).toMatchObject({ unread: 1, status: 'open' });

    const audits = await database.db.select().from(auditLog).where(eq(auditLog.action, 'support.visitor_join'));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ targetType: 'support_conversation', targetId: visitorId, actorStaffId: null });
    expect(audits[0]!.after).toMatchObject({ playerId: alice.playerId, moved: 2 });
    expect(JSON.stringify(audits[0]!.before)).not.toContain('912345678');
  });

  it('refuses unknown tokens (3003) and calls without a session (409)', async () => {
    await refused(app, supportEndpoints.claimVisitor.path, { token: alice.token, visitorToken: '__proto__' }, ErrorCode.NotFound);
    await refused(app, supportEndpoints.claimVisitor.path, { token: alice.token, visitorToken: 'A'.repeat(43) }, ErrorCode.NotFound);
    const token = await start();
    const anonymous = await post(supportEndpoints.claimVisitor.path, { visitorToken: token });
    expect(anonymous.body.code).toBe(409);
    // A claim of a chat with no messages closes it and leaves the player's thread untouched.
    expect(await ok(app, supportEndpoints.claimVisitor.path, { token: alice.token, visitorToken: token })).toEqual({ moved: 0 });
    expect((await ok<SupportHistory>(app, supportEndpoints.history.path, { token: alice.token })).status).toBeNull();
  });

  it('lets two parallel claims of one token join it once', async () => {
    const token = await start();
    await say(token, 'hello');
    const bob = await createPlayerForTest(database);
    const answers = await Promise.all(
      [alice, bob].map((player) => post<{ moved: number }>(supportEndpoints.claimVisitor.path, { token: player.token, visitorToken: token })),
    );
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([0, 1]);
    const rows = await database.db.select().from(auditLog).where(eq(auditLog.action, 'support.visitor_join'));
    expect(rows).toHaveLength(1);
  });
});
