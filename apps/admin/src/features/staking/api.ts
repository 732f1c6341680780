import {
  stakingAdminEndpoints as endpoints,
  type AdminStakingLimitsUpdate,
  type AdminStakingPositionsQuery,
  type AdminStakingReserveFund,
  type AdminStakingTierUpdate,
  type AnyEndpoint,
  type EndpointBody,
  type MoneyActionOtp,
} from '@fairround/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';
import { auditKeys, cashierKeys } from '../../lib/query-keys';

/**
 * The console's staking calls (docs/staking.md, staking.admin.routes.ts). Money arrives as
 * decimal strings with the currency's digits and is shown as it came; reserve funding is a money
 * action and carries the staff's current two-factor code in `otp`.
 */
export const stakingKeys = {
  all: ['admin', 'staking'] as const,
  summary: () => [...stakingKeys.all, 'summary'] as const,
  tiers: () => [...stakingKeys.all, 'tiers'] as const,
  accrual: () => [...stakingKeys.all, 'accrual'] as const,
  positions: (query: AdminStakingPositionsQuery) => [...stakingKeys.all, 'positions', query] as const,
};

const read =
  <E extends AnyEndpoint>(endpoint: E, body: EndpointBody<E>) =>
  ({ signal }: { signal: AbortSignal }) =>
    apiCall(endpoint, body, { signal, toast: false });

export function useStakingSummary() {
  return useQuery({
    queryKey: stakingKeys.summary(),
    queryFn: read(endpoints.summary, {}),
    staleTime: 0,
  });
}

export function useAccrualStatus() {
  return useQuery({
    queryKey: stakingKeys.accrual(),
    queryFn: read(endpoints.accrualStatus, {}),
    staleTime: 0,
  });
}

export function useStakingTiers() {
  return useQuery({
    queryKey: stakingKeys.tiers(),
    queryFn: read(endpoints.tiers, {}),
  });
}

export function useStakingPositions(query: AdminStakingPositionsQuery) {
  return useQuery({
    queryKey: stakingKeys.positions(query),
    queryFn: read(endpoints.positions, query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** After any staking change: every staking screen and the audit log are read again. */
function useAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: stakingKeys.all }),
      queryClient.invalidateQueries({ queryKey: auditKeys.all }),
    ]);
}

export function useUpdateTier() {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: (input: AdminStakingTierUpdate) => apiCall(endpoints.updateTier, input, { toast: false }),
    onSettled: refresh,
  });
}

export function useUpdateLimits() {
  const queryClient = useQueryClient();
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: (input: AdminStakingLimitsUpdate) => apiCall(endpoints.updateLimits, input, { toast: false }),
    // Only a saved change refreshes: a refusal keeps the form (and its field errors) as typed.
    onSuccess: (saved) => {
      queryClient.setQueryData(stakingKeys.tiers(), saved);
      return refresh();
    },
  });
}

/** Funds (+) or releases (−) the reserve; the house balances on the dashboard move too. */
export function useFundReserve() {
  const queryClient = useQueryClient();
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: (input: AdminStakingReserveFund & MoneyActionOtp) =>
      apiCall(endpoints.fundReserve, input, { toast: false }),
    onSuccess: (result) => queryClient.setQueryData(stakingKeys.summary(), result.summary),
    onSettled: () =>
      Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: cashierKeys.dashboard() })]),
  });
}

export function useRunAccrual() {
  const queryClient = useQueryClient();
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: () => apiCall(endpoints.runAccrual, {}, { toast: false }),
    onSettled: () =>
      Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: cashierKeys.dashboard() })]),
  });
}
