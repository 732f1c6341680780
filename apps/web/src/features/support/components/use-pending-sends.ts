import { ErrorCode, type SupportMessage } from '@fairround/shared';
import { useState } from 'react';
import { isApiError } from '../../../lib/api';
import { errorText } from '../../../lib/i18n';
import { newRequestKey } from '../../../lib/request-key';
import type { PendingMessage } from './ChatBubble';

/**
 * Messages on their way: each keeps one client key for every attempt, so a retry after a lost
 * answer is stored once by the server; a failure keeps the text with the reason until retried
 * or removed. `onStored` gets the stored message (the chat puts it in its history).
 */
export function usePendingSends(
  sendMessage: (content: string, clientKey: string) => Promise<SupportMessage>,
  onStored: (message: SupportMessage) => void,
) {
  const [pending, setPending] = useState<PendingMessage[]>([]);

  const update = (clientKey: string, change: Partial<PendingMessage> | null) =>
    setPending((list) =>
      change === null
        ? list.filter((item) => item.clientKey !== clientKey)
        : list.map((item) => (item.clientKey === clientKey ? { ...item, ...change } : item)),
    );

  const attempt = (clientKey: string, content: string) => {
    update(clientKey, { status: 'sending', error: null });
    sendMessage(content, clientKey).then(
      (message) => {
        onStored(message);
        update(clientKey, null);
      },
      (error: unknown) =>
        update(clientKey, {
          status: 'failed',
          error: isApiError(error) ? error.info : errorText(ErrorCode.NetworkError),
        }),
    );
  };

  const send = (content: string) => {
    const clientKey = newRequestKey();
    setPending((list) => [...list, { clientKey, content, status: 'sending', error: null }]);
    attempt(clientKey, content);
  };

  return { pending, send, retry: (message: PendingMessage) => attempt(message.clientKey, message.content), remove: (clientKey: string) => update(clientKey, null) };
}
