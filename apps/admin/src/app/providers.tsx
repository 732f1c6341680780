import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { queryClient } from '../lib/api';
import { setMessageApi } from '../lib/feedback';
import { i18n, useLanguage } from '../lib/i18n';
import { StepUpDialog } from '../lib/step-up/step-up-dialog';
import { ANTD_LOCALES, consoleTheme } from './theme';

/** Hands antd's context-aware message API to code outside React (the API client's toasts). */
function FeedbackBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => {
    setMessageApi(message);
    return () => setMessageApi(null);
  }, [message]);
  return null;
}

function LocalisedAntd({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('app.name');
  }, [t, language]);
  return (
    <ConfigProvider locale={ANTD_LOCALES[language]} theme={consoleTheme}>
      <AntApp>
        <FeedbackBridge />
        <StepUpDialog />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <LocalisedAntd>{children}</LocalisedAntd>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
