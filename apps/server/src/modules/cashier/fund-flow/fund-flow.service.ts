import {
  CATALOGUES,
  formatMoney,
  FUND_FLOW_EXPENSE,
  FUND_FLOW_INCOME,
  isCalendarDate,
  parseFundFlowTab,
  type FundFlowResponse,
  type FundFlowTab,
  type UiLanguage,
} from '@fairround/shared';
import type { Clock } from '../../../platform/clock.js';
import type { LedgerService } from '../../ledger/ledger.service.js';
import type { LedgerEntry } from '../../ledger/ledger.types.js';
import { invalidField } from '../../../platform/errors/app-error.js';
import { addDays, localDateOf, localDaysRange, parseLocalDate } from '../../../platform/time/local-day.js';

export type FundFlowInput = {
  type?: string;
  start?: string;
  end?: string;
  page: number;
  pageSize: number;
  cursor?: string;
};

/** How far `page` may skip without a cursor; deeper pages are reached with `nextCursor`. */
const MAX_SKIPPED_ENTRIES = 20_000;
const SKIP_CHUNK = 200;

type Range = { from?: Date; to?: Date };

/**
 * The fund flow (`/my_income`): every ledger entry of the player's cash account, newest first,
 * with the balance before and after, the reason and income/expense. Days are local days of the
 * deployment's zone (config TIMEZONE).
 */
export function createFundFlowService(deps: {
  ledger: LedgerService;
  clock: Clock;
  minorDigits: number;
  timeZone: string;
}) {
  const money = (minor: number) => formatMoney(minor, deps.minorDigits);

  function tabRange(tab: FundFlowTab): Range {
    if (tab === 'all') return {};
    const today = localDateOf(deps.clock.now(), deps.timeZone);
    if (tab === 'today') return localDaysRange(today, today, deps.timeZone);
    if (tab === 'yesterday') return localDaysRange(addDays(today, -1), addDays(today, -1), deps.timeZone);
    return localDaysRange(addDays(today, -6), today, deps.timeZone);
  }

  /** A start/end date range (both inclusive) wins over the tab; 1001 names the field at fault. */
  function rangeOf(input: FundFlowInput): Range {
    const tab = parseFundFlowTab(input.type);
    if (!tab) throw invalidField('type');
    const start = input.start?.trim() || undefined;
    const end = input.end?.trim() || undefined;
    if (start !== undefined && !isCalendarDate(start)) throw invalidField('start');
    if (end !== undefined && !isCalendarDate(end)) throw invalidField('end');
    if (start === undefined && end === undefined) return tabRange(tab);
    if (start !== undefined && end !== undefined && start > end) throw invalidField('start');
    return {
      from:
        start === undefined
          ? undefined
          : localDaysRange(parseLocalDate(start), parseLocalDate(start), deps.timeZone).from,
      to:
        end === undefined
          ? undefined
          : localDaysRange(parseLocalDate(end), parseLocalDate(end), deps.timeZone).to,
    };
  }

  function toItem(entry: LedgerEntry, language: UiLanguage) {
    return {
      id: entry.transferId,
      time: entry.createdAt.toISOString(),
      money: money(entry.amount),
      before: money(entry.balanceBefore),
      after: money(entry.balanceAfter),
      reason: entry.code,
      reasonText: CATALOGUES[language].ledger.reasons[entry.code],
      type: entry.amount > 0 ? FUND_FLOW_INCOME : FUND_FLOW_EXPENSE,
    } as const;
  }

  const cashOf = (playerId: string) => ({ kind: 'player', playerId, type: 'cash' }) as const;

  /**
   * The cursor after the first `skip` entries, so `page` works without one; null when there is
   * nothing left after them.
   */
  async function cursorAfter(playerId: string, range: Range, skip: number): Promise<string | null> {
    let cursor: string | null = null;
    for (let left = skip; left > 0;) {
      const chunk = await deps.ledger.accountEntries(cashOf(playerId), {
        ...range,
        limit: Math.min(SKIP_CHUNK, left),
        cursor,
      });
      left -= chunk.entries.length;
      if (chunk.nextCursor === null) return null;
      cursor = chunk.nextCursor;
    }
    return cursor;
  }

  function answer(
    input: FundFlowInput,
    range: Range,
    list: FundFlowResponse['list'],
    nextCursor: string | null,
  ): FundFlowResponse {
    return {
      list,
      page: input.page,
      pageSize: input.pageSize,
      nextCursor,
      range: {
        from: range.from?.toISOString() ?? null,
        to: range.to?.toISOString() ?? null,
        timeZone: deps.timeZone,
      },
    };
  }

  return {
    /**
     * `POST /api/Game/getfinanceflow`. `cursor` (from `nextCursor`) pages fastest; without it
     * `page` skips (page − 1) × pageSize entries (at most 20 000).
     */
    async list(playerId: string, input: FundFlowInput, language: UiLanguage): Promise<FundFlowResponse> {
      const range = rangeOf(input);
      let cursor: string | null = null;
      if (input.cursor !== undefined && input.cursor !== '') {
        if (!/^\d{1,15}$/.test(input.cursor)) throw invalidField('cursor');
        cursor = input.cursor;
      } else if (input.page > 1) {
        const skip = (input.page - 1) * input.pageSize;
        if (skip > MAX_SKIPPED_ENTRIES) throw invalidField('page');
        cursor = await cursorAfter(playerId, range, skip);
        if (cursor === null) return answer(input, range, [], null);
      }
      const page = await deps.ledger.accountEntries(cashOf(playerId), {
        ...range,
        limit: input.pageSize,
        cursor,
      });
      return answer(
        input,
        range,
        page.entries.map((entry) => toItem(entry, language)),
        page.nextCursor,
      );
    },
  };
}

export type FundFlowService = ReturnType<typeof createFundFlowService>;
