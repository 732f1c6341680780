import {
  BET_RECORD_FILTER_ALIASES,
  BET_RECORD_FILTERS,
  formatOdds,
  type BetDaysResponse,
  type BetLineOutcome,
  type BetOrderRecord,
  type BetOrdersPage,
  type BetRecordFilter,
  type OrderState,
  type UiLanguage,
} from '@fairround/shared';
import { and, asc, count, desc, eq, gt, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../../platform/db/database.js';
import { addDays, localDateOf, parseLocalDate } from '../../../platform/time/local-day.js';
import { dayBuckets, dayText } from '../../reports/report-range.js';
import { orderNumberOf } from '../orders/orders.service.js';
import { optionLabel, type RoundsContext } from '../rounds.context.js';
import type { OrderLineRow, OrderRow, RoomRow, RoundRow } from '../rounds.repository.js';
import { orderLines, orders, rooms, rounds } from '../rounds.tables.js';
import { createRoundsViews } from '../rounds.views.js';
import { loadGameNames, type GameNameOf } from '../game-names.js';

/** The filter a records call asks for: the keys, or the seed client's Chinese words; else all. */
export function betRecordFilterOf(type: string): BetRecordFilter {
  if ((BET_RECORD_FILTERS as readonly string[]).includes(type)) return type as BetRecordFilter;
  // Own keys only: "valueOf" or "constructor" must not reach Object.prototype (found by the schema fuzz).
  return Object.hasOwn(BET_RECORD_FILTER_ALIASES, type) ? BET_RECORD_FILTER_ALIASES[type]! : 'all';
}

const SETTLED: OrderState[] = ['won', 'lost'];

/**
 * Orders a filter keeps. "Won" is a net win — the order paid back more than its stake — not the
 * engine's `won` state (anything paid back): an order on every option of a family that returned
 * part of its stake is a loss and listed under "not won" (issue #24), as its card says.
 */
const ORDER_FILTER_OF: Record<BetRecordFilter, SQL | undefined> = {
  all: undefined,
  won: and(inArray(orders.state, SETTLED), gt(orders.payout, orders.total)),
  lost: and(inArray(orders.state, SETTLED), lte(orders.payout, orders.total)),
  waiting: eq(orders.state, 'placed'),
};

function outcomeOf(state: OrderState, won: boolean | null): BetLineOutcome {
  if (state === 'cancelled') return 'refunded';
  if (won === null) return 'pending';
  return won ? 'won' : 'lost';
}

function safeSum(value: unknown): number {
  const number = Number(value ?? 0);
  if (!Number.isSafeInteger(number)) throw new RangeError(`sum ${String(value)} is not a safe integer`);
  return number;
}

/**
 * The player's own bets (issue #14): one record per order naming its game, room and round with
 * the drawn result and what became of each option; and the settled result of each local day of
 * the operator's zone. Everything is read from the orders, order lines, rounds and rooms tables.
 */
export function createOwnBetsService(
  context: Pick<RoundsContext, 'db' | 'clock' | 'minorDigits' | 'timeZone'>,
) {
  const { db } = context;
  const views = createRoundsViews(context.minorDigits);

  function recordOf(
    language: UiLanguage,
    order: OrderRow,
    round: RoundRow,
    room: RoomRow | undefined,
    lines: OrderLineRow[],
    gameName: GameNameOf,
  ): BetOrderRecord {
    const drawn = round.state === 'drawn' || round.state === 'settled';
    return {
      orderId: order.id,
      orderNumber: orderNumberOf(order.id),
      state: order.state,
      placedAt: order.createdAt.getTime(),
      game: { roomType: order.roomType, name: gameName(order.roomType, language) },
      room: {
        id: order.roomId,
        title: room ? views.room(room, language, round).title : String(order.roomId),
        ...(room && { tier: room.tier }),
      },
      round: {
        seqno: round.seqno,
        state: round.state,
        drawsAt: round.drawsAt.getTime(),
        result: drawn ? views.result(round, language) : null,
      },
      lines: lines.map((line) => ({
        option: line.option,
        label: optionLabel(language, order.roomType, line.option),
        odds: formatOdds(line.odds),
        stake: views.money(line.amount),
        payout: views.money(line.payout),
        outcome: outcomeOf(order.state, line.won),
      })),
      stake: views.money(order.total),
      payout: views.money(order.payout),
    };
  }

  /** The rounds, rooms, lines and game names a page of orders refers to. */
  async function detailsOf(page: OrderRow[]) {
    const [roundRows, roomRows, lineRows, gameName] = await Promise.all([
      db
        .select()
        .from(rounds)
        .where(inArray(rounds.id, [...new Set(page.map((order) => order.roundId))])),
      db
        .select()
        .from(rooms)
        .where(inArray(rooms.id, [...new Set(page.map((order) => order.roomId))])),
      db
        .select()
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            page.map((order) => order.id),
          ),
        )
        .orderBy(asc(orderLines.option)),
      loadGameNames(db),
    ]);
    const linesByOrder = new Map<string, OrderLineRow[]>();
    for (const line of lineRows)
      linesByOrder.set(line.orderId, [...(linesByOrder.get(line.orderId) ?? []), line]);
    return {
      roundById: new Map(roundRows.map((round) => [round.id, round])),
      roomById: new Map(roomRows.map((room) => [room.id, room])),
      linesByOrder,
      gameName,
    };
  }

  /**
   * Orders of one local day (`YYYY-MM-DD`, checked by the body schema) with the bounds `betDays`
   * uses: those settled or cancelled that day, and those placed that day still waiting, so the
   * day's won and lost orders are exactly the ones its daily result counts.
   */
  function ofLocalDay(day: string): SQL | undefined {
    const date = parseLocalDate(day);
    const [bucket] = dayBuckets(date, date, context.timeZone);
    const { from, to } = bucket!;
    const settledOrPlaced = sql`coalesce(${orders.resolvedAt}, ${orders.createdAt})`;
    // An order is created before it settles, so the day's end bounds the player's index scan too.
    return and(
      sql`${settledOrPlaced} >= ${from.toISOString()}::timestamptz`,
      sql`${settledOrPlaced} < ${to.toISOString()}::timestamptz`,
      lt(orders.createdAt, to),
    );
  }

  return {
    /**
     * `POST /api/Game/betOrders`: the player's orders, newest first, `pageSize` orders a page;
     * only those of one local day when `day` names one.
     */
    async orders(
      playerId: string,
      language: UiLanguage,
      body: { type: string; page: number; pageSize: number; day?: string | undefined },
    ): Promise<BetOrdersPage> {
      const filter = betRecordFilterOf(body.type);
      const where: SQL | undefined = and(
        eq(orders.playerId, playerId),
        ORDER_FILTER_OF[filter],
        body.day ? ofLocalDay(body.day) : undefined,
      );
      const [[counted], page] = await Promise.all([
        db.select({ n: count() }).from(orders).where(where),
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(body.pageSize)
          .offset((body.page - 1) * body.pageSize),
      ]);
      const base = {
        filter,
        day: body.day ?? null,
        page: body.page,
        pageSize: body.pageSize,
        total: counted?.n ?? 0,
        timeZone: context.timeZone,
      };
      if (page.length === 0) return { ...base, list: [] };
      const { roundById, roomById, linesByOrder, gameName } = await detailsOf(page);
      return {
        ...base,
        list: page.flatMap((order) => {
          const round = roundById.get(order.roundId);
          if (!round) return [];
          const lines = linesByOrder.get(order.id) ?? [];
          return [recordOf(language, order, round, roomById.get(order.roomId), lines, gameName)];
        }),
      };
    },

    /**
     * `POST /api/Game/betDays`: staked, paid back and net of the player's orders settled on each
     * of the last `days` local days (today first), by settlement time like `todayWinLost` and the
     * console's reports. Cancelled orders moved no money and do not count.
     */
    async days(playerId: string, body: { days: number }): Promise<BetDaysResponse> {
      const today = localDateOf(context.clock.now(), context.timeZone);
      const buckets = dayBuckets(addDays(today, 1 - body.days), today, context.timeZone);
      const values = buckets.map(
        (bucket) =>
          sql`(${bucket.day}::text, ${bucket.from.toISOString()}::timestamptz, ${bucket.to.toISOString()}::timestamptz)`,
      );
      // An order is created before it settles, so the last day's end bounds the player's index scan too.
      const rows = await queryRows<{
        day: string;
        stake: string | null;
        payout: string | null;
        orders: number;
      }>(
        db,
        sql`select d.day, sum(o.total)::text as stake, sum(o.payout)::text as payout, count(*)::int as orders
              from (values ${sql.join(values, sql`, `)}) as d(day, starts, ends)
              join orders o on o.resolved_at >= d.starts and o.resolved_at < d.ends
             where o.player_id = ${playerId}
               and o.state in ('won', 'lost')
               and o.created_at < ${buckets.at(-1)!.to.toISOString()}::timestamptz
             group by d.day`,
      );
      const byDay = new Map(rows.map((row) => [String(row.day), row]));
      return {
        timeZone: context.timeZone,
        today: dayText(today),
        days: buckets.reverse().map(({ day }) => {
          const row = byDay.get(day);
          const stake = safeSum(row?.stake);
          const payout = safeSum(row?.payout);
          return {
            day,
            stake: views.money(stake),
            payout: views.money(payout),
            net: views.money(payout - stake),
            orders: Number(row?.orders ?? 0),
          };
        }),
      };
    },
  };
}

export type OwnBetsService = ReturnType<typeof createOwnBetsService>;
