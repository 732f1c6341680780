import {
  formatOdds,
  type BetRecord,
  type BetRecordsPage,
  type FeedLine,
  type OwnLine,
  type RoomFeed,
  type RoundOutcome,
  type TodayWinLost,
  type TrendData,
  type UiLanguage,
} from '@fairround/shared';
import { and, asc, count, desc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { playerNames } from '../../accounts/players.queries.js';
import { addDays, localDateOf, startOfLocalDay } from '../../../platform/time/local-day.js';
import { parseIntId, type RoomsService } from '../rooms/rooms.service.js';
import { maskName, optionLabel, type RoundsContext } from '../rounds.context.js';
import { gameNotFound, roundIdEmpty } from '../rounds.errors.js';
import { createRoundsRepository, type RoundRow } from '../rounds.repository.js';
import { orderLines, orders } from '../rounds.tables.js';
import { createRoundsViews } from '../rounds.views.js';
import { orderNumberOf } from '../orders/orders.service.js';
import { betRecordFilterOf, createOwnBetsService } from './own-bets.service.js';

/** Orders the room feed shows (seed: "order results fetched on entry and every 10 s"). */
const FEED_SIZE = 50;

function isawardOf(state: string, won: boolean | null): -1 | 0 | 1 {
  if (state === 'placed') return -1;
  return won ? 1 : 0;
}

/** Bet records, the room feed, per-round logs and win/loss summaries, all from real orders. */
export function createRecordsService(
  context: Pick<RoundsContext, 'db' | 'clock' | 'minorDigits' | 'timeZone'>,
  rooms: RoomsService,
) {
  const { db } = context;
  const repository = createRoundsRepository({ db });
  const views = createRoundsViews(context.minorDigits);
  const money = views.money;
  const ownBets = createOwnBetsService(context);

  async function roundOf(gametype: string, gameseq: string): Promise<RoundRow | null> {
    const roomType = parseIntId(gametype);
    if (roomType === null || !(await repository.roomType(roomType))) throw gameNotFound('gametype');
    if (gameseq === '') throw roundIdEmpty();
    return repository.roundBySeqno(roomType, gameseq);
  }

  const lineColumns = {
    orderId: orders.id,
    playerId: orders.playerId,
    roomId: orders.roomId,
    roomType: orders.roomType,
    seqno: orders.seqno,
    state: orders.state,
    createdAt: orders.createdAt,
    option: orderLines.option,
    odds: orderLines.odds,
    amount: orderLines.amount,
    payout: orderLines.payout,
    won: orderLines.won,
  };

  function ownLine(language: UiLanguage, row: Awaited<ReturnType<typeof ownLines>>[number]): OwnLine {
    return {
      id: row.orderId,
      order_id: row.orderId,
      ordersn: orderNumberOf(row.orderId),
      roomid: row.roomId,
      seqno: row.seqno,
      value: row.option,
      valuecn: optionLabel(language, row.roomType, row.option),
      rate: formatOdds(row.odds),
      money: money(row.amount),
      award: money(row.payout),
      isaward: isawardOf(row.state, row.won),
      state: row.state,
      createtime: row.createdAt.getTime(),
    };
  }

  function ownLines(where: SQL | undefined, limit?: number, offset = 0) {
    const query = db
      .select(lineColumns)
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id), asc(orderLines.option));
    return limit === undefined ? query : query.limit(limit).offset(offset);
  }

  async function sums(from: Date, to: Date, playerId?: string) {
    const [row] = await db
      .select({
        stake: sql<string | null>`sum(${orders.total})`,
        award: sql<string | null>`sum(${orders.payout})`,
      })
      .from(orders)
      .where(
        and(
          inArray(orders.state, ['won', 'lost']),
          gte(orders.resolvedAt, from),
          lt(orders.resolvedAt, to),
          playerId ? eq(orders.playerId, playerId) : undefined,
        ),
      );
    return { stake: Number(row?.stake ?? 0), award: Number(row?.award ?? 0) };
  }

  function dayBounds(offsetDays: number): { from: Date; to: Date } {
    const today = localDateOf(context.clock.now(), context.timeZone);
    const day = addDays(today, offsetDays);
    return {
      from: startOfLocalDay(day, context.timeZone),
      to: startOfLocalDay(addDays(day, 1), context.timeZone),
    };
  }

  return {
    /** The room's real order feed for a round (the current one unless `gameseq`), names masked. */
    async roomOrders(
      playerId: string | null,
      language: UiLanguage,
      body: { roomid: string; gameseq: string },
    ): Promise<RoomFeed> {
      const room = await rooms.openRoom(body.roomid);
      const round =
        body.gameseq === ''
          ? await repository.currentRound(room.roomType, context.clock.now())
          : await repository.roundBySeqno(room.roomType, body.gameseq);
      if (!round) return { seqno: null, list: [] };
      const rows = await db
        .select({ ...lineColumns, nickname: playerNames.nickname })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .innerJoin(playerNames, eq(playerNames.id, orders.playerId))
        .where(and(eq(orders.roomId, room.id), eq(orders.roundId, round.id), ne(orders.state, 'cancelled')))
        .orderBy(desc(orders.createdAt), desc(orders.id), asc(orderLines.option))
        .limit(FEED_SIZE);
      const list: FeedLine[] = rows.map((row) => ({
        order_id: row.orderId,
        seqno: row.seqno,
        username: maskName(row.nickname),
        value: row.option,
        valuecn: optionLabel(language, row.roomType, row.option),
        rate: formatOdds(row.odds),
        money: money(row.amount),
        own: row.playerId === playerId,
        createtime: row.createdAt.getTime(),
      }));
      return { seqno: round.seqno, list };
    },

    /** The player's own lines in one round (`gameseq` of `gametype`), every room. */
    async roundLog(
      playerId: string,
      language: UiLanguage,
      body: { gameseq: string; gametype: string },
    ): Promise<{ list: OwnLine[] }> {
      const round = await roundOf(body.gametype, body.gameseq);
      if (!round) return { list: [] };
      const rows = await ownLines(and(eq(orders.playerId, playerId), eq(orders.roundId, round.id)));
      return { list: rows.map((row) => ownLine(language, row)) };
    },

    /** What the player's orders of a round paid back (`award`), once settled; the result once drawn. */
    async current(
      playerId: string,
      language: UiLanguage,
      body: { gameseq: string; gametype: string },
    ): Promise<RoundOutcome> {
      const round = await roundOf(body.gametype, body.gameseq);
      if (!round) return { state: null, award: money(0), stake: money(0), result: null };
      const [row] = await db
        .select({
          award: sql<string | null>`sum(${orders.payout})`,
          stake: sql<string | null>`sum(${orders.total})`,
        })
        .from(orders)
        .where(
          and(eq(orders.playerId, playerId), eq(orders.roundId, round.id), ne(orders.state, 'cancelled')),
        );
      const drawn = round.state === 'drawn' || round.state === 'settled';
      return {
        state: round.state,
        award: money(Number(row?.award ?? 0)),
        stake: money(Number(row?.stake ?? 0)),
        result: drawn ? views.result(round, language) : null,
      };
    },

    /** Bet records, one per order line, newest first; `type` all / won / lost / waiting (or the seed's words). */
    async betRecords(
      playerId: string,
      language: UiLanguage,
      body: { type: string; page: number; pageSize: number },
    ): Promise<BetRecordsPage> {
      const filter = betRecordFilterOf(body.type);
      const where = and(
        eq(orders.playerId, playerId),
        filter === 'won' ? eq(orderLines.won, true) : undefined,
        filter === 'lost' ? and(eq(orderLines.won, false), ne(orders.state, 'cancelled')) : undefined,
        filter === 'waiting' ? eq(orders.state, 'placed') : undefined,
      );
      const [total] = await db
        .select({ n: count() })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(where);
      const rows = await ownLines(where, body.pageSize, (body.page - 1) * body.pageSize);
      const data: BetRecord[] = rows.map((row) => {
        const line = ownLine(language, row);
        return {
          order_id: line.order_id,
          ordersn: line.ordersn,
          seqno: line.seqno,
          gametype: row.roomType,
          roomid: row.roomId,
          value: line.value,
          valuecn: line.valuecn,
          rate: line.rate,
          money: line.money,
          award: line.award,
          isaward: line.isaward,
          cancelled: row.state === 'cancelled',
          createtime: line.createtime,
        };
      });
      return { filter, page: body.page, pageSize: body.pageSize, total: total?.n ?? 0, data };
    },

    /** Bet records by order: game, room, round with its result, each option's outcome. */
    betOrders: ownBets.orders,

    /** The player's settled result on each of the last local days. */
    betDays: ownBets.days,

    /** The player's settled result today (local day): paid back − staked, with both sides. */
    async todayWinLost(playerId: string): Promise<TodayWinLost> {
      const { from, to } = dayBounds(0);
      const today = await sums(from, to, playerId);
      return { win: money(today.award - today.stake), stake: money(today.stake), award: money(today.award) };
    },

    /** Every player's settled orders yesterday and today: paid back (`win`) and staked (`total`). */
    async trend(): Promise<TrendData> {
      const yesterday = dayBounds(-1);
      const today = dayBounds(0);
      const [y, t] = [await sums(yesterday.from, yesterday.to), await sums(today.from, today.to)];
      return {
        yeswin: money(y.award),
        yestotal: money(y.stake),
        todaywin: money(t.award),
        todaytotal: money(t.stake),
      };
    },
  };
}

export type RecordsService = ReturnType<typeof createRecordsService>;
