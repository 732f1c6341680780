import { createHash } from 'node:crypto';
import { ErrorCode, accountsEndpoints, accountsAdminEndpoints } from '@fairround/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../platform/clock.js';
import { queryRows } from '../../../platform/db/database.js';
import { buildTestApp, postApi } from '../../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { createPlayerForTest, type TestPlayer } from '../../../test/players.js';
import { createStaffForTest } from '../../../test/staff.js';
import { players } from '../players.tables.js';
import { playerSessions } from './sessions.tables.js';

let database: TestDatabase;
let app: FastifyInstance;
const clock = createManualClock(new Date('2026-11-22T08:00:00Z'));
let alice: TestPlayer;

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
  clock.advanceMs(DAY_MS);
  alice = await createPlayerForTest(database, { username: 'Alice01', password: 'wonder12', clock });
});

async function isLive(token: string): Promise<boolean> {
  const { body } = await postApi(app, accountsEndpoints.userInfo.path, { token });
  if (body.code !== 1) expect(body.code).toBe(409);
  return body.code === 1;
}

async function loginAlice(): Promise<string> {
  const { body } = await postApi<{ token: string }>(app, accountsEndpoints.login.path, {
    username: 'alice01',
    password: 'wonder12',
  });
  expect(body.code).toBe(1);
  return body.data.token;
}

describe('player sessions', () => {
  it('store only the SHA-256 of the 256-bit token', async () => {
    const token = await loginAlice();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await queryRows<Record<string, unknown>>(database.db, sql`select * from player_sessions`);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows.map((row) => row.token_hash)).toContain(createHash('sha256').update(token).digest('hex'));
  });

  it('accept the token in the body or as a Bearer header, and answer 409 for a made-up one', async () => {
    expect(
      (await postApi(app, accountsEndpoints.userInfo.path, {}, { authorization: `Bearer ${alice.token}` }))
        .body.code,
    ).toBe(1);
    expect(
      (await postApi(app, accountsEndpoints.userInfo.path, { token: 'x'.repeat(43) })).body,
    ).toMatchObject({
      code: 409,
      data: { errCode: ErrorCode.LoginInvalid },
    });
    expect((await postApi(app, accountsEndpoints.userInfo.path, { token: 'x'.repeat(200) })).body.code).toBe(
      409,
    );
  });

  it('end on logout, leaving the player’s other sessions alive', async () => {
    const second = await loginAlice();
    expect((await postApi(app, accountsEndpoints.logout.path, { token: second })).body.code).toBe(1);
    expect(await isLive(second)).toBe(false);
    expect(await isLive(alice.token)).toBe(true);
    expect((await postApi(app, accountsEndpoints.logout.path, { token: second })).body.code).toBe(409);
  });

  it('end everywhere else when the password changes, keeping the session that changed it', async () => {
    const phone = await loginAlice();
    const laptop = await loginAlice();
    const { body } = await postApi(app, accountsEndpoints.changePassword.path, {
      token: laptop,
      passwd: 'wonder12',
      npasswd: 'better34',
      npasswd2: 'better34',
    });
    expect(body.code).toBe(1);
    expect(await isLive(laptop)).toBe(true);
    expect(await isLive(phone)).toBe(false);
    expect(await isLive(alice.token)).toBe(false);
    expect(
      (await postApi(app, accountsEndpoints.login.path, { username: 'alice01', password: 'wonder12' })).body
        .code,
    ).toBe(0);
    expect(
      (await postApi(app, accountsEndpoints.login.path, { username: 'alice01', password: 'better34' })).body
        .code,
    ).toBe(1);
  });

  it('all end when staff freeze the player', async () => {
    const second = await loginAlice();
    const support = await createStaffForTest(database, { role: 'support', clock });
    const { body } = await postApi(app, accountsAdminEndpoints.freeze.path, {
      token: support.token,
      userId: alice.playerId,
      reason: 'chargeback',
    });
    expect(body.code).toBe(1);
    expect(await isLive(alice.token)).toBe(false);
    expect(await isLive(second)).toBe(false);
    const live = await database.db
      .select()
      .from(playerSessions)
      .where(eq(playerSessions.playerId, alice.playerId));
    expect(live.every((session) => session.revokedAt !== null)).toBe(true);
  });

  it('are dead while the player is frozen, whatever the session row says', async () => {
    await database.db.update(players).set({ status: 'frozen' }).where(eq(players.id, alice.playerId));
    expect(await isLive(alice.token)).toBe(false);
  });

  it('slide: each use extends expiry to 7 days from then; 7 idle days end them', async () => {
    clock.advanceMs(6 * DAY_MS);
    expect(await isLive(alice.token)).toBe(true);
    clock.advanceMs(6 * DAY_MS);
    expect(await isLive(alice.token)).toBe(true);
    clock.advanceMs(7 * DAY_MS + 1_000);
    expect(await isLive(alice.token)).toBe(false);
  });

  it('write the extension at most once a minute', async () => {
    const lastSeen = async () =>
      (
        await database.db.select().from(playerSessions).where(eq(playerSessions.id, alice.sessionId))
      )[0]!.lastSeenAt.getTime();
    const opened = await lastSeen();
    clock.advanceMs(30_000);
    await isLive(alice.token);
    expect(await lastSeen()).toBe(opened);
    clock.advanceMs(31_000);
    await isLive(alice.token);
    expect(await lastSeen()).toBe(clock.now().getTime());
  });
});
