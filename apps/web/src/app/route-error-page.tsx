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
