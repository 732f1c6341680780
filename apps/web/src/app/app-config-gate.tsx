import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingCanvas } from '../components/ui';
import { AppConfigProvider, appConfigQueryOptions, configuredDefaultLanguage } from '../lib/app-config';
import { applyDefaultLanguage } from '../lib/i18n';

/**
 * Nothing but the brand canvas until `/api/Index/getconfig` answers (seed §1); if it cannot be
 * loaded, a translated retry state instead of a blank page.
 */
export function AppConfigGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const config = useQuery(appConfigQueryOptions);

  useEffect(() => {
    const language = config.data ? configuredDefaultLanguage(config.data) : null;
    if (language) void applyDefaultLanguage(language);
  }, [config.data]);

  if (config.data) return <AppConfigProvider value={config.data}>{children}</AppConfigProvider>;
  if (config.isError) {
    return (
      <LoadingCanvas label={t('app.loadFailedTitle')}>
        <ErrorState
          title={t('app.loadFailedTitle')}
          description={t('app.loadFailedDescription')}
          onRetry={() => void config.refetch()}
          retrying={config.isFetching}
        />
      </LoadingCanvas>
    );
  }
  return <LoadingCanvas label={t('app.loading')} />;
}
