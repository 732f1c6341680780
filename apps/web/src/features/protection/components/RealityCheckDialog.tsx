import { useTranslation } from 'react-i18next';
import { BottomSheet, Button, Money } from '../../../components/ui';
import { formatElapsed, useElapsedMs, type ClockedSession } from '../../../lib/protection';
import { useLogOutToHome } from '../lib/use-log-out-to-home';
import '../protection.css';

/**
 * The reality check itself: time played since login (the server's start, ticking on) and the
 * net result since login, with "Continue" and "Log out". Closing it counts as continuing. A
 * default export: its code (the UI kit) loads only when a check is due.
 */
export default function RealityCheckDialog({
  session,
  onContinue,
}: {
  session: ClockedSession;
  onContinue: () => void;
}) {
  const { t } = useTranslation();
  const elapsed = useElapsedMs(session.startedAt, session.clockOffsetMs);
  const { logOut, pending } = useLogOutToHome();
  return (
    <BottomSheet open onClose={onContinue} title={t('protection.realityCheck.dialogTitle')}>
      <div className="fr-reality-check" data-testid="reality-check">
        <dl className="fr-reality-check__figures">
          <div>
            <dt>{t('protection.realityCheck.played')}</dt>
            <dd className="fr-num" data-testid="reality-check-played">
              {formatElapsed(elapsed)}
            </dd>
          </div>
          <div>
            <dt>{t('protection.realityCheck.net')}</dt>
            <dd data-testid="reality-check-net">
              <Money value={session.netResult} signed tone="result" />
            </dd>
          </div>
        </dl>
        <p className="fr-reality-check__hint">{t('protection.realityCheck.netHint')}</p>
        <div className="fr-reality-check__actions">
          <Button variant="primary" size="large" block onClick={onContinue}>
            {t('protection.realityCheck.continue')}
          </Button>
          <Button variant="secondary" block loading={pending} onClick={() => void logOut()}>
            {t('protection.realityCheck.logout')}
          </Button>
        </div>
      </div>
    </BottomSheet>
  );
}
