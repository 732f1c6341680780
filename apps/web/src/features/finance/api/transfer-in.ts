import { stakingEndpoints } from '@fairround/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { accountKeys } from '../../../lib/user-info';
import { financeKeys } from './finance-keys';

export type TransferInInput = {
  tierId: number;
  /** As typed ("150000.5"): the server parses it in integer minor units. */
  amount: string;
  payPwd: string;
  /** One per confirmed attempt, the same on a retry of it: nothing ever moves twice. */
  requestKey: string;
};

/**
 * `POST /api/Finance/transferIn`: cash into a new staking position. Refusals are shown by the
 * form; afterwards the balance, the pool's capacity and the positions are stale either way.
 */
export function useTransferIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TransferInInput) => apiCall(stakingEndpoints.transferIn, input, { toast: false }),
    onSettled: () => {
      // The balance moved (or a refusal such as 2057 or 1025 says the profile shown was stale).
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
      void queryClient.invalidateQueries({ queryKey: financeKeys.all });
    },
  });
}
