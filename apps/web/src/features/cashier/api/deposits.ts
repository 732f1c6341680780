import type { DepositMethodsResponse, DepositView } from '@fairround/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api';
import {
  cashierKeys,
  invalidateCashier,
  PENDING_REFRESH_MS,
  RECENT_PAGE_SIZE,
  refreshBalanceIfResolved,
  type CashierPage,
} from './cashier-keys';

/** `POST /api/Cashier/methods`: the operator's deposit instructions, minimum and quick amounts. */
export function useDepositMethods() {
  return useQuery({
    queryKey: cashierKeys.methods(),
    queryFn: ({ signal }) =>
      apiPost<DepositMethodsResponse>('/api/Cashier/methods', {}, { toast: false, signal }),
  });
}

/** `POST /api/Cashier/deposits`: the player's latest deposit requests, refreshed while one is pending. */
export function useRecentDeposits() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: cashierKeys.deposits(),
    queryFn: async ({ signal }) => {
      const page = await apiPost<CashierPage<DepositView>>(
        '/api/Cashier/deposits',
        { page: 1, pageSize: RECENT_PAGE_SIZE },
        { toast: false, signal },
      );
      refreshBalanceIfResolved(queryClient, cashierKeys.deposits(), page.list);
      return page;
    },
    refetchInterval: (query) =>
      query.state.data?.list.some((deposit) => deposit.status === 'pending') ? PENDING_REFRESH_MS : false,
  });
}

export type DepositRequestInput = { money: string; pay_name: string; method: string };

/** `POST /api/Game/recharge`: a pending deposit request. Failures are shown in the form. */
export function useRequestDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DepositRequestInput) =>
      apiPost<DepositView>('/api/Game/recharge', input, { toast: false }),
    onSettled: () => invalidateCashier(queryClient),
  });
}
