import { randomUUID } from 'node:crypto';
import {
  accountsEndpoints,
  ErrorCode,
  PLAYER_SESSIONS_LIST_LIMIT,
  playerSessionsEndpoints,
  type PlayerSessionView,
} from '@fairround/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../platform/clock.js';
import { call, ok, refused } from '../../../test/http.js';
import { createPlayerForTest, type TestPlayer } from '../../../test/players.js';
import { buildTestApp } from '../../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { createPlayerSessionsService } from './sessions.service.js';
import { playerSessions } from './sessions.tables.js';

const { list, end, endOthers } = playerSessionsEndpoints;
const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const LAPTOP_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0';
const MINUTE_MS = 60_000;

let database: TestDatabase;
let app: FastifyInstance;
const clock = createManualClock(new Date('2026-11-22T08:00:00Z'));
let alice: TestPlayer;
let bob: TestPlayer;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { clock });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

beforeEach(async () => {
  await database.reset();
  clock.advanceMs(24 * 60 * MINUTE_MS);
  alice = await createPlayerForTest(database, { username: 'Alice01', password: 'wonder12', clock });
  bob = await createPlayerForTest(database, { clock });
});

/** Alice logs in again from another device, a minute after the last thing that happened. */
async function aliceLogsInFrom(userAgent: string, address: string): Promise<string> {
  clock.advanceMs(MINUTE_MS);
  const response = await app.inject({
    method: 'POST',
    url: accountsEndpoints.login.path,
    payload: { username: 'alice01', password: 'wonder12' },
    headers: { 'user-agent': userAgent },
    remoteAddress: address,
  });
  const envelope = response.json<{ code: number; data: { token: string } }>();
  expect(envelope.code).toBe(1);
  return envelope.data.token;
}

const sessionsOf = (token: string) => ok<PlayerSessionView[]>(app, list.path, { token });

/** The next call with a token answers 409 once its session has ended. */
async function isLive(token: string): Promise<boolean> {
  const { code } = await call(app, accountsEndpoints.userInfo.path, { token });
  if (code !== 1) expect(code).toBe(409);
  return code === 1;
}

describe('a player’s own sessions', () => {
  it('list only the caller’s live sessions, the calling one first and marked current, with a device label and the full address', async () => {
    const phone = await aliceLogsInFrom(PHONE_AGENT, '203.0.113.7');
    const laptop = await aliceLogsInFrom(LAPTOP_AGENT, '198.51.100.23');
    const loggedOut = await aliceLogsInFrom(LAPTOP_AGENT, '198.51.100.23');
    await ok(app, accountsEndpoints.logout.path, { token: loggedOut });
    const expired = await aliceLogsInFrom(LAPTOP_AGENT, '198.51.100.23');
    await database.db
      .update(playerSessions)
      .set({ expiresAt: new Date(clock.now().getTime() - 1) })
      .where(eq(playerSessions.id, (await sessionsOf(expired))[0]!.id));

    const sessions = await sessionsOf(phone);
    expect(sessions.map(({ device, ip, current }) => ({ device, ip, current }))).toEqual([
      { device: 'Chrome · Android', ip: '203.0.113.7', current: true },
      { device: 'Firefox · Windows', ip: '198.51.100.23', current: false },
      // createPlayerForTest's session: a user agent that names nothing, no address.
      { device: null, ip: null, current: false },
    ]);
    expect(sessions[2]!.id).toBe(alice.sessionId);
    expect(sessions[0]!.createdAt).toBe(new Date(clock.now().getTime() - 3 * MINUTE_MS).toISOString());
    expect(JSON.stringify(sessions)).not.toContain('Mozilla');
    expect(JSON.stringify(sessions)).not.toContain(bob.sessionId);

    // Seen from the laptop, the laptop is the current one.
    expect(
      (await sessionsOf(laptop)).filter((session) => session.current).map((session) => session.device),
    ).toEqual(['Firefox · Windows']);
    expect((await sessionsOf(bob.token)).map((session) => session.id)).toEqual([bob.sessionId]);
  });

  it(`list at most ${PLAYER_SESSIONS_LIST_LIMIT}, never leaving out the calling one however long ago it was used`, async () => {
    const sessions = createPlayerSessionsService({ db: database.db, clock });
    for (let index = 0; index < PLAYER_SESSIONS_LIST_LIMIT + 5; index += 1) {
      clock.advanceMs(1_000);
      await sessions.open(alice.playerId, { ip: null, userAgent: PHONE_AGENT });
    }
    const listed = await sessionsOf(alice.token);
    expect(listed).toHaveLength(PLAYER_SESSIONS_LIST_LIMIT);
    expect(listed[0]).toMatchObject({ id: alice.sessionId, current: true });
    const lastSeen = listed.slice(1).map((session) => session.lastSeenAt);
    expect(lastSeen).toEqual([...lastSeen].sort().reverse());
  });

  it('end another player’s session only as an unknown id is ended: refused with 3003, and it stays alive', async () => {
    await refused(app, end.path, { token: alice.token, id: bob.sessionId }, ErrorCode.NotFound);
    await refused(app, end.path, { token: alice.token, id: randomUUID() }, ErrorCode.NotFound);
    expect(await isLive(bob.token)).toBe(true);
    expect(await isLive(alice.token)).toBe(true);
  });

  it('end one of the caller’s other sessions: its token is dead (409), the caller’s lives, and ending it again is 3003', async () => {
    const phone = await aliceLogsInFrom(PHONE_AGENT, '203.0.113.7');
    const phoneId = (await sessionsOf(phone))[0]!.id;

    expect(await ok(app, end.path, { token: alice.token, id: phoneId })).toBeNull();
    expect(await isLive(phone)).toBe(false);
    expect(await isLive(alice.token)).toBe(true);
    expect((await sessionsOf(alice.token)).map((session) => session.id)).toEqual([alice.sessionId]);
    await refused(app, end.path, { token: alice.token, id: phoneId }, ErrorCode.NotFound);
  });

  it('end the calling session itself: that is a logout', async () => {
    const phone = await aliceLogsInFrom(PHONE_AGENT, '203.0.113.7');
    await ok(app, end.path, { token: alice.token, id: alice.sessionId });
    expect(await isLive(alice.token)).toBe(false);
    expect(await isLive(phone)).toBe(true);
  });

  it('end all the others: the calling one stays, the count says how many live ones ended, other players’ stay', async () => {
    const phone = await aliceLogsInFrom(PHONE_AGENT, '203.0.113.7');
    const laptop = await aliceLogsInFrom(LAPTOP_AGENT, '198.51.100.23');
    const stale = await aliceLogsInFrom(LAPTOP_AGENT, '198.51.100.23');
    await database.db
      .update(playerSessions)
      .set({ expiresAt: new Date(clock.now().getTime() - 1) })
      .where(eq(playerSessions.id, (await sessionsOf(stale))[0]!.id));

    expect(await ok(app, endOthers.path, { token: phone })).toEqual({ ended: 2 });
    expect(await isLive(phone)).toBe(true);
    expect(await isLive(laptop)).toBe(false);
    expect(await isLive(alice.token)).toBe(false);
    expect(await isLive(bob.token)).toBe(true);
    expect((await sessionsOf(phone)).map((session) => session.current)).toEqual([true]);
    expect(await ok(app, endOthers.path, { token: phone })).toEqual({ ended: 0 });
  });

  it('refuse a malformed id as a bad field (1001), never a 500, and end nothing', async () => {
    const phone = await aliceLogsInFrom(PHONE_AGENT, '203.0.113.7');
    for (const id of [
      'not-a-uuid',
      '__proto__',
      'toString',
      'x'.repeat(50_000),
      '',
      42,
      null,
      { id: alice.sessionId },
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: end.path,
        payload: { token: alice.token, id },
      });
      expect(response.statusCode, String(id).slice(0, 20)).toBeLessThan(500);
      expect(response.json(), String(id).slice(0, 20)).toMatchObject({
        code: 0,
        data: { errCode: ErrorCode.IncompleteParameters, field: 'id' },
      });
    }
    await refused(app, end.path, { token: alice.token }, ErrorCode.IncompleteParameters);
    expect(await isLive(phone)).toBe(true);
    expect(await isLive(alice.token)).toBe(true);
  });

  it('answer 409 to a visitor on every call', async () => {
    for (const [path, body] of [
      [list.path, {}],
      [end.path, { id: alice.sessionId }],
      [endOthers.path, {}],
    ] as const) {
      expect((await call(app, path, body)).code, path).toBe(409);
    }
    expect(await isLive(alice.token)).toBe(true);
  });
});
