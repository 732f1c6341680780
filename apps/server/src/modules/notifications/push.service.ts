import { randomUUID } from 'node:crypto';
import { Agent } from 'node:https';
import { rootCertificates } from 'node:tls';
import {
  CATALOGUES,
  ErrorCode,
  formatMoneyText,
  noticeText,
  type CurrencyConfig,
  type PushMessage,
  type UiLanguage,
} from '@fairround/shared';
import { and, asc, eq, gt, inArray, isNull, notInArray } from 'drizzle-orm';
import webpush from 'web-push';
import { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { createSettingsService } from '../settings/settings.service.js';
import { notifications, pushSubscriptions } from './notifications.tables.js';

/** Where the VAPID key pair lives in the settings store (made once, at the first start). */
const VAPID_SETTINGS_KEY = 'push.vapid';
const vapidSchema = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });
type VapidKeys = z.infer<typeof vapidSchema>;

/** A device offline longer than this misses the push (the notice stays in the centre). */
const PUSH_TTL_S = 24 * 60 * 60;
/** Notices older than this when a push is tried are not pushed any more. */
const PUSH_WINDOW_MS = 60 * 60_000;
/** The most devices one player keeps subscribed; the oldest go first. */
export const MAX_SUBSCRIPTIONS_PER_PLAYER = 10;

/**
 * Whether the server may POST to `endpoint`: https to a host on the push-service list (`*.` for
 * subdomains), no credentials in the URL. Anything else would let a player make the server call
 * any address (SSRF).
 */
export function pushEndpointAllowed(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (url.protocol !== 'https:') return false;
  const hostPort = url.port ? `${host}:${url.port}` : host;
  return hosts.some((entry) =>
    entry.startsWith('*.') ? host.endsWith(entry.slice(1)) : entry === host || entry === hostPort,
  );
}

/** A base64url key of the given decoded length (P-256 public key 65 bytes, auth secret 16). */
const keyOfLength = (value: string, bytes: number) => Buffer.from(value, 'base64url').length === bytes;

export type PushServiceDeps = {
  db: Database;
  clock: Clock;
  enabled: boolean;
  subject: string;
  hosts: readonly string[];
  currency: CurrencyConfig;
  /** Certificates to trust for push services besides the system's (WEB_PUSH_CA_FILE). */
  ca?: string;
};

/**
 * Web Push of notices (issue #25): the server's VAPID keys, each device's subscription, and the
 * delivery after a commit that wrote notices. Delivery claims the player's unpushed notices first
 * (`pushed_at`), so two instances never push one twice; a push service's 404/410 (the browser
 * unsubscribed) removes the subscription. Failures never reach the request that caused them.
 */
export function createPushService(deps: PushServiceDeps) {
  const { db } = deps;
  let keys: Promise<VapidKeys> | null = null;
  const agent = deps.ca ? new Agent({ ca: [...rootCertificates, deps.ca], keepAlive: true }) : undefined;

  /** The key pair, made and stored at the first start; instances that race keep the first one. */
  function vapidKeys(): Promise<VapidKeys> {
    keys ??= (async () => {
      const settings = createSettingsService({ db });
      const stored = await settings.get(VAPID_SETTINGS_KEY, vapidSchema.nullable(), null);
      if (stored) return stored;
      const made = webpush.generateVAPIDKeys();
      await settings.setIfAbsent(VAPID_SETTINGS_KEY, made);
      return (await settings.get(VAPID_SETTINGS_KEY, vapidSchema.nullable(), null)) ?? made;
    })();
    return keys;
  }

  function messageOf(notice: typeof notifications.$inferSelect, language: UiLanguage): PushMessage {
    const { title, body } = noticeText(CATALOGUES[language].web, notice, (value, options) =>
      formatMoneyText(value, deps.currency, options) ?? value,
      language,
    );
    return { title, body, link: notice.link, tag: `notice-${notice.id}` };
  }

  async function send(subscription: typeof pushSubscriptions.$inferSelect, message: PushMessage, vapid: VapidKeys) {
    try {
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(message),
        { vapidDetails: { subject: deps.subject, ...vapid }, TTL: PUSH_TTL_S, timeout: 10_000, ...(agent ? { agent } : {}) },
      );
      await db
        .update(pushSubscriptions)
        .set({ lastPushedAt: deps.clock.now() })
        .where(eq(pushSubscriptions.id, subscription.id));
    } catch (error) {
      const status = (error as { statusCode?: unknown }).statusCode;
      // Gone: the browser dropped the subscription; never send to it again.
      if (status === 404 || status === 410) {
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
      }
    }
  }

  async function deliverTo(playerId: string): Promise<void> {
    const devices = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.playerId, playerId));
    if (devices.length === 0) return;
    const now = deps.clock.now();
    const claimed = await db
      .update(notifications)
      .set({ pushedAt: now })
      .where(
        and(
          eq(notifications.playerId, playerId),
          isNull(notifications.pushedAt),
          gt(notifications.createdAt, new Date(now.getTime() - PUSH_WINDOW_MS)),
        ),
      )
      .returning();
    if (claimed.length === 0) return;
    const vapid = await vapidKeys();
    const ordered = claimed.sort((a, b) => a.id - b.id);
    await Promise.all(
      devices.map(async (device) => {
        for (const notice of ordered) await send(device, messageOf(notice, device.language), vapid);
      }),
    );
  }

  return {
    async publicKey(): Promise<string | null> {
      return deps.enabled ? (await vapidKeys()).publicKey : null;
    },

    /** Saves this device's subscription for the player (3089 for an endpoint we do not send to). */
    async subscribe(
      playerId: string,
      input: { endpoint: string; keys: { p256dh: string; auth: string }; language: UiLanguage },
    ): Promise<void> {
      if (!deps.enabled || !pushEndpointAllowed(input.endpoint, deps.hosts)) {
        throw new AppError(ErrorCode.PushEndpointRefused, { field: 'endpoint' });
      }
      if (!keyOfLength(input.keys.p256dh, 65)) throw new AppError(ErrorCode.IncompleteParameters, { field: 'keys' });
      if (!keyOfLength(input.keys.auth, 16)) throw new AppError(ErrorCode.IncompleteParameters, { field: 'keys' });
      const row = { playerId, p256dh: input.keys.p256dh, auth: input.keys.auth, language: input.language };
      await db.transaction(async (tx) => {
        await tx
          .insert(pushSubscriptions)
          .values({ id: randomUUID(), endpoint: input.endpoint, createdAt: deps.clock.now(), ...row })
          .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: row });
        const kept = await tx
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.playerId, playerId))
          .orderBy(asc(pushSubscriptions.createdAt))
          .then((rows) => rows.slice(-MAX_SUBSCRIPTIONS_PER_PLAYER).map((kept) => kept.id));
        await tx
          .delete(pushSubscriptions)
          .where(and(eq(pushSubscriptions.playerId, playerId), notInArray(pushSubscriptions.id, kept)));
      });
    },

    async unsubscribe(playerId: string, endpoint: string): Promise<void> {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.playerId, playerId), eq(pushSubscriptions.endpoint, endpoint)));
    },

    /** Pushes the players' new notices to their devices; never throws. */
    async deliver(playerIds: Iterable<string>): Promise<void> {
      if (!deps.enabled) return;
      const ids = [...new Set(playerIds)];
      if (ids.length === 0) return;
      // Most players have no device subscribed: find those who do in one query.
      const subscribed = await db
        .selectDistinct({ playerId: pushSubscriptions.playerId })
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.playerId, ids))
        .catch(() => []);
      await Promise.all(subscribed.map(({ playerId }) => deliverTo(playerId).catch(() => undefined)));
    },

  };
}

export type PushService = ReturnType<typeof createPushService>;
