import type { PlayerSessionView } from '@fairround/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, LogoutIcon } from '../../../components/ui';
import { useFormatters } from '../../../lib/format';

/** The device's name as the player reads it: the server's "Chrome · Android", or "Unknown device". */
export function useDeviceName(): (session: PlayerSessionView) => string {
  const { t } = useTranslation();
  return (session) => session.device ?? t('account.devices.unknownDevice');
}

/**
 * One logged-in device: what it is, its address, when it logged in and was last used. This
 * device is tagged; any other has its own "Log out".
 */
export function SessionCard({
  session,
  ending,
  onEnd,
}: {
  session: PlayerSessionView;
  ending: boolean;
  onEnd: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const deviceName = useDeviceName();
  const name = deviceName(session);
  const titleId = useId();
  return (
    <li
      className={['fr-tile', 'fr-device', session.current ? 'fr-device--current' : '']
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={titleId}
      data-testid="session"
      data-current={session.current}
    >
      <div className="fr-device__head">
        <span className="fr-device__name" id={titleId}>
          {name}
        </span>
        {session.current && <span className="fr-device__tag">{t('account.devices.thisDevice')}</span>}
      </div>
      <dl className="fr-figures fr-device__facts">
        <div className="fr-device__wide">
          <dt>{t('account.devices.address')}</dt>
          <dd className="fr-num">{session.ip ?? t('account.devices.noAddress')}</dd>
        </div>
        <div>
          <dt>{t('account.devices.signedIn')}</dt>
          <dd className="fr-num">
            <time dateTime={session.createdAt}>{format.dateTime(session.createdAt, 'minutes')}</time>
          </dd>
        </div>
        <div>
          <dt>{t('account.devices.lastActive')}</dt>
          <dd>
            {/* This device is in use as the player reads this; its stored time lags up to a minute. */}
            <time dateTime={session.lastSeenAt} title={format.dateTime(session.lastSeenAt, 'minutes')}>
              {session.current ? t('account.devices.activeNow') : format.relative(session.lastSeenAt)}
            </time>
          </dd>
        </div>
      </dl>
      {!session.current && (
        <Button
          variant="secondary"
          block
          loading={ending}
          onClick={onEnd}
          aria-label={t('account.devices.logOutLabel', { device: name })}
          className="fr-device__end"
        >
          <span className="fr-device__end-content">
            <LogoutIcon size={18} />
            {t('account.devices.logOut')}
          </span>
        </Button>
      )}
    </li>
  );
}
