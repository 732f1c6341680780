import type { ProtectionState } from '@fairround/shared';
import type { QueryClient } from '@tanstack/react-query';
import { storeProtectionState, timedProtectPost } from '../../../lib/protection';

/**
 * Sends one protection write and keeps its answer, the whole new state, in the cache (state and
 * session). Failures are not toasted: each form shows them where they belong.
 */
export async function protectWrite(
  queryClient: QueryClient,
  name: string,
  body: Record<string, unknown>,
): Promise<ProtectionState> {
  const answer = await timedProtectPost<ProtectionState>(name, body, { toast: false });
  storeProtectionState(queryClient, answer.data, answer);
  return answer.data;
}
