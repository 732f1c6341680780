import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNotificationsUnread } from '../../lib/notifications';
import { BellIcon } from '../ui';
import './notifications-bell.css';

/**
 * The bell in a screen's header: opens the notification centre, with the unread count on it.
 * Screen readers hear "Notifications, 3 unread" as the link's name. Nothing for a visitor.
 */
export function NotificationsBell() {
  const { t } = useTranslation();
  const unread = useNotificationsUnread();
  const label = unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell');
  return (
    <Link to="/notifications" className="fr-bell fr-icon-button" aria-label={label} data-testid="notifications-bell">
      <BellIcon size={22} />
      {unread > 0 && (
        <span className="fr-bell__badge" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
