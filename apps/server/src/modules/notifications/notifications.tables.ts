import { NOTIFICATION_KINDS, type NotificationParams } from '@fairround/shared';
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
  },
  (table) => [
    index('notifications_player_idx').on(table.playerId, table.id),
    // The badge counts these: only the unread rows are in it.
    index('notifications_unread_idx').on(table.playerId).where(sql`${table.readAt} is null`),
    uniqueIndex('notifications_dedupe_unique').on(table.playerId, table.dedupeKey),
  ],
);
