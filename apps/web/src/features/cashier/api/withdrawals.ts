import { cashierEndpoints } from '@fairround/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import {
  cashierKeys,
  invalidateCashier,
  PENDING_REFRESH_MS,
  RECENT_PAGE_SIZE,
  refreshBalanceIfResolved,
} from './cashier-keys';

/** `POST /api/Cashier/withdrawInfo`: balance, withdrawable, turnover, daily count, limits, accounts. */
export function useWithdrawInfo() {
  return useQuery({
    queryKey: cashierKeys.withdrawInfo(),
    queryFn: ({ signal }) => apiCall(cashierEndpoints.withdrawInfo, {}, { toast: false, signal }),
  });
}

/** When the operator's day ends (local midnight in its time zone), and that zone. */
export type TodayWindow = { endsAt: string; timeZone: string };

/**
 * The end of "today" as the server counts it: the daily withdrawal count starts over then. The
 * fund flow's `today` tab uses the same local day, so its range says when that is.
 */
export function useTodayWindow(enabled: boolean) {
  return useQuery({
    queryKey: cashierKeys.todayWindow(),
    queryFn: async ({ signal }): Promise<TodayWindow | null> => {
      const flow = await apiCall(
        cashierEndpoints.fundFlow,
        { type: 'today', pageSize: 1 },
        { toast: false, signal },
      );
      return flow.range.to ? { endsAt: flow.range.to, timeZone: flow.range.timeZone } : null;
    },
    enabled,
  });
}

/** `POST /api/Cashier/withdrawals`: the player's latest withdrawals, refreshed while one is pending. */
export function useRecentWithdrawals() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: cashierKeys.withdrawals(),
    queryFn: async ({ signal }) => {
      const page = await apiCall(
        cashierEndpoints.withdrawals,
        { page: 1, pageSize: RECENT_PAGE_SIZE },
        { toast: false, signal },
      );
      refreshBalanceIfResolved(queryClient, cashierKeys.withdrawals(), page.list);
      return page;
    },
    refetchInterval: (query) =>
      query.state.data?.list.some((withdrawal) => withdrawal.status === 'pending')
        ? PENDING_REFRESH_MS
        : false,
  });
}

export type WithdrawalRequestInput = {
  bank_id: string;
  money: string;
  pwd: string;
  /** The same key for every retry of one attempt: the server then creates at most one withdrawal. */
  request_key: string;
  /** The two-factor code, sent only when the player has two-factor on. */
  otp?: string;
};

/** `POST /api/Game/withdraw` (data = 1). Failures are shown in the form. */
export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WithdrawalRequestInput) =>
      apiCall(cashierEndpoints.withdraw, input, { toast: false }),
    // Also after a failure: the answer may have been lost after the hold was made.
    onSettled: () => invalidateCashier(queryClient),
  });
}
