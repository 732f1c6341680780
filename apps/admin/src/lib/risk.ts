import { riskAdminEndpoints, type RiskListQuery, type RiskThresholds } from '@fairround/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from './api';
import { auditKeys } from './query-keys';

/**
 * The risk signals' calls (apps/server/src/modules/risk/risk.routes.ts), here because three
 * features read them: the risk page, the player page's panel and the dashboard's digest.
 */
export const riskKeys = {
  all: ['admin', 'risk'] as const,
  list: (query: RiskListQuery) => [...riskKeys.all, 'list', query] as const,
  digest: () => [...riskKeys.all, 'digest'] as const,
};

/** Signals are computed on each call from the whole database: kept a minute, refreshed on demand. */
const RISK_STALE_MS = 60_000;

export function useRiskList(query: RiskListQuery) {
  return useQuery({
    queryKey: riskKeys.list(query),
    queryFn: ({ signal }) => apiCall(riskAdminEndpoints.list, query, { signal, toast: false }),
    staleTime: RISK_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function useRiskDigest(enabled: boolean) {
  return useQuery({
    queryKey: riskKeys.digest(),
    queryFn: ({ signal }) => apiCall(riskAdminEndpoints.digest, {}, { signal, toast: false }),
    staleTime: 5 * RISK_STALE_MS,
    enabled,
  });
}

/** Marks one signal reviewed; the lists, the digest and the audit log refresh. */
export function useReviewSignal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { key: string; fingerprint: string; note: string }) =>
      apiCall(riskAdminEndpoints.review, input, { toast: false }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: riskKeys.all }),
        queryClient.invalidateQueries({ queryKey: auditKeys.all }),
      ]),
  });
}

/**
 * Replaces the thresholds (owner, step-up: `otp` is the form's code, else the client asks for
 * it); every list and the digest are computed again with them, and the audit log refreshes.
 */
export function useUpdateRiskThresholds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RiskThresholds & { otp?: string }) =>
      apiCall(riskAdminEndpoints.updateThresholds, input, { toast: false }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: riskKeys.all }),
        queryClient.invalidateQueries({ queryKey: auditKeys.all }),
      ]),
  });
}
