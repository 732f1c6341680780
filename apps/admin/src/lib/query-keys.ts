import type {
  AdminDepositsQuery,
  AdminPlayersQuery,
  AdminWithdrawalsQuery,
  AuditListQuery,
  PlayerAccountType,
  UiLanguage,
} from '@fairround/shared';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys that more than one feature reads or refreshes: a feature that changes something
 * another feature shows invalidates that feature's key from here instead of importing the feature.
 * Keys only one feature uses stay in that feature's `api.ts`.
 */

/** The signed-in staff (`/api/admin/me`): the sidebar, route guards and two-factor state read it. */
export const authKeys = { me: ['admin', 'me'] as const };

/** Every console write is audited, so most writes refresh the audit log. */
export const auditKeys = {
  all: ['admin', 'audit'] as const,
  list: (query: AuditListQuery, language: UiLanguage) => [...auditKeys.all, query, language] as const,
};

export const playerKeys = {
  all: ['admin', 'players'] as const,
  lists: () => [...playerKeys.all, 'list'] as const,
  list: (query: AdminPlayersQuery) => [...playerKeys.lists(), query] as const,
  detail: (userId: string) => [...playerKeys.all, 'detail', userId] as const,
};

/** The cashier's queues and settings, the dashboard's money summary and players' ledgers. */
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
 * After money moved (a deposit or withdrawal decided, a balance adjusted, and after a refusal
 * too: 3018 means another operator decided first): queues, dashboard, ledgers, player balances
 * and the audit log are read again.
 */
export function refreshAfterMoneyChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: cashierKeys.all }),
    queryClient.invalidateQueries({ queryKey: playerKeys.all }),
    queryClient.invalidateQueries({ queryKey: auditKeys.all }),
  ]);
}
