import {
  formatMoney,
  HISTORY_CSV_MAX_ROWS,
  historyCodesOf,
  historyKindOf,
  isCalendarDate,
  parseHistoryFilter,
  type HistoryCsv,
  type HistoryFilter,
  type HistoryPage,
  type HistoryReference,
  type HistoryRow,
  type PlayerAccountType,
} from '@fairround/shared';
import type { Clock } from '../../../platform/clock.js';
import type { Database } from '../../../platform/db/database.js';
import { localDateOf, localDaysRange, parseLocalDate } from '../../../platform/time/local-day.js';
import { orderNumberOf } from '../../rounds/orders/orders.service.js';
import { csvLine, CSV_HEADER, csvTotalLine } from './history.csv.js';
import { cashChangeOf, foldOrders, orderIdOf, type OrderFold } from './history.fold.js';
import { invalidHistoryField } from './history.errors.js';
import { createHistoryRepository, type TransferRow } from './history.repository.js';

export type HistoryInput = { kind?: string; start?: string; end?: string; cursor?: string };

type Filter = { kind: HistoryFilter; from?: Date; to?: Date; beforeSeq?: number };

/** One transfer read for a page: its row, or null when its order is shown at another movement. */
type Entry = { seq: number; row: HistoryRow | null };

type RowContext = {
  accounts: Map<number, PlayerAccountType>;
  cashId: number | undefined;
  /** The cash balance as of each transfer that does not touch cash. */
  cashAt: Map<number, number>;
  orders: Map<string, { roomType: number; seqno: string }>;
};

/** Rows read per statement while writing a CSV file. */
const CSV_CHUNK = 1_000;

/**
 * The account history (PRODUCT.md §9): every ledger transfer touching one of the player's own
 * accounts, newest first, by kind and by days of the operator's time zone, with no age limit (a
 * year and more is reachable). A transfer that touches cash is shown from cash (its signed amount
 * is the change of the player's balance); one that does not (a withdrawal paid out of the hold, a
 * losing stake leaving escrow) shows 0 for cash and what moved. So the amounts of any filter add
 * up, to the cent, to what the ledger moved on the player's cash account.
 */
export function createHistoryService(deps: {
  db: Database;
  clock: Clock;
  minorDigits: number;
  timeZone: string;
  /** Rows per CSV file; HISTORY_CSV_MAX_ROWS unless a test wants to see the parts. */
  csvMaxRows?: number;
}) {
  const repository = createHistoryRepository({ db: deps.db });
  const csvMaxRows = deps.csvMaxRows ?? HISTORY_CSV_MAX_ROWS;
  const money = (minor: number) => formatMoney(minor, deps.minorDigits);

  function filterOf(input: HistoryInput): Filter {
    const kind = parseHistoryFilter(input.kind);
    if (kind === null) throw invalidHistoryField('kind');
    const start = input.start?.trim() || undefined;
    const end = input.end?.trim() || undefined;
    if (start !== undefined && !isCalendarDate(start)) throw invalidHistoryField('start');
    if (end !== undefined && !isCalendarDate(end)) throw invalidHistoryField('end');
    if (start !== undefined && end !== undefined && start > end) throw invalidHistoryField('start');
    const cursor = input.cursor?.trim() || undefined;
    if (cursor !== undefined && !/^\d{1,15}$/.test(cursor)) throw invalidHistoryField('cursor');
    const day = (text: string) => localDaysRange(parseLocalDate(text), parseLocalDate(text), deps.timeZone);
    return {
      kind,
      from: start === undefined ? undefined : day(start).from,
      to: end === undefined ? undefined : day(end).to,
      beforeSeq: cursor === undefined ? undefined : Number(cursor),
    };
  }

  function referenceOf(
    row: TransferRow,
    orders: Map<string, { roomType: number; seqno: string }>,
  ): HistoryReference {
    const orderId = orderIdOf(row.reference);
    if (orderId) {
      const found = orders.get(orderId);
      return {
        type: 'order',
        id: orderNumberOf(orderId),
        roomType: found?.roomType ?? null,
        seqno: found?.seqno ?? null,
      };
    }
    const [prefix, ...rest] = row.reference.split(':');
    if ((prefix === 'deposit' || prefix === 'withdrawal') && rest.length > 0) {
      return { type: prefix, id: rest.join(':'), roomType: null, seqno: null };
    }
    return { type: 'other', id: row.reference, roomType: null, seqno: null };
  }

  /**
   * A transfer as the player sees it: from cash when it touches cash, else from the account it
   * touched. With `fold`, the row stands for its whole order: its amount is the order's cash change
   * over the filter, and `order` says what the order came to.
   */
  function viewOf(row: TransferRow, context: RowContext, fold?: OrderFold): HistoryRow {
    const change = fold ? fold.cashChange : cashChangeOf(row, context.cashId);
    const onCash = change !== 0 || cashChangeOf(row, context.cashId) !== 0;
    const account: PlayerAccountType = onCash
      ? 'cash'
      : (context.accounts.get(row.debitAccountId) ?? context.accounts.get(row.creditAccountId)!);
    const cashAfter =
      cashChangeOf(row, context.cashId) === 0
        ? (context.cashAt.get(row.seq) ?? 0)
        : row.debitAccountId === context.cashId
          ? row.debitBalanceAfter
          : row.creditBalanceAfter;
    return {
      id: row.id,
      time: row.createdAt.getTime(),
      kind: historyKindOf(row.code),
      code: row.code,
      amount: money(change),
      moved: money(fold ? fold.stake : row.amount),
      account,
      balanceAfter: money(cashAfter),
      reference: referenceOf(row, context.orders),
      ...(fold && {
        order: {
          stake: money(fold.stake),
          payout: fold.settled ? money(fold.payout) : null,
          cancelled: fold.cancelled,
        },
      }),
    };
  }

  /** Whether the filter lists a transfer (kind and day range; the cursor is not part of it). */
  function listedBy(filter: Filter): (row: TransferRow) => boolean {
    const codes = filter.kind === 'all' ? null : new Set<string>(historyCodesOf(filter.kind));
    return (row) =>
      (codes === null || codes.has(row.code)) &&
      (filter.from === undefined || row.createdAt >= filter.from) &&
      (filter.to === undefined || row.createdAt < filter.to);
  }

  /** One chunk of rows after `filter.beforeSeq`, and the cursor after it (null at the end). */
  async function rowsOf(
    playerId: string,
    filter: Filter,
    limit: number,
    foldByOrder = false,
  ): Promise<{ entries: Entry[]; cashMinor: number; nextCursor: string | null }> {
    const accounts = await repository.playerAccounts(playerId);
    const found = await repository.transfers([...accounts.keys()], {
      codes: filter.kind === 'all' ? undefined : historyCodesOf(filter.kind),
      from: filter.from,
      to: filter.to,
      beforeSeq: filter.beforeSeq,
      limit: limit + 1,
    });
    const page = found.slice(0, limit);
    const cashId = [...accounts].find(([, type]) => type === 'cash')?.[0];
    const cashAt =
      cashId === undefined
        ? new Map<number, number>()
        : await repository.balancesAt(
            cashId,
            page.filter((row) => cashChangeOf(row, cashId) === 0).map((row) => row.seq),
          );
    const orderIds = [...new Set(page.flatMap((row) => orderIdOf(row.reference) ?? []))];
    const orders = new Map((await repository.ordersByIds(orderIds)).map((order) => [order.id, order]));
    const folds = foldByOrder
      ? foldOrders(
          await repository.transfersByReference(orderIds.map((id) => `order:${id}`)),
          cashId,
          listedBy(filter),
        )
      : new Map<string, OrderFold>();

    const context = { accounts, cashId, cashAt, orders };
    const entries = page.map((row): Entry => {
      const orderId = orderIdOf(row.reference);
      const fold = orderId === null ? undefined : folds.get(orderId);
      if (fold && fold.anchorSeq !== row.seq) return { seq: row.seq, row: null };
      return { seq: row.seq, row: viewOf(row, context, fold) };
    });
    const cashMinor = page.reduce((sum, row) => sum + cashChangeOf(row, cashId), 0);
    const last = page.at(-1);
    return { entries, cashMinor, nextCursor: found.length > limit && last ? String(last.seq) : null };
  }

  function rangeOf(filter: Filter): HistoryPage['range'] {
    return {
      from: filter.from?.getTime() ?? null,
      to: filter.to?.getTime() ?? null,
      timeZone: deps.timeZone,
    };
  }

  function filenameOf(input: HistoryInput, filter: Filter): string {
    const today = localDateOf(deps.clock.now(), deps.timeZone);
    const pad = (value: number) => String(value).padStart(2, '0');
    const end = input.end?.trim() || `${today.year}-${pad(today.month)}-${pad(today.day)}`;
    const start = input.start?.trim() || 'start';
    const part = filter.beforeSeq === undefined ? '' : `-before-${filter.beforeSeq}`;
    return `fairround-history-${filter.kind}-${start}-to-${end}${part}.csv`;
  }

  return {
    /**
     * `POST /api/Protect/history`: one page, newest first, an order once (`history.fold.ts`);
     * `nextCursor` asks for the next. Movements shown with their order are skipped, so a page
     * reads on until it holds `pageSize` rows or the filter ends.
     */
    async page(playerId: string, input: HistoryInput & { pageSize: number }): Promise<HistoryPage> {
      const filter = filterOf(input);
      const list: HistoryRow[] = [];
      let cursor = filter.beforeSeq;
      for (;;) {
        const chunk = await rowsOf(playerId, { ...filter, beforeSeq: cursor }, input.pageSize, true);
        for (const [index, entry] of chunk.entries.entries()) {
          if (entry.row) list.push(entry.row);
          if (list.length === input.pageSize) {
            const more = index < chunk.entries.length - 1 || chunk.nextCursor !== null;
            return {
              kind: filter.kind,
              list,
              nextCursor: more ? String(entry.seq) : null,
              range: rangeOf(filter),
            };
          }
        }
        if (chunk.nextCursor === null)
          return { kind: filter.kind, list, nextCursor: null, range: rangeOf(filter) };
        cursor = Number(chunk.nextCursor);
      }
    },

    /**
     * `POST /api/Protect/historyCsv`: every row of the filter in one file, at most
     * HISTORY_CSV_MAX_ROWS; beyond that the answer's `nextCursor` starts the next (older) part,
     * so the parts together hold each row exactly once.
     */
    async csv(playerId: string, input: HistoryInput): Promise<HistoryCsv> {
      const filter = filterOf(input);
      const lines: string[] = [CSV_HEADER.join(',')];
      let totalMinor = 0;
      let count = 0;
      let cursor: number | undefined = filter.beforeSeq;
      let nextCursor: string | null = null;
      for (;;) {
        const limit = Math.min(CSV_CHUNK, csvMaxRows - count);
        const chunk = await rowsOf(playerId, { ...filter, beforeSeq: cursor }, limit);
        // The file keeps every ledger movement, an order's stake and settlement on lines of their own.
        for (const { row } of chunk.entries) if (row) lines.push(csvLine(row, deps.timeZone));
        totalMinor += chunk.cashMinor;
        count += chunk.entries.length;
        if (chunk.nextCursor === null) break;
        if (count >= csvMaxRows) {
          nextCursor = chunk.nextCursor;
          break;
        }
        cursor = Number(chunk.nextCursor);
      }
      const total = money(totalMinor);
      lines.push(csvTotalLine(total));
      return {
        filename: filenameOf(input, filter),
        csv: `${lines.join('\r\n')}\r\n`,
        rows: count,
        total,
        nextCursor,
      };
    },
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
