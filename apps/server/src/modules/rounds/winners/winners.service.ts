import type { UiLanguage, Winner } from '@fairround/shared';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.js';
import { playerNames } from '../../accounts/players.queries.js';
import { maskName, moneyOf } from '../rounds.context.js';
import { loadGameNames } from '../game-names.js';
import { orders } from '../rounds.tables.js';

/** The home feed shows at most this many wins (PRODUCT §2, issue #6). */
export const WINNERS_FEED_MAX = 100;

/** One real settled win (shared `winnerSchema`): the player's name masked, what the order paid beyond its stake. */
export type WinnerView = Winner;

/**
 * The winners feed (PRODUCT §0.1): only settled orders of players that exist, that paid back more
 * than they staked (an order that won one line but lost more on others is not a win). Names are
 * masked like the room feed. Nothing is ever added that did not happen.
 */
export function createWinnersService({ db, minorDigits }: { db: Database; minorDigits: number }) {
  const money = moneyOf(minorDigits);

  return {
    async latest(language: UiLanguage, limit = WINNERS_FEED_MAX): Promise<{ list: WinnerView[] }> {
      const rows = await db
        .select({
          id: orders.id,
          roomType: orders.roomType,
          roomId: orders.roomId,
          total: orders.total,
          payout: orders.payout,
          resolvedAt: orders.resolvedAt,
          nickname: playerNames.nickname,
        })
        .from(orders)
        .innerJoin(playerNames, eq(playerNames.id, orders.playerId))
        .where(and(eq(orders.state, 'won'), gt(orders.payout, orders.total)))
        .orderBy(desc(orders.resolvedAt), asc(orders.id))
        .limit(Math.min(Math.max(1, limit), WINNERS_FEED_MAX));
      const gameName = await loadGameNames(db);
      return {
        list: rows.map((row) => ({
          id: row.id,
          username: maskName(row.nickname),
          game: gameName(row.roomType, language) ?? String(row.roomType),
          roomtype: row.roomType,
          roomid: row.roomId,
          money: money(row.payout - row.total),
          award: money(row.payout),
          createtime: row.resolvedAt?.getTime() ?? 0,
        })),
      };
    },

    /** How many wins a settled round produced (the live push says "refetch" only when there are some). */
    async winsOfRound(roundId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .innerJoin(playerNames, eq(playerNames.id, orders.playerId))
        .where(and(eq(orders.roundId, roundId), eq(orders.state, 'won'), gt(orders.payout, orders.total)));
      return Number(row?.n ?? 0);
    },
  };
}

export type WinnersService = ReturnType<typeof createWinnersService>;
