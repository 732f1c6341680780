import { randomUUID } from 'node:crypto';
import { ErrorCode, formatOdds, cashierEndpoints, gameEndpoints } from '@fairround/shared';
import { eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../platform/clock.js';
import { queryRows } from '../platform/db/database.js';
import { buildTestApp } from '../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { bankCard } from '../test/cashier.js';
import { ok } from '../test/http.js';
import { expectLedgerInvariants, fundPlayerForTest } from '../test/ledger.js';
import { createPlayerForTest, type TestPlayer } from '../test/players.js';
import { standardRoom } from '../test/rounds.js';
import { withdrawals } from '../modules/cashier/withdrawals/withdrawals.tables.js';
import { createLedgerService } from '../modules/ledger/ledger.service.js';
import { ledgerTransfers } from '../modules/ledger/ledger.tables.js';
import { openFirstRoundForTest } from '../modules/rounds/engine/testing/settlement.test-utils.js';
import { createRoundsRepository, type RoundRow } from '../modules/rounds/rounds.repository.js';
import { orders } from '../modules/rounds/rounds.tables.js';
import {
  buildInstances,
  envelopeProblem,
  openSecondHandle,
  ORDERS_PER_INSTANCE,
  postRaw,
  reliabilityScale,
  SETUP_TIMEOUT_MS,
  snapshotDifferences,
  stateSnapshot,
  type Answer,
} from './reliability.test-utils.js';

/**
 * Issue #13, deliverable 2: an idempotency storm. `STORM` identical requests under one client
 * key arrive at once (spread over several app instances on one database): exactly one order and
 * one stake transfer exist afterwards and every answer names that order with the same body (only
 * `replayed` tells the first from the repeats). The key with a different body is refused with
 * 1001 and changes nothing. After the apps stop and a new one starts on the database (a new pool
 * on PostgreSQL), the original request still answers the original order. The same holds for a
 * withdrawal's `request_key`: one withdrawal, one hold.
 */
const SCALE = reliabilityScale();
const STORM = { pglite: 200, postgres: 200, full: 1_000 }[SCALE];
/** Every withdrawal checks the pay password (argon2): a smaller storm keeps the file quick. */
const WITHDRAWAL_STORM = { pglite: 50, postgres: 100, full: 200 }[SCALE];
const SIZE_TEXT = `[${SCALE}: ${STORM} concurrent orders, ${WITHDRAWAL_STORM} concurrent withdrawals under one key]`;
const FUNDED_MINOR = 100_000;

const post = (app: FastifyInstance, body: Record<string, unknown>) =>
  postRaw(app, gameEndpoints.order.path, { payload: JSON.stringify(body) });
/** An answer without `replayed`, the one field a repeat may (and must) answer differently. */
const withoutReplayed = (answer: Answer) => {
  const { replayed: _replayed, ...data } = answer.envelope!.data as { replayed: boolean };
  return JSON.stringify({ ...answer.envelope, data });
};

function expectWellFormed(answers: Answer[]) {
  const malformed = answers.map(envelopeProblem).filter((problem) => problem !== null);
  expect(malformed, `${SIZE_TEXT} malformed answers`).toEqual([]);
}

describe(`an idempotency storm ${SIZE_TEXT}`, () => {
  let database: TestDatabase;
  let clock: Clock;
  let round: RoundRow;
  let apps: FastifyInstance[] = [];
  /** Databases and apps opened for a restart, closed at the end. */
  const restarted: { app: FastifyInstance; handle: TestDatabase }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(12);
    ({ clock, round } = await openFirstRoundForTest(database));
  }, SETUP_TIMEOUT_MS);

  afterEach(async () => {
    await expectLedgerInvariants(database.db);
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const { app, handle } of restarted) {
      await app.close();
      await handle.close();
    }
    await database?.close();
  });

  /** Stops every app and starts one on another handle of the same database, as a restart does. */
  async function restart(): Promise<FastifyInstance> {
    for (const app of apps.splice(0)) await app.close();
    const handle = await openSecondHandle(database, 5);
    const app = await buildTestApp(handle, { clock });
    restarted.push({ app, handle });
    return app;
  }

  const balancesOf = (player: TestPlayer) =>
    createLedgerService({ db: database.db, clock }).playerBalances(player.playerId);

  it(
    'places one order for a storm of one order_key, refuses the key with another body, replays after a restart',
    { timeout: 240_000 },
    async () => {
      const player = await createPlayerForTest(database, { clock, payPassword: null });
      await fundPlayerForTest(database.db, player.playerId, FUNDED_MINOR);
      const room = (await createRoundsRepository({ db: database.db }).room(standardRoom(1)))!;
      const odds = (option: number) => formatOdds(room.rates[option]!);
      const body = {
        token: player.token,
        gameid: round.id,
        roomid: String(room.id),
        order_info: [
          [1, odds(1), 20],
          [3, odds(3), 5],
        ],
        order_key: `storm-${randomUUID()}`,
      };
      apps = await buildInstances(database, Math.ceil(STORM / ORDERS_PER_INSTANCE), clock);

      const answers = await Promise.all(
        Array.from({ length: STORM }, (_, i) => post(apps[i % apps.length]!, body)),
      );

      expectWellFormed(answers);
      expect(
        answers.filter((answer) => answer.envelope!.code !== 1).map((answer) => answer.text),
        SIZE_TEXT,
      ).toEqual([]);
      const placed = answers.map(
        (answer) => answer.envelope!.data as { order_id: string; replayed: boolean; total: string },
      );
      expect(new Set(placed.map((data) => data.order_id)).size, `${SIZE_TEXT} distinct order ids`).toBe(1);
      expect(placed.filter((data) => !data.replayed).length, `${SIZE_TEXT} answers that placed`).toBe(1);
      expect(new Set(answers.map(withoutReplayed)).size, `${SIZE_TEXT} distinct answer bodies`).toBe(1);
      const orderId = placed[0]!.order_id;
      expect(placed[0]!.total).toBe('25.00');
      expect(
        await database.db.select({ id: orders.id }).from(orders).where(eq(orders.playerId, player.playerId)),
        SIZE_TEXT,
      ).toEqual([{ id: orderId }]);
      const transfers = await database.db
        .select()
        .from(ledgerTransfers)
        .where(like(ledgerTransfers.reference, 'order:%'));
      expect(
        transfers.map((transfer) => `${transfer.id} ${transfer.amount}`),
        `${SIZE_TEXT} order transfers`,
      ).toEqual([`order:${orderId}:stake 2500`]);
      expect(await balancesOf(player)).toMatchObject({ cash: FUNDED_MINOR - 2_500, betEscrow: 2_500 });

      // The key again with another amount, another option or the lines of another order: 1001.
      const before = await stateSnapshot(database.db);
      const others = [
        {
          ...body,
          order_info: [
            [1, odds(1), 21],
            [3, odds(3), 5],
          ],
        },
        {
          ...body,
          order_info: [
            [1, odds(1), 20],
            [4, odds(4), 5],
          ],
        },
        { ...body, order_info: [[1, odds(1), 20]] },
      ];
      for (const other of others) {
        const answer = await post(apps[0]!, other);
        expect(envelopeProblem(answer), answer.text).toBeNull();
        expect(
          answer.envelope!.data,
          `${SIZE_TEXT} ${JSON.stringify(other.order_info)}: ${answer.text}`,
        ).toEqual({
          errCode: ErrorCode.IncompleteParameters,
          field: 'order_key',
        });
      }
      // The lines in another sequence are the same order: still a replay.
      const reordered = await post(apps[0]!, { ...body, order_info: [...body.order_info].reverse() });
      expect(withoutReplayed(reordered), SIZE_TEXT).toBe(withoutReplayed(answers[0]!));
      expect(snapshotDifferences(before, await stateSnapshot(database.db)), SIZE_TEXT).toEqual([]);

      // A restart: the apps stop, a new one starts on the same database and the retry arrives.
      const app = await restart();
      const replay = await post(app, body);
      expect(envelopeProblem(replay), replay.text).toBeNull();
      expect(withoutReplayed(replay), `${SIZE_TEXT} replay after a restart`).toBe(
        withoutReplayed(answers[0]!),
      );
      expect((replay.envelope!.data as { replayed: boolean }).replayed).toBe(true);
      expect(
        snapshotDifferences(before, await stateSnapshot(database.db)),
        `${SIZE_TEXT} after the restart`,
      ).toEqual([]);
    },
  );

  it(
    'creates one withdrawal for a storm of one request_key, refuses the key with another amount, replays after a restart',
    { timeout: 240_000 },
    async () => {
      const player = await createPlayerForTest(database, { clock });
      await fundPlayerForTest(database.db, player.playerId, FUNDED_MINOR);
      // The withdraw route's budget is the default one (1200 a minute): one instance takes the storm.
      apps = await buildInstances(database, 1, clock);
      const card = (
        await ok<{ id: string }>(apps[0]!, cashierEndpoints.addWithdrawalAccount.path, {
          token: player.token,
          ...bankCard(),
        })
      ).id;
      const body = {
        token: player.token,
        bank_id: card,
        money: '10',
        pwd: player.payPassword!,
        request_key: `storm-${randomUUID()}`,
      };
      const withdraw = (app: FastifyInstance, request: Record<string, unknown>) =>
        postRaw(app, cashierEndpoints.withdraw.path, { payload: JSON.stringify(request) });

      const answers = await Promise.all(
        Array.from({ length: WITHDRAWAL_STORM }, () => withdraw(apps[0]!, body)),
      );

      expectWellFormed(answers);
      expect(new Set(answers.map((answer) => answer.text)), `${SIZE_TEXT} distinct answers`).toEqual(
        new Set([answers[0]!.text]),
      );
      expect(answers[0]!.envelope, SIZE_TEXT).toMatchObject({ code: 1, data: 1 });
      const rows = await database.db
        .select()
        .from(withdrawals)
        .where(eq(withdrawals.playerId, player.playerId));
      expect(
        rows.map((row) => row.amount),
        `${SIZE_TEXT} withdrawals`,
      ).toEqual([1_000]);
      const [holds] = await queryRows<{ n: string | number }>(
        database.db,
        sql`select count(*) as n from ledger_transfers where reference like 'withdrawal:%'`,
      );
      expect(Number(holds!.n), `${SIZE_TEXT} withdrawal transfers`).toBe(1);
      expect(await balancesOf(player)).toMatchObject({ cash: FUNDED_MINOR - 1_000, withdrawalHold: 1_000 });

      const before = await stateSnapshot(database.db);
      const other = await withdraw(apps[0]!, { ...body, money: '11' });
      expect(envelopeProblem(other), other.text).toBeNull();
      expect(other.envelope!.data, `${SIZE_TEXT} ${other.text}`).toEqual({
        errCode: ErrorCode.IncompleteParameters,
        field: 'request_key',
      });
      expect(snapshotDifferences(before, await stateSnapshot(database.db)), SIZE_TEXT).toEqual([]);

      const app = await restart();
      const replay = await withdraw(app, body);
      expect(replay.text, `${SIZE_TEXT} replay after a restart`).toBe(answers[0]!.text);
      expect(
        snapshotDifferences(before, await stateSnapshot(database.db)),
        `${SIZE_TEXT} after the restart`,
      ).toEqual([]);
    },
  );
});
