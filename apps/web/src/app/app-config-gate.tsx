import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
// Direct imports, not the UI kit's index: the start-up code stays free of antd-mobile.
import { LoadingCanvas } from '../components/ui/LoadingCanvas';
import { ErrorState } from '../components/ui/states';
import { AppConfigProvider, appConfigQueryOptions, configuredDefaultLanguage } from '../lib/app-config';
import {
  applyDefaultLanguage,
  defaultLanguagePending,
  useTranslationsReady,
  whenTranslationsReady,
} from '../lib/i18n';

/**
 * Nothing but the brand canvas until `/api/Index/getconfig` answers (seed §1) and the texts of
 * the language to show are in (the start language, or the operator's default for a player who
 * never chose one); if either cannot be loaded, a retry state instead of a blank page.
 */
export function AppConfigGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const config = useQuery(appConfigQueryOptions);
  const translationsReady = useTranslationsReady();
  const [translationsFailed, setTranslationsFailed] = useState(false);
  // A default language that cannot be downloaded is given up on: the start language stays.
  const [defaultFailed, setDefaultFailed] = useState(false);
  const defaultLanguage = config.data ? configuredDefaultLanguage(config.data) : null;

  // Started when the app's code ran; this only notices a failure, and tries again after one.
  useEffect(() => {
    if (translationsReady || translationsFailed) return;
    let live = true;
    whenTranslationsReady().catch(() => live && setTranslationsFailed(true));
    return () => {
      live = false;
    };
  }, [translationsReady, translationsFailed]);

  useEffect(() => {
    if (defaultLanguage) applyDefaultLanguage(defaultLanguage).catch(() => setDefaultFailed(true));
  }, [defaultLanguage]);

  const waitingForDefault =
    defaultLanguage !== null && !defaultFailed && defaultLanguagePending(defaultLanguage);
  const ready = config.data !== undefined && translationsReady && !waitingForDefault;
  // The gate opens in a deferred render: what makes it ready (a query or a catalogue store update)
  // renders synchronously, and the first screen is the app's biggest render. Deferred, React
  // renders it in short slices that let the browser breathe instead of one long task; the boot
  // canvas stays up meanwhile, exactly as while waiting for the config.
  const open = useDeferredValue(ready);
  if (open && config.data) {
    return <AppConfigProvider value={config.data}>{children}</AppConfigProvider>;
  }
  if (!ready && (config.isError || translationsFailed)) {
    const retry = () => {
      setTranslationsFailed(false);
      if (config.isError) void config.refetch();
    };
    return (
      <LoadingCanvas label={t('app.loadFailedTitle', { defaultValue: 'Fairround' })}>
        <ErrorState
          title={t('app.loadFailedTitle', { defaultValue: 'Fairround' })}
          description={t('app.loadFailedDescription', { defaultValue: '' })}
          onRetry={retry}
          retrying={config.isFetching}
        />
      </LoadingCanvas>
    );
  }
  // Before the catalogue is in, the label matches index.html's boot canvas.
  return <LoadingCanvas label={t('app.loading', { defaultValue: 'Fairround' })} />;
}
