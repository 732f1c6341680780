import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/error-codes.js';
import { ApiError } from './api-error.js';
import { MAX_NETWORK_RETRIES, queryDefaults, retryNetworkFailures } from './query-client.js';

const networkError = new ApiError(ErrorCode.NetworkError, 'Network error');
const answeredError = new ApiError(ErrorCode.UnknownError, 'Something went wrong');

/** Watches one query, as a screen does, under the kit's defaults (no pause between tries) and counts the tries. */
async function triesUntilSettled(error: Error): Promise<number> {
  const defaults = queryDefaults({ staleTimeMs: 10_000 });
  const client = new QueryClient({
    defaultOptions: { ...defaults, queries: { ...defaults.queries, retryDelay: 0 } },
  });
  let tries = 0;
  const observer = new QueryObserver(client, {
    queryKey: ['probe'],
    queryFn: () => {
      tries += 1;
      throw error;
    },
  });
  await new Promise<void>((settled) => {
    const stop = observer.subscribe((result) => {
      if (result.status !== 'error') return;
      stop();
      settled();
    });
  });
  client.clear();
  return tries;
}

describe('the client kit query defaults', () => {
  it('retries a network failure twice and an answered error never', () => {
    expect(retryNetworkFailures(0, networkError)).toBe(true);
    expect(retryNetworkFailures(MAX_NETWORK_RETRIES - 1, networkError)).toBe(true);
    expect(retryNetworkFailures(MAX_NETWORK_RETRIES, networkError)).toBe(false);
    expect(retryNetworkFailures(0, answeredError)).toBe(false);
    expect(retryNetworkFailures(0, new Error('render bug'))).toBe(false);
  });

  it("keeps answers fresh for the app's time, never refetches on focus and never retries a write", () => {
    expect(queryDefaults({ staleTimeMs: 15_000 })).toEqual({
      queries: { retry: retryNetworkFailures, staleTime: 15_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    });
  });

  it('makes a React Query client try a query three times on network failures and once on an answer', async () => {
    expect(await triesUntilSettled(networkError)).toBe(1 + MAX_NETWORK_RETRIES);
    expect(await triesUntilSettled(answeredError)).toBe(1);
  });
});
