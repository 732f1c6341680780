import { visitorSupportEndpoints, type SupportHistory, type SupportMessage } from '@fairround/shared';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';

/** A visitor's chat is keyed by their token, apart from the player's (`supportKeys`). */
export const visitorKeys = {
  history: (visitorToken: string) => ['support-visitor', 'history', visitorToken] as const,
};

/** Before login there is no socket: the page reloads the conversation this often for replies. */
export const VISITOR_POLL_MS = 5_000;
const PAGE_SIZE = 50;

/** `POST /api/Support/visitor_start`: a new chat for a contact phone; answers its token. */
export function startVisitorChat(quhao: string, mobile: string): Promise<{ visitorToken: string }> {
  return apiCall(visitorSupportEndpoints.start, { quhao, mobile }, { toast: false });
}

/** `POST /api/Support/visitor_history`: the latest page of the visitor's chat, reloaded while open. */
export function useVisitorHistory(visitorToken: string) {
  return useQuery({
    queryKey: visitorKeys.history(visitorToken),
    queryFn: ({ signal }) =>
      apiCall(visitorSupportEndpoints.history, { visitorToken, limit: PAGE_SIZE }, { toast: false, signal }),
    refetchInterval: VISITOR_POLL_MS,
    retry: false,
  });
}

export function sendVisitorMessage(visitorToken: string, content: string, clientKey: string): Promise<SupportMessage> {
  return apiCall(visitorSupportEndpoints.send, { visitorToken, content, clientKey }, { toast: false });
}

/** Puts a sent message into the loaded page once, whichever of the answer and a reload came first. */
export function addVisitorMessage(queryClient: QueryClient, visitorToken: string, message: SupportMessage): void {
  queryClient.setQueryData<SupportHistory>(visitorKeys.history(visitorToken), (data) => {
    if (!data || data.messages.some((known) => known.id === message.id)) return data;
    return { ...data, status: 'open', messages: [...data.messages, message].sort((a, b) => a.seq - b.seq) };
  });
}
