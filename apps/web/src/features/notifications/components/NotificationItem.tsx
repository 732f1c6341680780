import { noticeText, type PlayerNotification } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/format';
import { useLanguage, usePlayerCatalogue } from '../../../lib/i18n';

/**
 * One notice: its kind's title and text in the reader's language (`noticeText`, shared with the
 * Web Push messages), when, and whether it is unread. Tapping opens what it is about and marks it
 * read.
 */
export function NotificationItem({
  notice,
  onOpen,
}: {
  notice: PlayerNotification;
  onOpen: (notice: PlayerNotification) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const language = useLanguage();
  const { title, body } = noticeText(
    usePlayerCatalogue().web,
    notice,
    (value, options) => format.money(value, options),
    language,
  );
  return (
    <li className={notice.read ? 'fr-notice' : 'fr-notice fr-notice--unread'} data-testid="notice" data-kind={notice.kind}>
      <button type="button" className="fr-notice__button" onClick={() => onOpen(notice)}>
        <span className="fr-notice__head">
          <span className="fr-notice__title">{title}</span>
          {!notice.read && (
            <span className="fr-notice__dot">
              <span className="fr-visually-hidden">{t('notifications.unreadMark')}</span>
            </span>
          )}
        </span>
        <span className="fr-notice__body">{body}</span>
        <time className="fr-notice__time" dateTime={notice.createdAt} title={format.dateTime(notice.createdAt)}>
          {format.relative(notice.createdAt)}
        </time>
      </button>
    </li>
  );
}
