import { NOTIFICATION_KINDS, UI_LANGUAGES, type NotificationParams } from '@fairround/shared';
import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { players } from '../accounts/players.tables.js';

/**
 * The player's notification centre. Written by the money and account paths in the same
 * transaction as the event, so a notice exists exactly when the event committed. Only the kind and
 * its values are kept: the words come from the catalogue in the reader's language. `dedupe_key`
 * (unique per player) lets a job that looks for due events (a limit now in force) write each once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    params: jsonb('params').$type<NotificationParams>().notNull(),
    link: text('link'),
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When Web Push took it (claimed once, so two instances never push it twice); null: not yet. */
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
  },
  (table) => [
    index('notifications_player_idx').on(table.playerId, table.id),
    // The badge counts these: only the unread rows are in it.
    index('notifications_unread_idx').on(table.playerId).where(sql`${table.readAt} is null`),
    uniqueIndex('notifications_dedupe_unique').on(table.playerId, table.dedupeKey),
  ],
);

/**
 * One device's Web Push subscription (issue #25): where the push service wants the messages and
 * the keys to encrypt them for that browser, in the language the device chose. The endpoint is
 * unique: a browser that subscribes again replaces its row (and its player, if another logged in).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    language: text('language', { enum: UI_LANGUAGES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastPushedAt: timestamp('last_pushed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(table.endpoint),
    index('push_subscriptions_player_idx').on(table.playerId),
  ],
);
