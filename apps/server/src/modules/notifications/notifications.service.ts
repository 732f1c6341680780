import type {
  NotificationKind,
  NotificationParams,
  NotificationsMeEvent,
  NotificationsPage,
  PlayerNotification,
} from '@fairround/shared';
import { and, count, desc, eq, inArray, isNull, lt, sql, type SQLWrapper } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import { queryRows, type Database, type Executor } from '../../platform/db/database.js';
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

/**
 * Writes one notice to every player a subquery answers (its `id` column), each once per dedupe key,
 * in one statement: a broadcast to 100,000 players is one insert, not 100,000. With `push` off the
 * rows are written as already pushed, so Web Push never takes them. Answers the players written to.
 */
export async function recordNotificationForMany(
  executor: Executor,
  playerIds: SQLWrapper,
  input: Omit<NotificationInput, 'playerId' | 'dedupeKey'> & { dedupeKey: string },
  at: Date,
  options: { push: boolean },
): Promise<string[]> {
  const params = Object.fromEntries(
    Object.entries(input.params ?? {}).map(([key, value]) => [key, value.slice(0, PARAM_MAX_LENGTH)]),
  );
  const written = await queryRows<{ player_id: string }>(executor, sql`
    insert into ${notifications} (player_id, kind, params, link, dedupe_key, created_at, pushed_at)
    select audience.id, ${input.kind}, ${JSON.stringify(params)}::jsonb, ${input.link ?? null}, ${input.dedupeKey},
      ${at.toISOString()}::timestamptz, ${options.push ? null : at.toISOString()}::timestamptz
    from (${playerIds}) as audience
    on conflict do nothing
    returning player_id`);
  return written.map((row) => row.player_id);
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

/** Players announced per round of queries: one unread count query and one push lookup each. */
const ANNOUNCE_CHUNK = 1_000;

/**
 * Tells the players' open apps, after the commit, that their centre changed (with the new unread
 * count), and pushes the new notices to their subscribed devices. Modules call it once their
 * transaction has committed; a broadcast passes every player it wrote to, taken a thousand at a
 * time. Best effort: a lost nudge only delays the badge until its next poll.
 */
export async function announceNotifications(
  deps: { db: Database; realtime: Realtime },
  playerIds: Iterable<string>,
): Promise<void> {
  const ids = [...new Set(playerIds)];
  for (let start = 0; start < ids.length; start += ANNOUNCE_CHUNK) {
    const chunk = ids.slice(start, start + ANNOUNCE_CHUNK);
    await Promise.all([pushDeliveries.get(deps.realtime)?.(chunk), nudge(deps, chunk)]);
  }
}

async function nudge(deps: { db: Database; realtime: Realtime }, playerIds: string[]): Promise<void> {
  try {
    const counts = await deps.db
      .select({ playerId: notifications.playerId, n: count() })
      .from(notifications)
      .where(and(inArray(notifications.playerId, playerIds), isNull(notifications.readAt)))
      .groupBy(notifications.playerId);
    const unread = new Map(counts.map((row) => [row.playerId, row.n]));
    await Promise.all(
      playerIds.map(async (playerId) => {
        const payload: NotificationsMeEvent = { type: 'notifications', unread: unread.get(playerId) ?? 0 };
        await deps.realtime.publishToPlayer(playerId, 'me', payload).catch(() => null);
      }),
    );
  } catch {
    // The badge polls; a failed push is not the request's failure.
  }
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
