import type { SupportMessage } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/format';

/** A message the player wrote that the server has not confirmed yet, or that failed. */
export type PendingMessage = { clientKey: string; content: string; status: 'sending' | 'failed'; error: string | null };

/** Today's messages show the time only; older ones the date too (the operator's calendar day). */
function useTimeText(iso: string): string {
  const format = useFormatters();
  return format.isToday(iso) ? format.time(iso) : format.dateTime(iso, 'minutes');
}

/** One stored message; text only, rendered as text (never HTML), line breaks kept by CSS. */
export function ChatBubble({ message }: { message: SupportMessage }) {
  const { t } = useTranslation();
  const mine = message.sender === 'player';
  const time = useTimeText(message.createdAt);
  return (
    <li className={mine ? 'fr-chat__item fr-chat__item--mine' : 'fr-chat__item'}>
      <span className="fr-visually-hidden">{mine ? t('support.you') : t('support.operator')}</span>
      <p className="fr-chat__bubble">{message.content}</p>
      <time className="fr-chat__meta" dateTime={message.createdAt}>
        {!mine && `${t('support.operator')} · `}
        {time}
      </time>
    </li>
  );
}

/** The player's own message on its way, or failed with the reason and a retry. */
export function PendingBubble({
  message,
  onRetry,
  onRemove,
}: {
  message: PendingMessage;
  onRetry: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const failed = message.status === 'failed';
  return (
    <li className={`fr-chat__item fr-chat__item--mine${failed ? ' fr-chat__item--failed' : ''}`}>
      <span className="fr-visually-hidden">{t('support.you')}</span>
      <p className="fr-chat__bubble">{message.content}</p>
      {failed ? (
        <div className="fr-chat__failure" role="alert">
          <span>
            {t('support.failed')}
            {message.error ? ` · ${message.error}` : ''}
          </span>
          <span className="fr-chat__failure-actions">
            <button type="button" className="fr-chat__text-button" onClick={onRetry}>
              {t('support.retry')}
            </button>
            <button type="button" className="fr-chat__text-button" onClick={onRemove}>
              {t('support.remove')}
            </button>
          </span>
        </div>
      ) : (
        <span className="fr-chat__meta" aria-live="polite">
          {t('support.sending')}
        </span>
      )}
    </li>
  );
}
