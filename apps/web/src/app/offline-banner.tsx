import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloudOffIcon } from '../components/ui/icons';
import { useIsOnline } from '../lib/api';
import { useRealtimeStatus } from '@fairround/shared/realtime/react';
import './offline-banner.css';

/** A socket that is away this long is worth telling about; shorter blips pass unnoticed. */
export const RECONNECT_GRACE_MS = 3_000;

/** True once `active` has stayed true for `delayMs`; false again as soon as it is not. */
function useSustained(active: boolean, delayMs: number): boolean {
  const [sustained, setSustained] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setSustained(true), delayMs);
    return () => {
      clearTimeout(timer);
      setSustained(false);
    };
  }, [active, delayMs]);
  return active && sustained;
}

/**
 * The network is gone (the device says so) or the server has not answered the live connection
 * for a few seconds: a banner at the top of the screen, inside the app frame, so the tab bar and
 * the screen stay usable. Screens keep what they show and catch up by themselves when it is back.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useIsOnline();
  const socket = useRealtimeStatus();
  const serverAway = useSustained(online && socket === 'reconnecting', RECONNECT_GRACE_MS);
  if (online && !serverAway) return null;
  return (
    <div className="fr-offline-banner" role="status" data-testid="offline-banner">
      <CloudOffIcon size={20} />
      <span>
        <strong>{online ? t('app.offline.serverTitle') : t('app.offline.title')}</strong>{' '}
        {t('app.offline.body')}
      </span>
    </div>
  );
}
