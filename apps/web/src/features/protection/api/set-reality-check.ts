import { protectionEndpoints, type RealityCheckMinutes } from '@fairround/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { protectWrite } from './protect-write';

/** `POST /api/Protect/setRealityCheck`: the app-wide reminder follows the answer at once. */
export function useSetRealityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (minutes: RealityCheckMinutes) =>
      protectWrite(queryClient, protectionEndpoints.setRealityCheck, { minutes }),
  });
}
