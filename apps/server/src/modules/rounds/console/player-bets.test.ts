import {
  ErrorCode,
  formatOdds,
  winningOptions,
  type AdminPlayerBetsPage,
  roundsAdminEndpoints,
  gameEndpoints,
} from '@fairround/shared';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../../platform/auth/route-policy.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { call, ok, refused } from '../../../test/http.js';
import { expectLedgerInvariants } from '../../../test/ledger.js';
import { createPlayerForTest, type TestPlayer, fundedPlayer } from '../../../test/players.js';
import {
  buildRoundsHarness,
  type RoundsHarness,
  roundsOfType,
  standardRoom,
  openRoundsWorld,
} from '../../../test/rounds.js';
import { type TestStaff, staffOfEveryRole } from '../../../test/staff.js';
import { trackedRoutes } from '../../admin/route-catalogue.js';
import type { RoundsEngine } from '../engine/engine.js';
import { orderNumberOf } from '../orders/orders.service.js';
import { createRoundsRepository } from '../rounds.repository.js';

let database: TestDatabase;
let harness: RoundsHarness;
let engine: RoundsEngine;
let staff: Record<StaffRole, TestStaff>;
let player: TestPlayer;
const ROOM = standardRoom(1);
const PATH = roundsAdminEndpoints.playerBets.path;

beforeAll(async () => {
  database = await createTestDatabase();
  harness = await buildRoundsHarness(database);
});

afterAll(async () => {
  await harness.app.close();
  await database.close();
});

beforeEach(async () => {
  engine = await openRoundsWorld(database, harness, { running: [1] });
  staff = await staffOfEveryRole(database, harness.clock);
  player = await fundedPlayer(database, { clock: harness.clock });
});

afterEach(async () => {
  await expectLedgerInvariants(database.db);
});

/** Places one order of `amounts` (whole currency units) on options 0, 1, … of the round. */
async function order(roundId: string, amounts: number[], key: string) {
  const room = (await createRoundsRepository({ db: database.db }).room(ROOM))!;
  return ok<{ order_id: string }>(harness.app, gameEndpoints.order.path, {
    token: player.token,
    gameid: roundId,
    roomid: ROOM,
    order_info: amounts.map((amount, option) => [option, formatOdds(room.rates[option]!), amount]),
    order_key: key,
  });
}

describe('a player’s bets in the console', () => {
  it('lists each order newest first with room, round, options, odds, stakes, outcome and proof', async () => {
    const [first, second] = await roundsOfType(database, 1);
    const room = (await createRoundsRepository({ db: database.db }).room(ROOM))!;
    harness.clock.set(first!.opensAt);
    const settled = await order(first!.id, [10, 5], 'bet-1');
    harness.clock.set(first!.drawsAt);
    await engine.tick();
    harness.clock.set(new Date(second!.opensAt.getTime() + 1_000));
    const open = await order(second!.id, [12], 'bet-2');

    const page = await ok<AdminPlayerBetsPage>(harness.app, PATH, {
      token: staff.support.token,
      lang: 'en',
      userId: player.playerId,
    });
    expect(page.total).toBe(2);
    expect(page.list.map((bet) => bet.orderId)).toEqual([open.order_id, settled.order_id]);

    const [placed, done] = page.list;
    expect(placed).toMatchObject({
      orderNumber: orderNumberOf(open.order_id),
      state: 'placed',
      roundId: second!.id,
      seqno: second!.seqno,
      result: null,
      resultText: null,
      proofPath: null,
      stake: '12.00',
      payout: '0.00',
      lines: [
        {
          option: 0,
          label: 'Big',
          odds: formatOdds(room.rates[0]!),
          stake: '12.00',
          payout: '0.00',
          won: null,
        },
      ],
    });
    expect(placed!.room).toEqual({ id: ROOM, title: expect.stringMatching(/\S/) });

    const drawn = (await createRoundsRepository({ db: database.db }).roundBySeqno(1, first!.seqno))!;
    const wins = winningOptions(drawn.result as never);
    // Big (option 0) and small (option 1): exactly one of them wins.
    const bigWon = wins.includes(0);
    const payout = bigWon ? (1000 * room.rates[0]!) / 10_000 : (500 * room.rates[1]!) / 10_000;
    expect(done).toMatchObject({
      state: 'won',
      roundState: 'settled',
      seqno: first!.seqno,
      result: drawn.result,
      stake: '15.00',
      payout: (payout / 100).toFixed(2),
      proofPath: `/fairness?type=1&seqno=${first!.seqno}`,
    });
    expect(done!.resultText).toContain(bigWon ? 'Big' : 'Small');
    expect(done!.lines).toEqual([
      {
        option: 0,
        label: 'Big',
        odds: formatOdds(room.rates[0]!),
        stake: '10.00',
        payout: bigWon ? (payout / 100).toFixed(2) : '0.00',
        won: bigWon,
      },
      {
        option: 1,
        label: 'Small',
        odds: formatOdds(room.rates[1]!),
        stake: '5.00',
        payout: bigWon ? '0.00' : (payout / 100).toFixed(2),
        won: !bigWon,
      },
    ]);
  });

  it('pages the orders and answers an empty page past the end', async () => {
    const [current] = await roundsOfType(database, 1);
    harness.clock.set(current!.opensAt);
    for (const key of ['a', 'b', 'c']) await order(current!.id, [10], key);
    const body = { token: staff.finance.token, userId: player.playerId, pageSize: 2 };
    const first = await ok<AdminPlayerBetsPage>(harness.app, PATH, { ...body, page: 1 });
    const second = await ok<AdminPlayerBetsPage>(harness.app, PATH, { ...body, page: 2 });
    const third = await ok<AdminPlayerBetsPage>(harness.app, PATH, { ...body, page: 3 });
    expect([first.total, first.list.length, second.list.length, third.list.length]).toEqual([3, 2, 1, 0]);
    expect(new Set([...first.list, ...second.list].map((bet) => bet.orderId)).size).toBe(3);
  });

  it('refuses an unknown player (3003) and answers nothing of other players', async () => {
    await refused(
      harness.app,
      PATH,
      { token: staff.owner.token, userId: '00000000-0000-4000-8000-000000000000' },
      ErrorCode.NotFound,
    );
    const other = await createPlayerForTest(database, { clock: harness.clock });
    const [current] = await roundsOfType(database, 1);
    harness.clock.set(current!.opensAt);
    await order(current!.id, [10], 'mine');
    const page = await ok<AdminPlayerBetsPage>(harness.app, PATH, {
      token: staff.owner.token,
      userId: other.playerId,
    });
    expect(page).toEqual({ list: [], total: 0, page: 1, pageSize: 20 });
  });

  it('admits owner, finance and support, refuses content staff (3004), and is declared with those roles', async () => {
    const route = trackedRoutes(harness.app).find((entry) => entry.url === PATH);
    expect(route?.auth?.kind === 'staff' ? [...route.auth.roles].sort() : []).toEqual([
      'finance',
      'owner',
      'support',
    ]);
    for (const role of Object.keys(staff) as StaffRole[]) {
      const answer = await call<{ errCode?: number }>(harness.app, PATH, {
        token: staff[role].token,
        userId: player.playerId,
      });
      if (role === 'content') expect(answer.data?.errCode, role).toBe(ErrorCode.Forbidden);
      else expect(answer.code, role).toBe(1);
    }
  });
});
