import { protectionEndpoints } from '@fairround/shared';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { historyKeys } from './history-keys';

/** `POST /api/Protect/recall`: the last 50 rounds played, newest first. */
export function useRecall() {
  return useQuery({
    queryKey: historyKeys.recall(),
    queryFn: ({ signal }) => apiCall(protectionEndpoints.recall, {}, { toast: false, signal }),
  });
}
