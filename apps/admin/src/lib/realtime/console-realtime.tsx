import {
  createRealtimeClient,
  type RealtimeClient,
  type RealtimeClientOptions,
} from '@fairround/shared/realtime/client';
import { RealtimeProvider } from '@fairround/shared/realtime/react';
import { useEffect, useState, type ReactNode } from 'react';
import { currentApiLanguage } from '../i18n';
import { getToken, subscribeSession } from '../session';

/**
 * One socket per console tab, on the staff token (`?staffToken=`), for the staff channels:
 * the cashier queues and the support inbox. It opens on the first subscription and follows the
 * session: a new token reconnects, so a different operator never hears the last one's channels.
 */
export function ConsoleRealtimeProvider({
  children,
  createSocket,
}: {
  children: ReactNode;
  /** Tests pass a fake socket; the console uses the browser's WebSocket. */
  createSocket?: RealtimeClientOptions['createSocket'];
}) {
  const [client] = useState<RealtimeClient>(() =>
    createRealtimeClient({
      getToken,
      tokenParam: 'staffToken',
      getLanguage: currentApiLanguage,
      createSocket,
    }),
  );
  useEffect(() => {
    const stopFollowing = subscribeSession(() => client.reconnect());
    return () => {
      stopFollowing();
      client.close();
    };
  }, [client]);
  return <RealtimeProvider client={client}>{children}</RealtimeProvider>;
}
