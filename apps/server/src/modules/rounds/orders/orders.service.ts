import { randomUUID } from 'node:crypto';
import {
  formatOdds,
  type CancelledOrder,
  type OrderLineView,
  type PlacedOrder,
  type UiLanguage,
} from '@fairround/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.js';
import { SessionRequiredError } from '../../../platform/errors/app-error.js';
import { accountFrozen } from '../../accounts/accounts.errors.js';
import { requireActivePlayer } from '../../accounts/players.service.js';
import { isUuid } from '../../../platform/http/ids.js';
import { inTransaction } from '../../../platform/db/transaction.js';
import { InsufficientFundsError } from '../../ledger/ledger.service.js';
import type { ProtectionGuards } from '../../protection/protection.guards.js';
import { parseIntId, type RoomsService } from '../rooms/rooms.service.js';
import {
  boundaryAt,
  boundaryNow,
  maskName,
  optionLabel,
  ratesFor,
  type RoundsContext,
} from '../rounds.context.js';
import {
  balanceInsufficient,
  bettingClosed,
  belowMinimumBuy,
  cancellationFailed,
  noActiveRound,
  oddsChanged,
  orderKeyReused,
  orderNotFound,
  roomIdEmpty,
  roomNotFound,
  roundIdEmpty,
  tradingStopped,
  vipLevelTooLow,
} from '../rounds.errors.js';
import type { RoundsEvents } from '../rounds.events.js';
import {
  createRoundsRepository,
  type OrderLineRow,
  type OrderRow,
  type RoundRow,
} from '../rounds.repository.js';
import { orders } from '../rounds.tables.js';
import { createRoundsViews } from '../rounds.views.js';
import { parseOrderInfo } from './order-input.js';
import { createOrdersRepository, type NewOrderLine, type PlacementFacts } from './orders.repository.js';
import { orderHold, orderStakeAccounts } from './order-transfers.js';
import { PLAYER_ORDERS_LOCK_NAMESPACE, playerLockKey } from '../../../platform/db/advisory-locks.js';

/** A short display number derived from the order id (stable, unique enough to quote to support). */
export const orderNumberOf = (orderId: string) => orderId.replace(/-/g, '').slice(0, 16).toUpperCase();

/** Serialises one player's order writes so an `order_key` is checked and used atomically. */
async function lockPlayerOrders(tx: Executor, playerId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${PLAYER_ORDERS_LOCK_NAMESPACE}::int, ${playerLockKey(playerId)}::int)`,
  );
}

/** An order's lines as one comparable text, whatever order they were sent in. */
const lineKeys = (lines: NewOrderLine[]) =>
  lines
    .map((line) => `${line.option}:${line.odds}:${line.amount}`)
    .sort()
    .join(',');

/** A round accepts orders only while open and before its lock time, by the boundary clock. */
function acceptsOrders(round: Pick<RoundRow, 'state' | 'opensAt' | 'locksAt'> | null, now: Date): boolean {
  return Boolean(round && round.state === 'open' && now >= round.opensAt && now < round.locksAt);
}

export type OrderBody = { gameid: string; roomid: string; order_info?: unknown; order_key?: string };

/**
 * Placing and cancelling orders (seed §5, PRODUCT.md §6). The stake moves cash → escrow through
 * the ledger in the same transaction as the order row, under a shared lock on the round: the
 * engine's lock/settle transitions wait for it, so an order committed before the lock time is
 * always settled and none lands in a locked or settled round.
 */
export function createOrdersService(
  context: Pick<RoundsContext, 'db' | 'clock' | 'ledger' | 'minorDigits'>,
  rooms: RoomsService,
  events: RoundsEvents,
  protection: ProtectionGuards,
) {
  const views = createRoundsViews(context.minorDigits);

  function lineView(
    language: UiLanguage,
    order: OrderRow,
    line: Pick<OrderLineRow, 'option' | 'odds' | 'amount'>,
  ): OrderLineView {
    return {
      order_id: order.id,
      seqno: order.seqno,
      value: line.option,
      valuecn: optionLabel(language, order.roomType, line.option),
      rate: formatOdds(line.odds),
      money: views.money(line.amount),
    };
  }

  function placedView(
    language: UiLanguage,
    order: OrderRow,
    lines: Pick<OrderLineRow, 'option' | 'odds' | 'amount'>[],
    cash: number,
    replayed: boolean,
  ): PlacedOrder {
    return {
      order_id: order.id,
      ordersn: orderNumberOf(order.id),
      seqno: order.seqno,
      total: views.money(order.total),
      balance: views.money(cash),
      replayed,
      lines: lines.map((line) => lineView(language, order, line)),
    };
  }

  /**
   * Every check of an order, in the documented order, against what `placementFacts` read: the
   * room (1057, 1020), the round (1027, 1028), the player (1069, 2055), the lines, their odds
   * against this round's (3020) and the room's minimum (1024).
   */
  function check(facts: PlacementFacts, body: OrderBody) {
    const { room, round, player } = facts;
    if (!room) throw roomNotFound();
    if (!room.enabled || !facts.typeEnabled) throw tradingStopped();
    if (body.gameid === '') throw roundIdEmpty();
    if (!round || round.roomType !== room.roomType) throw noActiveRound();
    // The session was live a moment ago; a missing player means it died in between.
    if (!player) throw new SessionRequiredError();
    if (player.status === 'frozen') throw accountFrozen();
    if (player.level < room.minLevel) throw vipLevelTooLow();
    const lines = parseOrderInfo(body.order_info, room.roomType, context.minorDigits);
    const rates = ratesFor(room, round);
    if (lines.some((line) => rates[line.option] !== line.odds)) throw oddsChanged();
    const total = lines.reduce((sum, line) => sum + line.amountMinor, 0);
    if (!Number.isSafeInteger(total)) throw balanceInsufficient();
    if (total < room.minBuy) throw belowMinimumBuy(room.minBuy);
    return {
      room,
      round,
      player,
      total,
      lines: lines.map((line) => ({ option: line.option, odds: line.odds, amount: line.amountMinor })),
    };
  }

  /**
   * The first order placed under a key answers a repeat of it. The key with another round, room
   * or lines (options, odds, amounts) is 1001: a retry must be the same request, never a silent
   * answer for a different one.
   */
  async function replay(
    tx: Executor,
    orderKey: string,
    round: { id: string },
    roomId: number,
    playerId: string,
    lines: NewOrderLine[],
  ) {
    const [previous] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.playerId, playerId), eq(orders.orderKey, orderKey)));
    if (!previous) throw new Error(`order under key ${orderKey} of player ${playerId} vanished`);
    if (previous.roundId !== round.id || previous.roomId !== roomId) throw orderKeyReused();
    const previousLines = await createRoundsRepository({ db: tx }).linesOf([previous.id]);
    if (lineKeys(previousLines) !== lineKeys(lines)) throw orderKeyReused();
    const { cash } = await context.ledger.playerBalances(playerId, tx);
    return { order: previous, lines: previousLines, cash, replayed: true };
  }

  /**
   * One transaction of four statements: read and check everything (taking the round's betting
   * lock shared; a time-out or self-exclusion is 3062, a loss limit that would be passed 3061 —
   * checked only for players who set one), insert the order with its lines while the round is still open, and the
   * ledger's lock and write of the stake (player cash → player escrow: only this player's two
   * accounts are locked; no row is shared between orders).
   */
  async function place(playerId: string, language: UiLanguage, body: OrderBody): Promise<PlacedOrder> {
    if (body.roomid === '') throw roomIdEmpty();
    const roomId = parseIntId(body.roomid);
    if (roomId === null) throw roomNotFound();
    const orderKey = body.order_key && body.order_key !== '' ? body.order_key : randomUUID();
    const roundId = isUuid(body.gameid) ? body.gameid : null;
    const outcome = await inTransaction(context.db, async (tx) => {
      const repository = createOrdersRepository({ db: tx });
      const facts = await repository.placementFacts({ roomId, roundId, playerId, orderKey });
      const { room, round, player, total, lines } = check(facts, body);
      if (facts.previousId)
        return { ...(await replay(tx, orderKey, round, room.id, playerId, lines)), player };
      const now = boundaryAt(context, facts.now);
      protection.assertNotBlocked(facts.excludedUntil, now);
      if (!acceptsOrders(round, now)) throw bettingClosed();
      if (facts.hasLossLimit) {
        // Orders of a player with a loss limit run one at a time, each seeing the ones before.
        await lockPlayerOrders(tx, playerId);
        await protection.assertLossAllowed(tx, playerId, total, now);
      }
      const order: OrderRow = {
        id: randomUUID(),
        playerId,
        roomId: room.id,
        roundId: round.id,
        roomType: round.roomType,
        seqno: round.seqno,
        total,
        payout: 0,
        state: 'placed',
        orderKey,
        createdAt: now,
        resolvedAt: null,
      };
      const inserted = await repository.insertOrder(order, lines);
      // The round moved on while this order waited for its betting lock.
      if (inserted === 'closed') throw bettingClosed();
      if (inserted === 'duplicate') {
        // A request with the same key committed while this one waited on the key's index entry.
        return { ...(await replay(tx, orderKey, round, room.id, playerId, lines)), player };
      }
      const stake = await context.ledger.reserve(
        { hold: orderHold(order.id), from: orderStakeAccounts(playerId).cash, amount: total },
        tx,
        // Any refusal ends this transaction, and `inTransaction` retries a same-id race whole.
        { withoutSavepoint: true },
      );
      return { order, lines, cash: stake.debitBalanceAfter, replayed: false, player };
    }).catch((error: unknown) => {
      if (error instanceof InsufficientFundsError) throw balanceInsufficient();
      throw error;
    });
    if (!outcome.replayed) {
      await events.roomOrder(outcome.order, outcome.lines, maskName(outcome.player.nickname), 'placed');
      await events.balance(playerId, 'order', outcome.cash, {
        roundId: outcome.order.roundId,
        orderId: outcome.order.id,
      });
    }
    return placedView(language, outcome.order, outcome.lines, outcome.cash, outcome.replayed);
  }

  /**
   * Cancels the player's own order while its round still takes orders: the stake's hold is voided
   * back to cash under `order:<id>:settle`, the id settlement would use, so at most one of them posts.
   * Someone else's order answers "not found", never whether it exists (1041); closed is 2003.
   */
  async function cancel(
    playerId: string,
    body: { roomid: string; order_id: string },
  ): Promise<CancelledOrder> {
    if (!isUuid(body.order_id)) throw orderNotFound();
    const player = await requireActivePlayer(context.db, playerId);
    const outcome = await inTransaction(context.db, async (tx) => {
      await lockPlayerOrders(tx, playerId);
      const repository = createRoundsRepository({ db: tx });
      const [owned] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, body.order_id), eq(orders.playerId, playerId)));
      if (!owned || (body.roomid !== '' && String(owned.roomId) !== body.roomid)) throw orderNotFound();
      const round = await repository.lockForShare(owned.roundId);
      const [order] = await tx.select().from(orders).where(eq(orders.id, owned.id)).for('update');
      const now = await boundaryNow(context, tx);
      if (!order || order.state !== 'placed' || !acceptsOrders(round, now)) throw cancellationFailed();
      const [cancelled] = await tx
        .update(orders)
        .set({ state: 'cancelled', resolvedAt: now })
        .where(and(eq(orders.id, order.id), eq(orders.state, 'placed')))
        .returning();
      const [refund] = await context.ledger.resolve({ hold: orderHold(order.id), outcome: 'void' }, tx);
      return {
        order: cancelled!,
        lines: await repository.linesOf([order.id]),
        cash: refund!.creditBalanceAfter,
      };
    });
    await events.roomOrder(outcome.order, outcome.lines, maskName(player.nickname), 'cancelled');
    await events.balance(playerId, 'cancel', outcome.cash, {
      roundId: outcome.order.roundId,
      orderId: outcome.order.id,
    });
    return { order_id: outcome.order.id, balance: views.money(outcome.cash) };
  }

  return { place, cancel, lineView };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
