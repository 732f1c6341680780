import { z } from 'zod';
import { UI_LANGUAGES } from '../i18n/languages.js';

/**
 * Web Push (issue #25): the browser's push subscription of one device, as `PushSubscription.toJSON()`
 * gives it. The endpoint is the push service's URL the server will POST to, so the server accepts
 * only https URLs of the push services it knows (`WEB_PUSH_HOSTS`); the keys are base64url.
 */
const base64url = (max: number) => z.string().regex(/^[A-Za-z0-9_-]+=*$/).max(max);

export const pushSubscribeBodyShape = {
  endpoint: z.string().max(1024),
  keys: z.object({ p256dh: base64url(256), auth: base64url(64) }),
  language: z.enum(UI_LANGUAGES),
};
export const pushUnsubscribeBodyShape = { endpoint: z.string().max(1024) };

export const pushKeySchema = z.object({
  /** The server's VAPID public key (base64url), or null when Web Push is off on this server. */
  publicKey: z.string().nullable(),
});
export type PushKey = z.infer<typeof pushKeySchema>;

/** The message a push carries: the notice already worded in the device's language. */
export type PushMessage = { title: string; body: string; link: string | null; tag: string };
