import { ODDS_SCALE } from '@fairround/shared';
import { and, asc, desc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../platform/db/database.js';
import { games, orderLines, type orders, rooms, roomTypes, rounds } from './rounds.tables.js';

export type RoomTypeRow = typeof roomTypes.$inferSelect;
export type RoomRow = typeof rooms.$inferSelect;
export type GameRow = typeof games.$inferSelect;
export type RoundRow = typeof rounds.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

/** Reads and conditional writes of room types, rooms, rounds and orders. */
export function createRoundsRepository({ db }: { db: Executor }) {
  return {
    async roomTypes(): Promise<RoomTypeRow[]> {
      return db.select().from(roomTypes).orderBy(asc(roomTypes.roomType));
    },

    async roomType(roomType: number): Promise<RoomTypeRow | null> {
      const [row] = await db.select().from(roomTypes).where(eq(roomTypes.roomType, roomType));
      return row ?? null;
    },

    /** The tiles switched on, in the console's order. */
    async games(): Promise<GameRow[]> {
      return db.select().from(games).where(eq(games.enabled, true)).orderBy(asc(games.sort), asc(games.id));
    },

    /** Every tile, hidden ones included, in the console's order. */
    async allGames(): Promise<GameRow[]> {
      return db.select().from(games).orderBy(asc(games.sort), asc(games.id));
    },

    async rooms(filter: { roomType?: number; tab?: number } = {}): Promise<RoomRow[]> {
      const conditions = [
        filter.roomType === undefined ? undefined : eq(rooms.roomType, filter.roomType),
        filter.tab === undefined ? undefined : eq(rooms.tab, filter.tab),
      ].filter(Boolean);
      return db
        .select()
        .from(rooms)
        .where(and(...conditions))
        .orderBy(asc(rooms.roomType), asc(rooms.tab), asc(rooms.minLevel), asc(rooms.id));
    },

    async room(id: number): Promise<RoomRow | null> {
      const [row] = await db.select().from(rooms).where(eq(rooms.id, id));
      return row ?? null;
    },

    async round(id: string): Promise<RoundRow | null> {
      const [row] = await db.select().from(rounds).where(eq(rounds.id, id));
      return row ?? null;
    },

    async roundBySeqno(roomType: number, seqno: string): Promise<RoundRow | null> {
      const [row] = await db
        .select()
        .from(rounds)
        .where(and(eq(rounds.roomType, roomType), eq(rounds.seqno, seqno)));
      return row ?? null;
    },

    /** The round a room shows now: the first whose draw is still ahead (open or locked). */
    async currentRound(roomType: number, now: Date): Promise<RoundRow | null> {
      const [row] = await db
        .select()
        .from(rounds)
        .where(and(eq(rounds.roomType, roomType), gt(rounds.drawsAt, now)))
        .orderBy(asc(rounds.drawsAt))
        .limit(1);
      return row ?? null;
    },

    async latestRound(roomType: number): Promise<RoundRow | null> {
      const [row] = await db
        .select()
        .from(rounds)
        .where(eq(rounds.roomType, roomType))
        .orderBy(desc(rounds.drawsAt))
        .limit(1);
      return row ?? null;
    },

    /** Drawn rounds of a type, newest first (result history). */
    async history(roomType: number, limit: number): Promise<RoundRow[]> {
      return db
        .select()
        .from(rounds)
        .where(and(eq(rounds.roomType, roomType), inArray(rounds.state, ['drawn', 'settled'])))
        .orderBy(desc(rounds.drawsAt))
        .limit(limit);
    },

    /** Rounds that should be past `open` (lock due) or past `locked` (draw due). */
    async dueRounds(now: Date): Promise<RoundRow[]> {
      return db
        .select()
        .from(rounds)
        .where(
          or(
            and(eq(rounds.state, 'open'), lte(rounds.locksAt, now)),
            and(inArray(rounds.state, ['locked', 'drawn']), lte(rounds.drawsAt, now)),
          ),
        )
        .orderBy(asc(rounds.drawsAt));
    },

    /**
     * The next moment after `now` at which a round locks or draws: the engine's timer aims at it
     * so a draw is settled as it comes, not up to a tick later. Uses the (state, draws_at) index.
     */
    async nextDueAt(now: Date): Promise<Date | null> {
      const after = sql`${now.toISOString()}::timestamptz`;
      const [next] = await queryRows<{ at: Date | string | null }>(
        db,
        sql`select least(
          (select min(${rounds.locksAt}) from ${rounds} where ${rounds.state} = 'open' and ${rounds.locksAt} > ${after}),
          (select min(${rounds.drawsAt}) from ${rounds} where ${rounds.state} in ('open', 'locked') and ${rounds.drawsAt} > ${after})
        ) as at`,
      );
      return next?.at ? new Date(next.at) : null;
    },

    /** Ids of the open rounds whose lock time has come. */
    async lockDueIds(now: Date): Promise<string[]> {
      const rows = await db
        .select({ id: rounds.id })
        .from(rounds)
        .where(and(eq(rounds.state, 'open'), lte(rounds.locksAt, now)));
      return rows.map((row) => row.id);
    },

    /** Locks those of `ids` still open whose lock time has come; answers the rounds it moved. */
    async lockDue(ids: string[], now: Date): Promise<RoundRow[]> {
      if (ids.length === 0) return [];
      return db
        .update(rounds)
        .set({ state: 'locked', lockedAt: now })
        .where(and(inArray(rounds.id, ids), eq(rounds.state, 'open'), lte(rounds.locksAt, now)))
        .returning();
    },

    async lockForUpdate(id: string): Promise<RoundRow | null> {
      const [row] = await db.select().from(rounds).where(eq(rounds.id, id)).for('update');
      return row ?? null;
    },

    async lockForShare(id: string): Promise<RoundRow | null> {
      const [row] = await db.select().from(rounds).where(eq(rounds.id, id)).for('share');
      return row ?? null;
    },

    /** Conditional transition: only moves a round that is still in `from`. */
    async transition(
      id: string,
      from: RoundRow['state'],
      to: Partial<typeof rounds.$inferInsert> & { state: RoundRow['state'] },
    ): Promise<RoundRow | null> {
      const [row] = await db
        .update(rounds)
        .set(to)
        .where(and(eq(rounds.id, id), eq(rounds.state, from)))
        .returning();
      return row ?? null;
    },

    /**
     * Settles the next `limit` placed orders of a round after `afterId` (keyset, by id) in one
     * statement: each line is marked won or lost with its payout (stake × odds ÷ 10⁴, rounded
     * down, exactly as `payoutMinor`), each order moves `placed` → won/lost with the sum.
     * Answers the orders it moved, ascending by id; empty when none are left.
     */
    async settleOrderSlice(input: { roundId: string; winning: number[]; afterId: string; limit: number; now: Date }): Promise<SettledOrder[]> {
      const rows = await queryRows<{ id: string; player_id: string; total: string | number; payout: string | number }>(
        db,
        sql`with slice as (
              select id from orders
              where round_id = ${input.roundId} and state = 'placed' and id > ${input.afterId}
              order by id limit ${input.limit} for update
            ), lines as (
              update order_lines l
              set won = l.option = any(${sql.param(input.winning)}::smallint[]),
                  payout = case when l.option = any(${sql.param(input.winning)}::smallint[])
                                then div(l.amount::numeric * l.odds, ${ODDS_SCALE})::bigint else 0 end
              from slice where l.order_id = slice.id
              returning l.order_id, l.payout
            ), sums as (
              select order_id, sum(payout)::bigint as payout from lines group by order_id
            )
            update orders o
            set state = case when s.payout > 0 then 'won' else 'lost' end, payout = s.payout, resolved_at = ${input.now}
            from sums s
            where o.id = s.order_id and o.state = 'placed'
            returning o.id::text, o.player_id::text, o.total, o.payout`,
      );
      return rows
        .map((row) => ({ id: row.id, playerId: row.player_id, total: Number(row.total), payout: Number(row.payout) }))
        .sort((a, b) => (a.id < b.id ? -1 : 1));
    },

    async countPlacedOrders(roundId: string): Promise<number> {
      const [row] = await queryRows<{ count: string | number }>(
        db,
        sql`select count(*) as count from orders where round_id = ${roundId} and state = 'placed'`,
      );
      return Number(row?.count ?? 0);
    },

    async linesOf(orderIds: string[]): Promise<OrderLineRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(orderLines)
        .where(inArray(orderLines.orderId, orderIds))
        .orderBy(asc(orderLines.orderId), asc(orderLines.option));
    },
  };
}

export type RoundsRepository = ReturnType<typeof createRoundsRepository>;

/** An order as settlement leaves it: what it staked and what it pays back. */
export type SettledOrder = { id: string; playerId: string; total: number; payout: number };
