import type { SessionResponse } from '@fairround/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { setToken } from '../../../lib/session';
import { claimVisitorChat } from '../../../lib/support-visitor';
import { accountKeys } from '../../../lib/user-info';

/**
 * Login and register both answer a token and the player's info. Storing the token resets the
 * previous session's queries (query-client.ts); the fresh info then fills the cache so the next
 * screen shows the player at once instead of loading it again. A support chat this device had
 * before login joins the player's thread (once; nothing happens without one).
 */
export function useStartSession(): (session: SessionResponse) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (session: SessionResponse) => {
      setToken(session.token);
      queryClient.setQueryData(accountKeys.userInfo(), session.userinfo);
      void claimVisitorChat(queryClient);
    },
    [queryClient],
  );
}
