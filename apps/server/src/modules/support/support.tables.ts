import { BROADCAST_STATUSES, type BroadcastAudience, type BroadcastTexts } from '@fairround/shared';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * One support conversation per player (PRODUCT.md §7), or one per visitor who is not logged in
 * (issue #25.5): a visitor's row has no player but the SHA-256 of the random token their device
 * keeps, and the contact phone they gave. The unread counters are kept on the row, updated in the
 * same transaction as the message that changes them, so the inbox and the tab badge read one row
 * instead of counting messages (`player_unread` counts for the visitor on a visitor's row).
 */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: uuid('id').primaryKey(),
    /** Null for a visitor's conversation. */
    playerId: uuid('player_id'),
    /** SHA-256 (hex) of a visitor's token; the token itself is never stored. */
    visitorTokenHash: text('visitor_token_hash'),
    visitorQuhao: text('visitor_quhao'),
    /** The visitor's contact phone, national digits as `normalizePhone` leaves them. */
    visitorMobile: text('visitor_mobile'),
    /** The player who claimed the visitor's conversation after logging in (once; it is then closed). */
    claimedByPlayerId: uuid('claimed_by_player_id'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    assignedStaffId: uuid('assigned_staff_id'),
    assignedUsername: text('assigned_username'),
    /** Operator messages the player has not read. */
    playerUnread: integer('player_unread').notNull().default(0),
    /** Player messages no operator has read. */
    staffUnread: integer('staff_unread').notNull().default(0),
    lastSender: text('last_sender', { enum: ['player', 'staff'] }),
    lastPreview: text('last_preview'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('support_conversations_player_unique').on(table.playerId),
    unique('support_conversations_visitor_token_unique').on(table.visitorTokenHash),
    index('support_conversations_inbox_idx').on(table.status, table.lastMessageAt),
    check('support_conversations_status_known', sql`${table.status} in ('open', 'closed')`),
    check(
      'support_conversations_player_or_visitor',
      sql`(${table.playerId} is null) = (${table.visitorTokenHash} is not null) and (${table.visitorTokenHash} is null) = (${table.visitorMobile} is null)`,
    ),
    check('support_conversations_unread_non_negative', sql`${table.playerUnread} >= 0 and ${table.staffUnread} >= 0`),
  ],
);

/**
 * A message, append-only. `seq` orders messages and is the paging cursor. `client_key` is the
 * sender's id for the message, unique per conversation, so a retried send is stored once.
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    id: uuid('id').notNull().unique('support_messages_id_unique'),
    conversationId: uuid('conversation_id').notNull(),
    sender: text('sender', { enum: ['player', 'staff'] }).notNull(),
    staffId: uuid('staff_id'),
    staffUsername: text('staff_username'),
    body: text('body').notNull(),
    clientKey: text('client_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('support_messages_client_key_unique').on(table.conversationId, table.sender, table.clientKey),
    index('support_messages_conversation_idx').on(table.conversationId, table.seq),
    check('support_messages_sender_known', sql`${table.sender} in ('player', 'staff')`),
    check('support_messages_staff_consistent', sql`(${table.sender} = 'staff') = (${table.staffId} is not null)`),
  ],
);

/**
 * A broadcast notice to a group of players (issue #26): its audience, each language's words and
 * when it goes out. A pass sends each due one exactly once (it claims the row in the transaction
 * that writes the notices), so a restart or a second instance never sends it twice.
 */
export const playerBroadcasts = pgTable(
  'player_broadcasts',
  {
    id: uuid('id').primaryKey(),
    audience: jsonb('audience').$type<BroadcastAudience>().notNull(),
    texts: jsonb('texts').$type<BroadcastTexts>().notNull(),
    push: boolean('push').notNull(),
    status: text('status', { enum: BROADCAST_STATUSES }).notNull().default('scheduled'),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    recipients: integer('recipients'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdByStaffId: uuid('created_by_staff_id').notNull(),
    createdByUsername: text('created_by_username').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('player_broadcasts_due_idx').on(table.sendAt).where(sql`${table.status} = 'scheduled'`),
    index('player_broadcasts_created_idx').on(table.createdAt),
  ],
);
