import type {
  NotificationKind,
  NotificationParams,
  NotificationsMeEvent,
  NotificationsPage,
  PlayerNotification,
} from '@fairround/shared';
import { and, count, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database, Executor } from '../../platform/db/database.js';
import type { Realtime } from '../../platform/ws/realtime.js';
import { notifications } from './notifications.tables.js';

export type NotificationInput = {
  playerId: string;
  kind: NotificationKind;
  params?: NotificationParams;
  /** An in-app path the notice opens, e.g. `/recharge_record`. */
  link?: string | null;
  /** Written once per player and key: a job that may see the same event twice passes one. */
  dedupeKey?: string;
};

/** Free text in a notice (a refusal reason, an operator's words) is cut to this many characters. */
const PARAM_MAX_LENGTH = 300;

/**
 * Writes a notice for the player. Pass the SAME transaction as the event it reports, so the notice
 * and the event commit or roll back together (like `recordAudit`). Returns false when the dedupe
 * key was already used.
 */
export async function recordNotification(
  executor: Executor,
  input: NotificationInput,
  at: Date,
): Promise<boolean> {
  const params = Object.fromEntries(
    Object.entries(input.params ?? {}).map(([key, value]) => [key, value.slice(0, PARAM_MAX_LENGTH)]),
  );
  const inserted = await executor
    .insert(notifications)
    .values({
      playerId: input.playerId,
      kind: input.kind,
      params,
      link: input.link ?? null,
      dedupeKey: input.dedupeKey ?? null,
      createdAt: at,
    })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  return inserted.length > 0;
}

type NotificationRow = typeof notifications.$inferSelect;

function toView(row: NotificationRow): PlayerNotification {
  return {
    id: row.id,
    kind: row.kind,
    params: row.params,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

async function unreadCount(executor: Executor, playerId: string): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.playerId, playerId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/**
 * The Web Push delivery of each app, by its realtime hub (one per app), set by the notifications
 * module at start; the callers of `announceNotifications` need not know about push.
 */
const pushDeliveries = new WeakMap<Realtime, (playerIds: string[]) => Promise<void>>();

export function registerPushDelivery(realtime: Realtime, deliver: (playerIds: string[]) => Promise<void>): void {
  pushDeliveries.set(realtime, deliver);
}

/**
 * Tells the player's open apps, after the commit, that their centre changed (with the new unread
 * count), and pushes the new notices to their subscribed devices. Modules call it once their
 * transaction has committed. Best effort: a lost nudge only delays the badge until its next poll.
 */
export async function announceNotifications(
  deps: { db: Database; realtime: Realtime },
  playerIds: Iterable<string>,
): Promise<void> {
  const ids = [...new Set(playerIds)];
  await Promise.all([pushDeliveries.get(deps.realtime)?.(ids), nudge(deps, ids)]);
}

async function nudge(deps: { db: Database; realtime: Realtime }, playerIds: string[]): Promise<void> {
  await Promise.all(
    playerIds.map(async (playerId) => {
      try {
        const payload: NotificationsMeEvent = { type: 'notifications', unread: await unreadCount(deps.db, playerId) };
        await deps.realtime.publishToPlayer(playerId, 'me', payload);
      } catch {
        // The badge polls; a failed push is not the request's failure.
      }
    }),
  );
}

/** The player's side: read, count and mark. */
export function createNotificationsService({ db, clock }: { db: Database; clock: Clock }) {
  const unreadOf = (playerId: string) => unreadCount(db, playerId);

  return {
    unreadOf,

    /** Newest first, `limit` at a time, older than `before` (an id) when given. */
    async list(playerId: string, { before, limit }: { before?: number; limit: number }): Promise<NotificationsPage> {
      const rows = await db
        .select()
        .from(notifications)
        .where(
          and(eq(notifications.playerId, playerId), before === undefined ? undefined : lt(notifications.id, before)),
        )
        .orderBy(desc(notifications.id))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      return {
        list: page.map(toView),
        nextBefore: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
        unread: await unreadOf(playerId),
      };
    },

    /** Marks the player's own notices read (ids of others are ignored); answers what stays unread. */
    async markRead(playerId: string, ids: number[]): Promise<{ unread: number }> {
      if (ids.length > 0) {
        await db
          .update(notifications)
          .set({ readAt: clock.now() })
          .where(
            and(eq(notifications.playerId, playerId), inArray(notifications.id, ids), isNull(notifications.readAt)),
          );
      }
      return { unread: await unreadOf(playerId) };
    },

    async markAllRead(playerId: string): Promise<{ unread: number }> {
      await db
        .update(notifications)
        .set({ readAt: clock.now() })
        .where(and(eq(notifications.playerId, playerId), isNull(notifications.readAt)));
      return { unread: await unreadOf(playerId) };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
