import { appConfigEndpoints, type CurrencyConfig } from '@fairround/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from './api';

/** The deployment's currency from the public app configuration; it does not change while running. */
export const currencyQuery = () =>
  queryOptions({
    queryKey: ['admin', 'config', 'currency'] as const,
    queryFn: async ({ signal }) =>
      (await apiCall(appConfigEndpoints.config, {}, { signal, toast: false })).currency,
    staleTime: Infinity,
  });

/** The currency once the configuration has answered (screens show '…' until then, never a guess). */
export function useCurrency(): CurrencyConfig | undefined {
  return useQuery(currencyQuery()).data;
}

export const currencyLabel = (currency: CurrencyConfig | undefined) => currency?.code ?? '…';
