import { accountsAdminEndpoints, type AdminVipLevelInput } from '@fairround/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';
import { auditKeys, playerKeys } from '../../lib/query-keys';

export const vipKeys = { levels: ['admin', 'vip', 'levels'] as const };

export const vipLevelsQuery = () =>
  queryOptions({
    queryKey: vipKeys.levels,
    queryFn: async ({ signal }) =>
      (await apiCall(accountsAdminEndpoints.vipLevels, {}, { signal, toast: false })).levels,
  });

export function useVipLevels() {
  return useQuery(vipLevelsQuery());
}

/** Saving may lift players' levels, so player queries are refreshed as well as the audit log. */
export function useUpdateVipLevels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (levels: AdminVipLevelInput[]) =>
      apiCall(accountsAdminEndpoints.updateVipLevels, { levels }, { toast: false }),
    onSuccess: (saved) => {
      queryClient.setQueryData(vipKeys.levels, saved.levels);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: playerKeys.all }),
        queryClient.invalidateQueries({ queryKey: auditKeys.all }),
      ]);
    },
  });
}
