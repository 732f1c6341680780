import { cashierEndpoints, type WithdrawalAccountType } from '@fairround/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { cashierKeys, invalidateCashier } from './cashier-keys';

/** `POST /api/Game/getBankcardlist`: the player's live withdrawal accounts. */
export function useWithdrawalAccounts() {
  return useQuery({
    queryKey: cashierKeys.accounts(),
    queryFn: ({ signal }) => apiCall(cashierEndpoints.withdrawalAccounts, {}, { toast: false, signal }),
  });
}

/** `otp`: the two-factor code, sent only when the player has two-factor on. */
export type AddWithdrawalAccountInput = (
  | { type: 'Bank'; bank: string; account: string; username: string; area: string; payPwd: string }
  | { type: Exclude<WithdrawalAccountType, 'Bank'>; address: string; payPwd: string }
) & { otp?: string };

/** `POST /api/Game/addbankcard`. Failures are shown in the form. */
export function useAddWithdrawalAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddWithdrawalAccountInput) =>
      apiCall(cashierEndpoints.addWithdrawalAccount, input, { toast: false }),
    onSuccess: () => invalidateCashier(queryClient),
  });
}

/** `POST /api/Game/delbankcard`. A refusal (3016: a withdrawal is pending) is shown as a toast. */
export function useRemoveWithdrawalAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall(cashierEndpoints.removeWithdrawalAccount, { id }),
    onSettled: () => invalidateCashier(queryClient),
  });
}
