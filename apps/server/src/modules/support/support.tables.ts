import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * One support conversation per player (PRODUCT.md §7). The unread counters are kept on the row,
 * updated in the same transaction as the message that changes them, so the inbox and the tab
 * badge read one row instead of counting messages.
 */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: uuid('id').primaryKey(),
    playerId: uuid('player_id').notNull(),
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
    index('support_conversations_inbox_idx').on(table.status, table.lastMessageAt),
    check('support_conversations_status_known', sql`${table.status} in ('open', 'closed')`),
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
