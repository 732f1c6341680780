import type { PlayerNotification } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, EmptyState, ErrorState, InboxIcon, LoadingState, Page } from '../../components/ui';
import { noticesOf, useMarkRead, useNotificationsList } from './api/notifications';
import { NotificationItem } from './components/NotificationItem';
import './notifications.css';

/** Only in-app paths are followed: a notice never sends the player off the site. */
const isAppPath = (link: string | null): link is string => link !== null && /^\/[A-Za-z0-9_/?=&.-]*$/.test(link);

/**
 * `/notifications`: the player's notification centre (issue #25): deposits credited or refused,
 * withdrawals paid or refused, savings interest, support replies, security events. Tapping a
 * notice marks it read and opens what it is about; "mark all read" clears the badges.
 */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useNotificationsList();
  const markRead = useMarkRead();
  const notices = noticesOf(list.data);
  const unread = list.data?.pages[0]?.unread ?? 0;

  function open(notice: PlayerNotification) {
    if (!notice.read) markRead.mutate([notice.id]);
    if (isAppPath(notice.link)) void navigate(notice.link);
  }

  const markAll =
    unread > 0 ? (
      <button
        type="button"
        className="fr-notices__mark-all"
        onClick={() => markRead.mutate('all')}
        disabled={markRead.isPending}
      >
        {t('notifications.markAll')}
      </button>
    ) : null;

  let body;
  if (list.isError && notices.length === 0) {
    body = (
      <ErrorState title={t('notifications.loadFailed')} onRetry={() => void list.refetch()} retrying={list.isFetching} />
    );
  } else if (!list.data) {
    body = <LoadingState label={t('notifications.loading')} />;
  } else if (notices.length === 0) {
    body = <EmptyState icon={<InboxIcon />} title={t('notifications.empty')} />;
  } else {
    body = (
      <>
        {markAll && <div className="fr-notices__toolbar">{markAll}</div>}
        <ul className="fr-notices" aria-label={t('notifications.title')}>
          {notices.map((notice) => (
            <NotificationItem key={notice.id} notice={notice} onOpen={open} />
          ))}
        </ul>
        {list.hasNextPage && (
          <Button variant="secondary" block loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {t('notifications.more')}
          </Button>
        )}
      </>
    );
  }
  return (
    <Page title={t('notifications.title')}>
      <div className="fr-notices-page">{body}</div>
    </Page>
  );
}
