import { protectionEndpoints, type LimitKind, type LimitPeriod } from '@fairround/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { protectWrite } from './protect-write';

export type SetLimitInput = { kind: LimitKind; period: LimitPeriod; amount: string | null };

/** `POST /api/Protect/setLimit`: a lower limit applies at once; a higher one or a removal comes back pending. */
export function useSetLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetLimitInput) => protectWrite(queryClient, protectionEndpoints.setLimit, input),
  });
}
