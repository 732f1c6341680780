import { accountsEndpoints, type VipLevelsResponse } from '@fairround/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { accountKeys } from '../../../lib/user-info';

export const vipKeys = { levels: () => [...accountKeys.all, 'vip-levels'] as const };

/** `POST /api/Vip/levels`: the level table and, with a session, the player's progress. */
export function getVipLevels(signal?: AbortSignal): Promise<VipLevelsResponse> {
  return apiCall(accountsEndpoints.vipLevels, {}, { toast: false, ...(signal ? { signal } : {}) });
}

export function vipLevelsQueryOptions() {
  return queryOptions({ queryKey: vipKeys.levels(), queryFn: ({ signal }) => getVipLevels(signal) });
}

export function useVipLevels() {
  return useQuery(vipLevelsQueryOptions());
}
