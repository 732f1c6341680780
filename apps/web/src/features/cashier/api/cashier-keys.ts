import type { QueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../lib/user-info';

/** Query keys of the cashier, one factory so invalidations cannot drift from reads. */
export const cashierKeys = {
  all: ['cashier'] as const,
  methods: (language: string) => [...cashierKeys.all, 'methods', language] as const,
  deposits: () => [...cashierKeys.all, 'deposits'] as const,
  accounts: () => [...cashierKeys.all, 'accounts'] as const,
  withdrawInfo: () => [...cashierKeys.all, 'withdraw-info'] as const,
  withdrawals: () => [...cashierKeys.all, 'withdrawals'] as const,
  fundFlow: (filter: unknown) => [...cashierKeys.all, 'fund-flow', filter] as const,
  todayWindow: () => [...cashierKeys.all, 'today-window'] as const,
};

/** How many recent requests the recharge and withdraw screens show. */
export const RECENT_PAGE_SIZE = 10;

/** While a request waits for the operator, its list is checked again this often. */
export const PENDING_REFRESH_MS = 30_000;

/**
 * After money moved (a withdrawal hold) or may soon (a deposit request, a new account): the
 * balance, the withdrawable amount and every cashier list are stale.
 */
export function invalidateCashier(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: accountKeys.all }),
    queryClient.invalidateQueries({ queryKey: cashierKeys.all }),
  ]).then(() => undefined);
}

type Resolvable = { id: string; status: string };

/**
 * Called with a fresh page of deposits or withdrawals: when a request that was pending in the
 * cached page has been resolved by the operator since, money moved (credit, payout or refund),
 * so the balance and the withdrawable amount are refetched too.
 */
export function refreshBalanceIfResolved(
  queryClient: QueryClient,
  queryKey: readonly unknown[],
  next: readonly Resolvable[],
): void {
  const previous = queryClient.getQueryData<{ list: readonly Resolvable[] }>(queryKey);
  if (!previous) return;
  const wasPending = new Set(
    previous.list.filter((item) => item.status === 'pending').map((item) => item.id),
  );
  if (!next.some((item) => wasPending.has(item.id) && item.status !== 'pending')) return;
  void queryClient.invalidateQueries({ queryKey: accountKeys.all });
  void queryClient.invalidateQueries({ queryKey: cashierKeys.withdrawInfo() });
}
