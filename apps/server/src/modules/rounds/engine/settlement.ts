import { computeRoundResult, winningOptions, type RoundResult } from '@fairround/shared';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.js';
import { queryRows, type Database, type Executor } from '../../../platform/db/database.js';
import type { VipService } from '../../accounts/vip/vip.service.js';
import {
  bulkEntryTransfers,
  holdReferenceOf,
  type BulkEntry,
  type LedgerService,
  type TransferInput,
} from '../../ledger/ledger.service.js';
import { orderHold, orderStakeAccounts } from '../orders/order-transfers.js';
import { createRoundsRepository, type RoundRow, type SettledOrder } from '../rounds.repository.js';
import { lockRoundsBetting } from '../rounds.locks.js';
import { findChain, seedOf } from './chains.js';
import { ROUND_SETTLE_LOCK_NAMESPACE } from '../../../platform/db/advisory-locks.js';

export type SettlementDeps = { db: Database; clock: Clock; ledger: LedgerService; vip: VipService };

/** What one settlement did, for the events published after its commit. */
export type RoundSettlement = {
  round: RoundRow;
  /** True when this call moved the round out of `open` itself (an overdue round). */
  lockedHere: boolean;
  result: RoundResult;
  /** Per player: cash after settlement and what their orders paid back. */
  players: Map<string, { cash: number; award: number }>;
  orderCount: number;
};

/** Orders settled per statement: each stays short on the embedded database, whatever the round's size. */
const ORDERS_PER_SLICE = 500;
/** Sorts before every uuid: where the keyset walk over a round's orders starts. */
const BEFORE_ANY_UUID = '00000000-0000-0000-0000-000000000000';

/**
 * What settles one order in the bulk post: its stake's hold resolved from the order's own row —
 * what the payout does not cover posted to the house (`bet_settle_loss`), the rest back to cash
 * as a payout (`bet_payout`, under `order:<id>:settle`) — and winnings beyond the stake from the
 * house under `:winnings`. The ledger checks each stated hold against the stored stake.
 */
export function settlementEntries(order: Pick<SettledOrder, 'id' | 'playerId' | 'total'>, payout: number): BulkEntry[] {
  const { cash, game } = orderStakeAccounts(order.playerId);
  const returned = Math.min(payout, order.total);
  const entries: BulkEntry[] = [
    { hold: orderHold(order.id), outcome: 'post', amount: order.total - returned, reserved: { from: cash, amount: order.total } },
  ];
  if (payout > order.total) {
    const reference = holdReferenceOf(orderHold(order.id));
    entries.push({ id: `order:${order.id}:winnings`, debit: game, credit: cash, amount: payout - order.total, code: 'bet_payout', reference });
  }
  return entries;
}

/** The transfers `settlementEntries` posts for one order, resolutions expanded (for checks and tests). */
export function settlementTransfers(order: Pick<SettledOrder, 'id' | 'playerId' | 'total'>, payout: number): TransferInput[] {
  return settlementEntries(order, payout).flatMap(bulkEntryTransfers);
}

/**
 * Settles every placed order of the round, whatever their number, in set-based slices of the
 * same transaction: lines and orders are resolved in SQL a slice at a time, then all the money
 * moves in one bulk ledger post, then every player's turnover in one pass. Answers per player
 * the cash after settlement and what their orders paid back.
 */
async function settleOrders(tx: Executor, deps: SettlementDeps, round: RoundRow, result: RoundResult, now: Date) {
  const repository = createRoundsRepository({ db: tx });
  const winning = winningOptions(result);
  const entries: BulkEntry[] = [];
  const stakes = new Map<string, number>();
  const awards = new Map<string, number>();
  let afterId = BEFORE_ANY_UUID;
  let orderCount = 0;
  for (;;) {
    const slice = await repository.settleOrderSlice({ roundId: round.id, winning, afterId, limit: ORDERS_PER_SLICE, now });
    if (slice.length === 0) break;
    for (const order of slice) {
      entries.push(...settlementEntries(order, order.payout));
      stakes.set(order.playerId, (stakes.get(order.playerId) ?? 0) + order.total);
      awards.set(order.playerId, (awards.get(order.playerId) ?? 0) + order.payout);
    }
    orderCount += slice.length;
    afterId = slice.at(-1)!.id;
  }
  // Every order has lines, so none can be left behind; if one were, the round must not close.
  const left = await repository.countPlacedOrders(round.id);
  if (left > 0) throw new Error(`round ${round.id} still has ${left} placed orders after settlement`);
  const posted = await deps.ledger.postMany(entries, tx);
  // Players rows after the ledger rows: the same lock order as every other money path.
  await deps.vip.recordTurnovers(tx, stakes);
  const cashAfter = (playerId: string) => posted.balanceAfter(orderStakeAccounts(playerId).cash);
  // Players who only lost kept their cash as it was: read theirs in one go.
  const untouched = await deps.ledger.cashBalances([...stakes.keys()].filter((playerId) => cashAfter(playerId) === undefined), tx);
  const players = new Map<string, { cash: number; award: number }>();
  for (const playerId of stakes.keys()) {
    players.set(playerId, { cash: cashAfter(playerId) ?? untouched.get(playerId) ?? 0, award: awards.get(playerId) ?? 0 });
  }
  return { players, orderCount };
}

/**
 * Locks (if still open), draws and settles one round whose draw time has come, in ONE
 * transaction, exactly once: the round row is locked for update and every step is a conditional
 * transition, so concurrent callers (other instances, a restart) find it settled and do nothing.
 * With `skipIfBusy`, a caller that sees another one at work on the round returns at once.
 * Answers null when there was nothing to do.
 */
export async function drawAndSettle(
  deps: SettlementDeps,
  roundId: string,
  options: { skipIfBusy?: boolean } = {},
): Promise<RoundSettlement | null> {
  const now = deps.clock.now();
  const before = await createRoundsRepository({ db: deps.db }).round(roundId);
  if (!before || before.state === 'settled' || before.drawsAt > now) return null;
  const chain = await findChain(deps.db, before.chainId);
  if (!chain) throw new Error(`round ${roundId} names an unknown chain ${before.chainId}`);
  // Computed before the transaction: the outcome was fixed by the chain long before this call.
  const seed = await seedOf(chain, before.n);
  const result = await computeRoundResult({ seed, roomType: before.roomType, seqno: before.seqno, salt: chain.salt });

  return deps.db.transaction(async (tx) => {
    if (options.skipIfBusy) {
      const [lock] = await queryRows<{ ok: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(${ROUND_SETTLE_LOCK_NAMESPACE}::int, hashtext(${roundId})) as ok`,
      );
      if (!lock?.ok) return null;
    }
    // Orders that read the round as open finish first; later ones see it closed.
    await lockRoundsBetting(tx, [roundId]);
    const repository = createRoundsRepository({ db: tx });
    const locked = await repository.lockForUpdate(roundId);
    if (!locked || locked.state === 'settled') return null;
    let lockedHere = false;
    if (locked.state === 'open') {
      lockedHere = Boolean(await repository.transition(roundId, 'open', { state: 'locked', lockedAt: now }));
    }
    if (locked.state === 'open' || locked.state === 'locked') {
      const drawn = await repository.transition(roundId, 'locked', { state: 'drawn', seed, result, drawnAt: now });
      if (!drawn) return null;
    }
    const { players, orderCount } = await settleOrders(tx, deps, locked, result, now);
    const settled = await repository.transition(roundId, 'drawn', { state: 'settled', settledAt: now });
    if (!settled) return null;
    return { round: settled, lockedHere, result, players, orderCount };
  });
}
