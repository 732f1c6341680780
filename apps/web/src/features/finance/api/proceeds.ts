import {
  DAY_MS,
  MAX_PERIOD_DAYS,
  stakingEndpoints,
  type StakingPositionView,
  type StakingProceedView,
} from '@fairround/shared';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { useLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { startOfDay } from '../lib/dates';
import { financeKeys } from './finance-keys';
import { nextPageOf } from './positions';

/** The largest page the server gives; the reads below walk pages of it. */
const READ_PAGE_SIZE = 100;
/** A bound on every walk: 5,000 rows, far beyond what 3 months of a player's positions accrue. */
const MAX_READ_PAGES = 50;

/**
 * Proceeds accrued since a moment. `complete` is false when the walk hit its bound before it
 * reached that moment: the oldest rows are then missing and a screen must not present the
 * period as whole.
 */
export type ProceedsSince = { list: StakingProceedView[]; complete: boolean };

/** `POST /api/Finance/proceeds`, newest first, page after page until one reaches `since`. */
export async function fetchProceedsSince(since: Date, signal?: AbortSignal): Promise<ProceedsSince> {
  const sinceMs = since.getTime();
  const list: StakingProceedView[] = [];
  for (let page = 1; page <= MAX_READ_PAGES; page += 1) {
    const answer = await apiCall(
      stakingEndpoints.proceeds,
      { page, pageSize: READ_PAGE_SIZE },
      { toast: false, ...(signal ? { signal } : {}) },
    );
    list.push(...answer.list.filter((proceed) => Date.parse(proceed.accruedAt) >= sinceMs));
    const oldest = answer.list.at(-1);
    if (!oldest || Date.parse(oldest.accruedAt) < sinceMs || nextPageOf(answer) === undefined) {
      return { list, complete: true };
    }
  }
  return { list, complete: false };
}

/**
 * `POST /api/Finance/positions`, newest first, every position that can have accrued since
 * `since`: one opened more than the longest period before it matured before it.
 */
export async function fetchPositionsSince(since: Date, signal?: AbortSignal): Promise<StakingPositionView[]> {
  const openedAfterMs = since.getTime() - MAX_PERIOD_DAYS * DAY_MS;
  const list: StakingPositionView[] = [];
  for (let page = 1; page <= MAX_READ_PAGES; page += 1) {
    const answer = await apiCall(
      stakingEndpoints.positions,
      { page, pageSize: READ_PAGE_SIZE },
      { toast: false, ...(signal ? { signal } : {}) },
    );
    list.push(...answer.list);
    const oldest = answer.list.at(-1);
    if (!oldest || Date.parse(oldest.openedAt) < openedAfterMs || nextPageOf(answer) === undefined) break;
  }
  return list;
}

/** The player's proceeds since the start of a calendar day (`YYYY-MM-DD`, device zone). */
export function useProceedsSince(day: string) {
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: financeKeys.proceedsSince(day),
    enabled: isLoggedIn,
    queryFn: ({ signal }) => fetchProceedsSince(startOfDay(day), signal),
  });
}

export type StakingHistory = { positions: StakingPositionView[]; proceeds: ProceedsSince };

/**
 * The player's positions and proceeds since the start of `day`: what the detail chart draws
 * (proceeds of one tier's positions, and the principal that earned them).
 */
export function useStakingHistory(day: string, enabled: boolean) {
  const language = useLanguage();
  return useQuery({
    queryKey: financeKeys.history(day, language),
    enabled,
    queryFn: async ({ signal }): Promise<StakingHistory> => {
      const since = startOfDay(day);
      const [positions, proceeds] = await Promise.all([
        fetchPositionsSince(since, signal),
        fetchProceedsSince(since, signal),
      ]);
      return { positions, proceeds };
    },
  });
}
