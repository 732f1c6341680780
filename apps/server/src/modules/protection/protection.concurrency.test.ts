import { formatOdds, protectionEndpoints, cashierEndpoints, gameEndpoints } from '@fairround/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { BANK_METHOD, setDepositMethods } from '../../test/cashier.js';
import { call, ok } from '../../test/http.js';
import { expectLedgerInvariants, fundPlayerForTest } from '../../test/ledger.js';
import { createPlayerForTest, type TestPlayer } from '../../test/players.js';
import {
  buildRoundsHarness,
  type RoundsHarness,
  roundsOfType,
  standardRoom,
  START,
  openRoundsWorld,
} from '../../test/rounds.js';
import { createOperator } from '../../test/staff.js';
import { depositRequests } from '../cashier/deposits/deposits.tables.js';
import { createRoundsRepository, type RoomRow, type RoundRow } from '../rounds/rounds.repository.js';
import { orders } from '../rounds/rounds.tables.js';

const ROOM = standardRoom(1);
const PLAYERS = 100;

/**
 * Limits under load on PostgreSQL (many connections; PGlite has one): many players at once, each
 * firing more orders or deposits than their limit allows. Exactly the allowance gets through.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('limits under concurrency (PostgreSQL)', () => {
  let database: TestDatabase;
  let harness: RoundsHarness;
  let round: RoundRow;
  let room: RoomRow;
  let players: TestPlayer[];

  beforeAll(async () => {
    database = await createTestDatabase(16);
    harness = await buildRoundsHarness(database);
  });

  afterAll(async () => {
    await harness.app.close();
    await database.close();
  });

  beforeEach(async () => {
    await openRoundsWorld(database, harness, { running: [1] });
    round = (await roundsOfType(database, 1))[0]!;
    room = (await createRoundsRepository({ db: database.db }).room(ROOM))!;
    players = await Promise.all(
      Array.from({ length: PLAYERS }, () =>
        createPlayerForTest(database, { clock: harness.clock, level: 8 }),
      ),
    );
    await Promise.all(players.map((player) => fundPlayerForTest(database.db, player.playerId, 100_000)));
    harness.clock.set(new Date(START.getTime() + 30_000));
  });

  afterEach(async () => {
    await expectLedgerInvariants(database.db);
  });

  it(`lets exactly each player's loss allowance through when ${PLAYERS} players each race six orders`, async () => {
    await Promise.all(
      players.map((player) =>
        ok(harness.app, protectionEndpoints.setLimit.path, {
          token: player.token,
          kind: 'loss',
          period: 'day',
          amount: '30',
        }),
      ),
    );
    const attempts = players.flatMap((player) =>
      Array.from({ length: 6 }, () =>
        call(harness.app, gameEndpoints.order.path, {
          token: player.token,
          gameid: round.id,
          roomid: ROOM,
          order_info: [[0, formatOdds(room.rates[0]!), 10]],
        }),
      ),
    );
    const answers = await Promise.all(attempts);
    expect(answers.filter((answer) => answer.code === 1)).toHaveLength(PLAYERS * 3);
    const perPlayer = await database.db
      .select({ playerId: orders.playerId, staked: sql<string>`sum(${orders.total})` })
      .from(orders)
      .where(ne(orders.state, 'cancelled'))
      .groupBy(orders.playerId);
    expect(perPlayer).toHaveLength(PLAYERS);
    expect(perPlayer.every((row) => Number(row.staked) === 3_000)).toBe(true);
  });

  it('never lets racing deposit requests pass the limit', async () => {
    const owner = await createOperator(database, 'owner', harness.clock);
    await setDepositMethods(harness.app, owner, [BANK_METHOD]);
    const racers = players.slice(0, 20);
    await Promise.all(
      racers.map((player) =>
        ok(harness.app, protectionEndpoints.setLimit.path, {
          token: player.token,
          kind: 'deposit',
          period: 'week',
          amount: '100',
        }),
      ),
    );
    const answers = await Promise.all(
      racers.flatMap((player) =>
        Array.from({ length: 5 }, () =>
          call(harness.app, cashierEndpoints.recharge.path, {
            token: player.token,
            money: '40',
            pay_name: 'P',
            method: BANK_METHOD.id,
          }),
        ),
      ),
    );
    expect(answers.filter((answer) => answer.code === 1)).toHaveLength(racers.length * 2);
    for (const player of racers) {
      const rows = await database.db
        .select()
        .from(depositRequests)
        .where(and(eq(depositRequests.playerId, player.playerId)));
      expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(8_000);
    }
  });
});
