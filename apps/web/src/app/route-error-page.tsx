import { ErrorCode } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../components/ui/states';
import { errorText } from '../lib/i18n';

/**
 * Shown when a screen throws while rendering or its code chunk fails to load (e.g. the app was
 * updated while open). Reloading fetches the current build.
 */
export function RouteErrorPage() {
  useTranslation(); // re-render on language change
  return (
    <div className="fr-app">
      <ErrorState title={errorText(ErrorCode.UnknownError)} onRetry={() => window.location.reload()} />
    </div>
  );
}

/**
 * The same, for one screen inside its frame (tab bar and offline banner stay). Offline loads do
 * not end here (the router waits for the network), so this is a real failure: a screen that
 * threw, or code that is gone after an update, which a reload fixes.
 */
export function ScreenErrorPage() {
  const { t } = useTranslation();
  return (
    <ErrorState
      title={t('app.screenFailed')}
      description={t('app.screenFailedBody')}
      onRetry={() => window.location.reload()}
    />
  );
}
