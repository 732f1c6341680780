import {
  protectionRefs,
  type AnyEndpoint,
  type EndpointBody,
  type EndpointRef,
  type EndpointResult,
  type ExclusionView,
  type ProtectionState,
  type SessionView,
} from '@fairround/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiCall, type ApiPostOptions } from '../api';
import { useSession } from '../session';

/**
 * Reads of player protection (PRODUCT §9, `POST /api/Protect/*`) that several screens need: the
 * protection page, the app-wide reality check, the room's session clock, the /user notice and
 * the home banners. The writes live with the protection feature.
 */
/** Read at start-up (notices, session clock): references keep the calls' zod schemas out of the first chunk. */
const endpoints = protectionRefs;

export const protectionKeys = {
  all: ['protection'] as const,
  state: () => [...protectionKeys.all, 'state'] as const,
  session: () => [...protectionKeys.all, 'session'] as const,
};

/**
 * The session as the server keeps it, plus how far the server's clock is ahead of this device's.
 * Elapsed time is always `Date.now() + clockOffsetMs - startedAt`: the device clock only
 * measures the passing of time, the start is the server's.
 */
export type ClockedSession = SessionView & { clockOffsetMs: number };

/** The server's time was read somewhere between sending and receiving: take the middle. */
export function clockedSession(view: SessionView, sentAtMs: number, receivedAtMs: number): ClockedSession {
  return { ...view, clockOffsetMs: view.serverNow - Math.round((sentAtMs + receivedAtMs) / 2) };
}

/** A protection call with the device times around it, for the clock offset. */
export async function timedProtectCall<E extends AnyEndpoint>(
  endpoint: E | EndpointRef<E>,
  body: EndpointBody<E>,
  options: ApiPostOptions,
): Promise<{ data: EndpointResult<E>; sentAtMs: number; receivedAtMs: number }> {
  const sentAtMs = Date.now();
  const data = await apiCall(endpoint, body, options);
  return { data, sentAtMs, receivedAtMs: Date.now() };
}

export function protectionStateQueryOptions() {
  return queryOptions({
    queryKey: protectionKeys.state(),
    // Screens show a failed load inline (or nothing, for the notices).
    queryFn: ({ signal }) => apiCall(endpoints.state, {}, { toast: false, signal }),
  });
}

/** Limits, reality check, exclusion in force and help links; only while logged in. */
export function useProtectionState() {
  const { isLoggedIn } = useSession();
  return useQuery({ ...protectionStateQueryOptions(), enabled: isLoggedIn });
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: protectionKeys.session(),
    queryFn: async ({ signal }) => {
      const answer = await timedProtectCall(endpoints.session, {}, { toast: false, signal });
      return clockedSession(answer.data, answer.sentAtMs, answer.receivedAtMs);
    },
  });
}

/** This session's start, net result and reality-check interval; only while logged in. */
export function useSessionView() {
  const { isLoggedIn } = useSession();
  return useQuery({ ...sessionQueryOptions(), enabled: isLoggedIn });
}

/**
 * The time-out or self-exclusion in force: the view, null when there is none, undefined while
 * not known (visitor, loading, failed).
 */
export function useExclusion(): ExclusionView | null | undefined {
  const state = useProtectionState();
  if (!state.data) return undefined;
  return state.data.exclusion ?? null;
}

/**
 * Every protection write answers the whole state: it replaces the cached state, and its session
 * part the cached session, so a new reality-check interval applies at once, without a reload.
 */
export function storeProtectionState(
  queryClient: QueryClient,
  state: ProtectionState,
  timing: { sentAtMs: number; receivedAtMs: number },
): void {
  queryClient.setQueryData(protectionKeys.state(), state);
  queryClient.setQueryData(
    protectionKeys.session(),
    clockedSession(
      { ...state.session, realityCheckMinutes: state.realityCheckMinutes },
      timing.sentAtMs,
      timing.receivedAtMs,
    ),
  );
}
