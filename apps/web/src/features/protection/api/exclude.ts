import { protectionEndpoints, type ExclusionDuration } from '@fairround/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { protectWrite } from './protect-write';

export type ExcludeInput = { duration: ExclusionDuration; password: string };

/**
 * `POST /api/Protect/exclude`: a time-out or self-exclusion, confirmed with the login password
 * (a wrong one answers with `field: 'password'`). The server ends the player's other sessions;
 * this one stays, to see the balance, withdraw and read the history.
 */
export function useExclude() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ExcludeInput) => protectWrite(queryClient, protectionEndpoints.exclude, input),
  });
}
