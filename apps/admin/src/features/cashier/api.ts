import {
  CASHIER_STAFF_CHANNEL,
  type AdminAdjustInput,
  type AdminAdjustResult,
  type AdminCashierConfigUpdate,
  type AdminCashierRejectInput,
  type AdminDepositMethodInput,
  type AdminDepositMethods,
  type AdminDepositsQuery,
  type AdminDepositView,
  type AdminWithdrawalApproveInput,
  type AdminWithdrawalsQuery,
  type AdminWithdrawalView,
  type CashierConfigView,
  type CashierDashboardSummary,
  type LedgerCheck,
  type ListPage,
  type MoneyActionOtp,
  type PlayerAccountType,
  type PlayerLedgerPage,
} from '@fairround/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../lib/api';
import { useLiveRefresh } from '../../lib/realtime';
import { auditKeys } from '../audit/api';
import { playerKeys } from '../players/api';

/**
 * The console's cashier calls (docs/cashier.md, cashier.admin.routes.ts). Money arrives as
 * decimal strings with the currency's digits and is shown as it came; money actions carry the
 * staff's current two-factor code in `otp`. Bodies and answers are the shared contract's.
 */

export const cashierKeys = {
  all: ['admin', 'cashier'] as const,
  dashboard: () => [...cashierKeys.all, 'dashboard'] as const,
  depositLists: () => [...cashierKeys.all, 'deposits'] as const,
  deposits: (query: AdminDepositsQuery) => [...cashierKeys.depositLists(), query] as const,
  withdrawalLists: () => [...cashierKeys.all, 'withdrawals'] as const,
  withdrawals: (query: AdminWithdrawalsQuery) => [...cashierKeys.withdrawalLists(), query] as const,
  config: () => [...cashierKeys.all, 'config'] as const,
  methods: () => [...cashierKeys.all, 'methods'] as const,
  ledger: (userId: string, account: PlayerAccountType) =>
    [...cashierKeys.all, 'ledger', userId, account] as const,
};

/**
 * The queues and the dashboard's counts follow `staff:cashier`: a player's request or another
 * operator's decision refetches them at once. While that channel is not live they poll instead.
 */
export const QUEUE_FALLBACK_REFRESH_MS = 15_000;

/** Refetches the queries under `queryKey` on each queue change; the fallback poll interval. */
function useLiveQueue(queryKey: readonly string[]): number | false {
  return useLiveRefresh(CASHIER_STAFF_CHANNEL, queryKey, QUEUE_FALLBACK_REFRESH_MS);
}

export const dashboardQuery = () =>
  queryOptions({
    queryKey: cashierKeys.dashboard(),
    queryFn: ({ signal }) =>
      apiPost<CashierDashboardSummary>('/api/admin/dashboard/summary', {}, { signal, toast: false }),
    staleTime: 0,
  });

export function useDashboard() {
  return useQuery({ ...dashboardQuery(), refetchInterval: useLiveQueue(cashierKeys.dashboard()) });
}

export function useDeposits(query: AdminDepositsQuery) {
  return useQuery({
    queryKey: cashierKeys.deposits(query),
    queryFn: ({ signal }) =>
      apiPost<ListPage<AdminDepositView>>('/api/admin/deposits/list', query, { signal, toast: false }),
    placeholderData: keepPreviousData,
    refetchInterval: useLiveQueue(cashierKeys.depositLists()),
    staleTime: 0,
  });
}

export function useWithdrawals(query: AdminWithdrawalsQuery) {
  return useQuery({
    queryKey: cashierKeys.withdrawals(query),
    queryFn: ({ signal }) =>
      apiPost<ListPage<AdminWithdrawalView>>('/api/admin/withdrawals/list', query, { signal, toast: false }),
    placeholderData: keepPreviousData,
    refetchInterval: useLiveQueue(cashierKeys.withdrawalLists()),
    staleTime: 0,
  });
}

export const cashierConfigQuery = () =>
  queryOptions({
    queryKey: cashierKeys.config(),
    queryFn: ({ signal }) =>
      apiPost<CashierConfigView>('/api/admin/cashier/config/get', {}, { signal, toast: false }),
  });

export function useCashierConfig() {
  return useQuery(cashierConfigQuery());
}

export function useDepositMethods() {
  return useQuery({
    queryKey: cashierKeys.methods(),
    queryFn: async ({ signal }) =>
      (await apiPost<AdminDepositMethods>('/api/admin/cashier/methods/get', {}, { signal, toast: false }))
        .methods,
  });
}

/**
 * One page of a player account's entries, newest first. Pages are fetched one after another
 * with the server's cursor (`nextCursor`), so entries posted meanwhile never shift a page.
 */
export function fetchPlayerLedger(
  input: { userId: string; account: PlayerAccountType; cursor?: string },
  signal?: AbortSignal,
): Promise<PlayerLedgerPage> {
  return apiPost<PlayerLedgerPage>(
    '/api/admin/players/ledger',
    { ...input, pageSize: 50 },
    { signal, toast: false },
  );
}

/**
 * After any decision (and after a refusal too: 3018 means another operator decided first):
 * queues, dashboard, ledgers, player balances and the audit log are read again.
 */
function useAfterMoneyChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: cashierKeys.all }),
      queryClient.invalidateQueries({ queryKey: playerKeys.all }),
      queryClient.invalidateQueries({ queryKey: auditKeys.all }),
    ]);
}

export function useApproveDeposit() {
  const refresh = useAfterMoneyChange();
  return useMutation({
    mutationFn: (input: { id: string } & MoneyActionOtp) =>
      apiPost<AdminDepositView>('/api/admin/deposits/approve', input, { toast: false }),
    onSettled: refresh,
  });
}

export function useRejectDeposit() {
  const refresh = useAfterMoneyChange();
  return useMutation({
    mutationFn: (input: AdminCashierRejectInput) =>
      apiPost<AdminDepositView>('/api/admin/deposits/reject', input, { toast: false }),
    onSettled: refresh,
  });
}

export function useApproveWithdrawal() {
  const refresh = useAfterMoneyChange();
  return useMutation({
    mutationFn: (input: AdminWithdrawalApproveInput & MoneyActionOtp) =>
      apiPost<AdminWithdrawalView>('/api/admin/withdrawals/approve', input, { toast: false }),
    onSettled: refresh,
  });
}

export function useRejectWithdrawal() {
  const refresh = useAfterMoneyChange();
  return useMutation({
    mutationFn: (input: AdminCashierRejectInput) =>
      apiPost<AdminWithdrawalView>('/api/admin/withdrawals/reject', input, { toast: false }),
    onSettled: refresh,
  });
}

export function useAdjustPlayer() {
  const refresh = useAfterMoneyChange();
  return useMutation({
    mutationFn: (input: AdminAdjustInput & MoneyActionOtp) =>
      apiPost<AdminAdjustResult>('/api/admin/players/adjust', input, { toast: false }),
    onSettled: refresh,
  });
}

/** Run on demand: the check reads the whole ledger, so it is a button, not a poll. */
export function useLedgerCheck() {
  return useMutation({
    mutationFn: () => apiPost<LedgerCheck>('/api/admin/ledger/check', {}, { toast: false }),
  });
}

export function useUpdateCashierConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminCashierConfigUpdate) =>
      apiPost<CashierConfigView>('/api/admin/cashier/config/update', input, { toast: false }),
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
      apiPost<AdminDepositMethods>('/api/admin/cashier/methods/update', { methods }, { toast: false }),
    onSuccess: (saved) => {
      queryClient.setQueryData(cashierKeys.methods(), saved.methods);
      return queryClient.invalidateQueries({ queryKey: auditKeys.all });
    },
  });
}
