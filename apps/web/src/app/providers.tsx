import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { queryClient } from '../lib/api';
import { i18n } from '../lib/i18n';
import { AppRealtime } from './app-realtime';

/**
 * Query cache, translations and the app socket: everything a screen expects around it. The UI
 * kit's locale follows the i18n language by itself (components/ui/antd-setup.ts).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <AppRealtime>{children}</AppRealtime>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
