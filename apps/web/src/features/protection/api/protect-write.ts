import type { EndpointBody, ProtectionState, protectionEndpoints } from '@fairround/shared';
import type { QueryClient } from '@tanstack/react-query';
import { storeProtectionState, timedProtectCall } from '../../../lib/protection';

/** The writes, each answering the whole new state. */
type ProtectionWrite = (typeof protectionEndpoints)[
  'setLimit' | 'setRealityCheck' | 'skipLimitsOffer' | 'exclude'];

/**
 * Sends one protection write and keeps its answer, the whole new state, in the cache (state and
 * session). Failures are not toasted: each form shows them where they belong.
 */
export async function protectWrite<E extends ProtectionWrite>(
  queryClient: QueryClient,
  endpoint: E,
  body: EndpointBody<E>,
): Promise<ProtectionState> {
  const answer = await timedProtectCall(endpoint, body, { toast: false });
  storeProtectionState(queryClient, answer.data, answer);
  return answer.data;
}
