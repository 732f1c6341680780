import type { ReactNode } from 'react';
import { loadRealtimeAfterScreenShown } from '../lib/screen-shown';
import { currentApiLanguage } from '../lib/i18n';
import { getToken, subscribeSession } from '../lib/session';
// Direct imports, not the realtime kit's index: the client's code loads on the first subscription.
import { createDeferredRealtimeClient } from '@fairround/shared/realtime/deferred';
import type { RealtimeClient } from '@fairround/shared/realtime/client';
import { RealtimeProvider } from '@fairround/shared/realtime/react';

/**
 * The app-wide socket for private channels shown outside one screen (the support chat and the
 * unread badge on the tab bar). Created on first render but only connects (and only downloads
 * its code, once the screen has been shown) when something subscribes; reconnected when the
 * session changes so private channels follow whoever is logged in.
 */
let client: RealtimeClient | null = null;

function appClient(): RealtimeClient {
  if (!client) {
    const created = createDeferredRealtimeClient(
      { getToken, getLanguage: currentApiLanguage },
      loadRealtimeAfterScreenShown,
    );
    subscribeSession(() => created.reconnect());
    client = created;
  }
  return client;
}

export function AppRealtime({ children }: { children: ReactNode }) {
  return <RealtimeProvider client={appClient()}>{children}</RealtimeProvider>;
}
