import { adminEndpoints, type StaffCreateInput } from '@fairround/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';
import { auditKeys } from '../../lib/query-keys';

export const staffKeys = { list: ['admin', 'staff', 'list'] as const };

export const staffListQuery = () =>
  queryOptions({
    queryKey: staffKeys.list,
    queryFn: ({ signal }) => apiCall(adminEndpoints.listStaff, {}, { signal }),
  });

export function useStaffList() {
  return useQuery(staffListQuery());
}

/** Both writes change the staff list and add audit entries. */
function useInvalidateAfterWrite() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: staffKeys.list }),
      queryClient.invalidateQueries({ queryKey: auditKeys.all }),
    ]);
}

export function useCreateStaff() {
  const invalidate = useInvalidateAfterWrite();
  return useMutation({
    mutationFn: (input: StaffCreateInput) => apiCall(adminEndpoints.createStaff, input, { toast: false }),
    onSuccess: invalidate,
  });
}

export function useDisableStaff() {
  const invalidate = useInvalidateAfterWrite();
  return useMutation({
    mutationFn: (staffId: string) => apiCall(adminEndpoints.disableStaff, { staffId }),
    onSuccess: invalidate,
  });
}
