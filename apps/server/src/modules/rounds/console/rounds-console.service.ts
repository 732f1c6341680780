import {
  DEFAULT_MAX_RTP_BP,
  ErrorCode,
  formatMoney,
  formatOdds,
  isRaceRoomType,
  MAX_ODDS_E4,
  optionKeysOf,
  optionProbabilities,
  parseMoney,
  parseOdds,
  percentParam,
  ROOM_PERIOD_MAX_S,
  ROOM_PERIOD_MIN_S,
  ROOM_TIMING_FIELDS,
  rtpBasisPoints,
  rtpWithin,
  type AdminChainsList,
  type AdminChainView,
  type AdminRoomsList,
  type AdminRoomTypesList,
  type AdminRoomTypeUpdate,
  type AdminRoomTypeView,
  type AdminRoomUpdate,
  type AdminRoomView,
  type AdminRoundsPage,
  type AdminRoundsQuery,
  type RoundResult,
} from '@fairround/shared';
import { and, asc, count, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.js';
import type { Database, Executor } from '../../../platform/db/database.js';
import { AppError, invalidField } from '../../../platform/errors/app-error.js';
import { recordAudit } from '../../admin/audit.service.js';
import { auditEntry } from '../../../platform/audit/audit-entry.js';
import type { StaffActor } from '../../../platform/auth/console-actor.js';
import { inTransaction } from '../../../platform/db/transaction.js';
import { publishChain } from '../engine/chains.js';
import { appliedTiming, type TimingOverrides } from '../engine/schedule.js';
import { gameNotFound, notFound, roomNotFound } from '../rounds.errors.js';
import type { RoomRow, RoomTypeRow } from '../rounds.repository.js';
import { fairnessChains, orders, rooms, roomTypes, rounds } from '../rounds.tables.js';
import { ROUND_SCHEDULE_LOCK_NAMESPACE } from '../../../platform/db/advisory-locks.js';

const oddsAboveMaxRtp = (option: string, rtp: number, max: number) =>
  new AppError(ErrorCode.OddsAboveMaxRtp, {
    field: 'rates',
    params: { option, rtp: percentParam(rtp), max: percentParam(max) },
  });
const oddsChangePending = (seqno: string) =>
  new AppError(ErrorCode.OddsChangePending, { field: 'rates', params: { seqno } });
const alreadyWaiting = () => new AppError(ErrorCode.AlreadyProcessed);

/**
 * The timing rounds of this type are scheduled with. Computed without `effectiveTiming`'s check:
 * an impossible combination stops the engine at its tick, and the console must still show it.
 */
function effectiveOf(
  row: RoomTypeRow,
  overrides: TimingOverrides,
): Pick<AdminRoomTypeView, 'effective' | 'overridden'> {
  const values = {
    periodS: overrides.ROUND_PERIOD_S,
    lockS: overrides.ROUND_LOCK_S,
    drawDelayS: overrides.ROUND_DRAW_DELAY_S,
  };
  return {
    effective: appliedTiming(row, overrides),
    overridden: ROOM_TIMING_FIELDS.filter((field) => values[field] !== undefined),
  };
}

/** The stored settings only: what the console changes and the audit log records. */
function storedRoomType(row: RoomTypeRow): Omit<AdminRoomTypeView, 'effective' | 'overridden'> {
  return {
    roomType: row.roomType,
    kind: isRaceRoomType(row.roomType) ? 'race' : 'digits',
    periodS: row.periodS,
    lockS: row.lockS,
    drawDelayS: row.drawDelayS,
    chainLength: row.chainLength,
    enabled: row.enabled,
    updatedAt: row.updatedAt.getTime(),
  };
}

function roomTypeView(row: RoomTypeRow, overrides: TimingOverrides): AdminRoomTypeView {
  return { ...storedRoomType(row), ...effectiveOf(row, overrides) };
}

/**
 * The console's rounds screens (PRODUCT.md §6, §10): room types, rooms with odds and their RTP,
 * rounds with their totals, and the fairness chains. Every change is audited in its transaction.
 */
export function createRoundsConsoleService({
  db,
  clock,
  minorDigits,
  maxRtpBp = DEFAULT_MAX_RTP_BP,
  timing = {},
}: {
  db: Database;
  clock: Clock;
  minorDigits: number;
  maxRtpBp?: number;
  /** The environment's timing overrides, shown next to the stored timing. */
  timing?: TimingOverrides;
}) {
  const money = (minor: number) => formatMoney(minor, minorDigits);

  async function roomTypeRow(executor: Executor, roomType: number, forUpdate = false): Promise<RoomTypeRow> {
    const query = executor.select().from(roomTypes).where(eq(roomTypes.roomType, roomType));
    const [row] = forUpdate ? await query.for('update') : await query;
    if (!row) throw gameNotFound('roomType');
    return row;
  }

  function roomView(room: RoomRow): AdminRoomView {
    const probabilities = optionProbabilities(room.roomType);
    const effective = room.pendingRates ?? room.rates;
    return {
      id: room.id,
      roomType: room.roomType,
      tab: room.tab,
      tier: room.tier,
      minJoin: money(room.minJoin),
      minBuy: money(room.minBuy),
      minLevel: room.minLevel,
      enabled: room.enabled,
      rates: room.rates.map(formatOdds),
      pendingRates: room.pendingRates ? room.pendingRates.map(formatOdds) : null,
      pendingFrom: room.pendingFrom ? room.pendingFrom.getTime() : null,
      rtpBasisPoints: effective.map((odds, index) =>
        probabilities[index] ? rtpBasisPoints(probabilities[index], odds) : 0,
      ),
    };
  }

  /** Odds from the console: one per option, decimals, above 1.00, each within the max RTP. */
  function parseRates(roomType: number, input: (string | number)[]): number[] {
    const probabilities = optionProbabilities(roomType);
    if (input.length !== probabilities.length) throw invalidField('rates');
    return input.map((value, index) => {
      const odds = parseOdds(value);
      if (odds === null || odds <= 10_000 || odds > MAX_ODDS_E4) throw invalidField(`rates.${index}`);
      const probability = probabilities[index]!;
      if (!rtpWithin(probability, odds, maxRtpBp))
        throw oddsAboveMaxRtp(`rate${index}`, rtpBasisPoints(probability, odds), maxRtpBp);
      return odds;
    });
  }

  function parseLimit(field: string, value: string | number): number {
    const parsed = parseMoney(value, minorDigits);
    if (!parsed.ok || parsed.minor < 0) throw invalidField(field);
    return parsed.minor;
  }

  /**
   * New odds take effect for rounds opening from now on, so the round open now keeps its odds.
   * An earlier change that no round has opened with yet is simply replaced. One that a round
   * already plays at is folded into `rates` first; while a round opened before it is still
   * undrawn (it plays at `rates`), folding would alter that round, so the change must wait.
   */
  async function pendingRatesUpdate(tx: Executor, room: RoomRow, next: number[], now: Date) {
    if (!room.pendingRates || !room.pendingFrom)
      return { rates: room.rates, pendingRates: next, pendingFrom: now };
    const [inForce] = await tx
      .select({ id: rounds.id })
      .from(rounds)
      .where(
        and(
          eq(rounds.roomType, room.roomType),
          gte(rounds.opensAt, room.pendingFrom),
          lte(rounds.opensAt, now),
        ),
      )
      .limit(1);
    if (!inForce) return { rates: room.rates, pendingRates: next, pendingFrom: now };
    const [older] = await tx
      .select({ seqno: rounds.seqno })
      .from(rounds)
      .where(
        and(
          eq(rounds.roomType, room.roomType),
          inArray(rounds.state, ['open', 'locked']),
          lt(rounds.opensAt, room.pendingFrom),
        ),
      )
      .orderBy(desc(rounds.drawsAt))
      .limit(1);
    if (older) throw oddsChangePending(older.seqno);
    return { rates: room.pendingRates, pendingRates: next, pendingFrom: now };
  }

  async function chainsOf(roomType: number): Promise<AdminChainsList> {
    await roomTypeRow(db, roomType);
    const rows = await db
      .select()
      .from(fairnessChains)
      .where(eq(fairnessChains.roomType, roomType))
      .orderBy(desc(fairnessChains.sequence));
    const current = rows.filter((row) => row.nextN <= row.length).at(-1)?.id;
    return {
      list: rows.map((row) => ({
        id: row.id,
        roomType: row.roomType,
        sequence: row.sequence,
        length: row.length,
        used: row.nextN - 1,
        remaining: row.length - (row.nextN - 1),
        terminatingHash: row.terminatingHash,
        salt: row.salt,
        publishedAt: row.publishedAt.getTime(),
        status: row.nextN > row.length ? 'used_up' : row.id === current ? 'in_use' : 'waiting',
      })),
    };
  }

  return {
    async roomTypes(): Promise<AdminRoomTypesList> {
      const rows = await db.select().from(roomTypes).orderBy(asc(roomTypes.roomType));
      return { list: rows.map((row) => roomTypeView(row, timing)) };
    },

    /** Period and enabled; a new period applies to rounds scheduled after the change. */
    async updateRoomType(actor: StaffActor, input: AdminRoomTypeUpdate): Promise<AdminRoomTypeView> {
      return inTransaction(db, async (tx) => {
        const before = await roomTypeRow(tx, input.roomType, true);
        if (input.periodS !== undefined) {
          const shortest = Math.max(ROOM_PERIOD_MIN_S, before.lockS + before.drawDelayS + 1);
          if (input.periodS < shortest || input.periodS > ROOM_PERIOD_MAX_S) throw invalidField('periodS');
        }
        const [after] = await tx
          .update(roomTypes)
          .set({
            periodS: input.periodS ?? before.periodS,
            enabled: input.enabled ?? before.enabled,
            updatedAt: clock.now(),
          })
          .where(eq(roomTypes.roomType, input.roomType))
          .returning();
        await recordAudit(
          tx,
          auditEntry(actor, {
            action: 'rounds.room_type.update',
            targetType: 'room_type',
            targetId: String(input.roomType),
            before: storedRoomType(before),
            after: storedRoomType(after!),
          }),
        );
        return roomTypeView(after!, timing);
      });
    },

    async rooms(roomType: number): Promise<AdminRoomsList> {
      await roomTypeRow(db, roomType);
      const rows = await db.select().from(rooms).where(eq(rooms.roomType, roomType)).orderBy(asc(rooms.id));
      return { list: rows.map(roomView), maxRtpBasisPoints: maxRtpBp, options: [...optionKeysOf(roomType)] };
    },

    async updateRoom(actor: StaffActor, input: AdminRoomUpdate): Promise<AdminRoomView> {
      return inTransaction(db, async (tx) => {
        const [room] = await tx.select().from(rooms).where(eq(rooms.id, input.id)).for('update');
        if (!room) throw roomNotFound();
        const now = clock.now();
        const minJoin = input.minJoin === undefined ? room.minJoin : parseLimit('minJoin', input.minJoin);
        const minBuy = input.minBuy === undefined ? room.minBuy : parseLimit('minBuy', input.minBuy);
        if (minBuy <= 0) throw invalidField('minBuy');
        const odds =
          input.rates === undefined
            ? null
            : await pendingRatesUpdate(tx, room, parseRates(room.roomType, input.rates), now);
        const [after] = await tx
          .update(rooms)
          .set({
            minJoin,
            minBuy,
            minLevel: input.minLevel ?? room.minLevel,
            enabled: input.enabled ?? room.enabled,
            ...(odds ?? {}),
            updatedAt: now,
          })
          .where(eq(rooms.id, room.id))
          .returning();
        await recordAudit(
          tx,
          auditEntry(actor, {
            action: 'rounds.room.update',
            targetType: 'room',
            targetId: String(room.id),
            before: roomView(room),
            after: roomView(after!),
          }),
        );
        return roomView(after!);
      });
    },

    /** Rounds of a type, latest draw first, with what was staked and paid back in them. */
    async rounds(input: AdminRoundsQuery): Promise<AdminRoundsPage> {
      await roomTypeRow(db, input.roomType);
      const [{ total } = { total: 0 }] = await db
        .select({ total: count() })
        .from(rounds)
        .where(eq(rounds.roomType, input.roomType));
      const rows = await db
        .select({
          round: rounds,
          sequence: fairnessChains.sequence,
          orders: sql<number>`count(${orders.id}) filter (where ${orders.state} <> 'cancelled')`.mapWith(
            Number,
          ),
          staked:
            sql<number>`coalesce(sum(${orders.total}) filter (where ${orders.state} <> 'cancelled'), 0)`.mapWith(
              Number,
            ),
          paid: sql<number>`coalesce(sum(${orders.payout}) filter (where ${orders.state} in ('won', 'lost')), 0)`.mapWith(
            Number,
          ),
        })
        .from(rounds)
        .innerJoin(fairnessChains, eq(fairnessChains.id, rounds.chainId))
        .leftJoin(orders, eq(orders.roundId, rounds.id))
        .where(eq(rounds.roomType, input.roomType))
        .groupBy(rounds.id, fairnessChains.sequence)
        .orderBy(desc(rounds.drawsAt))
        .limit(input.pageSize)
        .offset((input.page - 1) * input.pageSize);
      return {
        total,
        page: input.page,
        pageSize: input.pageSize,
        list: rows.map(({ round, sequence, ...totals }) => ({
          id: round.id,
          roomType: round.roomType,
          seqno: round.seqno,
          state: round.state,
          opensAt: round.opensAt.getTime(),
          locksAt: round.locksAt.getTime(),
          drawsAt: round.drawsAt.getTime(),
          chainSequence: sequence,
          n: round.n,
          result: (round.result as RoundResult | null) ?? null,
          orders: totals.orders,
          staked: money(totals.staked),
          paid: money(totals.paid),
          proofPath: `/fairness?type=${round.roomType}&seqno=${encodeURIComponent(round.seqno)}`,
        })),
      };
    },

    chains: chainsOf,

    /**
     * Publishes the next chain of a room type now (T and salt public at once), under the same
     * lock as the scheduler. One waiting chain is enough: a second request is refused (3018).
     */
    async publishNextChain(actor: StaffActor, roomType: number): Promise<AdminChainView> {
      const published = await inTransaction(db, async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(${ROUND_SCHEDULE_LOCK_NAMESPACE}::int, ${roomType}::int)`,
        );
        const type = await roomTypeRow(tx, roomType);
        const open = await tx
          .select({ id: fairnessChains.id })
          .from(fairnessChains)
          .where(
            and(eq(fairnessChains.roomType, roomType), lte(fairnessChains.nextN, fairnessChains.length)),
          );
        // The chain in use plus one waiting behind it: a further one would only sit unused.
        if (open.length >= 2) throw alreadyWaiting();
        const chain = await publishChain(tx, roomType, type.chainLength, clock.now());
        await recordAudit(
          tx,
          auditEntry(actor, {
            action: 'rounds.chain.publish',
            targetType: 'fairness_chain',
            targetId: chain.id,
            after: {
              roomType,
              sequence: chain.sequence,
              length: chain.length,
              terminatingHash: chain.terminatingHash,
              salt: chain.salt,
            },
          }),
        );
        return chain;
      });
      const { list } = await chainsOf(roomType);
      const view = list.find((chain) => chain.id === published.id);
      if (!view) throw notFound('roomType');
      return view;
    },
  };
}

export type RoundsConsoleService = ReturnType<typeof createRoundsConsoleService>;
