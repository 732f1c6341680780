import type { SupportPlayerEvent } from '@fairround/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, ErrorState, HeadsetIcon, LoadingState, Page } from '../../components/ui';
import { useAppConfig } from '../../lib/app-config';
import { useSession } from '../../lib/session';
import { claimVisitorChat } from '../../lib/support-visitor';
import { useRealtimeStatus } from '@fairround/shared/realtime';
import {
  addMessage,
  markSupportRead,
  messagesOf,
  sendSupportMessage,
  supportKeys,
  useSupportChannel,
  useSupportHistory,
} from './api/support-api';
import { ChatBubble, PendingBubble } from './components/ChatBubble';
import { Composer } from './components/Composer';
import { usePendingSends } from './components/use-pending-sends';
import { VisitorChat } from './visitor-chat';
import './support.css';

/**
 * `/ServicePage`: support. A player chats with the operators, replies arriving live over `/ws`;
 * a visitor who is not logged in (or is locked out) reaches support too (issue #25.5).
 */
export default function ServicePage() {
  const { isLoggedIn } = useSession();
  return isLoggedIn ? <PlayerChat /> : <VisitorChat />;
}

/** The player's own conversation. A chat this device had before login joins it first. */
function PlayerChat() {
  const { t } = useTranslation();
  const { token } = useSession();
  const queryClient = useQueryClient();
  const history = useSupportHistory();
  const { supportUrl } = useAppConfig();
  const connection = useRealtimeStatus();
  const endRef = useRef<HTMLDivElement>(null);
  const { pending, send, retry, remove } = usePendingSends(sendSupportMessage, (message) => {
    addMessage(queryClient, token, message);
    if (!history.data) void history.refetch();
  });

  // A visitor chat whose claim at login did not get through (offline) is handed over now.
  useEffect(() => {
    void claimVisitorChat(queryClient);
  }, [queryClient]);

  const messages = messagesOf(history.data);
  // A push can deliver a sent message before its own answer does: show it once, as stored.
  const storedKeys = new Set(messages.map((message) => message.clientKey).filter(Boolean));
  const sending = pending.filter((message) => !storedKeys.has(message.clientKey));
  const newest = history.data?.pages[0];
  const unread = newest?.unread ?? 0;

  const markRead = () => void markSupportRead(queryClient, token).catch(() => undefined);
  useEffect(() => {
    if (unread > 0) markRead();
    // markRead only depends on stable values; re-run when the loaded unread count changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unread]);

  useSupportChannel((event: SupportPlayerEvent) => {
    if (event.type === 'support.status') {
      void queryClient.invalidateQueries({ queryKey: supportKeys.history(token) });
      return;
    }
    addMessage(queryClient, token, event.message);
    if (event.message.sender === 'staff') markRead();
  });

  // Keep the latest message in view as messages arrive.
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, pending.length]);

  let body;
  if (history.isError) {
    body = <ErrorState title={t('support.loadFailed')} onRetry={() => void history.refetch()} retrying={history.isFetching} />;
  } else if (!history.data) {
    body = <LoadingState />;
  } else if (messages.length === 0 && sending.length === 0) {
    body = <EmptyState icon={<HeadsetIcon size={40} />} title={t('support.emptyTitle')} description={t('support.emptyBody')} />;
  } else {
    body = (
      <>
        {history.hasNextPage && (
          <Button variant="ghost" onClick={() => void history.fetchNextPage()} loading={history.isFetchingNextPage}>
            {t('support.loadOlder')}
          </Button>
        )}
        <ol className="fr-stack-list" aria-label={t('support.title')}>
          {messages.map((message) => (
            <ChatBubble key={message.id} message={message} />
          ))}
          {sending.map((message) => (
            <PendingBubble
              key={message.clientKey}
              message={message}
              onRetry={() => retry(message)}
              onRemove={() => remove(message.clientKey)}
            />
          ))}
        </ol>
        {newest?.status === 'closed' && <p className="fr-chat__notice">{t('support.closed')}</p>}
      </>
    );
  }

  return (
    <Page title={t('support.title')} back={false}>
      <div className="fr-chat">
        <p className="fr-chat__intro">{t('support.intro')}</p>
        {supportUrl && (
          <div className="fr-chat__external">
            <span>{t('support.externalTitle')}</span>
            <a href={supportUrl} target="_blank" rel="noopener noreferrer" className="fr-chat__external-link">
              {t('support.externalLink')}
            </a>
          </div>
        )}
        {connection === 'reconnecting' && (
          <p className="fr-chat__notice" role="status">
            {t('support.reconnecting')}
          </p>
        )}
        <div className="fr-chat__body">{body}</div>
        <div ref={endRef} />
        <Composer onSend={send} />
      </div>
    </Page>
  );
}
