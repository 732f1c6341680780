import type { ReactNode } from 'react';
import { currentApiLanguage } from '../lib/i18n';
import { getToken, subscribeSession } from '../lib/session';
import { createRealtimeClient, RealtimeProvider, type RealtimeClient } from '../lib/ws';

/**
 * The app-wide socket for private channels shown outside one screen (the support chat and the
 * unread badge on the tab bar). Created on first render but only connects when something
 * subscribes; reconnected when the session changes so private channels follow whoever is logged in.
 */
let client: RealtimeClient | null = null;

function appClient(): RealtimeClient {
  if (!client) {
    const created = createRealtimeClient({ getToken, getLanguage: currentApiLanguage });
    subscribeSession(() => created.reconnect());
    client = created;
  }
  return client;
}

export function AppRealtime({ children }: { children: ReactNode }) {
  return <RealtimeProvider client={appClient()}>{children}</RealtimeProvider>;
}
