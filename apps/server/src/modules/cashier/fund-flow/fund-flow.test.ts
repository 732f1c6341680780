import { randomUUID } from 'node:crypto';
import { ErrorCode, cashierEndpoints } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../platform/clock.js';
import { buildTestApp } from '../../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { ok, refused } from '../../../test/http.js';
import { expectLedgerInvariants } from '../../../test/ledger.js';
import { createPlayerForTest, seedAccountsForTest, type TestPlayer } from '../../../test/players.js';
import { createLedgerService } from '../../ledger/ledger.service.js';

const NOW = new Date('2026-11-22T03:00:00Z'); // 10:00 on 22 Nov in Ho Chi Minh City (UTC+7)
const clock = createManualClock(NOW);

let database: TestDatabase;
let app: FastifyInstance;
let alice: TestPlayer;
let bob: TestPlayer;

type Entry = {
  id: string;
  time: string;
  money: string;
  before: string;
  after: string;
  reason: string;
  reasonText: string;
  type: number;
};
type Flow = {
  list: Entry[];
  nextCursor: string | null;
  page: number;
  range: { from: string | null; to: string | null; timeZone: string };
};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { clock });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

/** Posts one movement of the player's cash at a given instant. */
async function moveCash(playerId: string, at: string, amountMinor: number) {
  clock.set(new Date(at));
  const ledger = createLedgerService({ db: database.db, clock });
  const cash = { kind: 'player', playerId, type: 'cash' } as const;
  const id = `${amountMinor > 0 ? 'test-deposit' : 'test-adjustment'}:${randomUUID()}`;
  await ledger.post([
    amountMinor > 0
      ? {
          id,
          debit: { kind: 'house', type: 'deposits' },
          credit: cash,
          amount: amountMinor,
          code: 'deposit',
          reference: id,
        }
      : {
          id,
          debit: cash,
          credit: { kind: 'house', type: 'adjustments' },
          amount: -amountMinor,
          code: 'admin_adjustment',
          reference: id,
        },
  ]);
}

beforeEach(async () => {
  clock.set(NOW);
  await database.reset();
  await seedAccountsForTest(database, clock);
  alice = await createPlayerForTest(database, { clock });
  bob = await createPlayerForTest(database, { clock });
  await moveCash(alice.playerId, '2026-11-14T05:00:00Z', 10_000); // 14 Nov, 12:00 local
  await moveCash(alice.playerId, '2026-11-16T16:30:00Z', 5_000); // 16 Nov, 23:30 local
  await moveCash(alice.playerId, '2026-11-16T17:30:00Z', -3_000); // 17 Nov, 00:30 local
  await moveCash(alice.playerId, '2026-11-21T16:59:59Z', 2_000); // 21 Nov, 23:59:59 local
  await moveCash(alice.playerId, '2026-11-21T17:00:00Z', 1_000); // 22 Nov, 00:00 local
  await moveCash(bob.playerId, '2026-11-22T02:00:00Z', 7_700);
  clock.set(NOW);
});

afterEach(async () => {
  await expectLedgerInvariants(database.db);
});

const flow = (body: Record<string, unknown> = {}) =>
  ok<Flow>(app, cashierEndpoints.fundFlow.path, { token: alice.token, lang: 'en', ...body });
const amounts = (answer: Flow) => answer.list.map((entry) => entry.money);

describe('POST /api/Game/getfinanceflow', () => {
  it("lists every entry of the player's cash account, newest first, with before and after", async () => {
    const answer = await flow({ type: 'all' });
    expect(answer.list).toEqual([
      expect.objectContaining({
        money: '10.00',
        before: '140.00',
        after: '150.00',
        reason: 'deposit',
        reasonText: 'Deposit',
        type: 1,
        time: '2026-11-21T17:00:00.000Z',
      }),
      expect.objectContaining({ money: '20.00', before: '120.00', after: '140.00', type: 1 }),
      expect.objectContaining({
        money: '-30.00',
        before: '150.00',
        after: '120.00',
        reason: 'admin_adjustment',
        type: 2,
      }),
      expect.objectContaining({ money: '50.00', before: '100.00', after: '150.00', type: 1 }),
      expect.objectContaining({ money: '100.00', before: '0.00', after: '100.00', type: 1 }),
    ]);
    expect(answer.nextCursor).toBeNull();
  });

  it('splits days at local midnight of the deployment time zone', async () => {
    expect(amounts(await flow({ type: 'today' }))).toEqual(['10.00']);
    expect(amounts(await flow({ type: 'yesterday' }))).toEqual(['20.00']);
    expect(amounts(await flow({ type: 'week' }))).toEqual(['10.00', '20.00', '-30.00', '50.00']);
    const today = await flow({ type: 'today' });
    expect(today.range).toEqual({
      from: '2026-11-21T17:00:00.000Z',
      to: '2026-11-22T17:00:00.000Z',
      timeZone: 'Asia/Ho_Chi_Minh',
    });
  });

  it("accepts the seed client's Chinese tab names", async () => {
    expect(amounts(await flow({ type: '全部' }))).toHaveLength(5);
    expect(amounts(await flow({ type: '今天' }))).toEqual(['10.00']);
    expect(amounts(await flow({ type: '昨天' }))).toEqual(['20.00']);
    expect(amounts(await flow({ type: '七天' }))).toHaveLength(4);
  });

  it('filters by an inclusive date range that wins over the tab', async () => {
    expect(amounts(await flow({ type: 'today', start: '2026-11-16', end: '2026-11-17' }))).toEqual([
      '-30.00',
      '50.00',
    ]);
    expect(amounts(await flow({ start: '2026-11-17' }))).toEqual(['10.00', '20.00', '-30.00']);
    expect(amounts(await flow({ end: '2026-11-14' }))).toEqual(['100.00']);
    expect(amounts(await flow({ start: '2026-11-22', end: '2026-11-22' }))).toEqual(['10.00']);
  });

  it('refuses a start after the end, impossible dates and unknown tabs (1001 with the field)', async () => {
    const reversed = await refused(
      app,
      cashierEndpoints.fundFlow.path,
      { token: alice.token, start: '2026-11-18', end: '2026-11-17' },
      ErrorCode.IncompleteParameters,
    );
    expect(reversed.field).toBe('start');
    const impossible = await refused(
      app,
      cashierEndpoints.fundFlow.path,
      { token: alice.token, end: '2026-02-30' },
      ErrorCode.IncompleteParameters,
    );
    expect(impossible.field).toBe('end');
    const tab = await refused(
      app,
      cashierEndpoints.fundFlow.path,
      { token: alice.token, type: 'month' },
      ErrorCode.IncompleteParameters,
    );
    expect(tab.field).toBe('type');
    const cursor = await refused(
      app,
      cashierEndpoints.fundFlow.path,
      { token: alice.token, cursor: 'abc' },
      ErrorCode.IncompleteParameters,
    );
    expect(cursor.field).toBe('cursor');
  });

  it('pages by page number or by cursor, with the same entries either way', async () => {
    const first = await flow({ pageSize: 2 });
    expect(amounts(first)).toEqual(['10.00', '20.00']);
    expect(first.nextCursor).not.toBeNull();
    const second = await flow({ pageSize: 2, page: 2 });
    expect(amounts(second)).toEqual(['-30.00', '50.00']);
    expect(amounts(await flow({ pageSize: 2, cursor: first.nextCursor }))).toEqual(['-30.00', '50.00']);
    const third = await flow({ pageSize: 2, page: 3 });
    expect(amounts(third)).toEqual(['100.00']);
    expect(third.nextCursor).toBeNull();
    expect(amounts(await flow({ pageSize: 2, page: 4 }))).toEqual([]);
    expect(amounts(await flow({ pageSize: 2, page: 2, type: 'week' }))).toEqual(['-30.00', '50.00']);
  });

  it('translates the reason into the request language', async () => {
    const vi = await flow({ lang: 'vi', type: 'today' });
    expect(vi.list[0]).toMatchObject({ reason: 'deposit', reasonText: 'Nạp tiền' });
    const chs = await flow({ lang: 'chs', type: 'today' });
    expect(chs.list[0]?.reasonText).toBe('充值');
  });

  it("shows only the player's own entries", async () => {
    const bobs = await ok<Flow>(app, cashierEndpoints.fundFlow.path, { token: bob.token });
    expect(amounts(bobs)).toEqual(['77.00']);
    const nobody = await createPlayerForTest(database, { clock });
    expect((await ok<Flow>(app, cashierEndpoints.fundFlow.path, { token: nobody.token })).list).toEqual([]);
  });
});
