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
import { invalidHistoryField } from './history.errors.js';
import { createHistoryRepository, type TransferRow } from './history.repository.js';

export type HistoryInput = { kind?: string; start?: string; end?: string; cursor?: string };

type Filter = { kind: HistoryFilter; from?: Date; to?: Date; beforeSeq?: number };

type RowContext = {
  accounts: Map<number, PlayerAccountType>;
  cashId: number | undefined;
  /** The cash balance as of each transfer that does not touch cash. */
  cashAt: Map<number, number>;
  orders: Map<string, { roomType: number; seqno: string }>;
};

/** The signed change a transfer made to the cash account (0 when it does not touch it). */
function cashChangeOf(row: TransferRow, cashId: number | undefined): number {
  if (cashId === undefined) return 0;
  if (row.debitAccountId === cashId) return -row.amount;
  return row.creditAccountId === cashId ? row.amount : 0;
}

/** Rows read per statement while writing a CSV file. */
const CSV_CHUNK = 1_000;
const ORDER_REFERENCE = /^order:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

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
    const order = ORDER_REFERENCE.exec(row.reference);
    if (order) {
      const found = orders.get(order[1]!.toLowerCase());
      return {
        type: 'order',
        id: orderNumberOf(order[1]!),
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

  /** A transfer as the player sees it: from cash when it touches cash, else from the account it touched. */
  function viewOf(row: TransferRow, context: RowContext): HistoryRow {
    const onCash = cashChangeOf(row, context.cashId) !== 0;
    const account: PlayerAccountType = onCash
      ? 'cash'
      : (context.accounts.get(row.debitAccountId) ?? context.accounts.get(row.creditAccountId)!);
    const cashAfter = !onCash
      ? (context.cashAt.get(row.seq) ?? 0)
      : row.debitAccountId === context.cashId
        ? row.debitBalanceAfter
        : row.creditBalanceAfter;
    return {
      id: row.id,
      time: row.createdAt.getTime(),
      kind: historyKindOf(row.code),
      code: row.code,
      amount: money(cashChangeOf(row, context.cashId)),
      moved: money(row.amount),
      account,
      balanceAfter: money(cashAfter),
      reference: referenceOf(row, context.orders),
    };
  }

  /** One chunk of rows after `filter.beforeSeq`, and the cursor after it (null at the end). */
  async function rowsOf(
    playerId: string,
    filter: Filter,
    limit: number,
  ): Promise<{ rows: HistoryRow[]; cashMinor: number; nextCursor: string | null }> {
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
    const orderIds = page.flatMap((row) => ORDER_REFERENCE.exec(row.reference)?.[1]?.toLowerCase() ?? []);
    const orders = new Map(
      (await repository.ordersByIds([...new Set(orderIds)])).map((order) => [order.id, order]),
    );

    const context = { accounts, cashId, cashAt, orders };
    const rows = page.map((row) => viewOf(row, context));
    const cashMinor = page.reduce((sum, row) => sum + cashChangeOf(row, cashId), 0);
    const last = page.at(-1);
    return { rows, cashMinor, nextCursor: found.length > limit && last ? String(last.seq) : null };
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
    /** `POST /api/Protect/history`: one page, newest first; `nextCursor` asks for the next. */
    async page(playerId: string, input: HistoryInput & { pageSize: number }): Promise<HistoryPage> {
      const filter = filterOf(input);
      const { rows, nextCursor } = await rowsOf(playerId, filter, input.pageSize);
      return { kind: filter.kind, list: rows, nextCursor, range: rangeOf(filter) };
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
        for (const row of chunk.rows) lines.push(csvLine(row, deps.timeZone));
        totalMinor += chunk.cashMinor;
        count += chunk.rows.length;
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
