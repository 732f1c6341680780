import {
  ErrorCode,
  formatOdds,
  winningOptions,
  type AdminPlayerBet,
  type AdminPlayerBetsPage,
  type AdminPlayerBetsQuery,
  type RoundResult,
  type UiLanguage,
} from '@fairround/shared';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../../platform/errors/app-error.js';
import { findPlayer } from '../../accounts/players.service.js';
import { orderNumberOf } from '../orders/orders.service.js';
import { optionLabel, type RoundsContext } from '../rounds.context.js';
import type { RoomRow, RoundRow } from '../rounds.repository.js';
import { orderLines, orders, rooms, rounds } from '../rounds.tables.js';
import { createRoundsViews } from '../rounds.views.js';

const proofPathOf = (round: RoundRow) =>
  `/fairness?type=${round.roomType}&seqno=${encodeURIComponent(round.seqno)}`;

/**
 * One player's orders for the console's Bets tab (PRODUCT.md §10), newest first: the room and
 * round, each option with its odds, stake and payout, the round's outcome and its public proof.
 * Cancelled orders are listed too (with their state), so staff see everything the player did.
 */
export function createPlayerBetsService(context: Pick<RoundsContext, 'db' | 'minorDigits'>) {
  const { db } = context;
  const views = createRoundsViews(context.minorDigits);

  function betOf(
    language: UiLanguage,
    order: typeof orders.$inferSelect,
    round: RoundRow,
    room: RoomRow | undefined,
    lines: (typeof orderLines.$inferSelect)[],
  ): AdminPlayerBet {
    const drawn = round.state === 'drawn' || round.state === 'settled';
    const result = drawn ? ((round.result as RoundResult | null) ?? null) : null;
    return {
      orderId: order.id,
      orderNumber: orderNumberOf(order.id),
      state: order.state,
      placedAt: order.createdAt.getTime(),
      room: { id: order.roomId, title: room ? views.room(room, language, round).title : String(order.roomId) },
      roomType: order.roomType,
      roundId: round.id,
      seqno: round.seqno,
      roundState: round.state,
      drawsAt: round.drawsAt.getTime(),
      result,
      resultText: result
        ? winningOptions(result)
            .map((option) => optionLabel(language, round.roomType, option))
            .join(' · ')
        : null,
      lines: lines.map((line) => ({
        option: line.option,
        label: optionLabel(language, order.roomType, line.option),
        odds: formatOdds(line.odds),
        stake: views.money(line.amount),
        payout: views.money(line.payout),
        won: line.won,
      })),
      stake: views.money(order.total),
      payout: views.money(order.payout),
      proofPath: result ? proofPathOf(round) : null,
    };
  }

  return {
    /** `POST /api/admin/players/bets` (3003 for an unknown player). */
    async page(query: AdminPlayerBetsQuery, language: UiLanguage): Promise<AdminPlayerBetsPage> {
      if (!(await findPlayer(db, query.userId))) throw new AppError(ErrorCode.NotFound, { field: 'userId' });
      const [[counted], page] = await Promise.all([
        db.select({ total: count() }).from(orders).where(eq(orders.playerId, query.userId)),
        db
          .select()
          .from(orders)
          .where(eq(orders.playerId, query.userId))
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
      ]);
      const base = { total: counted?.total ?? 0, page: query.page, pageSize: query.pageSize };
      if (page.length === 0) return { ...base, list: [] };
      const [roundRows, roomRows, lineRows] = await Promise.all([
        db.select().from(rounds).where(inArray(rounds.id, [...new Set(page.map((order) => order.roundId))])),
        db.select().from(rooms).where(inArray(rooms.id, [...new Set(page.map((order) => order.roomId))])),
        db
          .select()
          .from(orderLines)
          .where(inArray(orderLines.orderId, page.map((order) => order.id)))
          .orderBy(asc(orderLines.option)),
      ]);
      const roundById = new Map(roundRows.map((round) => [round.id, round]));
      const roomById = new Map(roomRows.map((room) => [room.id, room]));
      return {
        ...base,
        list: page.flatMap((order) => {
          const round = roundById.get(order.roundId);
          if (!round) return [];
          const lines = lineRows.filter((line) => line.orderId === order.id);
          return [betOf(language, order, round, roomById.get(order.roomId), lines)];
        }),
      };
    },
  };
}

export type PlayerBetsService = ReturnType<typeof createPlayerBetsService>;
