import type { PlayerSessionView } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import {
  Button,
  confirmDialog,
  DevicesIcon,
  EmptyState,
  ErrorState,
  InfoIcon,
  LoadingState,
  Page,
  showSuccess,
} from '../../components/ui';
import { useEndOtherSessions, useEndSession, useSessions } from './api/sessions';
import { SessionCard, useDeviceName } from './components/SessionCard';
import './account.css';
import './devices.css';

/**
 * `/my_devices`: every device the account is logged in on (this one first and tagged), with a
 * confirmed "Log out" for each other one and for all of them at once.
 */
export default function DevicesPage() {
  const { t } = useTranslation();
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const deviceName = useDeviceName();

  async function confirmEnd(session: PlayerSessionView) {
    const confirmed = await confirmDialog({
      title: t('account.devices.logOutTitle'),
      content: t('account.devices.logOutBody', { device: deviceName(session) }),
      confirmText: t('account.devices.logOut'),
      cancelText: t('account.devices.cancel'),
    });
    if (!confirmed) return;
    try {
      await endOne.mutateAsync(session.id);
      showSuccess(t('account.devices.loggedOut'));
    } catch {
      // The API client has shown why (3003: that device had logged out meanwhile); the list reloads.
    }
  }

  async function confirmEndOthers() {
    const confirmed = await confirmDialog({
      title: t('account.devices.logOutOthersTitle'),
      content: t('account.devices.logOutOthersBody'),
      confirmText: t('account.devices.logOutOthers'),
      cancelText: t('account.devices.cancel'),
    });
    if (!confirmed) return;
    try {
      const { ended } = await endOthers.mutateAsync();
      showSuccess(t('account.devices.loggedOutOthers', { count: ended }));
    } catch {
      // The API client has shown why.
    }
  }

  let content;
  if (sessions.isError) {
    content = (
      <ErrorState
        title={t('account.devices.loadFailed')}
        onRetry={() => void sessions.refetch()}
        retrying={sessions.isFetching}
      />
    );
  } else if (!sessions.data) {
    content = <LoadingState label={t('account.devices.loading')} />;
  } else if (sessions.data.length === 0) {
    content = <EmptyState icon={<DevicesIcon size={40} />} title={t('account.devices.emptyTitle')} />;
  } else {
    const others = sessions.data.filter((session) => !session.current).length;
    content = (
      <>
        <p className="fr-note">{t('account.devices.intro')}</p>
        <ul className="fr-stack-list">
          {sessions.data.map((session) => (
            <SessionCard
              key={session.id}
              session={session}
              ending={endOne.isPending && endOne.variables === session.id}
              onEnd={() => void confirmEnd(session)}
            />
          ))}
        </ul>
        {others > 0 ? (
          <Button
            variant="secondary"
            size="large"
            block
            loading={endOthers.isPending}
            onClick={() => void confirmEndOthers()}
          >
            {t('account.devices.logOutOthers')}
          </Button>
        ) : (
          <p className="fr-icon-note">
            <InfoIcon size={18} />
            <span>{t('account.devices.onlyThisDevice')}</span>
          </p>
        )}
      </>
    );
  }

  return <Page title={t('account.devices.title')}>{content}</Page>;
}
