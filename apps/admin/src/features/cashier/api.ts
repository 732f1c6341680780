import {
  CASHIER_STAFF_CHANNEL,
  type AdminDepositMethodInput,
  type CashierConfigView,
  type ChainType,
  type DepositMethodKind,
  type DepositMethodNotes,
  type DepositStatus,
  type DepositView,
  type HouseAccountType,
  type LedgerCode,
  type PlayerAccountType,
  type WithdrawalStatus,
  type WithdrawalView,
} from '@fairround/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../lib/api';
import { useLiveRefresh } from '../../lib/realtime';
import { auditKeys } from '../audit/api';
import { playerKeys } from '../players/api';

/**
 * The console's cashier calls (docs/cashier.md, cashier.admin.routes.ts). Money arrives as
 * decimal strings with the currency's digits and is shown as it came; money actions carry the
 * staff's current two-factor code in `otp`.
 */

/** A deposit method as stored: the full snapshot, `enabled` included. */
export type StoredDepositMethod = {
  id: string;
  kind: DepositMethodKind;
  label: string;
  bankName?: string;
  accountName?: string;
  accountNumber?: string;
  chain?: ChainType;
  address?: string;
  /** Absent when every language is empty. */
  notes?: DepositMethodNotes;
  enabled?: boolean;
};

export type ConsoleDeposit = Omit<DepositView, 'method'> & {
  method: StoredDepositMethod;
  userId: string;
  username: string | null;
  turnoverRequired: string;
  resolvedBy: string | null;
};

export type FirstApproval = { staffId: string; username: string | null; at: string | null };

export type ConsoleWithdrawal = WithdrawalView & {
  userId: string;
  username: string | null;
  requiresTwoApprovals: boolean;
  firstApproval: FirstApproval | null;
  resolvedBy: string | null;
};

export type Paged<T> = { list: T[]; total: number; page: number; pageSize: number };

export type DepositsQuery = { status?: DepositStatus; userId?: string; page: number; pageSize: number };
export type WithdrawalsQuery = {
  status?: WithdrawalStatus;
  userId?: string;
  awaitingSecondApproval?: boolean;
  page: number;
  pageSize: number;
};

export type DashboardSummary = {
  day: { from: string; to: string; timeZone: string };
  depositsApproved: { count: number; total: string };
  withdrawalsPaid: { count: number; total: string };
  pending: { deposits: number; withdrawals: number; withdrawalsAwaitingSecondApproval: number };
  house: Record<HouseAccountType, string>;
};

export type LedgerCheck = { ok: boolean; problems: string[] };

export type Counterparty =
  { kind: 'player'; type: PlayerAccountType } | { kind: 'house'; type: HouseAccountType };

export type PlayerLedgerEntry = {
  id: string;
  time: string;
  /** Signed from this account's view: + money in, − money out. */
  amount: string;
  before: string;
  after: string;
  code: LedgerCode;
  reference: string;
  counterparty: Counterparty;
};

export type PlayerLedgerPage = {
  userId: string;
  account: PlayerAccountType;
  balances: { cash: string; withdrawalHold: string; betEscrow: string; staking: string };
  list: PlayerLedgerEntry[];
  nextCursor: string | null;
};

export type AdjustInput = {
  userId: string;
  amount: string;
  reason: string;
  requestKey: string;
  otp?: string;
};
export type AdjustResult = {
  userId: string;
  amount: string;
  transferId: string;
  cashBefore: string;
  cashAfter: string;
  replayed: boolean;
};

export type MethodsAnswer = { methods: StoredDepositMethod[] };
export type ConfigUpdate = Partial<Omit<CashierConfigView, 'twoOperatorThreshold'>> & {
  twoOperatorThreshold?: string | null;
};

export const cashierKeys = {
  all: ['admin', 'cashier'] as const,
  dashboard: () => [...cashierKeys.all, 'dashboard'] as const,
  depositLists: () => [...cashierKeys.all, 'deposits'] as const,
  deposits: (query: DepositsQuery) => [...cashierKeys.depositLists(), query] as const,
  withdrawalLists: () => [...cashierKeys.all, 'withdrawals'] as const,
  withdrawals: (query: WithdrawalsQuery) => [...cashierKeys.withdrawalLists(), query] as const,
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
      apiPost<DashboardSummary>('/api/admin/dashboard/summary', {}, { signal, toast: false }),
    staleTime: 0,
  });

export function useDashboard() {
  return useQuery({ ...dashboardQuery(), refetchInterval: useLiveQueue(cashierKeys.dashboard()) });
}

export function useDeposits(query: DepositsQuery) {
  return useQuery({
    queryKey: cashierKeys.deposits(query),
    queryFn: ({ signal }) =>
      apiPost<Paged<ConsoleDeposit>>('/api/admin/deposits/list', query, { signal, toast: false }),
    placeholderData: keepPreviousData,
    refetchInterval: useLiveQueue(cashierKeys.depositLists()),
    staleTime: 0,
  });
}

export function useWithdrawals(query: WithdrawalsQuery) {
  return useQuery({
    queryKey: cashierKeys.withdrawals(query),
    queryFn: ({ signal }) =>
      apiPost<Paged<ConsoleWithdrawal>>('/api/admin/withdrawals/list', query, { signal, toast: false }),
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
      (await apiPost<MethodsAnswer>('/api/admin/cashier/methods/get', {}, { signal, toast: false })).methods,
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
    mutationFn: (input: { id: string; otp?: string }) =>
      apiPost<ConsoleDeposit>('/api/admin/deposits/approve', input, { toast: false }),
    onSettled: refresh,
  });
}

export function useRejectDeposit() {
  const refresh = useAfterMoneyChange();
  return useMutation({
    mutationFn: (input: { id: string; reason: string }) =>
      apiPost<ConsoleDeposit>('/api/admin/deposits/reject', input, { toast: false }),
    onSettled: refresh,
  });
}

export function useApproveWithdrawal() {
  const refresh = useAfterMoneyChange();
  return useMutation({
    mutationFn: (input: { id: string; payoutReference?: string; otp?: string }) =>
      apiPost<ConsoleWithdrawal>('/api/admin/withdrawals/approve', input, { toast: false }),
    onSettled: refresh,
  });
}

export function useRejectWithdrawal() {
  const refresh = useAfterMoneyChange();
  return useMutation({
    mutationFn: (input: { id: string; reason: string }) =>
      apiPost<ConsoleWithdrawal>('/api/admin/withdrawals/reject', input, { toast: false }),
    onSettled: refresh,
  });
}

export function useAdjustPlayer() {
  const refresh = useAfterMoneyChange();
  return useMutation({
    mutationFn: (input: AdjustInput) =>
      apiPost<AdjustResult>('/api/admin/players/adjust', input, { toast: false }),
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
    mutationFn: (input: ConfigUpdate) =>
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
      apiPost<MethodsAnswer>('/api/admin/cashier/methods/update', { methods }, { toast: false }),
    onSuccess: (saved) => {
      queryClient.setQueryData(cashierKeys.methods(), saved.methods);
      return queryClient.invalidateQueries({ queryKey: auditKeys.all });
    },
  });
}
