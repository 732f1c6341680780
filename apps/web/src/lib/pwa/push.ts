import { pushEndpoints, type UiLanguage } from '@fairround/shared';
import { apiCall } from '../api';

// Not in this folder's index: the app's start-up code imports the index, and this file brings zod (the endpoints).

/** What this device can do about push: unsupported, blocked by the player, or off / on. */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

function supported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The server's VAPID key as the bytes PushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}

export async function pushState(): Promise<PushState> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

/**
 * Turns push on for this device: asks the player's permission (the browser's own prompt), makes
 * the subscription with the server's key and hands it to the server with the language messages
 * are to be worded in. Throws when the player declines or the push service cannot be reached.
 */
export async function enablePush(language: UiLanguage): Promise<PushState> {
  if (!supported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const { publicKey } = await apiCall(pushEndpoints.key, {}, { toast: false });
  if (!publicKey) return 'unsupported';
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const json = subscription.toJSON();
  await apiCall(
    pushEndpoints.subscribe,
    { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' }, language },
    { toast: false },
  );
  return 'on';
}

/** Turns push off for this device, on the server and in the browser. */
export async function disablePush(): Promise<PushState> {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    await apiCall(pushEndpoints.unsubscribe, { endpoint: subscription.endpoint }, { toast: false });
    await subscription.unsubscribe();
  }
  return 'off';
}
