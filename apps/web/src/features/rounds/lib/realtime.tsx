import type { ReactNode } from 'react';
import { currentApiLanguage } from '../../../lib/i18n';
import { getToken, subscribeSession } from '../../../lib/session';
import { createRealtimeClient, RealtimeProvider, type RealtimeClient } from '@fairround/shared/realtime';

/**
 * One socket per tab for the room screens. Created on first use (a screen that never shows a
 * room never connects) and reconnected when the session changes, so the private `me` channel
 * follows whoever is logged in.
 */
let client: RealtimeClient | null = null;

function roundsClient(): RealtimeClient {
  if (!client) {
    const created = createRealtimeClient({ getToken, getLanguage: currentApiLanguage });
    subscribeSession(() => created.reconnect());
    client = created;
  }
  return client;
}

export function RoundsRealtime({ children }: { children: ReactNode }) {
  return <RealtimeProvider client={roundsClient()}>{children}</RealtimeProvider>;
}
