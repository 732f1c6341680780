import type { RiskSignalKind, RiskThresholds } from '@fairround/shared';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../platform/db/database.js';

/**
 * The risk signals as SQL over what other modules already store: player sessions (accounts),
 * deposits, withdrawals and withdrawal accounts (cashier), orders (rounds), failure records
 * (the login throttle's table, the cashier's wrong pay passwords), limit raises and exclusions
 * (protection). Read-only; each query answers at most `limit` rows, newest first, each with a
 * stable key and a fingerprint (md5 of the evidence a review is held against).
 */

/** One signal as a query answers it: the common columns plus whichever evidence the kind has. */
export type SignalRow = {
  key: string;
  fingerprint: string;
  player_ids: string[];
  player_count: number;
  first_seen: Date | string;
  last_seen: Date | string;
  ip?: string | null;
  user_agent?: string | null;
  destination?: string | null;
  deposit_amount?: string | null;
  deposit_at?: Date | string | null;
  withdrawal_amount?: string | null;
  withdrawal_at?: Date | string | null;
  withdrawal_status?: string | null;
  turnover?: string | null;
  required_turnover?: string | null;
  withdrawals?: number | null;
  withdrawn?: string | null;
  failure_scope?: string | null;
  failure_key?: string | null;
  failures?: number | null;
  peak?: number | null;
  limit_name?: string | null;
  raises?: number | null;
  via?: string | null;
};

export type SignalQueryInput = {
  now: Date;
  thresholds: RiskThresholds;
  /** Only signals this player is part of. */
  playerId: string | null;
  limit: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const sinceOf = ({ now, thresholds }: SignalQueryInput) => new Date(now.getTime() - thresholds.windowDays * DAY_MS);
const none = sql``;

/** Players who were seen on the same address (`byDevice`: with the same User-Agent text too). */
function sharedAddress(input: SignalQueryInput, byDevice: boolean): SQL {
  const since = sinceOf(input);
  const groupBy = byDevice ? sql`ip, user_agent` : sql`ip`;
  const onlyPlayer = input.playerId
    ? sql`and ip in (select ip from player_sessions where player_id = ${input.playerId} and ip is not null)`
    : none;
  const key = byDevice
    ? sql`'shared_device:' || md5(ip || chr(10) || user_agent)`
    : sql`'shared_ip:' || ip`;
  const sameGroup = byDevice ? sql`m.ip = p.ip and m.user_agent = p.user_agent` : sql`m.ip = p.ip`;
  // Most addresses have one player. Shared addresses are found first from the narrow (address,
  // player, last seen) index alone, in its order; only their sessions are then read in full, so
  // only shared addresses pay for the ordered player lists (and a device is only shared on a
  // shared address). The addresses go in as an array so that the planner, which cannot know how
  // few they are, reads their sessions through the index instead of hashing the whole table.
  return sql`
    with shared_ips as (
      select ip from player_sessions
      where ip is not null and last_seen_at >= ${since} ${onlyPlayer}
      group by ip having count(distinct player_id) >= 2
    ), per_player as (
      select ${groupBy}, player_id, min(created_at) as first_at, max(last_seen_at) as last_at
      from player_sessions
      where ip = any (array(select ip from shared_ips)) and last_seen_at >= ${since}
        ${byDevice ? sql`and user_agent is not null` : none}
      group by ${groupBy}, player_id
    ), multi as (
      select ${groupBy} from per_player group by ${groupBy} having count(*) >= 2
    ), clusters as (
      select p.ip${byDevice ? sql`, p.user_agent` : none}, count(*)::int as player_count,
             min(p.first_at) as first_seen, max(p.last_at) as last_seen,
             (array_agg(p.player_id::text order by p.player_id))[1:20] as player_ids,
             md5(string_agg(p.player_id::text, ',' order by p.player_id)) as fingerprint
      from per_player p join multi m on ${sameGroup}
      group by p.ip${byDevice ? sql`, p.user_agent` : none}
    )
    select ${key} as key, fingerprint, player_ids, player_count, first_seen, last_seen,
           ip${byDevice ? sql`, user_agent` : none}
    from clusters
    order by last_seen desc
    limit ${input.limit}`;
}

/**
 * Withdrawals asked for after an approved deposit with stakes under deposit × the operator's
 * percentage in between: the player's latest approved deposit before the withdrawal, and every
 * order (not cancelled) placed between the two.
 */
function quickWithdrawal(input: SignalQueryInput): SQL {
  const percent = input.thresholds.turnoverPercent;
  return sql`
    select 'quick_withdrawal:' || w.id as key,
           md5(d.id::text || ':' || w.amount || ':' || coalesce(t.turnover, 0)) as fingerprint,
           array[w.player_id::text] as player_ids, 1 as player_count,
           d.resolved_at as first_seen, w.created_at as last_seen,
           d.amount::text as deposit_amount, d.resolved_at as deposit_at,
           w.amount::text as withdrawal_amount, w.created_at as withdrawal_at, w.status as withdrawal_status,
           coalesce(t.turnover, 0)::text as turnover,
           ceil(d.amount::numeric * ${percent} / 100)::bigint::text as required_turnover
    from withdrawals w
    cross join lateral (
      select id, amount, resolved_at from deposit_requests
      where player_id = w.player_id and status = 'approved' and resolved_at <= w.created_at
      order by resolved_at desc
      limit 1
    ) d
    cross join lateral (
      select sum(total) as turnover from orders
      where player_id = w.player_id and created_at >= d.resolved_at and created_at < w.created_at
        and state <> 'cancelled'
    ) t
    where w.created_at >= ${sinceOf(input)} and w.status <> 'rejected'
      and coalesce(t.turnover, 0)::numeric * 100 < d.amount::numeric * ${percent}
      ${input.playerId ? sql`and w.player_id = ${input.playerId}` : none}
    order by w.created_at desc
    limit ${input.limit}`;
}

/** Destinations withdrawn to within the window that more than one player has saved. */
function sharedWithdrawalAccount(input: SignalQueryInput): SQL {
  const onlyPlayer = input.playerId
    ? sql`and a.destination_key in (select destination_key from withdrawal_accounts where player_id = ${input.playerId})`
    : none;
  return sql`
    with recent as (
      select a.destination_key, w.amount, w.created_at
      from withdrawals w join withdrawal_accounts a on a.id = w.account_id
      where w.created_at >= ${sinceOf(input)} and w.status <> 'rejected' ${onlyPlayer}
    ), used as (
      select destination_key, min(created_at) as first_seen, max(created_at) as last_seen,
             count(*)::int as withdrawals, sum(amount)::text as withdrawn
      from recent group by destination_key
    ), holders as (
      select a.destination_key, a.player_id
      from withdrawal_accounts a join used u on u.destination_key = a.destination_key
      group by a.destination_key, a.player_id
    ), shared as (
      select destination_key, count(*)::int as player_count,
             (array_agg(player_id::text order by player_id))[1:20] as player_ids,
             string_agg(player_id::text, ',' order by player_id) as players
      from holders group by destination_key having count(*) >= 2
    )
    select 'shared_withdrawal_account:' || s.destination_key as key,
           md5(s.players || ':' || u.withdrawals) as fingerprint,
           s.player_ids, s.player_count, u.first_seen, u.last_seen,
           s.destination_key as destination, u.withdrawals, u.withdrawn
    from shared s join used u on u.destination_key = s.destination_key
    order by u.last_seen desc
    limit ${input.limit}`;
}

/** Throttle keys that name a player by id (`player:<id>`, `2fa:<id>`…), and the pay-password ones. */
const PLAYER_KEY_PREFIXES = ['player', '2fa', 'pay-reset', 'phone-change', 'pay-password'];
const UUID_TAIL = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

/**
 * Keys with at least `failureBurst` failures inside one `failureWindowMinutes` window: the login
 * throttle's rows (player logins, two-factor and SMS codes; it forgets a key's rows once they are
 * past its own window) and the cashier's wrong pay passwords.
 */
function failureBurst(input: SignalQueryInput): SQL {
  const { failureBurst: burst, failureWindowMinutes: minutes } = input.thresholds;
  const since = sinceOf(input);
  const frame = sql`range between ${minutes} * interval '1 minute' preceding and current row`;
  const onlyPlayer = input.playerId
    ? sql`and b.scope = 'account' and b.key in (${sql.join(
        PLAYER_KEY_PREFIXES.map((prefix) => sql`${`${prefix}:${input.playerId}`}`),
        sql`, `,
      )})`
    : none;
  return sql`
    with f as (
      select scope, key, created_at,
             count(*) over (partition by scope, key order by created_at ${frame})::int as in_window
      from login_failures
      where kind = 'player' and created_at >= ${since}
      union all
      select 'account', 'pay-password:' || player_id, created_at,
             count(*) over (partition by player_id order by created_at ${frame})::int
      from cashier_pay_password_failures
      where created_at >= ${since}
    ), b as (
      select scope, key, count(*)::int as failures, max(in_window) as peak,
             min(created_at) as first_seen, max(created_at) as last_seen
      from f group by scope, key
      having max(in_window) >= ${burst}
    )
    select 'failure_burst:' || b.scope || ':' || b.key as key,
           md5(b.failures || ':' || b.first_seen || ':' || b.last_seen) as fingerprint,
           case when b.scope = 'account' and b.key ~ ${`^(${PLAYER_KEY_PREFIXES.join('|')}):${UUID_TAIL}`}
                then array[split_part(b.key, ':', 2)] else array[]::text[] end as player_ids,
           case when b.scope = 'account' and b.key ~ ${`^(${PLAYER_KEY_PREFIXES.join('|')}):${UUID_TAIL}`}
                then 1 else 0 end as player_count,
           b.first_seen, b.last_seen, b.scope as failure_scope, b.key as failure_key, b.failures, b.peak
    from b
    where true ${onlyPlayer}
    order by b.last_seen desc
    limit ${input.limit}`;
}

/** A deposit or loss limit raised (or removed) more than `limitRaises` times within `limitRaiseDays`. */
function limitRaises(input: SignalQueryInput): SQL {
  const since = new Date(input.now.getTime() - input.thresholds.limitRaiseDays * DAY_MS);
  return sql`
    select 'limit_raises:' || player_id || ':' || kind || ':' || period as key,
           md5(count(*) || ':' || max(requested_at)) as fingerprint,
           array[player_id::text] as player_ids, 1 as player_count,
           min(requested_at) as first_seen, max(requested_at) as last_seen,
           kind || ':' || period as limit_name, count(*)::int as raises
    from protection_limit_raises
    where requested_at >= ${since} ${input.playerId ? sql`and player_id = ${input.playerId}` : none}
    group by player_id, kind, period
    having count(*) > ${input.thresholds.limitRaises}
    order by last_seen desc
    limit ${input.limit}`;
}

/**
 * A self-excluded player (exclusion in force) who shares an address (sessions in the window) or
 * a withdrawal destination (ever saved) with an active player who is not excluded.
 */
function excludedLink(input: SignalQueryInput): SQL {
  const since = sinceOf(input);
  const onlyPlayer = input.playerId
    ? sql`having l.excluded_id = ${input.playerId} or bool_or(l.other_id = ${input.playerId})`
    : none;
  return sql`
    with excluded as (
      select distinct player_id from protection_exclusions
      where kind = 'self_exclusion' and ends_at > ${input.now}
    ), ex_ips as (
      select distinct s.player_id, s.ip from player_sessions s join excluded e on e.player_id = s.player_id
      where s.ip is not null and s.last_seen_at >= ${since}
    ), ex_accounts as (
      select distinct a.player_id, a.destination_key
      from withdrawal_accounts a join excluded e on e.player_id = a.player_id
    ), links as (
      select x.player_id as excluded_id, 'ip' as via, x.ip as shared, o.player_id as other_id,
             min(o.created_at) as first_at, max(o.last_seen_at) as last_at
      from ex_ips x join player_sessions o on o.ip = x.ip and o.player_id <> x.player_id
      where o.last_seen_at >= ${since}
      group by x.player_id, x.ip, o.player_id
      union all
      select x.player_id, 'account', x.destination_key, o.player_id, min(o.created_at), max(o.created_at)
      from ex_accounts x join withdrawal_accounts o on o.destination_key = x.destination_key and o.player_id <> x.player_id
      group by x.player_id, x.destination_key, o.player_id
    )
    select 'excluded_link:' || l.excluded_id || ':' || l.via || ':' || l.shared as key,
           md5(string_agg(l.other_id::text, ',' order by l.other_id)) as fingerprint,
           array[l.excluded_id::text] || (array_agg(l.other_id::text order by l.other_id))[1:19] as player_ids,
           count(*)::int + 1 as player_count, min(l.first_at) as first_seen, max(l.last_at) as last_seen,
           l.via, case when l.via = 'ip' then l.shared end as ip,
           case when l.via = 'account' then l.shared end as destination
    from links l join players p on p.id = l.other_id
    where p.status = 'active' and l.other_id not in (select player_id from excluded)
    group by l.excluded_id, l.via, l.shared
    ${onlyPlayer}
    order by last_seen desc
    limit ${input.limit}`;
}

export const SIGNAL_QUERIES: Record<RiskSignalKind, (input: SignalQueryInput) => SQL> = {
  shared_ip: (input) => sharedAddress(input, false),
  shared_device: (input) => sharedAddress(input, true),
  quick_withdrawal: quickWithdrawal,
  shared_withdrawal_account: sharedWithdrawalAccount,
  failure_burst: failureBurst,
  limit_raises: limitRaises,
  excluded_link: excludedLink,
};

export async function signalRows(db: Executor, kind: RiskSignalKind, input: SignalQueryInput): Promise<SignalRow[]> {
  return queryRows<SignalRow>(db, SIGNAL_QUERIES[kind](input));
}

export type RiskPlayerRow = { id: string; username: string; excluded: boolean };

/** Usernames of the players in the signals, and whether each is self-excluded now. */
export async function riskPlayers(db: Executor, ids: readonly string[], now: Date): Promise<RiskPlayerRow[]> {
  if (ids.length === 0) return [];
  return queryRows<RiskPlayerRow>(
    db,
    sql`select p.id::text as id, p.username,
               exists (select 1 from protection_exclusions e
                       where e.player_id = p.id and e.kind = 'self_exclusion' and e.ends_at > ${now}) as excluded
        from players p
        where p.id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
  );
}
