import { ErrorCode } from '@fairround/shared';
import { QueryClient } from '@tanstack/react-query';
import { subscribeSession } from '../session';
import { isApiError } from './api-error';

const MAX_NETWORK_RETRIES = 2;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Only a network failure is worth retrying; an answered error will answer the same again.
      retry: (failureCount, error) =>
        isApiError(error) && error.errCode === ErrorCode.NetworkError && failureCount < MAX_NETWORK_RETRIES,
      staleTime: 10_000,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

// A new or ended session must never see the previous staff's data.
subscribeSession(() => queryClient.clear());
