import {
  adminEndpoints,
  type StaffChangeRoleInput,
  type StaffCreateInput,
  type StaffResetPasswordInput,
} from '@fairround/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';
import { auditKeys } from '../../lib/query-keys';

export const staffKeys = {
  list: ['admin', 'staff', 'list'] as const,
  sessions: (staffId: string) => ['admin', 'staff', 'sessions', staffId] as const,
};

export const staffListQuery = () =>
  queryOptions({
    queryKey: staffKeys.list,
    queryFn: ({ signal }) => apiCall(adminEndpoints.listStaff, {}, { signal }),
  });

export function useStaffList() {
  return useQuery(staffListQuery());
}

/** Every write changes the staff list (or its sessions) and adds audit entries. */
function useInvalidateAfterWrite() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: staffKeys.list }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'staff', 'sessions'] }),
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

export function useEnableStaff() {
  const invalidate = useInvalidateAfterWrite();
  return useMutation({
    mutationFn: (staffId: string) => apiCall(adminEndpoints.enableStaff, { staffId }),
    onSuccess: invalidate,
  });
}

/** Errors show in the dialog that asked for the temporary password, not as a toast. */
export function useResetStaffPassword() {
  const invalidate = useInvalidateAfterWrite();
  return useMutation({
    mutationFn: (input: StaffResetPasswordInput) =>
      apiCall(adminEndpoints.resetStaffPassword, input, { toast: false }),
    onSuccess: invalidate,
  });
}

export function useResetStaffTwoFactor() {
  const invalidate = useInvalidateAfterWrite();
  return useMutation({
    mutationFn: (staffId: string) => apiCall(adminEndpoints.resetStaffTwoFactor, { staffId }),
    onSuccess: invalidate,
  });
}

export function useChangeStaffRole() {
  const invalidate = useInvalidateAfterWrite();
  return useMutation({
    mutationFn: (input: StaffChangeRoleInput) =>
      apiCall(adminEndpoints.changeStaffRole, input, { toast: false }),
    onSuccess: invalidate,
  });
}

/** One account's live sessions, for the owner's drawer (asked only while it is open). */
export function useStaffSessions(staffId: string | null) {
  return useQuery({
    queryKey: staffKeys.sessions(staffId ?? ''),
    queryFn: ({ signal }) => apiCall(adminEndpoints.staffSessions, { staffId: staffId ?? '' }, { signal }),
    enabled: staffId !== null,
  });
}

export function useEndStaffSessions() {
  const invalidate = useInvalidateAfterWrite();
  return useMutation({
    mutationFn: (staffId: string) => apiCall(adminEndpoints.endStaffSessions, { staffId }),
    onSuccess: invalidate,
  });
}
