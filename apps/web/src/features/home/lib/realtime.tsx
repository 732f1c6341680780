import type { ReactNode } from 'react';
import { loadRealtimeAfterScreenShown } from '../../../lib/screen-shown';
import { currentApiLanguage } from '../../../lib/i18n';
import { createDeferredRealtimeClient } from '@fairround/shared/realtime/deferred';
import type { RealtimeClient } from '@fairround/shared/realtime/client';
import { RealtimeProvider } from '@fairround/shared/realtime/react';

/**
 * One socket for the home and trends screens, created on first use. They listen only to public
 * channels (`prices`, `winners`), so the socket connects as a visitor whoever is logged in.
 *
 * Deferred: the socket's code (and the zod message schemas it validates with) is downloaded on
 * the first subscription, once the screen has been shown, instead of being part of the code the
 * screen waits for or competing with its first paint (Lighthouse's LCP counted it while it was
 * fetched beside the screen's data). Imports by file, not the realtime kit's index, which would
 * load it at once.
 */
let client: RealtimeClient | null = null;

function homeClient(): RealtimeClient {
  client ??= createDeferredRealtimeClient(
    { getToken: () => null, getLanguage: currentApiLanguage },
    loadRealtimeAfterScreenShown,
  );
  return client;
}

export function HomeRealtime({ children }: { children: ReactNode }) {
  return <RealtimeProvider client={homeClient()}>{children}</RealtimeProvider>;
}
