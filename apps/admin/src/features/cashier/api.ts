import {
  cashierAdminEndpoints as endpoints,
  type AdminCashierConfigUpdate,
  type AdminCashierRejectInput,
  type AdminDepositMethodInput,
  type AdminDepositsQuery,
  type AdminWithdrawalApproveInput,
  type AdminWithdrawalsQuery,
  type MoneyActionOtp,
} from '@fairround/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';
import { auditKeys, cashierKeys, refreshAfterMoneyChange } from '../../lib/query-keys';
import { useCashierQueueRefresh } from '../../lib/realtime';

/**
 * The console's cashier calls (docs/cashier.md, cashier.admin.routes.ts). Money arrives as
 * decimal strings with the currency's digits and is shown as it came; money actions carry the
 * staff's current two-factor code in `otp`. Bodies and answers are the shared contract's.
 */

export function useDeposits(query: AdminDepositsQuery) {
  return useQuery({
    queryKey: cashierKeys.deposits(query),
    queryFn: ({ signal }) => apiCall(endpoints.deposits, query, { signal, toast: false }),
    placeholderData: keepPreviousData,
    refetchInterval: useCashierQueueRefresh(cashierKeys.depositLists()),
    staleTime: 0,
  });
}

export function useWithdrawals(query: AdminWithdrawalsQuery) {
  return useQuery({
    queryKey: cashierKeys.withdrawals(query),
    queryFn: ({ signal }) => apiCall(endpoints.withdrawals, query, { signal, toast: false }),
    placeholderData: keepPreviousData,
    refetchInterval: useCashierQueueRefresh(cashierKeys.withdrawalLists()),
    staleTime: 0,
  });
}

export const cashierConfigQuery = () =>
  queryOptions({
    queryKey: cashierKeys.config(),
    queryFn: ({ signal }) => apiCall(endpoints.config, {}, { signal, toast: false }),
  });

export function useCashierConfig() {
  return useQuery(cashierConfigQuery());
}

export function useDepositMethods() {
  return useQuery({
    queryKey: cashierKeys.methods(),
    queryFn: async ({ signal }) =>
      (await apiCall(endpoints.depositMethods, {}, { signal, toast: false })).methods,
  });
}

/** Every decision refreshes what money changes (lib/query-keys.ts), after a refusal too. */
function useAfterMoneyChange() {
  const queryClient = useQueryClient();
  return () => refreshAfterMoneyChange(queryClient);
}

export function useApproveDeposit() {
  const refresh = useAfterMoneyChange();
  return useMutation({
    mutationFn: (input: { id: string } & MoneyActionOtp) =>
      apiCall(endpoints.approveDeposit, input, { toast: false }),
    onSettled: refresh,
  });
}

export function useRejectDeposit() {
  const refresh = useAfterMoneyChange();
  return useMutation({
    mutationFn: (input: AdminCashierRejectInput) => apiCall(endpoints.rejectDeposit, input, { toast: false }),
    onSettled: refresh,
  });
}

export function useApproveWithdrawal() {
  const refresh = useAfterMoneyChange();
  return useMutation({
    mutationFn: (input: AdminWithdrawalApproveInput & MoneyActionOtp) =>
      apiCall(endpoints.approveWithdrawal, input, { toast: false }),
    onSettled: refresh,
  });
}

export function useRejectWithdrawal() {
  const refresh = useAfterMoneyChange();
  return useMutation({
    mutationFn: (input: AdminCashierRejectInput) =>
      apiCall(endpoints.rejectWithdrawal, input, { toast: false }),
    onSettled: refresh,
  });
}

export function useUpdateCashierConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminCashierConfigUpdate) => apiCall(endpoints.updateConfig, input, { toast: false }),
    onSuccess: (saved) => {
      queryClient.setQueryData(cashierKeys.config(), saved);
      // The two-operator threshold changes which pending withdrawals need a second approval.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [...cashierKeys.all, 'withdrawals'] }),
        queryClient.invalidateQueries({ queryKey: auditKeys.all }),
      ]);
    },
  });
}

export function useUpdateDepositMethods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (methods: AdminDepositMethodInput[]) =>
      apiCall(endpoints.updateDepositMethods, { methods }, { toast: false }),
    onSuccess: (saved) => {
      queryClient.setQueryData(cashierKeys.methods(), saved.methods);
      return queryClient.invalidateQueries({ queryKey: auditKeys.all });
    },
  });
}
