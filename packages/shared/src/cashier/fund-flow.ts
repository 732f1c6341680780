import { ownValue } from '../own-keys.js';

/**
 * Fund flow tabs (`/my_income`). The seed client sent Chinese words; both spellings are accepted.
 * `week` is the last seven days including today.
 */
export const FUND_FLOW_TABS = ['all', 'today', 'yesterday', 'week'] as const;
export type FundFlowTab = (typeof FUND_FLOW_TABS)[number];

const TAB_ALIASES: Record<string, FundFlowTab> = {
  all: 'all',
  全部: 'all',
  today: 'today',
  今天: 'today',
  今日: 'today',
  yesterday: 'yesterday',
  昨天: 'yesterday',
  昨日: 'yesterday',
  week: 'week',
  seven: 'week',
  '7days': 'week',
  七天: 'week',
  近七天: 'week',
  近7天: 'week',
  '7天': 'week',
};

/** The tab a request names; null when it names none. */
export function parseFundFlowTab(value: unknown): FundFlowTab | null {
  if (value === undefined || value === null || value === '') return 'all';
  if (typeof value !== 'string') return null;
  // An own key only: `type: "toString"` must not find Object.prototype's function (issue #23).
  return ownValue(TAB_ALIASES, value.trim().toLowerCase()) ?? null;
}

/** Fund flow entry direction, as the seed numbers it. */
export const FUND_FLOW_INCOME = 1;
export const FUND_FLOW_EXPENSE = 2;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(text: string): boolean {
  const match = DATE_PATTERN.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
