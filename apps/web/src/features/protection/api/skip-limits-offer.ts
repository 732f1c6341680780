import { protectionEndpoints } from '@fairround/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { protectWrite } from './protect-write';

/** `POST /api/Protect/skipLimitsOffer`: the player declined the deposit-limits offer for now. */
export function useSkipLimitsOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => protectWrite(queryClient, protectionEndpoints.skipLimitsOffer, {}),
  });
}
