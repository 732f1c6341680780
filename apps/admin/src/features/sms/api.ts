import { accountsAdminEndpoints } from '@fairround/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';

/** While the screen is open it polls, so a code sent a moment ago shows up on its own. */
export const OUTBOX_REFRESH_MS = 5_000;

export const smsKeys = {
  all: ['admin', 'sms'] as const,
  outbox: (phone: string | undefined) => [...smsKeys.all, 'outbox', phone ?? ''] as const,
};

export const outboxQuery = (phone: string | undefined) =>
  queryOptions({
    queryKey: smsKeys.outbox(phone),
    queryFn: ({ signal }) =>
      apiCall(accountsAdminEndpoints.smsOutbox, phone ? { phone } : {}, { signal, toast: false }),
    placeholderData: keepPreviousData,
    refetchInterval: OUTBOX_REFRESH_MS,
    staleTime: 0,
  });

export function useOutbox(phone: string | undefined) {
  return useQuery(outboxQuery(phone));
}
