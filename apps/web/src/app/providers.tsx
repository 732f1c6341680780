import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { UiProvider } from '../components/ui';
import { queryClient } from '../lib/api';
import { i18n, useLanguage } from '../lib/i18n';
import { AppRealtime } from './app-realtime';

function LocalisedUi({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return <UiProvider language={language}>{children}</UiProvider>;
}

/** Query cache, translations, the UI kit's locale and the app socket: everything a screen expects around it. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <LocalisedUi>
          <AppRealtime>{children}</AppRealtime>
        </LocalisedUi>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
