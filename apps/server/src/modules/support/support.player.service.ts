import { SUPPORT_PLAYER_RATE_LIMIT, type SupportHistory, type SupportMessage } from '@fairround/shared';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { appendSenderMessage } from './support.append.js';
import type { SupportNotifier } from './support.notify.js';
import {
  findConversationOfPlayer,
  lockOrCreateConversationOfPlayer,
  pageMessages,
  summaryOf,
  toWireMessage,
} from './support.repository.js';
import { supportConversations } from './support.tables.js';
import { normaliseMessage } from './support.text.js';

export type SendInput = { content: string; clientKey?: string | undefined };

/**
 * The player's side of the chat. A player only ever reaches their own conversation: every call
 * looks it up by the session's player id, never by an id from the request.
 */
export function createSupportPlayerService(deps: { db: Database; clock: Clock; notify: SupportNotifier }) {
  const { db, clock, notify } = deps;

  return {
    async history(playerId: string, query: { before?: number | undefined; limit: number }): Promise<SupportHistory> {
      const conversation = await findConversationOfPlayer(db, playerId);
      if (!conversation) return { status: null, unread: 0, messages: [], hasMore: false };
      const page = await pageMessages(db, conversation.id, query.before, query.limit);
      return {
        status: conversation.status,
        unread: conversation.playerUnread,
        messages: page.rows.map((row) => toWireMessage(row, false)),
        hasMore: page.hasMore,
      };
    },

    /** Stores a message (reopening a closed conversation) and tells the operators; 1001, 3040, 3002. */
    async send(playerId: string, input: SendInput): Promise<SupportMessage> {
      const body = normaliseMessage(input.content);
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        const conversation = await lockOrCreateConversationOfPlayer(tx, playerId, now);
        return appendSenderMessage(tx, conversation, { body, clientKey: input.clientKey ?? null }, SUPPORT_PLAYER_RATE_LIMIT, now);
      });
      if (outcome.created) {
        const summary = await summaryOf(db, outcome.row.conversationId);
        if (summary) await notify.message(summary, toWireMessage(outcome.row, false), toWireMessage(outcome.row, true));
      }
      return toWireMessage(outcome.row, false);
    },

    async markRead(playerId: string): Promise<{ unread: number }> {
      await db
        .update(supportConversations)
        .set({ playerUnread: 0 })
        .where(sql`${supportConversations.playerId} = ${playerId} and ${supportConversations.playerUnread} > 0`);
      return { unread: 0 };
    },

    async unread(playerId: string): Promise<{ unread: number }> {
      const conversation = await findConversationOfPlayer(db, playerId);
      return { unread: conversation?.playerUnread ?? 0 };
    },
  };
}

export type SupportPlayerService = ReturnType<typeof createSupportPlayerService>;
