import { and, eq, sql } from 'drizzle-orm';
import { preparedRows, type Executor } from '../../../platform/db/database.js';
import { players } from '../../accounts/players.tables.js';
import { orders, rooms, roomTypes, rounds } from '../rounds.tables.js';
import type { OrderLineRow } from '../rounds.repository.js';

/** Everything placing an order checks, as one statement reads it (see `placementFacts`). */
export type PlacementFacts = Awaited<ReturnType<ReturnType<typeof createOrdersRepository>['placementFacts']>>;

export type NewOrder = Pick<typeof orders.$inferSelect, 'id' | 'playerId' | 'roomId' | 'roundId' | 'roomType' | 'seqno' | 'total' | 'orderKey' | 'createdAt'>;
export type NewOrderLine = Pick<OrderLineRow, 'option' | 'odds' | 'amount'>;

/**
 * The order placement's reads and writes, each a single statement: an order is one round trip
 * to check and one to write (plus the ledger's own), so a busy room keeps its transactions short.
 */
export function createOrdersRepository({ db }: { db: Executor }) {
  return {
    /**
     * The room (and whether its room type is enabled), the round taken FOR SHARE — the engine's
     * lock and settlement wait for this transaction, and a round they already moved on is seen
     * in its new state — the player, the order already placed under `orderKey`, and the
     * database's clock read after the round lock. Missing rows come back null.
     */
    async placementFacts(input: { roomId: number; roundId: string | null; playerId: string; orderKey: string }) {
      const lockedRound = db
        .select({
          id: rounds.id,
          roomType: rounds.roomType,
          seqno: rounds.seqno,
          state: rounds.state,
          opensAt: rounds.opensAt,
          locksAt: rounds.locksAt,
        })
        .from(rounds)
        // A uuid no round has when the client sent something else: the lookup then finds nothing.
        .where(eq(rounds.id, input.roundId ?? '00000000-0000-0000-0000-000000000000'))
        .for('share')
        .as('locked_round');
      const [row] = await db
        .select({
          now: sql<string | Date>`clock_timestamp()`,
          room: rooms,
          typeEnabled: roomTypes.enabled,
          round: {
            id: lockedRound.id,
            roomType: lockedRound.roomType,
            seqno: lockedRound.seqno,
            state: lockedRound.state,
            opensAt: lockedRound.opensAt,
            locksAt: lockedRound.locksAt,
          },
          player: { status: players.status, level: players.level, nickname: players.nickname },
          previous: orders,
        })
        .from(sql`(values (1)) as base(one)`)
        .leftJoin(rooms, eq(rooms.id, input.roomId))
        .leftJoin(roomTypes, eq(roomTypes.roomType, rooms.roomType))
        .leftJoinLateral(lockedRound, sql`true`)
        .leftJoin(players, eq(players.id, input.playerId))
        .leftJoin(orders, and(eq(orders.playerId, input.playerId), eq(orders.orderKey, input.orderKey)))
        .prepare('orders_placement_facts')
        .execute();
      return { ...row!, now: new Date(row!.now) };
    },

    /**
     * Inserts the order and its lines in one statement; false when the player already has an
     * order under this key (a concurrent request with the same key committed first).
     */
    async insertOrder(order: NewOrder, lines: NewOrderLine[]): Promise<boolean> {
      const inserted = await preparedRows<{ id: string }>(
        db,
        'orders_insert_with_lines',
        sql`with inserted as (
              insert into orders (id, player_id, room_id, round_id, room_type, seqno, total, order_key, created_at)
              values (${order.id}, ${order.playerId}, ${order.roomId}, ${order.roundId}, ${order.roomType}, ${order.seqno},
                      ${order.total}, ${order.orderKey}, ${order.createdAt})
              on conflict (player_id, order_key) do nothing
              returning id
            ), written as (
              insert into order_lines (order_id, option, odds, amount)
              select inserted.id, line.option, line.odds, line.amount
              from inserted,
                   unnest(${sql.param(lines.map((line) => line.option))}::smallint[], ${sql.param(lines.map((line) => line.odds))}::integer[],
                          ${sql.param(lines.map((line) => line.amount))}::bigint[]) with ordinality as line(option, odds, amount, ord)
              order by line.ord
              returning 1
            )
            select id::text as id from inserted`,
      );
      return inserted.length === 1;
    },
  };
}
