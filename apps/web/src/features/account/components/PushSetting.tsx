import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BellIcon, Button, showWarning } from '../../../components/ui';
import { useLanguage } from '../../../lib/i18n';
import { disablePush, enablePush, pushState, type PushState } from '../../../lib/pwa/push';

/**
 * "Notifications on this device" (issue #25): Web Push is opt-in per device, after the browser's
 * own permission prompt; messages come in the language chosen here. Says plainly when the browser
 * cannot receive them or the player blocked them in the browser's settings.
 */
export function PushSetting() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    pushState()
      .then((current) => live && setState(current))
      .catch(() => live && setState('unsupported'));
    return () => {
      live = false;
    };
  }, []);

  async function toggle() {
    setBusy(true);
    try {
      setState(state === 'on' ? await disablePush() : await enablePush(language));
    } catch {
      showWarning(t('account.push.failed'));
    } finally {
      setBusy(false);
    }
  }

  const canToggle = state === 'on' || state === 'off';
  return (
    <section className="fr-push-setting" aria-labelledby="push-setting-title" data-testid="push-setting">
      <BellIcon size={22} />
      <div className="fr-push-setting__text">
        <h2 id="push-setting-title" className="fr-push-setting__title">
          {t('account.push.title')}
        </h2>
        <p className="fr-push-setting__state" data-state={state ?? 'loading'}>
          {state === null ? t('account.push.checking') : t(`account.push.states.${state}`)}
        </p>
      </div>
      {canToggle && (
        <Button size="medium" variant={state === 'on' ? 'secondary' : 'primary'} loading={busy} onClick={() => void toggle()}>
          {state === 'on' ? t('account.push.turnOff') : t('account.push.turnOn')}
        </Button>
      )}
    </section>
  );
}
