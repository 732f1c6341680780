import { cashierEndpoints } from '@fairround/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { useLanguage } from '../../../lib/i18n';
import {
  cashierKeys,
  invalidateCashier,
  PENDING_REFRESH_MS,
  RECENT_PAGE_SIZE,
  refreshBalanceIfResolved,
} from './cashier-keys';

/**
 * `POST /api/Cashier/methods`: the operator's deposit instructions, minimum and quick amounts.
 * Each note comes in the request's language, so the list is read again when the player switches
 * language; the one on screen stays meanwhile, so a half-filled form is not reset.
 */
export function useDepositMethods() {
  const language = useLanguage();
  return useQuery({
    queryKey: cashierKeys.methods(language),
    queryFn: ({ signal }) => apiCall(cashierEndpoints.methods, {}, { toast: false, signal }),
    placeholderData: keepPreviousData,
  });
}

/** `POST /api/Cashier/deposits`: the player's latest deposit requests, refreshed while one is pending. */
export function useRecentDeposits() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: cashierKeys.deposits(),
    queryFn: async ({ signal }) => {
      const page = await apiCall(
        cashierEndpoints.deposits,
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

export type DepositRequestInput = { money: string; pay_name: string; method: string; tx_hash?: string };

/** `POST /api/Game/recharge`: a pending deposit request. Failures are shown in the form. */
export function useRequestDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DepositRequestInput) => apiCall(cashierEndpoints.recharge, input, { toast: false }),
    onSettled: () => invalidateCashier(queryClient),
  });
}

/**
 * `POST /api/Cashier/cancelDeposit`: withdraws one of the player's pending requests (again on a
 * cancelled one answers it unchanged). The request lists are read again either way, since a
 * refusal (3018) means the operator decided meanwhile.
 */
export function useCancelDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall(cashierEndpoints.cancelDeposit, { id }),
    onSettled: () => invalidateCashier(queryClient),
  });
}
