import {
  supportRefs,
  type SupportHistory,
  type SupportMessage,
  type SupportPlayerEvent,
} from '@fairround/shared';
import {
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { useSession } from '../../../lib/session';
// Not the realtime kit's index: the app frame (start-up code) uses this file, and the index brings the client's code.
import type { ChannelSignal } from '@fairround/shared/realtime/client';
import { useChannel } from '@fairround/shared/realtime/react';

/** Keys carry the token so one player's chat never shows under another's session. */
export const supportKeys = {
  all: ['support'] as const,
  history: (token: string | null) => [...supportKeys.all, 'history', token] as const,
  unread: (token: string | null) => [...supportKeys.all, 'unread', token] as const,
};

/** The app frame (start-up code) uses this file: references, so the calls' zod schemas stay out of it. */
const endpoints = supportRefs;

const PAGE_SIZE = 30;
type HistoryData = InfiniteData<SupportHistory, number | null>;

/** `POST /api/Support/history`: the newest page first, older pages by `before` (a message seq). */
export function useSupportHistory() {
  const { token } = useSession();
  return useInfiniteQuery({
    queryKey: supportKeys.history(token),
    initialPageParam: null as number | null,
    queryFn: ({ pageParam, signal }) =>
      apiCall(
        endpoints.history,
        { limit: PAGE_SIZE, ...(pageParam ? { before: pageParam } : {}) },
        { toast: false, signal },
      ),
    getNextPageParam: (page) => (page.hasMore && page.messages[0] ? page.messages[0].seq : null),
    // Replies may have arrived while the chat was not on screen (only the badge was listening).
    refetchOnMount: 'always',
  });
}

/** Every loaded message, oldest first (pages are newest first). */
export function messagesOf(data: InfiniteData<SupportHistory, unknown> | undefined): SupportMessage[] {
  if (!data) return [];
  return [...data.pages].reverse().flatMap((page) => page.messages);
}

/** Puts a message (sent here, or pushed) into the newest page once, whichever way it came first. */
export function addMessage(queryClient: QueryClient, token: string | null, message: SupportMessage): void {
  queryClient.setQueryData<HistoryData>(supportKeys.history(token), (data) => {
    if (!data) return data;
    if (data.pages.some((page) => page.messages.some((known) => known.id === message.id))) return data;
    const [newest, ...older] = data.pages;
    if (!newest) return data;
    const messages = [...newest.messages, message].sort((a, b) => a.seq - b.seq);
    return { ...data, pages: [{ ...newest, status: 'open', messages }, ...older] };
  });
}

export function sendSupportMessage(content: string, clientKey: string): Promise<SupportMessage> {
  return apiCall(endpoints.send, { content, clientKey }, { toast: false });
}

export async function markSupportRead(queryClient: QueryClient, token: string | null): Promise<void> {
  await apiCall(endpoints.read, {}, { toast: false });
  // A badge refresh started before the read must not land after it with the old count.
  await queryClient.cancelQueries({ queryKey: supportKeys.unread(token) });
  queryClient.setQueryData(supportKeys.unread(token), { unread: 0 });
}

function isPlayerEvent(payload: unknown): payload is SupportPlayerEvent {
  const type = (payload as { type?: unknown } | null)?.type;
  return type === 'support.message' || type === 'support.status';
}

/**
 * Listens to the player's own `support` channel. Events go to `onEvent`; after a reconnect or a
 * gap the history and the unread count are fetched again, since pushes may have been missed.
 */
export function useSupportChannel(onEvent: (event: SupportPlayerEvent) => void): void {
  const { isLoggedIn } = useSession();
  const queryClient = useQueryClient();
  useChannel(isLoggedIn ? 'support' : null, (signal: ChannelSignal) => {
    if (signal.type === 'resync') void queryClient.invalidateQueries({ queryKey: supportKeys.all });
    if (signal.type === 'event' && isPlayerEvent(signal.payload)) onEvent(signal.payload);
  });
}

/** Unread operator messages for the Service tab badge; 0 for a visitor or while unknown. */
export function useSupportUnread(): number {
  const { token, isLoggedIn } = useSession();
  const queryClient = useQueryClient();
  const unread = useQuery({
    queryKey: supportKeys.unread(token),
    queryFn: ({ signal }) => apiCall(endpoints.unread, {}, { toast: false, signal }),
    enabled: isLoggedIn,
  });
  useSupportChannel((event) => {
    if (event.type === 'support.message' && event.message.sender === 'staff') {
      void queryClient.invalidateQueries({ queryKey: supportKeys.unread(token) });
    }
  });
  return isLoggedIn ? (unread.data?.unread ?? 0) : 0;
}
