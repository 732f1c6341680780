import type { ReactNode } from 'react';
import { currentApiLanguage } from '../../../lib/i18n';
import { createRealtimeClient, RealtimeProvider, type RealtimeClient } from '../../../lib/ws';

/**
 * One socket for the home and trends screens, created on first use. They listen only to public
 * channels (`prices`, `winners`), so the socket connects as a visitor whoever is logged in.
 */
let client: RealtimeClient | null = null;

function homeClient(): RealtimeClient {
  client ??= createRealtimeClient({ getToken: () => null, getLanguage: currentApiLanguage });
  return client;
}

export function HomeRealtime({ children }: { children: ReactNode }) {
  return <RealtimeProvider client={homeClient()}>{children}</RealtimeProvider>;
}
