import { sql } from 'drizzle-orm';
import { preparedRows, type Executor } from '../../../platform/db/database.js';
import type { PlayerRow } from '../../accounts/players.service.js';
import type { orders } from '../rounds.tables.js';
import { shareRoundBetting } from '../rounds.locks.js';
import type { OrderLineRow, RoomRow, RoundRow } from '../rounds.repository.js';

/** A uuid no row has: what the round look-up uses when the client sent something else. */
const NO_UUID = '00000000-0000-0000-0000-000000000000';

/** Everything placing an order checks, as one statement reads it (see `placementFacts`). */
export type PlacementFacts = {
  /** The database's clock, read in the same statement as everything else. */
  now: Date;
  room: Pick<RoomRow, 'id' | 'roomType' | 'enabled' | 'minLevel' | 'minBuy' | 'rates' | 'pendingRates' | 'pendingFrom'> | null;
  typeEnabled: boolean;
  round: Pick<RoundRow, 'id' | 'roomType' | 'seqno' | 'state' | 'opensAt' | 'locksAt'> | null;
  player: Pick<PlayerRow, 'status' | 'level' | 'nickname'> | null;
  /** The player's order already placed under this key, if any. */
  previousId: string | null;
  /** The end of the player's latest time-out or self-exclusion (past or not), if any. */
  excludedUntil: Date | null;
  /** Whether the player has a loss limit (then the placement checks it under the player's lock). */
  hasLossLimit: boolean;
};

type Timestamp = string | Date;

type PlacementFactsRow = {
  now: Timestamp;
  room_id: number | null;
  room_type: number | null;
  room_enabled: boolean | null;
  type_enabled: boolean | null;
  min_level: number | null;
  min_buy: string | number | null;
  rates: number[] | null;
  pending_rates: number[] | null;
  pending_from: Timestamp | null;
  round_id: string | null;
  round_room_type: number | null;
  seqno: string | null;
  round_state: RoundRow['state'] | null;
  opens_at: Timestamp | null;
  locks_at: Timestamp | null;
  player_status: PlayerRow['status'] | null;
  player_level: number | null;
  nickname: string | null;
  previous_id: string | null;
  excluded_until: Timestamp | null;
  has_loss_limit: boolean;
};

function factsFromRow(row: PlacementFactsRow): PlacementFacts {
  return {
    now: new Date(row.now),
    room:
      row.room_id === null
        ? null
        : {
            id: row.room_id,
            roomType: row.room_type!,
            enabled: row.room_enabled!,
            minLevel: row.min_level!,
            minBuy: Number(row.min_buy),
            rates: row.rates!,
            pendingRates: row.pending_rates,
            pendingFrom: row.pending_from === null ? null : new Date(row.pending_from),
          },
    typeEnabled: row.type_enabled === true,
    round:
      row.round_id === null
        ? null
        : {
            id: row.round_id,
            roomType: row.round_room_type!,
            seqno: row.seqno!,
            state: row.round_state!,
            opensAt: new Date(row.opens_at!),
            locksAt: new Date(row.locks_at!),
          },
    player: row.player_status === null ? null : { status: row.player_status, level: row.player_level!, nickname: row.nickname! },
    previousId: row.previous_id,
    excludedUntil: row.excluded_until === null ? null : new Date(row.excluded_until),
    hasLossLimit: row.has_loss_limit,
  };
}

export type NewOrder = Pick<typeof orders.$inferSelect, 'id' | 'playerId' | 'roomId' | 'roundId' | 'roomType' | 'seqno' | 'total' | 'orderKey' | 'createdAt'>;
export type NewOrderLine = Pick<OrderLineRow, 'option' | 'odds' | 'amount'>;

/**
 * The order placement's reads and writes, each a single statement: an order is one round trip
 * to check and one to write (plus the ledger's own), so a busy room keeps its transactions short.
 * Both are named prepared statements of constant text: every order runs them.
 */
export function createOrdersRepository({ db }: { db: Executor }) {
  return {
    /**
     * The room (and whether its room type is enabled), the round — with its betting lock taken
     * shared (`rounds.locks.ts`): from here on the round cannot leave `open` until this
     * transaction ends — the player, the order already placed under `orderKey`, the player's
     * protection facts (exclusion end, whether a loss limit exists) and the database's clock. Missing rows come back null. The round's state is as of this statement's
     * start, possibly before a wait for the lock; `insertOrder` checks it again.
     */
    async placementFacts(input: { roomId: number; roundId: string | null; playerId: string; orderKey: string }): Promise<PlacementFacts> {
      const [row] = await preparedRows<PlacementFactsRow>(
        db,
        'orders_placement_facts',
        sql`select ${shareRoundBetting(input.roundId ?? NO_UUID)} as betting_locked,
                   clock_timestamp() as now,
                   r.id as room_id, r.room_type, r.enabled as room_enabled, t.enabled as type_enabled,
                   r.min_level, r.min_buy, r.rates, r.pending_rates, r.pending_from,
                   g.id as round_id, g.room_type as round_room_type, g.seqno, g.state as round_state, g.opens_at, g.locks_at,
                   p.status as player_status, p.level as player_level, p.nickname,
                   o.id::text as previous_id,
                   (select max(ends_at) from protection_exclusions where player_id = ${input.playerId}::uuid) as excluded_until,
                   exists (select 1 from protection_limits where player_id = ${input.playerId}::uuid and kind = 'loss') as has_loss_limit
            from (values (1)) as base(one)
            left join rooms r on r.id = ${input.roomId}::integer
            left join room_types t on t.room_type = r.room_type
            left join lateral (
              select id::text, room_type, seqno, state, opens_at, locks_at from rounds
              where id = ${input.roundId ?? NO_UUID}::uuid
            ) g on true
            left join players p on p.id = ${input.playerId}::uuid
            left join orders o on o.player_id = ${input.playerId}::uuid and o.order_key = ${input.orderKey}`,
      );
      return factsFromRow(row!);
    },

    /**
     * Inserts the order and its lines in one statement, if its round is still open as this
     * statement sees it (the betting lock is held by now, so no commit can have moved it on
     * unseen): `closed` when it is not, `duplicate` when the player already has an order under
     * this key (a concurrent request with the same key committed first).
     */
    async insertOrder(order: NewOrder, lines: NewOrderLine[]): Promise<'inserted' | 'duplicate' | 'closed'> {
      const [outcome] = await preparedRows<{ open: boolean; id: string | null }>(
        db,
        'orders_insert_with_lines',
        sql`with open_round as (
              select 1 from rounds where id = ${order.roundId}::uuid and state = 'open'
            ), inserted as (
              insert into orders (id, player_id, room_id, round_id, room_type, seqno, total, order_key, created_at)
              select ${order.id}::uuid, ${order.playerId}::uuid, ${order.roomId}::integer, ${order.roundId}::uuid,
                     ${order.roomType}::integer, ${order.seqno}::text, ${order.total}::bigint, ${order.orderKey}::text,
                     ${order.createdAt}::timestamptz
              from open_round
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
            select exists (select 1 from open_round) as open, (select id::text from inserted) as id`,
      );
      if (!outcome?.open) return 'closed';
      return outcome.id ? 'inserted' : 'duplicate';
    },
  };
}
