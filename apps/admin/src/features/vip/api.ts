import type { AdminVipLevelInput, VipLevelsResponse } from '@fairround/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../lib/api';
import { auditKeys, playerKeys } from '../../lib/query-keys';

export const vipKeys = { levels: ['admin', 'vip', 'levels'] as const };

export const vipLevelsQuery = () =>
  queryOptions({
    queryKey: vipKeys.levels,
    queryFn: async ({ signal }) =>
      (await apiPost<VipLevelsResponse>('/api/admin/vip/get', {}, { signal, toast: false })).levels,
  });

export function useVipLevels() {
  return useQuery(vipLevelsQuery());
}

/** Saving may lift players' levels, so player queries are refreshed as well as the audit log. */
export function useUpdateVipLevels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (levels: AdminVipLevelInput[]) =>
      apiPost<VipLevelsResponse>('/api/admin/vip/update', { levels }, { toast: false }),
    onSuccess: (saved) => {
      queryClient.setQueryData(vipKeys.levels, saved.levels);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: playerKeys.all }),
        queryClient.invalidateQueries({ queryKey: auditKeys.all }),
      ]);
    },
  });
}
