import {
  formatMoney,
  RECALL_ROUNDS,
  type RecallLine,
  type RecallResponse,
  type RecallRound,
  type UiLanguage,
} from '@fairround/shared';
import type { Database } from '../../../platform/db/database.js';
import { optionLabel } from '../../rounds/rounds.context.js';
import type { RoomRow, RoundRow } from '../../rounds/rounds.queries.js';
import { createRoundsViews } from '../../rounds/rounds.views.js';
import { createHistoryRepository, type HistoryRepository, type TransferRow } from './history.repository.js';

type Orders = Awaited<ReturnType<HistoryRepository['playerOrdersIn']>>;
type OrderRow = Orders['orders'][number];
type LineRow = Orders['lines'][number];

const SETTLEMENT_CODES = new Set(['bet_payout', 'bet_settle_loss']);

/** Stake and payout per option over the round's counted orders; `won` null until settled. */
function linesOf(
  language: UiLanguage,
  roomType: number,
  counted: OrderRow[],
  lines: LineRow[],
  money: (minor: number) => string,
): RecallLine[] {
  const ids = new Set(counted.map((order) => order.id));
  const byOption = new Map<number, { stake: number; payout: number; won: boolean | null }>();
  for (const line of lines) {
    if (!ids.has(line.orderId)) continue;
    const sum = byOption.get(line.option) ?? { stake: 0, payout: 0, won: null };
    sum.stake += line.amount;
    sum.payout += line.payout;
    if (line.won !== null) sum.won = (sum.won ?? false) || line.won;
    byOption.set(line.option, sum);
  }
  return [...byOption]
    .sort(([a], [b]) => a - b)
    .map(([option, sum]) => ({
      option,
      label: optionLabel(language, roomType, option),
      stake: money(sum.stake),
      payout: money(sum.payout),
      won: sum.won,
    }));
}

/**
 * Round recall (PRODUCT.md §9): the last 50 rounds the player placed orders in (orders cancelled
 * while betting was open do not count), newest first, with the stake per option, the outcome,
 * the payout and the player's cash around the round.
 *
 * "Before" and "after" are read from the ledger's balance-after columns of the player's cash:
 * - balanceBefore = cash just before the player's FIRST stake transfer (`bet_stake`) in the
 *   round, cancelled orders included (their stake left cash too);
 * - balanceAfter = cash as of the round's LAST settlement transfer of the player's orders
 *   (`bet_payout` / `bet_settle_loss`, in ledger order): the balance after it when it paid into
 *   cash, else the balance after the newest cash movement before it (a round lost outright moves
 *   no cash at settlement). Null while the round is not settled.
 * Anything else that moved cash in between (a deposit, another room's round) is in the
 * difference too: these are snapshots of the balance, not the round's result (payout − stake).
 */
export function createRecallService(deps: { db: Database; minorDigits: number }) {
  const repository = createHistoryRepository({ db: deps.db });
  const views = createRoundsViews(deps.minorDigits);
  const money = (minor: number) => formatMoney(minor, deps.minorDigits);

  function roundView(
    language: UiLanguage,
    round: RoundRow,
    orders: OrderRow[],
    lines: LineRow[],
    rooms: Map<number, RoomRow>,
    transfers: TransferRow[],
    cashAt: Map<number, number>,
  ): RecallRound {
    const counted = orders.filter((order) => order.state !== 'cancelled');
    const firstStake = transfers.find((transfer) => transfer.code === 'bet_stake');
    const settlements = transfers.filter(
      (transfer) =>
        SETTLEMENT_CODES.has(transfer.code) &&
        counted.some((order) => transfer.reference === `order:${order.id}`),
    );
    const lastSettlement = settlements.at(-1);
    const drawn = round.state === 'drawn' || round.state === 'settled';
    const result = drawn ? views.result(round, language) : null;
    const labels = result?.wins.map((option) => optionLabel(language, round.roomType, option)) ?? [];
    const roomIds = [...new Set(counted.map((order) => order.roomId))];
    return {
      roundId: round.id,
      roomType: round.roomType,
      seqno: round.seqno,
      rooms: roomIds.flatMap((id) => {
        const room = rooms.get(id);
        return room ? [{ id, title: views.room(room, language, round).title }] : [];
      }),
      state: round.state,
      result: result && {
        nums: result.num1 === null ? null : [result.num1, result.num2 ?? 0, result.num3 ?? 0],
        sum: result.sum,
        order: result.order,
        wins: result.wins,
        text: labels.join(' · '),
      },
      lines: linesOf(language, round.roomType, counted, lines, money),
      stake: money(counted.reduce((sum, order) => sum + order.total, 0)),
      payout: money(counted.reduce((sum, order) => sum + order.payout, 0)),
      balanceBefore: money(firstStake ? firstStake.debitBalanceAfter + firstStake.amount : 0),
      balanceAfter:
        round.state === 'settled' && lastSettlement ? money(cashAt.get(lastSettlement.seq) ?? 0) : null,
      placedAt: (counted[0] ?? orders[0])!.createdAt.getTime(),
      drawsAt: round.drawsAt.getTime(),
      settledAt: round.settledAt?.getTime() ?? null,
    };
  }

  return {
    /** `POST /api/Protect/recall`. */
    async recall(playerId: string, language: UiLanguage): Promise<RecallResponse> {
      const roundIds = await repository.recentRoundIds(playerId, RECALL_ROUNDS);
      if (roundIds.length === 0) return { list: [] };
      const { orders, lines } = await repository.playerOrdersIn(playerId, roundIds);
      const [rounds, rooms, transfers, accounts] = await Promise.all([
        repository.roundsByIds(roundIds),
        repository.roomsByIds([...new Set(orders.map((order) => order.roomId))]),
        repository.transfersByReference(orders.map((order) => `order:${order.id}`)),
        repository.playerAccounts(playerId),
      ]);
      const cashId = [...accounts].find(([, type]) => type === 'cash')?.[0];
      const settlementSeqs = transfers
        .filter((transfer) => SETTLEMENT_CODES.has(transfer.code))
        .map((transfer) => transfer.seq);
      const cashAt =
        cashId === undefined
          ? new Map<number, number>()
          : await repository.balancesAt(cashId, settlementSeqs);
      const roundById = new Map(rounds.map((round) => [round.id, round]));
      const roomById = new Map(rooms.map((room) => [room.id, room]));
      return {
        list: roundIds.flatMap((roundId) => {
          const round = roundById.get(roundId);
          if (!round) return [];
          const own = orders.filter((order) => order.roundId === roundId);
          const references = new Set(own.map((order) => `order:${order.id}`));
          return [
            roundView(
              language,
              round,
              own,
              lines,
              roomById,
              transfers.filter((transfer) => references.has(transfer.reference)),
              cashAt,
            ),
          ];
        }),
      };
    },
  };
}

export type RecallService = ReturnType<typeof createRecallService>;
