import { randomUUID } from 'node:crypto';
import { formatOdds, type OrderLineView, type PlacedOrder, type UiLanguage } from '@fairround/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.js';
import { requireActivePlayer, isUuid } from '../../cashier/cashier.players.js';
import { inTransaction } from '../../cashier/cashier.transaction.js';
import { InsufficientFundsError } from '../../ledger/ledger.service.js';
import type { RoomsService } from '../rooms/rooms.service.js';
import { boundaryNow, maskName, optionLabel, ratesFor, type RoundsContext } from '../rounds.context.js';
import {
  balanceInsufficient,
  bettingClosed,
  belowMinimumBuy,
  cancellationFailed,
  noActiveRound,
  oddsChanged,
  orderKeyReused,
  orderNotFound,
  roundIdEmpty,
  vipLevelTooLow,
} from '../rounds.errors.js';
import type { RoundsEvents } from '../rounds.events.js';
import { createRoundsRepository, type OrderLineRow, type OrderRow, type RoundRow } from '../rounds.repository.js';
import { orderLines, orders } from '../rounds.tables.js';
import { createRoundsViews } from '../rounds.views.js';
import { parseOrderInfo, type OrderLineInput } from './order-input.js';
import { orderSettleId, orderStakeAccounts, orderStakeId } from './order-transfers.js';

/** Any constant shared by every instance: the first key of the per-player order lock. */
const ORDER_LOCK_NAMESPACE = 7_310_203;

/** A short display number derived from the order id (stable, unique enough to quote to support). */
export const orderNumberOf = (orderId: string) => orderId.replace(/-/g, '').slice(0, 16).toUpperCase();

/** Serialises one player's order writes so an `order_key` is checked and used atomically. */
async function lockPlayerOrders(tx: Executor, playerId: string): Promise<void> {
  const key = Number.parseInt(playerId.replace(/-/g, '').slice(0, 8), 16) | 0;
  await tx.execute(sql`select pg_advisory_xact_lock(${ORDER_LOCK_NAMESPACE}::int, ${key}::int)`);
}

/** A round accepts orders only while open and before its lock time, by the boundary clock. */
function acceptsOrders(round: RoundRow | null, now: Date): round is RoundRow {
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
) {
  const views = createRoundsViews(context.minorDigits);

  function lineView(language: UiLanguage, order: OrderRow, line: Pick<OrderLineRow, 'option' | 'odds' | 'amount'>): OrderLineView {
    return {
      order_id: order.id,
      seqno: order.seqno,
      value: line.option,
      valuecn: optionLabel(language, order.roomType, line.option),
      rate: formatOdds(line.odds),
      money: views.money(line.amount),
    };
  }

  function placedView(language: UiLanguage, order: OrderRow, lines: Pick<OrderLineRow, 'option' | 'odds' | 'amount'>[], cash: number, replayed: boolean): PlacedOrder {
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

  /** Checks that need no transaction: the room, the round, the player's level, the lines, odds, minbuy. */
  async function validate(playerId: string, body: OrderBody) {
    const room = await rooms.openRoom(body.roomid);
    if (body.gameid === '') throw roundIdEmpty();
    const repository = createRoundsRepository({ db: context.db });
    const round = isUuid(body.gameid) ? await repository.round(body.gameid) : null;
    if (!round || round.roomType !== room.roomType) throw noActiveRound();
    const player = await requireActivePlayer(context.db, playerId);
    if (player.level < room.minLevel) throw vipLevelTooLow();
    const lines = parseOrderInfo(body.order_info, room.roomType, context.minorDigits);
    const rates = ratesFor(room, round);
    if (lines.some((line) => rates[line.option] !== line.odds)) throw oddsChanged();
    const total = lines.reduce((sum, line) => sum + line.amountMinor, 0);
    if (!Number.isSafeInteger(total)) throw balanceInsufficient();
    if (total < room.minBuy) throw belowMinimumBuy(views.money(room.minBuy));
    return { room, round, player, lines, total };
  }

  async function insertOrder(tx: Executor, input: { playerId: string; roomId: number; round: RoundRow; total: number; orderKey: string; lines: OrderLineInput[]; now: Date }) {
    const [order] = await tx
      .insert(orders)
      .values({
        id: randomUUID(),
        playerId: input.playerId,
        roomId: input.roomId,
        roundId: input.round.id,
        roomType: input.round.roomType,
        seqno: input.round.seqno,
        total: input.total,
        orderKey: input.orderKey,
        createdAt: input.now,
      })
      .returning();
    const lines = await tx
      .insert(orderLines)
      .values(input.lines.map((line) => ({ orderId: order!.id, option: line.option, odds: line.odds, amount: line.amountMinor })))
      .returning();
    return { order: order!, lines };
  }

  async function place(playerId: string, language: UiLanguage, body: OrderBody): Promise<PlacedOrder> {
    const { room, round, player, lines, total } = await validate(playerId, body);
    const orderKey = body.order_key && body.order_key !== '' ? body.order_key : randomUUID();
    const outcome = await inTransaction(context.db, async (tx) => {
      await lockPlayerOrders(tx, playerId);
      const repository = createRoundsRepository({ db: tx });
      const [previous] = await tx.select().from(orders).where(and(eq(orders.playerId, playerId), eq(orders.orderKey, orderKey)));
      if (previous) {
        if (previous.roundId !== round.id || previous.roomId !== room.id) throw orderKeyReused();
        const { cash } = await context.ledger.playerBalances(playerId, tx);
        return { order: previous, lines: await repository.linesOf([previous.id]), cash, replayed: true };
      }
      const locked = await repository.lockForShare(round.id);
      const now = await boundaryNow(context, tx);
      if (!acceptsOrders(locked, now)) throw bettingClosed();
      const { cash } = await context.ledger.playerBalances(playerId, tx);
      if (cash < total) throw balanceInsufficient();
      const created = await insertOrder(tx, { playerId, roomId: room.id, round: locked, total, orderKey, lines, now });
      const { cash: escrowFrom, escrow } = orderStakeAccounts(playerId);
      const [stake] = await context.ledger.post(
        [{ id: orderStakeId(created.order.id), debit: escrowFrom, credit: escrow, amount: total, code: 'bet_stake', reference: `order:${created.order.id}` }],
        tx,
      );
      return { ...created, cash: stake!.debitBalanceAfter, replayed: false };
    }).catch((error: unknown) => {
      if (error instanceof InsufficientFundsError) throw balanceInsufficient();
      throw error;
    });
    if (!outcome.replayed) {
      await events.roomOrder(outcome.order, outcome.lines, maskName(player.nickname), 'placed');
      await events.balance(playerId, 'order', outcome.cash, { roundId: round.id, orderId: outcome.order.id });
    }
    return placedView(language, outcome.order, outcome.lines, outcome.cash, outcome.replayed);
  }

  /**
   * Cancels the player's own order while its round still takes orders: the stake goes back from
   * escrow under `order:<id>:settle`, the id settlement would use, so at most one of them posts.
   * Someone else's order answers "not found", never whether it exists (1041); closed is 2003.
   */
  async function cancel(playerId: string, body: { roomid: string; order_id: string }): Promise<{ order_id: string; balance: string }> {
    if (!isUuid(body.order_id)) throw orderNotFound();
    const player = await requireActivePlayer(context.db, playerId);
    const outcome = await inTransaction(context.db, async (tx) => {
      await lockPlayerOrders(tx, playerId);
      const repository = createRoundsRepository({ db: tx });
      const [owned] = await tx.select().from(orders).where(and(eq(orders.id, body.order_id), eq(orders.playerId, playerId)));
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
      const { cash, escrow } = orderStakeAccounts(playerId);
      const [refund] = await context.ledger.post(
        [{ id: orderSettleId(order.id), debit: escrow, credit: cash, amount: order.total, code: 'bet_cancel', reference: `order:${order.id}` }],
        tx,
      );
      return { order: cancelled!, lines: await repository.linesOf([order.id]), cash: refund!.creditBalanceAfter };
    });
    await events.roomOrder(outcome.order, outcome.lines, maskName(player.nickname), 'cancelled');
    await events.balance(playerId, 'cancel', outcome.cash, { roundId: outcome.order.roundId, orderId: outcome.order.id });
    return { order_id: outcome.order.id, balance: views.money(outcome.cash) };
  }

  return { place, cancel, lineView };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
