import {
  DEFAULT_MAX_RTP_BP,
  ErrorCode,
  formatOdds,
  optionProbabilities,
  type AdminChainView,
  type AdminRoomsList,
  type AdminRoomTypeView,
  type AdminRoomView,
  type AdminRoundView,
  roundsAdminEndpoints,
  gameEndpoints,
} from '@fairround/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../../platform/auth/route-policy.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { call, ok, refused } from '../../../test/http.js';
import { expectLedgerInvariants } from '../../../test/ledger.js';
import { createPlayerForTest, fundedPlayer } from '../../../test/players.js';
import {
  buildRoundsHarness,
  type RoundsHarness,
  roundsOfType,
  standardRoom,
  openRoundsWorld,
} from '../../../test/rounds.js';
import { type TestStaff, staffOfEveryRole } from '../../../test/staff.js';
import { auditLog } from '../../admin/admin.tables.js';
import { trackedRoutes } from '../../admin/route-catalogue.js';
import type { RoundsEngine } from '../engine/engine.js';
import { ratesFor } from '../rounds.context.js';
import { createRoundsRepository } from '../rounds.repository.js';
import { fairnessChains } from '../rounds.tables.js';

let database: TestDatabase;
let harness: RoundsHarness;
let engine: RoundsEngine;
let staff: Record<StaffRole, TestStaff>;
const ROOM = standardRoom(1);

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
});

afterEach(async () => {
  await expectLedgerInvariants(database.db);
});

const owner = (body: Record<string, unknown> = {}) => ({ token: staff.owner.token, ...body });
/** A step-up call of the owner: with its next two-factor code. */
const ownerStepUp = (body: Record<string, unknown> = {}) => owner({ otp: staff.owner.currentOtp(), ...body });
const audits = (action: string) => database.db.select().from(auditLog).where(eq(auditLog.action, action));
const defaultRates = async () =>
  (await ok<AdminRoomsList>(harness.app, roundsAdminEndpoints.rooms.path, owner({ roomType: 1 }))).list.find(
    (room) => room.id === ROOM,
  )!.rates;

/**
 * Every console call of the module and the roles it admits. Bodies for writes are refused by
 * validation after the policy, so checking the allowed roles changes nothing.
 */
const POLICIES: { path: string; roles: StaffRole[]; body: Record<string, unknown> }[] = [
  { path: roundsAdminEndpoints.roomTypes.path, roles: ['owner', 'finance', 'support'], body: {} },
  {
    path: roundsAdminEndpoints.updateRoomType.path,
    roles: ['owner'],
    body: { roomType: 999, enabled: true },
  },
  { path: roundsAdminEndpoints.rooms.path, roles: ['owner', 'finance', 'support'], body: { roomType: 1 } },
  { path: roundsAdminEndpoints.updateRoom.path, roles: ['owner'], body: { id: 999_999, enabled: true } },
  { path: roundsAdminEndpoints.rounds.path, roles: ['owner', 'finance', 'support'], body: { roomType: 1 } },
  { path: roundsAdminEndpoints.chains.path, roles: ['owner', 'finance', 'support'], body: { roomType: 1 } },
  { path: roundsAdminEndpoints.publishChain.path, roles: ['owner'], body: { roomType: 999 } },
];

describe('route policies', () => {
  it('declares exactly these console routes, each with its roles', () => {
    const declared = trackedRoutes(harness.app)
      .filter((route) => route.url.startsWith('/api/admin/rounds/'))
      .map((route) => ({
        path: route.url,
        roles: route.auth?.kind === 'staff' ? [...route.auth.roles].sort() : [],
      }));
    expect(declared.sort((a, b) => a.path.localeCompare(b.path))).toEqual(
      POLICIES.map(({ path, roles }) => ({ path, roles: [...roles].sort() })).sort((a, b) =>
        a.path.localeCompare(b.path),
      ),
    );
  });

  it.each(POLICIES)(
    '$path admits $roles and refuses the other roles (3004)',
    async ({ path, roles, body }) => {
      for (const role of Object.keys(staff) as StaffRole[]) {
        const answer = await call<{ errCode?: number }>(harness.app, path, {
          token: staff[role].token,
          ...body,
        });
        if (roles.includes(role))
          expect(answer.data?.errCode, `${role} ${path}`).not.toBe(ErrorCode.Forbidden);
        else expect(answer.data?.errCode, `${role} ${path}`).toBe(ErrorCode.Forbidden);
      }
      const player = await createPlayerForTest(database, { clock: harness.clock });
      expect((await call(harness.app, path, { token: player.token, ...body })).code).not.toBe(1);
    },
  );
});

describe('room types', () => {
  it('changes the period and enabled flag, audited with before and after', async () => {
    const updated = await ok<AdminRoomTypeView>(
      harness.app,
      roundsAdminEndpoints.updateRoomType.path,
      owner({ roomType: 1, periodS: 600, enabled: false }),
    );
    expect(updated).toMatchObject({ roomType: 1, periodS: 600, enabled: false, kind: 'digits' });
    const { list } = await ok<{ list: AdminRoomTypeView[] }>(
      harness.app,
      roundsAdminEndpoints.roomTypes.path,
      owner(),
    );
    expect(list.find((type) => type.roomType === 1)).toMatchObject({ periodS: 600, enabled: false });
    const [audit] = await audits('rounds.room_type.update');
    expect(audit).toMatchObject({
      targetType: 'room_type',
      targetId: '1',
      actorUsername: staff.owner.username,
    });
    expect(audit!.before).toMatchObject({ periodS: 300, enabled: true });
    expect(audit!.after).toMatchObject({ periodS: 600, enabled: false });
  });

  it('refuses a period the lock and draw delay do not fit in, or an unknown type, changing nothing', async () => {
    await refused(
      harness.app,
      roundsAdminEndpoints.updateRoomType.path,
      owner({ roomType: 1, periodS: 60 }),
      ErrorCode.IncompleteParameters,
    );
    await refused(
      harness.app,
      roundsAdminEndpoints.updateRoomType.path,
      owner({ roomType: 1, periodS: 100_000 }),
      ErrorCode.IncompleteParameters,
    );
    await refused(
      harness.app,
      roundsAdminEndpoints.updateRoomType.path,
      owner({ roomType: 7, enabled: false }),
      ErrorCode.GameNotFound,
    );
    expect(await audits('rounds.room_type.update')).toHaveLength(0);
  });
});

describe('rooms and odds', () => {
  it('lists rooms with odds and each option’s RTP within the maximum', async () => {
    const rooms = await ok<AdminRoomsList>(
      harness.app,
      roundsAdminEndpoints.rooms.path,
      owner({ roomType: 1 }),
    );
    expect(rooms.maxRtpBasisPoints).toBe(DEFAULT_MAX_RTP_BP);
    expect(rooms.list).toHaveLength(12);
    expect(rooms.options).toHaveLength(11);
    for (const room of rooms.list)
      for (const rtp of room.rtpBasisPoints) expect(rtp).toBeLessThanOrEqual(DEFAULT_MAX_RTP_BP);
  });

  it('refuses odds above the maximum RTP (3022) naming the option, and malformed odds, changing nothing', async () => {
    const rates = await defaultRates();
    // Option 0 has probability 1/2 (big): 2.00 is an RTP of 100 %.
    const tooHigh = rates.map((odds, index) => (index === 0 ? '2.00' : odds));
    const refusal = await call<{ errCode: number }>(
      harness.app,
      roundsAdminEndpoints.updateRoom.path,
      ownerStepUp({ id: ROOM, rates: tooHigh, lang: 'en-US' }),
    );
    expect(refusal.data.errCode).toBe(ErrorCode.OddsAboveMaxRtp);
    expect(refusal.info).toContain('rate0');
    expect(refusal.info).toContain('99.00%');
    await refused(
      harness.app,
      roundsAdminEndpoints.updateRoom.path,
      ownerStepUp({ id: ROOM, rates: rates.slice(1) }),
      ErrorCode.IncompleteParameters,
    );
    await refused(
      harness.app,
      roundsAdminEndpoints.updateRoom.path,
      ownerStepUp({ id: ROOM, rates: rates.map(() => '1.00') }),
      ErrorCode.IncompleteParameters,
    );
    await refused(
      harness.app,
      roundsAdminEndpoints.updateRoom.path,
      ownerStepUp({ id: ROOM, rates: rates.map(() => 'abc') }),
      ErrorCode.IncompleteParameters,
    );
    await refused(
      harness.app,
      roundsAdminEndpoints.updateRoom.path,
      ownerStepUp({ id: ROOM, minBuy: '0' }),
      ErrorCode.IncompleteParameters,
    );
    await refused(
      harness.app,
      roundsAdminEndpoints.updateRoom.path,
      ownerStepUp({ id: 9_999, enabled: false }),
      ErrorCode.RoomNotFound,
    );
    const room = await createRoundsRepository({ db: database.db }).room(ROOM);
    expect(room!.pendingRates).toBeNull();
    expect(await audits('rounds.room.update')).toHaveLength(0);
  });

  it('applies new odds from the next round only, keeps the open round’s odds, and audits the change', async () => {
    const [current, next] = await roundsOfType(database, 1);
    harness.clock.set(new Date(current!.opensAt.getTime() + 1_000));
    const before = await createRoundsRepository({ db: database.db }).room(ROOM);
    const lower = before!.rates.map((odds) => formatOdds(odds - 100));
    const updated = await ok<AdminRoomView>(
      harness.app,
      roundsAdminEndpoints.updateRoom.path,
      ownerStepUp({ id: ROOM, rates: lower, minBuy: '15.00' }),
    );
    expect(updated.pendingRates).toEqual(lower);
    expect(updated.minBuy).toBe('15.00');
    const room = (await createRoundsRepository({ db: database.db }).room(ROOM))!;
    expect(ratesFor(room, current!)).toEqual(before!.rates);
    expect(ratesFor(room, next!).map(formatOdds)).toEqual(lower);
    // The RTP preview follows the odds that are coming.
    expect(updated.rtpBasisPoints[0]).toBeLessThan(DEFAULT_MAX_RTP_BP);
    const [audit] = await audits('rounds.room.update');
    expect(audit).toMatchObject({ targetType: 'room', targetId: String(ROOM) });
    expect((audit!.after as AdminRoomView).pendingRates).toEqual(lower);

    // Corrected within the same round: nobody plays at the first change yet, so it is replaced.
    const again = before!.rates.map((odds) => formatOdds(odds - 200));
    await ok(harness.app, roundsAdminEndpoints.updateRoom.path, ownerStepUp({ id: ROOM, rates: again }));
    const replaced = (await createRoundsRepository({ db: database.db }).room(ROOM))!;
    expect(replaced.rates).toEqual(before!.rates);
    expect(replaced.pendingRates!.map(formatOdds)).toEqual(again);
    expect(ratesFor(replaced, next!).map(formatOdds)).toEqual(again);
  });

  it('folds odds in force into the base rates before the next change, so no open round moves', async () => {
    const [current, next] = await roundsOfType(database, 1);
    harness.clock.set(new Date(current!.opensAt.getTime() + 1_000));
    const base = (await createRoundsRepository({ db: database.db }).room(ROOM))!.rates;
    const first = base.map((odds) => formatOdds(odds - 100));
    await ok(harness.app, roundsAdminEndpoints.updateRoom.path, ownerStepUp({ id: ROOM, rates: first }));
    // The next round has opened at the new odds while the one before is not drawn yet (the
    // engine is late): folding now would change that round's odds, so the change must wait.
    harness.clock.set(new Date(next!.opensAt.getTime() + 1_000));
    const waiting = await call<{ errCode: number }>(
      harness.app,
      roundsAdminEndpoints.updateRoom.path,
      ownerStepUp({ id: ROOM, rates: base.map(formatOdds) }),
    );
    expect(waiting.data.errCode).toBe(ErrorCode.OddsChangePending);
    expect(waiting.info).toContain(current!.seqno);
    // Once it is drawn, the next change folds the first into the base rates.
    await engine.tick();
    const second = base.map((odds) => formatOdds(odds - 200));
    await ok(harness.app, roundsAdminEndpoints.updateRoom.path, ownerStepUp({ id: ROOM, rates: second }));
    const room = (await createRoundsRepository({ db: database.db }).room(ROOM))!;
    expect(room.rates.map(formatOdds)).toEqual(first);
    expect(ratesFor(room, next!).map(formatOdds)).toEqual(first);
    expect(room.pendingRates!.map(formatOdds)).toEqual(second);
    expect(await audits('rounds.room.update')).toHaveLength(2);
  });
});

describe('rounds list', () => {
  it('shows each round with its result, orders, staked and paid totals and its proof link', async () => {
    const [current] = await roundsOfType(database, 1);
    harness.clock.set(current!.opensAt);
    const player = await fundedPlayer(database, { clock: harness.clock });
    const room = (await createRoundsRepository({ db: database.db }).room(ROOM))!;
    const lines = [0, 1].map((option) => [option, formatOdds(room.rates[option]!), 10]);
    await ok(harness.app, gameEndpoints.order.path, {
      token: player.token,
      gameid: current!.id,
      roomid: ROOM,
      order_info: lines,
    });
    harness.clock.set(current!.drawsAt);
    await engine.tick();
    const page = await ok<{ list: AdminRoundView[]; total: number }>(
      harness.app,
      roundsAdminEndpoints.rounds.path,
      {
        token: staff.support.token,
        roomType: 1,
      },
    );
    const drawn = page.list.find((round) => round.id === current!.id)!;
    expect(drawn.state).toBe('settled');
    expect(drawn.result).not.toBeNull();
    expect(drawn.orders).toBe(1);
    expect(drawn.staked).toBe('20.00');
    // Big and small: exactly one of them wins (sums 0–13 small, 14–27 big).
    const winning = drawn.result!.kind === 'digits' && drawn.result!.sum >= 14 ? 0 : 1;
    expect(drawn.paid).toBe(formatOdds(room.rates[winning]! * 10));
    expect(drawn.proofPath).toBe(`/fairness?type=1&seqno=${current!.seqno}`);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.list[0]!.drawsAt).toBeGreaterThan(page.list.at(-1)!.drawsAt);
  });
});

describe('chains', () => {
  it('lists chains with remaining length and publishes one waiting chain, audited, never a second', async () => {
    const before = await ok<{ list: AdminChainView[] }>(
      harness.app,
      roundsAdminEndpoints.chains.path,
      owner({ roomType: 1 }),
    );
    expect(before.list).toHaveLength(1);
    expect(before.list[0]).toMatchObject({
      status: 'in_use',
      used: 2,
      remaining: before.list[0]!.length - 2,
    });
    expect(JSON.stringify(before)).not.toMatch(/secret/i);
    const published = await ok<AdminChainView>(
      harness.app,
      roundsAdminEndpoints.publishChain.path,
      owner({ roomType: 1 }),
    );
    expect(published).toMatchObject({ status: 'waiting', sequence: 2, used: 0 });
    await refused(
      harness.app,
      roundsAdminEndpoints.publishChain.path,
      owner({ roomType: 1 }),
      ErrorCode.AlreadyProcessed,
    );
    const chains = await database.db
      .select()
      .from(fairnessChains)
      .where(and(eq(fairnessChains.roomType, 1)));
    expect(chains).toHaveLength(2);
    const [audit] = await audits('rounds.chain.publish');
    expect(audit).toMatchObject({ targetId: published.id });
    expect(JSON.stringify(audit!.after)).not.toContain(
      chains.find((chain) => chain.id === published.id)!.secretHex,
    );
  });
});

it('the maximum RTP used by the refusal is the shared one', () => {
  expect(optionProbabilities(1)[0]).toEqual({ wins: 500, outcomes: 1000 });
});
