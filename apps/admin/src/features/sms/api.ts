import { accountsAdminEndpoints, type MoneyActionOtp } from '@fairround/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';
import { auditKeys } from '../../lib/query-keys';

export type OutboxViewInput = { phone?: string } & MoneyActionOtp;

/**
 * One look at the outbox. Its codes let the reader register or reset a player's password, so the
 * server shows them to an owner only, for a fresh two-factor code each time, and audits every
 * view: a deliberate call, never a cached or polled query.
 */
export function useOutboxView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OutboxViewInput) => apiCall(accountsAdminEndpoints.smsOutbox, input, { toast: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: auditKeys.all }),
  });
}
