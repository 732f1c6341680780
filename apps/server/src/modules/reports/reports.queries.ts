import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../platform/db/database.js';

/**
 * The SQL behind the dashboard and the reports. Every money figure is read from the ledger's
 * transfers (by code and account side); orders and rooms only say which room a bet belonged to.
 * Sums come back as text and are turned into safe integers here.
 */

/** One calendar day of the operator's zone: its label and its [start, end) instants. */
export type DayBucket = { day: string; from: Date; to: Date };

const toNumber = (value: unknown): number => {
  const number = Number(value ?? 0);
  if (!Number.isSafeInteger(number)) throw new RangeError(`report figure ${String(value)} is not a safe integer`);
  return number;
};

/** `(day, starts, ends)` rows as a VALUES list, so every query buckets by the same local days. */
function daysTable(days: DayBucket[]): SQL {
  const rows = days.map(
    (bucket) => sql`(${bucket.day}::text, ${bucket.from.toISOString()}::timestamptz, ${bucket.to.toISOString()}::timestamptz)`,
  );
  return sql`days(day, starts, ends) as (values ${sql.join(rows, sql`, `)})`;
}

export type MovementRow = {
  day: string;
  code: string;
  debitOwner: string;
  debitType: string;
  creditOwner: string;
  creditType: string;
  amount: number;
  transfers: number;
};

/** Transfers of each local day summed by code and by the kind and type of both accounts. */
export async function movementsByDay(db: Executor, days: DayBucket[]): Promise<MovementRow[]> {
  if (days.length === 0) return [];
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`with ${daysTable(days)}
        select d.day, t.code, da.owner_kind as debit_owner, da.type as debit_type,
               ca.owner_kind as credit_owner, ca.type as credit_type,
               sum(t.amount)::text as amount, count(*)::int as transfers
          from days d
          join ledger_transfers t on t.created_at >= d.starts and t.created_at < d.ends
          join ledger_accounts da on da.id = t.debit_account_id
          join ledger_accounts ca on ca.id = t.credit_account_id
         group by d.day, t.code, da.owner_kind, da.type, ca.owner_kind, ca.type`,
  );
  return rows.map((row) => ({
    day: String(row.day),
    code: String(row.code),
    debitOwner: String(row.debit_owner),
    debitType: String(row.debit_type),
    creditOwner: String(row.credit_owner),
    creditType: String(row.credit_type),
    amount: toNumber(row.amount),
    transfers: toNumber(row.transfers),
  }));
}

/**
 * Orders settled in each local day, per room: the settlement transfers (`bet_payout`,
 * `bet_settle_loss`) grouped by their `order:<id>` reference give each order's stake (what left
 * escrow) and payout (what reached cash); the order row only names the room.
 */
const settledOrders = sql`settled as (
  select t.reference,
         sum(case when da.type = 'bet_escrow' then t.amount else 0 end) as stake,
         sum(case when t.code = 'bet_payout' then t.amount else 0 end) as payout,
         min(t.created_at) as settled_at
    from ledger_transfers t
    join ledger_accounts da on da.id = t.debit_account_id
   where t.code in ('bet_payout', 'bet_settle_loss')
     and t.created_at >= (select min(starts) from days) and t.created_at < (select max(ends) from days)
   group by t.reference
)`;

export type RoomDayRow = {
  day: string;
  roomId: number;
  roomType: number;
  tab: number;
  tier: string;
  stakes: number;
  payouts: number;
  orders: number;
};

export async function settledByRoomAndDay(db: Executor, days: DayBucket[]): Promise<RoomDayRow[]> {
  if (days.length === 0) return [];
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`with ${daysTable(days)}, ${settledOrders}
        select d.day, o.room_id, o.room_type, r.tab, r.tier,
               sum(s.stake)::text as stakes, sum(s.payout)::text as payouts, count(*)::int as orders
          from settled s
          join days d on s.settled_at >= d.starts and s.settled_at < d.ends
          join orders o on 'order:' || o.id::text = s.reference
          join rooms r on r.id = o.room_id
         group by d.day, o.room_id, o.room_type, r.tab, r.tier`,
  );
  return rows.map((row) => ({
    day: String(row.day),
    roomId: toNumber(row.room_id),
    roomType: toNumber(row.room_type),
    tab: toNumber(row.tab),
    tier: String(row.tier),
    stakes: toNumber(row.stakes),
    payouts: toNumber(row.payouts),
    orders: toNumber(row.orders),
  }));
}

export type LineGroupRow = { day: string; roomId: number; roomType: number; option: number; odds: number; amount: number; lines: number };

/** The lines of the same settled orders by option and odds: the basis of the theoretical RTP. */
export async function settledLinesByRoomAndDay(db: Executor, days: DayBucket[]): Promise<LineGroupRow[]> {
  if (days.length === 0) return [];
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`with ${daysTable(days)}, ${settledOrders}
        select d.day, o.room_id, o.room_type, l.option, l.odds,
               sum(l.amount)::text as amount, count(*)::int as lines
          from settled s
          join days d on s.settled_at >= d.starts and s.settled_at < d.ends
          join orders o on 'order:' || o.id::text = s.reference
          join order_lines l on l.order_id = o.id
         group by d.day, o.room_id, o.room_type, l.option, l.odds`,
  );
  return rows.map((row) => ({
    day: String(row.day),
    roomId: toNumber(row.room_id),
    roomType: toNumber(row.room_type),
    option: toNumber(row.option),
    odds: toNumber(row.odds),
    amount: toNumber(row.amount),
    lines: toNumber(row.lines),
  }));
}

/** Players who placed at least one order (a `bet_stake` transfer) in each day, and in all of them. */
export async function activePlayers(db: Executor, days: DayBucket[]): Promise<{ perDay: Map<string, number>; total: number }> {
  if (days.length === 0) return { perDay: new Map(), total: 0 };
  const rows = await queryRows<{ day: string | null; players: number }>(
    db,
    sql`with ${daysTable(days)}
        select d.day, count(distinct ca.player_id)::int as players
          from days d
          join ledger_transfers t on t.created_at >= d.starts and t.created_at < d.ends and t.code = 'bet_stake'
          join ledger_accounts ca on ca.id = t.credit_account_id
         group by rollup (d.day)`,
  );
  const perDay = new Map<string, number>();
  let total = 0;
  for (const row of rows) {
    if (row.day === null) total = toNumber(row.players);
    else perDay.set(String(row.day), toNumber(row.players));
  }
  return { perDay, total };
}

/** Players with a live session used within the window: the same count from every instance. */
export async function playersOnline(db: Executor, now: Date, windowMs: number): Promise<number> {
  const since = new Date(now.getTime() - windowMs);
  const [row] = await queryRows<{ players: number }>(
    db,
    sql`select count(distinct player_id)::int as players from player_sessions
         where revoked_at is null and expires_at > ${now.toISOString()}::timestamptz
           and last_seen_at >= ${since.toISOString()}::timestamptz`,
  );
  return toNumber(row?.players);
}

export type QueueRow = { count: number; oldestAt: Date | null };

/** What waits for staff: pending deposits and withdrawals, conversations whose last word is the player's. */
export async function pendingQueues(db: Executor): Promise<Record<'deposits' | 'withdrawals' | 'support', QueueRow>> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select
          (select count(*)::int from deposit_requests where status = 'pending') as deposits,
          (select min(created_at)::text from deposit_requests where status = 'pending') as deposits_oldest,
          (select count(*)::int from withdrawals where status = 'pending') as withdrawals,
          (select min(created_at)::text from withdrawals where status = 'pending') as withdrawals_oldest,
          (select count(*)::int from support_conversations where status = 'open' and last_sender = 'player') as support,
          (select min(last_message_at)::text from support_conversations where status = 'open' and last_sender = 'player') as support_oldest`,
  );
  const queue = (count: unknown, oldest: unknown): QueueRow => ({
    count: toNumber(count),
    oldestAt: oldest ? new Date(String(oldest)) : null,
  });
  return {
    deposits: queue(row?.deposits, row?.deposits_oldest),
    withdrawals: queue(row?.withdrawals, row?.withdrawals_oldest),
    support: queue(row?.support, row?.support_oldest),
  };
}

/** Open staking positions (the count; the principal itself is read from the ledger). */
export async function openStakingPositions(db: Executor): Promise<number> {
  const [row] = await queryRows<{ positions: number }>(
    db,
    sql`select count(*)::int as positions from staking_positions where status = 'open'`,
  );
  return toNumber(row?.positions);
}

export type BalanceRow = { ownerKind: string; type: string; balance: number };

/** Σ of the cached balances by owner kind and account type. */
export async function balancesByType(db: Executor): Promise<BalanceRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select owner_kind, type, sum(balance)::text as balance from ledger_accounts group by owner_kind, type`,
  );
  return rows.map((row) => ({ ownerKind: String(row.owner_kind), type: String(row.type), balance: toNumber(row.balance) }));
}

export type CodeFlowRow = { code: string; towardPlayers: number };

/**
 * Every transfer since the first, by code, signed from the players' side: + when it credits a
 * player account, − when it debits one (player-to-player moves cancel out).
 */
export async function flowsTowardPlayers(db: Executor): Promise<CodeFlowRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select t.code,
               sum(case when ca.owner_kind = 'player' then t.amount else 0 end
                 - case when da.owner_kind = 'player' then t.amount else 0 end)::text as toward
          from ledger_transfers t
          join ledger_accounts da on da.id = t.debit_account_id
          join ledger_accounts ca on ca.id = t.credit_account_id
         group by t.code`,
  );
  return rows.map((row) => ({ code: String(row.code), towardPlayers: toNumber(row.toward) }));
}
