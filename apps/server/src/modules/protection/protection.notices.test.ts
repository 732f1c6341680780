import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../../platform/clock.js';
import { createPlayerForTest, seedAccountsForTest, type TestPlayer } from '../../test/players.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { createNotificationsService } from '../notifications/notifications.service.js';
import { recordDueProtectionNotices } from './protection.notices.js';
import { protectionExclusions, protectionLimits } from './protection.tables.js';

/** Issue #25: a raised limit or the end of a break happens by the clock; the player is told once. */

const HOUR = 60 * 60_000;
const clock = createManualClock(new Date('2026-12-03T08:00:00Z'));
let database: TestDatabase;
let alice: TestPlayer;
let bob: TestPlayer;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

beforeEach(async () => {
  await database.reset();
  await seedAccountsForTest(database, clock);
  alice = await createPlayerForTest(database, { clock });
  bob = await createPlayerForTest(database, { clock });
});

const pass = () => recordDueProtectionNotices({ db: database.db, clock, minorDigits: 2 });
const noticesOf = async (player: TestPlayer) =>
  (await createNotificationsService({ db: database.db, clock }).list(player.playerId, { limit: 50 })).list;

async function exclusion(player: TestPlayer, startsInMs: number, endsInMs: number) {
  const now = clock.now().getTime();
  await database.db.insert(protectionExclusions).values({
    id: randomUUID(),
    playerId: player.playerId,
    kind: 'timeout',
    duration: '24h',
    startsAt: new Date(now + startsInMs),
    endsAt: new Date(now + endsInMs),
  });
}

describe('protection notices by the clock', () => {
  it('tells a raised limit once it is in force, once, and a removed one as removed', async () => {
    const now = clock.now().getTime();
    await database.db.insert(protectionLimits).values([
      { playerId: alice.playerId, kind: 'deposit', period: 'day', amount: 10_000, pendingAmount: 50_000, pendingAt: new Date(now + HOUR), updatedAt: clock.now() },
      { playerId: alice.playerId, kind: 'loss', period: 'week', amount: 20_000, pendingAmount: null, pendingAt: new Date(now + 2 * HOUR), updatedAt: clock.now() },
    ]);
    expect(await pass()).toEqual([]);
    clock.advanceMs(HOUR);
    expect(await pass()).toEqual([alice.playerId]);
    expect(await pass()).toEqual([]);
    clock.advanceMs(HOUR);
    await pass();
    const notices = await noticesOf(alice);
    expect(notices.map((notice) => [notice.kind, notice.params])).toEqual([
      ['limit_in_force', { kind: 'loss', period: 'week', amount: '' }],
      ['limit_in_force', { kind: 'deposit', period: 'day', amount: '500.00' }],
    ]);
    expect(await noticesOf(bob)).toEqual([]);
  });

  it('tells the end of a break only when no other break still runs', async () => {
    await exclusion(alice, -HOUR, HOUR);
    await exclusion(bob, -HOUR, HOUR);
    await exclusion(bob, 0, 48 * HOUR);
    clock.advanceMs(2 * HOUR);
    expect(await pass()).toEqual([alice.playerId]);
    expect(await pass()).toEqual([]);
    expect((await noticesOf(alice)).map((notice) => notice.kind)).toEqual(['exclusion_ended']);
    expect(await noticesOf(bob)).toEqual([]);
    clock.advanceMs(48 * HOUR);
    await pass();
    expect((await noticesOf(bob)).map((notice) => notice.kind)).toEqual(['exclusion_ended', 'exclusion_ended']);
  });

  it('does not announce changes from more than a week ago (first start after a long outage)', async () => {
    await exclusion(alice, -10 * 24 * HOUR, -8 * 24 * HOUR);
    expect(await pass()).toEqual([]);
  });
});
