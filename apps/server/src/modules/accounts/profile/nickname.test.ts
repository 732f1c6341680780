import { accountsEndpoints, ErrorCode, NICKNAME_CHANGE_LIMIT, profileEndpoints } from '@fairround/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../platform/clock.js';
import { call, ok, refused } from '../../../test/http.js';
import { createPlayerForTest, seedAccountsForTest, type TestPlayer } from '../../../test/players.js';
import { buildTestApp } from '../../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { auditLog } from '../../admin/admin.tables.js';
import { players } from '../players.tables.js';
import { createPlayerSessionsService } from '../sessions/sessions.service.js';

/** Issue #25 item 9: a nickname could never change. */

let database: TestDatabase;
let app: FastifyInstance;
let alice: TestPlayer;
let bob: TestPlayer;
const clock = createManualClock(new Date('2026-12-03T08:00:00Z'));
const DAY_MS = 24 * 60 * 60_000;

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
  await seedAccountsForTest(database, clock);
  clock.advanceMs(DAY_MS);
  alice = await createPlayerForTest(database, { username: 'alice01', clock });
  bob = await createPlayerForTest(database, { username: 'bobby02', clock });
});

const change = (nickname: unknown, player: TestPlayer = alice) =>
  call<{ nickname?: string; errCode?: number; field?: string }>(app, profileEndpoints.changeNickname.path, {
    token: player.token,
    nickname,
  });

async function nicknameOf(player: TestPlayer): Promise<string | undefined> {
  const [row] = await database.db.select().from(players).where(eq(players.id, player.playerId));
  return row?.nickname;
}

const changeRows = () =>
  database.db.select().from(auditLog).where(eq(auditLog.action, 'player.nickname_change'));

describe('changing the nickname', () => {
  it('stores the nickname trimmed and composed, shows it in the user info and audits before and after', async () => {
    const answer = await ok(app, profileEndpoints.changeNickname.path, {
      token: alice.token,
      nickname: '  Nguye\u0302\u0303n   An ',
    });
    expect(answer).toEqual({ nickname: 'Nguyễn An' });
    const info = await ok<{ nickname: string; username: string }>(app, accountsEndpoints.userInfo.path, {
      token: alice.token,
    });
    expect(info).toMatchObject({ nickname: 'Nguyễn An', username: 'alice01' });
    const [row] = await changeRows();
    expect(row).toMatchObject({
      actorStaffId: null,
      targetType: 'player',
      targetId: alice.playerId,
      before: { nickname: 'alice01' },
      after: { nickname: 'Nguyễn An' },
    });
    expect(row?.at.toISOString()).toBe(clock.now().toISOString());
  });

  it('refuses a nickname that breaks the rules (3082) under its field and keeps the old one', async () => {
    for (const nickname of ['', 'A', '123456', 'x'.repeat(21), 'tab\there', 'bidi\u202Eevil', 'heart♥']) {
      expect((await change(nickname)).data, JSON.stringify(nickname)).toEqual({
        errCode: ErrorCode.NicknameFormat,
        field: 'nickname',
      });
    }
    expect(await nicknameOf(alice)).toBe('alice01');
    expect(await changeRows()).toHaveLength(0);
  });

  it("refuses another player's nickname or username in any case (3083), but takes the player's own username", async () => {
    await ok(app, profileEndpoints.changeNickname.path, { token: bob.token, nickname: 'Lucky Star' });
    for (const taken of ['lucky star', 'LUCKY STAR', 'BOBBY02', 'bobby02']) {
      expect((await change(taken)).data, taken).toEqual({
        errCode: ErrorCode.NicknameTaken,
        field: 'nickname',
      });
    }
    // Bob's old nickname was his username, which stays his.
    expect((await change('Bobby02')).data.errCode).toBe(ErrorCode.NicknameTaken);
    expect(await nicknameOf(alice)).toBe('alice01');
    expect((await change('ALICE01')).data).toEqual({ nickname: 'ALICE01' });
  });

  it('lets two players race for one name and gives it to exactly one', async () => {
    const answers = await Promise.all([change('Twin Peak', alice), change('twin peak', bob)]);
    expect(answers.map((answer) => answer.code).sort()).toEqual([0, 1]);
    expect(answers.find((answer) => answer.code === 0)?.data.errCode).toBe(ErrorCode.NicknameTaken);
  });

  it(`allows ${NICKNAME_CHANGE_LIMIT.changes} changes in ${NICKNAME_CHANGE_LIMIT.windowDays} days (3084), not counting the same name again`, async () => {
    for (let index = 1; index <= NICKNAME_CHANGE_LIMIT.changes; index += 1) {
      expect((await change(`Name ${index}`)).code).toBe(1);
      clock.advanceMs(DAY_MS);
    }
    expect((await change(`Name ${NICKNAME_CHANGE_LIMIT.changes}`)).code).toBe(1);
    const refusal = await refused(
      app,
      profileEndpoints.changeNickname.path,
      { token: alice.token, nickname: 'One Too Many' },
      ErrorCode.NicknameChangeLimit,
    );
    expect(refusal.field).toBe('nickname');
    expect(await nicknameOf(alice)).toBe(`Name ${NICKNAME_CHANGE_LIMIT.changes}`);
    expect(await changeRows()).toHaveLength(NICKNAME_CHANGE_LIMIT.changes);
    // Another player's limit is their own.
    expect((await change('Bob Again', bob)).code).toBe(1);
    // The window rolls: once the first change is older than the window, one more is allowed.
    clock.advanceMs((NICKNAME_CHANGE_LIMIT.windowDays - NICKNAME_CHANGE_LIMIT.changes) * DAY_MS + 1);
    // Sessions do not live that long: the player logs in again.
    const { token } = await createPlayerSessionsService({ db: database.db, clock }).open(alice.playerId, {
      ip: null,
      userAgent: null,
    });
    expect((await change('One Too Many', { ...alice, token })).code).toBe(1);
  });

  it('answers hostile bodies with a validation error, never a 500, and changes nothing', async () => {
    for (const nickname of ['x'.repeat(50_000), { toString: 'x' }, ['An'], 12345]) {
      const answer = await change(nickname);
      expect(answer.code, JSON.stringify(answer)).toBe(0);
      expect([ErrorCode.IncompleteParameters, ErrorCode.NicknameFormat]).toContain(answer.data.errCode);
    }
    const polluting = await app.inject({
      method: 'POST',
      url: profileEndpoints.changeNickname.path,
      headers: { 'content-type': 'application/json' },
      payload: `{"token":"${alice.token}","nickname":"Polluted","__proto__":{"nickname":"Polluted"}}`,
    });
    expect(polluting.statusCode).toBeLessThan(500);
    expect(await nicknameOf(alice)).toBe('alice01');
    // "__proto__" is letters and underscores: an odd but harmless name, kept as text.
    expect((await change('__proto__')).code).toBe(1);
    expect(await nicknameOf(alice)).toBe('__proto__');
    expect((await change('constructor', bob)).code).toBe(1);
  });

  it('needs a player session', async () => {
    expect((await call(app, profileEndpoints.changeNickname.path, { nickname: 'Nobody' })).code).toBe(409);
  });
});
