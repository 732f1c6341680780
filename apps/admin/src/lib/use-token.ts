import { useSyncExternalStore } from 'react';
import { getToken, subscribeSession } from './session';

/** The current staff token; components re-render when it is set or cleared. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeSession, getToken);
}
