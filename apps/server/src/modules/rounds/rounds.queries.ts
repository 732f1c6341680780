import type { UiLanguage } from '@fairround/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { rowsByIds } from '../../platform/db/rows-by-ids.js';
import { games, orderLines, orders, rooms, rounds } from './rounds.tables.js';
import { createRoundsViews } from './rounds.views.js';

/** Rows other modules may hold (read-only; the rounds module alone writes them). */
export type { RoomRow, RoundRow } from './rounds.repository.js';

/** Orders read per statement while looking for the player's recent rounds. */
const ORDERS_PER_SLICE = 500;

/**
 * What other modules read of the player's rounds and orders for a history or a recall
 * (modules/protection/history). Read-only.
 */
export function createRoundsHistoryQueries({ db }: { db: Executor }) {
  return {
    async ordersByIds(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: orders.id, roomType: orders.roomType, seqno: orders.seqno })
        .from(orders)
        .where(inArray(orders.id, [...ids]));
    },

    /**
     * The newest `limit` rounds the player has a non-cancelled order in, by their newest order.
     * Walks the player's orders newest first a slice at a time and stops once it has enough, so
     * years of play cost no more than the last few rounds.
     */
    async recentRoundIds(playerId: string, limit: number, sliceSize = ORDERS_PER_SLICE): Promise<string[]> {
      const found = new Set<string>();
      let after: { createdAt: Date; id: string } | null = null;
      for (;;) {
        const slice: { id: string; roundId: string; createdAt: Date }[] = await db
          .select({ id: orders.id, roundId: orders.roundId, createdAt: orders.createdAt })
          .from(orders)
          .where(
            and(
              eq(orders.playerId, playerId),
              sql`${orders.state} <> 'cancelled'`,
              after
                ? sql`(${orders.createdAt}, ${orders.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
                : undefined,
            ),
          )
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(sliceSize);
        for (const order of slice) {
          found.add(order.roundId);
          if (found.size === limit) return [...found];
        }
        const last = slice.at(-1);
        if (!last || slice.length < sliceSize) return [...found];
        after = last;
      }
    },

    /** Every order (cancelled ones too) of the player in these rounds, with their lines. */
    async playerOrdersIn(playerId: string, roundIds: readonly string[]) {
      if (roundIds.length === 0) return { orders: [], lines: [] };
      const found = await db
        .select()
        .from(orders)
        .where(and(eq(orders.playerId, playerId), inArray(orders.roundId, [...roundIds])))
        .orderBy(orders.createdAt, orders.id);
      const lines =
        found.length === 0
          ? []
          : await db
              .select()
              .from(orderLines)
              .where(
                inArray(
                  orderLines.orderId,
                  found.map((order) => order.id),
                ),
              )
              .orderBy(orderLines.option);
      return { orders: found, lines };
    },

    roundsByIds: (ids: readonly string[]) => rowsByIds(db, rounds, ids),

    roomsByIds: (ids: readonly number[]) => rowsByIds(db, rooms, ids),
  };
}

/** Room titles only use the catalogue's texts, so the money digits do not matter here. */
const roomViews = createRoundsViews(0);

const TILE_NAME_COLUMN = {
  vi: 'nameVi',
  'en-US': 'nameEn',
  'zh-CN': 'nameChs',
  'zh-TW': 'nameCht',
} as const satisfies Record<UiLanguage, keyof typeof games.$inferSelect>;

/** Rooms' titles in `language`, by room id (for the audit log's target names). */
export async function roomTitles(
  executor: Executor,
  ids: readonly number[],
  language: UiLanguage,
): Promise<Map<number, string>> {
  const rows = await rowsByIds(executor, rooms, ids);
  return new Map(rows.map((row) => [row.id, roomViews.room(row, language, null).title]));
}

/** Home tiles' names in `language`, by tile id (for the audit log's target names). */
export async function tileNames(
  executor: Executor,
  ids: readonly number[],
  language: UiLanguage,
): Promise<Map<number, string>> {
  const rows = await rowsByIds(executor, games, ids);
  return new Map(rows.map((row) => [row.id, row[TILE_NAME_COLUMN[language]]]));
}
