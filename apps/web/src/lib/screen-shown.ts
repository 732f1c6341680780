import type { createRealtimeClient } from '@fairround/shared/realtime/client';

/**
 * A frame is drawn on the main thread and reaches the display a frame or two later (raster and
 * compositing run elsewhere); this long after the second frame leaves room for a busy phone.
 */
const SHOWN_AFTER_MS = 100;

/** A hidden tab runs no frames: this long a wait stands in for them there. */
const HIDDEN_TAB_WAIT_MS = 250;

/**
 * Resolves once what the current render put on screen has been shown. Work started then (code
 * that only live updates need, the zod schemas that check them) cannot compete with the screen's
 * first meaningful paint for the network or the main thread.
 */
export function afterScreenShown(): Promise<void> {
  return new Promise((resolve) => {
    const hiddenTab = setTimeout(resolve, HIDDEN_TAB_WAIT_MS);
    requestAnimationFrame(() => {
      requestAnimationFrame(() => {
        clearTimeout(hiddenTab);
        setTimeout(resolve, SHOWN_AFTER_MS);
      });
    });
  });
}

/**
 * The socket's code for `createDeferredRealtimeClient`, downloaded once the screen that subscribed
 * has been shown: the client and its message schemas (zod) are the largest code the home screen
 * uses, and only for live updates of what its first reads already show.
 */
export function loadRealtimeAfterScreenShown(): Promise<{
  createRealtimeClient: typeof createRealtimeClient;
}> {
  return afterScreenShown().then(() => import('@fairround/shared/realtime/client'));
}
