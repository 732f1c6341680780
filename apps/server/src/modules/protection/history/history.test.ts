import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  HISTORY_KINDS,
  historyKindOf,
  parseMoney,
  type HistoryCsv,
  type HistoryKind,
  type HistoryPage,
  type HistoryRow,
  protectionEndpoints,
  protectionAdminEndpoints,
  gameEndpoints,
} from '@fairround/shared';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { postApi } from '../../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { ok, refused } from '../../../test/http.js';
import { expectLedgerInvariants } from '../../../test/ledger.js';
import type { TestPlayer } from '../../../test/players.js';
import {
  adjustment,
  cashOf,
  cashSumsByCode,
  deposit,
  foldedTransferIdsOf,
  holdOf,
  postAt,
  resetWorld,
  ROOM,
  transferIdsOf,
} from './history.test-utils.js';
import {
  buildRoundsHarness,
  openRound,
  type Placed,
  placeOrder,
  type RoundsHarness,
  settle,
} from '../../../test/rounds.js';
import { createStaffForTest } from '../../../test/staff.js';
import { listAudit } from '../../admin/audit.service.js';
import { createLedgerService } from '../../ledger/ledger.service.js';
import type { RoundRow } from '../../rounds/rounds.queries.js';
import { createHistoryService } from './history.service.js';

let database: TestDatabase;
let harness: RoundsHarness;
let alice: TestPlayer;
let bob: TestPlayer;
let round: RoundRow;
let placed: Placed;
let oldDepositId: string;

const OLD_DEPOSIT_AT = '2025-10-10T05:00:00Z'; // more than 13 months before the round below
const minor = (decimal: string) => {
  const parsed = parseMoney(decimal, 2);
  if (!parsed.ok) throw new Error(`not money: ${decimal}`);
  return parsed.minor;
};

beforeAll(async () => {
  database = await createTestDatabase();
  harness = await buildRoundsHarness(database);
});

afterAll(async () => {
  await harness.app.close();
  await database.close();
});

/**
 * Alice: a deposit 13 months ago, an adjustment at 23:59:59 on 21 Nov (Ho Chi Minh City), a
 * withdrawal held at 00:00 on 22 Nov and paid, another held and refunded, a debit adjustment,
 * then one order on Big and Small (settled: one line wins) and one cancelled order on 22 Nov.
 * Bob: one deposit, which Alice must never see.
 */
beforeEach(async () => {
  const world = await resetWorld(database, harness);
  ({ alice, bob } = world);
  const [old] = await postAt(harness, OLD_DEPOSIT_AT, [deposit(alice.playerId, 50_000)]);
  oldDepositId = old!.id;
  await postAt(harness, '2026-11-21T16:59:59Z', [adjustment(alice.playerId, 2_000)]);
  const paidRef = `withdrawal:${randomUUID()}`;
  const house = { kind: 'house', type: 'withdrawals' } as const;
  await postAt(harness, '2026-11-21T17:00:00Z', [
    {
      debit: cashOf(alice.playerId),
      credit: holdOf(alice.playerId),
      amount: 10_000,
      code: 'withdrawal_hold',
      reference: paidRef,
    },
  ]);
  await postAt(harness, '2026-11-21T18:00:00Z', [
    {
      debit: holdOf(alice.playerId),
      credit: house,
      amount: 10_000,
      code: 'withdrawal_paid',
      reference: paidRef,
    },
  ]);
  const refundRef = `withdrawal:${randomUUID()}`;
  await postAt(harness, '2026-11-21T18:30:00Z', [
    {
      debit: cashOf(alice.playerId),
      credit: holdOf(alice.playerId),
      amount: 5_000,
      code: 'withdrawal_hold',
      reference: refundRef,
    },
  ]);
  await postAt(harness, '2026-11-21T18:40:00Z', [
    {
      debit: holdOf(alice.playerId),
      credit: cashOf(alice.playerId),
      amount: 5_000,
      code: 'withdrawal_refund',
      reference: refundRef,
    },
  ]);
  await postAt(harness, '2026-11-21T19:00:00Z', [adjustment(alice.playerId, -500)]);
  await postAt(harness, '2026-11-21T19:30:00Z', [deposit(bob.playerId, 30_000)]);
  round = await openRound(database);
  placed = await placeOrder(harness, alice, round, [
    [0, 10],
    [1, 10],
  ]);
  const cancelled = await placeOrder(harness, alice, round, [[4, 10]]);
  await ok(harness.app, gameEndpoints.cancel.path, {
    token: alice.token,
    roomid: ROOM,
    order_id: cancelled.order_id,
  });
  await settle(harness, world.engine, round);
});

afterEach(async () => {
  await expectLedgerInvariants(database.db);
});

async function allPages(body: Record<string, unknown>, token = alice.token): Promise<HistoryRow[]> {
  const rows: HistoryRow[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 50; pages += 1) {
    const page: HistoryPage = await ok<HistoryPage>(harness.app, protectionEndpoints.history.path, {
      token,
      ...body,
      ...(cursor ? { cursor } : {}),
    });
    rows.push(...page.list);
    cursor = page.nextCursor;
    if (cursor === null) return rows;
  }
  throw new Error('history did not end');
}

const codesOf = (rows: HistoryRow[]) => rows.map((row) => row.code);

describe('account history', () => {
  it('lists every movement of the player’s own accounts newest first, page by page, back 13 months, an order once', async () => {
    const rows = await allPages({ pageSize: 3 });
    expect(rows.map((row) => row.id)).toEqual(await foldedTransferIdsOf(database, alice.playerId));
    expect(rows.map((row) => row.time)).toEqual([...rows.map((row) => row.time)].sort((a, b) => b - a));

    const oldest = rows.at(-1)!;
    expect(oldest).toMatchObject({
      id: oldDepositId,
      time: Date.parse(OLD_DEPOSIT_AT),
      kind: 'deposits',
      code: 'deposit',
      amount: '500.00',
      moved: '500.00',
      account: 'cash',
      balanceAfter: '500.00',
      reference: { type: 'deposit', roomType: null, seqno: null },
    });
    const paid = rows.find((row) => row.code === 'withdrawal_paid')!;
    expect(paid).toMatchObject({
      kind: 'withdrawals',
      amount: '0.00',
      moved: '100.00',
      account: 'withdrawal_hold',
      balanceAfter: '420.00',
    });
    // The settled order is one row: its stake, escrow release and winnings folded (issue #24).
    const settled = rows.filter((row) => row.reference.id === placed.ordersn);
    expect(settled).toHaveLength(1);
    expect(settled[0]).toMatchObject({
      kind: 'settlements',
      moved: '20.00',
      reference: { type: 'order', roomType: 1, seqno: round.seqno },
      order: { stake: '20.00', cancelled: false },
    });
    const payout = minor(settled[0]!.order!.payout!);
    expect(payout).toBeGreaterThan(0);
    expect(minor(settled[0]!.amount)).toBe(payout - 2_000);
    // The cancelled order too: staked and returned, no change to the balance.
    const cancelledRows = rows.filter((row) => row.order?.cancelled);
    expect(cancelledRows).toMatchObject([
      { code: 'bet_cancel', amount: '0.00', order: { stake: '10.00', payout: null } },
    ]);
    expect(rows.filter((row) => row.code === 'bet_stake')).toEqual([]);

    // Oldest to newest, the signed amounts add up to the balance; rows other than orders (which
    // are folded at their settlement) chain exactly.
    let cash = 0;
    for (const row of [...rows].reverse()) {
      cash += minor(row.amount);
      if (!row.order) expect(minor(row.balanceAfter), row.code).toBe(cash);
    }
    expect(minor(rows[0]!.balanceAfter)).toBe(cash);
    const balances = await createLedgerService({ db: database.db, clock: harness.clock }).playerBalances(
      alice.playerId,
    );
    expect(cash).toBe(balances.cash);
  });

  it('filters by kind, staking showing nothing until staking exists', async () => {
    const byKind = async (kind: HistoryKind) => codesOf(await allPages({ kind, pageSize: 100 }));
    expect(await byKind('deposits')).toEqual(['deposit']);
    expect(await byKind('withdrawals')).toEqual([
      'withdrawal_refund',
      'withdrawal_hold',
      'withdrawal_paid',
      'withdrawal_hold',
    ]);
    expect(await byKind('adjustments')).toEqual(['admin_adjustment', 'admin_adjustment']);
    // An order once, at its newest movement of the kind: the settled one's stake, the cancel.
    expect((await byKind('orders')).sort()).toEqual(['bet_cancel', 'bet_stake']);
    expect(
      (await byKind('settlements')).every((code) => code === 'bet_payout' || code === 'bet_settle_loss'),
    ).toBe(true);
    expect(await byKind('settlements')).not.toEqual([]);
    expect(await byKind('staking')).toEqual([]);
    const all = await allPages({ kind: 'all', pageSize: 100 });
    expect(all.every((row) => row.kind === historyKindOf(row.code))).toBe(true);
  });

  it('filters by inclusive local days of the operator’s zone', async () => {
    const day21 = await allPages({ start: '2026-11-21', end: '2026-11-21' });
    expect(codesOf(day21)).toEqual(['admin_adjustment']);
    const day22 = await allPages({ start: '2026-11-22', end: '2026-11-22', kind: 'withdrawals' });
    expect(codesOf(day22)).toEqual([
      'withdrawal_refund',
      'withdrawal_hold',
      'withdrawal_paid',
      'withdrawal_hold',
    ]);
    const old = await allPages({ start: '2025-10-01', end: '2025-10-31' });
    expect(old.map((row) => row.id)).toEqual([oldDepositId]);
    const sinceOld = await allPages({ start: '2025-10-10', pageSize: 100 });
    expect(sinceOld.at(-1)!.id).toBe(oldDepositId);
    const page = await ok<HistoryPage>(harness.app, protectionEndpoints.history.path, {
      token: alice.token,
      start: '2026-11-22',
      end: '2026-11-22',
    });
    expect(page.range).toEqual({
      from: Date.parse('2026-11-21T17:00:00Z'),
      to: Date.parse('2026-11-22T17:00:00Z'),
      timeZone: 'Asia/Ho_Chi_Minh',
    });
  });

  it('refuses an unknown kind, a malformed day or cursor, and a start after the end (1001)', async () => {
    const refuse = async (body: Record<string, unknown>, field: string) =>
      expect(
        (
          await refused(
            harness.app,
            protectionEndpoints.history.path,
            { token: alice.token, ...body },
            ErrorCode.IncompleteParameters,
          )
        ).field,
      ).toBe(field);
    await refuse({ kind: 'bonus' }, 'kind');
    await refuse({ start: '2026-02-30' }, 'start');
    await refuse({ end: '22/11/2026' }, 'end');
    await refuse({ start: '2026-11-22', end: '2026-11-21' }, 'start');
    await refuse({ cursor: 'abc' }, 'cursor');
    await refused(
      harness.app,
      protectionEndpoints.historyCsv.path,
      { token: alice.token, kind: 'bonus' },
      ErrorCode.IncompleteParameters,
    );
  });

  it('answers only the caller’s own rows and 409 without a session', async () => {
    const rows = await allPages({ userId: bob.playerId, pageSize: 100 });
    expect(rows.map((row) => row.id)).toEqual(await foldedTransferIdsOf(database, alice.playerId));
    const bobs = await allPages({ pageSize: 100 }, bob.token);
    expect(codesOf(bobs)).toEqual(['deposit']);
    for (const path of [
      protectionEndpoints.history.path,
      protectionEndpoints.historyCsv.path,
      protectionEndpoints.recall.path,
    ]) {
      expect((await postApi(harness.app, path, {})).body.code, path).toBe(409);
      expect((await postApi(harness.app, path, { token: 'no-such-session' })).body.code, path).toBe(409);
    }
  });
});

/** Data lines (no header, no total) split into columns; nothing we write needs quoting. */
function csvRows(file: HistoryCsv) {
  const lines = file.csv.trimEnd().split('\r\n');
  const header = lines[0]!.split(',');
  const body = lines
    .slice(1, -1)
    .map((line) => Object.fromEntries(line.split(',').map((value, i) => [header[i]!, value])));
  return { header, body, totalLine: lines.at(-1)!.split(',') };
}

function sumsByKind(codes: Map<string, number>): Record<HistoryKind, number> {
  const sums = Object.fromEntries(HISTORY_KINDS.map((kind) => [kind, 0])) as Record<HistoryKind, number>;
  for (const [code, total] of codes) sums[historyKindOf(code)] += total;
  return sums;
}

describe('CSV export', () => {
  it('sums per kind equal the ledger sums of the player’s cash account to the cent', async () => {
    const file = await ok<HistoryCsv>(harness.app, protectionEndpoints.historyCsv.path, {
      token: alice.token,
    });
    const { header, body, totalLine } = csvRows(file);
    expect(header).toEqual(
      expect.arrayContaining(['time', 'kind', 'code', 'amount', 'balance_after', 'reference']),
    );
    expect(body.map((line) => line.transfer_id)).toEqual(await transferIdsOf(database, alice.playerId));
    expect(file.rows).toBe(body.length);
    expect(file.nextCursor).toBeNull();
    expect(file.filename).toMatch(/^fairround-history-all-start-to-\d{4}-\d{2}-\d{2}\.csv$/);

    const fromCsv = Object.fromEntries(HISTORY_KINDS.map((kind) => [kind, 0])) as Record<HistoryKind, number>;
    for (const line of body) fromCsv[line.kind as HistoryKind] += minor(line.amount!);
    expect(fromCsv).toEqual(sumsByKind(await cashSumsByCode(database, alice.playerId)));

    const cash = (
      await createLedgerService({ db: database.db, clock: harness.clock }).playerBalances(alice.playerId)
    ).cash;
    expect(totalLine[0]).toBe('total');
    expect(minor(totalLine[header.indexOf('amount')]!)).toBe(cash);
    expect(minor(file.total)).toBe(cash);
    expect(body.at(-1)).toMatchObject({
      time: '2025-10-10T12:00:00+07:00',
      kind: 'deposits',
      amount: '500.00',
      balance_after: '500.00',
    });
    expect(body.find((line) => line.code === 'bet_stake' && line.reference === placed.ordersn)).toMatchObject(
      {
        reference_type: 'order',
        room_type: '1',
        seqno: round.seqno,
      },
    );
  });

  it('exports exactly the filter: one kind over a range of days', async () => {
    const file = await ok<HistoryCsv>(harness.app, protectionEndpoints.historyCsv.path, {
      token: alice.token,
      kind: 'orders',
      start: '2026-11-22',
      end: '2026-11-22',
    });
    const { body } = csvRows(file);
    expect(body.map((line) => line.code).sort()).toEqual(['bet_cancel', 'bet_stake', 'bet_stake']);
    const range = { from: new Date('2026-11-21T17:00:00Z'), to: new Date('2026-11-22T17:00:00Z') };
    const ledgerSums = sumsByKind(await cashSumsByCode(database, alice.playerId, range));
    expect(body.reduce((sum, line) => sum + minor(line.amount!), 0)).toBe(ledgerSums.orders);
    expect(minor(file.total)).toBe(ledgerSums.orders);
    expect(file.filename).toBe('fairround-history-orders-2026-11-22-to-2026-11-22.csv');
  });

  it('splits a filter larger than one file into parts that hold each row exactly once', async () => {
    const deps = { db: database.db, clock: harness.clock, minorDigits: 2, timeZone: 'Asia/Ho_Chi_Minh' };
    const service = createHistoryService({ ...deps, csvMaxRows: 4 });
    const whole = await createHistoryService(deps).csv(alice.playerId, {});
    expect(whole.rows).toBeGreaterThan(8);
    const ids: string[] = [];
    let total = 0;
    let cursor: string | undefined;
    for (let part = 0; part < 10; part += 1) {
      const file = await service.csv(alice.playerId, { cursor });
      expect(file.rows).toBeLessThanOrEqual(4);
      ids.push(...csvRows(file).body.map((line) => line.transfer_id!));
      total += minor(file.total);
      if (file.nextCursor === null) break;
      cursor = file.nextCursor;
    }
    expect(whole.nextCursor).toBeNull();
    expect(ids).toEqual(csvRows(whole).body.map((line) => line.transfer_id));
    expect(total).toBe(minor(whole.total));
  });
});

describe('console views', () => {
  it('shows a player’s history to support as the player sees it, and audits the view', async () => {
    const support = await createStaffForTest(database, { role: 'support', clock: harness.clock });
    const asPlayer = await ok<HistoryPage>(harness.app, protectionEndpoints.history.path, {
      token: alice.token,
      kind: 'withdrawals',
    });
    const asStaff = await ok<HistoryPage>(harness.app, protectionAdminEndpoints.history.path, {
      token: support.token,
      userId: alice.playerId,
      kind: 'withdrawals',
    });
    expect(asStaff).toEqual(asPlayer);
    await ok(harness.app, protectionAdminEndpoints.recall.path, {
      token: support.token,
      userId: alice.playerId,
    });
    const audit = await listAudit(database.db, { action: 'protection.' }, { page: 1, pageSize: 10 });
    expect(
      audit.items.map((item) => [item.action, item.actorUsername, item.targetType, item.targetId]),
    ).toEqual([
      ['protection.recall.view', support.username, 'player', alice.playerId],
      ['protection.history.view', support.username, 'player', alice.playerId],
    ]);
    expect(audit.items[1]!.after).toMatchObject({ kind: 'withdrawals' });
  });

  it('refuses a role that cannot view players, an unknown player and a call without a session', async () => {
    const content = await createStaffForTest(database, { role: 'content', clock: harness.clock });
    const finance = await createStaffForTest(database, { role: 'finance', clock: harness.clock });
    for (const path of [protectionAdminEndpoints.history.path, protectionAdminEndpoints.recall.path]) {
      await refused(harness.app, path, { token: content.token, userId: alice.playerId }, ErrorCode.Forbidden);
      await refused(harness.app, path, { token: finance.token, userId: randomUUID() }, ErrorCode.NotFound);
      expect((await postApi(harness.app, path, { userId: alice.playerId })).body.code, path).toBe(409);
    }
    expect((await listAudit(database.db, { action: 'protection.' }, { page: 1, pageSize: 10 })).total).toBe(
      0,
    );
  });
});
