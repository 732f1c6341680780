import { ErrorCode, supportRefs } from '@fairround/shared';
import type { QueryClient } from '@tanstack/react-query';
import { apiCall, isApiError } from '../api';

/**
 * The visitor token of this device's support chat before login (issue #25.5). The server mints
 * it (node:crypto) and keeps only its hash; the device keeps it in localStorage so the chat
 * survives a reload, and hands it over once after login so the chat joins the player's thread.
 */
const VISITOR_KEY = 'fairround.supportVisitor';
let memoryToken: string | null = null;

export function getVisitorToken(): string | null {
  try {
    return window.localStorage.getItem(VISITOR_KEY) || null;
  } catch {
    // Storage can be disabled (private mode): the chat then lasts as long as the page.
    return memoryToken;
  }
}

export function setVisitorToken(token: string): void {
  memoryToken = token;
  try {
    window.localStorage.setItem(VISITOR_KEY, token);
  } catch {
    // See getVisitorToken.
  }
}

export function clearVisitorToken(): void {
  memoryToken = null;
  try {
    window.localStorage.removeItem(VISITOR_KEY);
  } catch {
    // See getVisitorToken.
  }
}

/** The support chat's queries, as `features/support` names them (`supportKeys.all`). */
const SUPPORT_QUERIES = ['support'] as const;
let inFlight: Promise<void> | null = null;

/**
 * After login: joins this device's visitor chat to the player's thread, once. The token is
 * forgotten when the server took it or says it names nothing to join (3003, 3018); a network
 * failure keeps it for the next try (the support page tries again when it opens).
 */
export function claimVisitorChat(queryClient: QueryClient): Promise<void> {
  const visitorToken = getVisitorToken();
  if (!visitorToken) return Promise.resolve();
  inFlight ??= apiCall(supportRefs.claimVisitor, { visitorToken }, { toast: false })
    .then(
      async () => {
        clearVisitorToken();
        // A first load still in flight would answer the thread without the joined messages (an
        // invalidation joins a first load instead of restarting it): cancel it, then load again.
        await queryClient.cancelQueries({ queryKey: SUPPORT_QUERIES });
        await queryClient.invalidateQueries({ queryKey: SUPPORT_QUERIES });
      },
      (error: unknown) => {
        if (isApiError(error) && (error.errCode === ErrorCode.NotFound || error.errCode === ErrorCode.AlreadyProcessed)) {
          clearVisitorToken();
        }
      },
    )
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
