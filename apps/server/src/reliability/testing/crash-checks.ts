/**
 * What crash-loop.test.ts proves from the stored rows after each SIGKILL: every acknowledged
 * operation is there, no money movement stopped half-way, and the ledger's invariants hold.
 * Answers readable problems (empty when all is well), so the test can fail with its seed.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../platform/db/database.js';
import { depositCreditId } from '../../modules/cashier/deposits/deposits.service.js';
import {
  withdrawalHoldId,
  withdrawalResolveId,
} from '../../modules/cashier/withdrawals/withdrawals.service.js';
import { checkLedgerInvariants } from '../../modules/ledger/ledger.invariants.js';
import { orderSettleId, orderStakeId } from '../../modules/rounds/orders/order-transfers.js';
import type { AcknowledgedLog } from './crash-load.js';

/** Problems listed per kind before the rest are only counted; one is enough to fail. */
const MAX_LISTED = 5;

export type OpenRound = { roomType: number; seqno: string; drawsAtMs: number };

type Rows = {
  orders: { id: string; round_id: string; player_id: string; state: string; total: string }[];
  rounds: { id: string; state: string; room_type: number; seqno: string; draws_at: Date | string }[];
  deposits: { id: string; status: string }[];
  withdrawals: {
    id: string;
    player_id: string;
    request_key: string | null;
    status: string;
    amount: string;
  }[];
  accounts: { player_id: string; type: string; balance: string }[];
  transfers: Set<string>;
};

async function readRows(db: Executor): Promise<Rows> {
  const [orders, rounds, deposits, withdrawals, accounts, transfers] = await Promise.all([
    queryRows<Rows['orders'][number]>(
      db,
      sql`select id::text, round_id::text, player_id::text, state, total::text from orders`,
    ),
    queryRows<Rows['rounds'][number]>(
      db,
      sql`select id::text, state, room_type, seqno, draws_at from rounds`,
    ),
    queryRows<Rows['deposits'][number]>(db, sql`select id::text, status from deposit_requests`),
    queryRows<Rows['withdrawals'][number]>(
      db,
      sql`select id::text, player_id::text, request_key, status, amount::text from withdrawals`,
    ),
    queryRows<Rows['accounts'][number]>(
      db,
      sql`select player_id::text, type, balance::text from ledger_accounts where owner_kind = 'player'`,
    ),
    queryRows<{ id: string }>(
      db,
      sql`select id from ledger_transfers where id like 'order:%' or id like 'deposit:%' or id like 'withdrawal:%'`,
    ),
  ]);
  return {
    orders,
    rounds,
    deposits,
    withdrawals,
    accounts,
    transfers: new Set(transfers.map((row) => row.id)),
  };
}

function collector() {
  const counts = new Map<string, number>();
  const problems: string[] = [];
  return {
    problems,
    add(kind: string, detail: string) {
      const count = (counts.get(kind) ?? 0) + 1;
      counts.set(kind, count);
      if (count <= MAX_LISTED) problems.push(`${kind}: ${detail}`);
      else if (count === MAX_LISTED + 1) problems.push(`${kind}: … (more)`);
    },
  };
}

/** Every acknowledged operation is stored with the state its acknowledgement promised. */
function lostOperations(rows: Rows, log: AcknowledgedLog, add: (kind: string, detail: string) => void) {
  const orderIds = new Set(rows.orders.map((row) => row.id));
  for (const [id, { orderKey }] of log.orders)
    if (!orderIds.has(id)) add('acknowledged order lost', `${id} (${orderKey})`);
  const deposits = new Map(rows.deposits.map((row) => [row.id, row.status]));
  for (const id of log.depositRequests) if (!deposits.has(id)) add('acknowledged deposit request lost', id);
  for (const id of log.depositApprovals) {
    if (deposits.get(id) !== 'approved' || !rows.transfers.has(depositCreditId(id)))
      add('acknowledged deposit approval lost', `${id} is ${deposits.get(id) ?? 'missing'}`);
  }
  const withdrawals = new Map(rows.withdrawals.map((row) => [`${row.player_id}:${row.request_key}`, row]));
  for (const key of log.withdrawals) if (!withdrawals.has(key)) add('acknowledged withdrawal lost', key);
  const byId = new Map(rows.withdrawals.map((row) => [row.id, row.status]));
  for (const id of log.withdrawalPayments) {
    if (byId.get(id) !== 'paid' || !rows.transfers.has(withdrawalResolveId(id)))
      add('acknowledged withdrawal payment lost', `${id} is ${byId.get(id) ?? 'missing'}`);
  }
}

/** Each row's state and its transfers agree: nothing was committed half-way. */
function partialMovements(rows: Rows, add: (kind: string, detail: string) => void) {
  const roundState = new Map(rows.rounds.map((row) => [row.id, row.state]));
  const expected = new Map<string, number>();
  const owe = (playerId: string, type: string, amount: number) =>
    expected.set(`${playerId}:${type}`, (expected.get(`${playerId}:${type}`) ?? 0) + amount);
  for (const order of rows.orders) {
    if (!rows.transfers.has(orderStakeId(order.id))) add('order without its stake transfer', order.id);
    const resolved = rows.transfers.has(orderSettleId(order.id));
    if (resolved !== (order.state !== 'placed'))
      add('order state and settle transfer disagree', `${order.id} ${order.state}`);
    if (order.state === 'placed') owe(order.player_id, 'bet_escrow', Number(order.total));
    if (order.state === 'placed' && roundState.get(order.round_id) === 'settled')
      add('settled round with an unsettled order', `order ${order.id}`);
    if ((order.state === 'won' || order.state === 'lost') && roundState.get(order.round_id) !== 'settled')
      add('order settled in a round not settled', `order ${order.id}`);
  }
  for (const deposit of rows.deposits) {
    if ((deposit.status === 'approved') !== rows.transfers.has(depositCreditId(deposit.id)))
      add('deposit status and credit disagree', `${deposit.id} ${deposit.status}`);
  }
  for (const withdrawal of rows.withdrawals) {
    if (!rows.transfers.has(withdrawalHoldId(withdrawal.id)))
      add('withdrawal without its hold', withdrawal.id);
    if ((withdrawal.status !== 'pending') !== rows.transfers.has(withdrawalResolveId(withdrawal.id)))
      add('withdrawal status and resolution disagree', `${withdrawal.id} ${withdrawal.status}`);
    if (withdrawal.status === 'pending')
      owe(withdrawal.player_id, 'withdrawal_hold', Number(withdrawal.amount));
  }
  // Escrow holds exactly the stakes of unsettled orders, the hold exactly the pending withdrawals.
  for (const account of rows.accounts) {
    if (account.type !== 'bet_escrow' && account.type !== 'withdrawal_hold') continue;
    const want = expected.get(`${account.player_id}:${account.type}`) ?? 0;
    if (Number(account.balance) !== want)
      add(`${account.type} balance off`, `player ${account.player_id}: ${account.balance}, expected ${want}`);
  }
}

/**
 * Checks the database after a kill. Answers the problems and the rounds not settled yet (the
 * restart must settle those whose draw time has passed within one engine tick).
 */
export async function checkAfterCrash(
  db: Executor,
  log: AcknowledgedLog,
): Promise<{
  problems: string[];
  openRounds: OpenRound[];
  counts: { orders: number; rounds: number; transfers: number };
}> {
  const rows = await readRows(db);
  const { problems, add } = collector();
  lostOperations(rows, log, add);
  partialMovements(rows, add);
  for (const problem of (await checkLedgerInvariants(db)).problems) add('ledger invariant', problem);
  const openRounds = rows.rounds
    .filter((row) => row.state !== 'settled')
    .map((row) => ({
      roomType: row.room_type,
      seqno: row.seqno,
      drawsAtMs: new Date(row.draws_at).getTime(),
    }));
  return {
    problems,
    openRounds,
    counts: { orders: rows.orders.length, rounds: rows.rounds.length, transfers: rows.transfers.size },
  };
}
