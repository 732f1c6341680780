import {
  createRealtimeClient,
  type RealtimeClient,
  type RealtimeClientOptions,
} from '@fairround/shared/realtime/client';
import { RealtimeProvider } from '@fairround/shared/realtime/react';
import { useEffect, useState, type ReactNode } from 'react';
import { currentApiLanguage } from '../i18n';
import { getToken, subscribeSession } from '../session';

type SocketFactory = RealtimeClientOptions['createSocket'];

/**
 * A client on the staff token (offered as the `fairround.staff.` subprotocol) that follows the session: a new token reconnects,
 * so a different operator never hears the last one's channels. It opens on the first subscription.
 */
function createConsoleClient(createSocket?: SocketFactory): { client: RealtimeClient; stop: () => void } {
  const client = createRealtimeClient({
    getToken,
    tokenKind: 'staff',
    getLanguage: currentApiLanguage,
    createSocket,
  });
  const stopFollowing = subscribeSession(() => client.reconnect());
  return {
    client,
    stop: () => {
      stopFollowing();
      client.close();
    },
  };
}

/** One socket per console tab, kept for the page's life (like the player app's), never closed by a re-render. */
let tabClient: RealtimeClient | null = null;

/**
 * Provides the staff channels (cashier queues, support inbox) to the console. Tests pass a fake
 * socket factory and get a client of their own, closed when the provider unmounts.
 */
export function ConsoleRealtimeProvider({
  children,
  createSocket,
}: {
  children: ReactNode;
  createSocket?: SocketFactory;
}) {
  const [own] = useState(() => (createSocket ? createConsoleClient(createSocket) : null));
  useEffect(() => () => own?.stop(), [own]);
  const client = own?.client ?? (tabClient ??= createConsoleClient().client);
  return <RealtimeProvider client={client}>{children}</RealtimeProvider>;
}
