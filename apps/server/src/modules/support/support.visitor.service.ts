import { createHash, randomBytes } from 'node:crypto';
import {
  normalizePhone,
  normalizeQuhao,
  phoneProblem,
  SUPPORT_VISITOR_RATE_LIMIT,
  SUPPORT_VISITOR_TOKEN_PATTERN,
  type SupportHistory,
  type SupportMessage,
} from '@fairround/shared';
import type { Clock } from '../../platform/clock.js';
import type { Database, Executor } from '../../platform/db/database.js';
import { recordAudit } from '../admin/audit.service.js';
import { maskPhone } from '../accounts/user-info.js';
import { appendSenderMessage } from './support.append.js';
import { contactPhoneInvalid, visitorChatClaimed, visitorChatNotFound } from './support.errors.js';
import type { SupportNotifier } from './support.notify.js';
import {
  findVisitorConversation,
  insertVisitorConversation,
  lockOrCreateConversationOfPlayer,
  lockVisitorConversation,
  moveMessages,
  pageMessages,
  summaryOf,
  toWireMessage,
  updateConversation,
  type ConversationRow,
} from './support.repository.js';
import { normaliseMessage } from './support.text.js';

const TOKEN_BYTES = 32;

/** The stored name of a token; null when it cannot be one we minted (answered 3003 like an unknown one). */
function hashOf(token: string): string | null {
  return SUPPORT_VISITOR_TOKEN_PATTERN.test(token) ? createHash('sha256').update(token).digest('hex') : null;
}

const later = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/**
 * Support before login (issue #25.5). A visitor is whoever holds the token: every call finds the
 * conversation by the token's hash, so one visitor's token never reaches another's messages. A
 * claimed conversation (joined to a player's thread) no longer answers its token.
 */
export function createSupportVisitorService(deps: { db: Database; clock: Clock; notify: SupportNotifier }) {
  const { db, clock, notify } = deps;

  async function openConversation(executor: Executor, token: string): Promise<ConversationRow> {
    const hash = hashOf(token);
    const row = hash ? await findVisitorConversation(executor, hash) : null;
    if (!row || row.claimedAt) throw visitorChatNotFound();
    return row;
  }

  async function tellStaff(id: string) {
    const summary = await summaryOf(db, id);
    if (summary) await notify.conversation(summary, false);
  }

  return {
    /** A new visitor conversation for a contact phone (2050); the token is shown once, only its hash is kept. */
    async start(input: { quhao: string; mobile: string }): Promise<{ visitorToken: string }> {
      const quhao = normalizeQuhao(input.quhao);
      if (!quhao || phoneProblem(quhao, input.mobile) !== null) throw contactPhoneInvalid();
      const visitorToken = randomBytes(TOKEN_BYTES).toString('base64url');
      await insertVisitorConversation(
        db,
        { tokenHash: hashOf(visitorToken)!, quhao, mobile: normalizePhone(quhao, input.mobile) },
        clock.now(),
      );
      return { visitorToken };
    },

    /** Stores a visitor's message and tells the operators; 3003, 1001, 3040, 3002 (a stricter limit than a player's). */
    async send(input: { visitorToken: string; content: string; clientKey?: string | undefined }): Promise<SupportMessage> {
      const hash = hashOf(input.visitorToken);
      if (!hash) throw visitorChatNotFound();
      const body = normaliseMessage(input.content);
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        const conversation = await lockVisitorConversation(tx, hash);
        if (!conversation || conversation.claimedAt) throw visitorChatNotFound();
        return appendSenderMessage(tx, conversation, { body, clientKey: input.clientKey ?? null }, SUPPORT_VISITOR_RATE_LIMIT, now);
      });
      if (outcome.created) {
        const summary = await summaryOf(db, outcome.row.conversationId);
        if (summary) await notify.message(summary, toWireMessage(outcome.row, false), toWireMessage(outcome.row, true));
      }
      return toWireMessage(outcome.row, false);
    },

    /** The visitor's conversation, a page of it oldest first; the newest page marks the replies read (3003). */
    async history(input: { visitorToken: string; before?: number | undefined; limit: number }): Promise<SupportHistory> {
      const conversation = await openConversation(db, input.visitorToken);
      const page = await pageMessages(db, conversation.id, input.before, input.limit);
      if (!input.before && conversation.playerUnread > 0) await updateConversation(db, conversation.id, { playerUnread: 0 });
      return {
        status: conversation.status,
        unread: input.before ? conversation.playerUnread : 0,
        messages: page.rows.map((row) => toWireMessage(row, false)),
        hasMore: page.hasMore,
      };
    },

    /**
     * After login: the visitor conversation named by the token joins the player's own thread, once
     * (3003 unknown, 3018 already claimed). Its messages move in one transaction with the audit row,
     * and the visitor conversation closes.
     */
    async claim(playerId: string, visitorToken: string, ip: string | null): Promise<{ moved: number }> {
      const hash = hashOf(visitorToken);
      if (!hash) throw visitorChatNotFound();
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        const visitor = await lockVisitorConversation(tx, hash);
        if (!visitor) throw visitorChatNotFound();
        if (visitor.claimedAt) throw visitorChatClaimed();
        // A chat with no message leaves the player's thread as it was (and creates none).
        const target = visitor.lastMessageAt ? await lockOrCreateConversationOfPlayer(tx, playerId, now) : null;
        const moved = target ? await moveMessages(tx, visitor.id, target.id) : 0;
        if (target && visitor.lastMessageAt) {
          const visitorIsLatest = !target.lastMessageAt || visitor.lastMessageAt > target.lastMessageAt;
          await updateConversation(tx, target.id, {
            status: 'open',
            staffUnread: target.staffUnread + visitor.staffUnread,
            playerUnread: target.playerUnread + visitor.playerUnread,
            lastMessageAt: later(target.lastMessageAt, visitor.lastMessageAt),
            ...(visitorIsLatest ? { lastSender: visitor.lastSender, lastPreview: visitor.lastPreview } : {}),
          });
        }
        await updateConversation(tx, visitor.id, {
          status: 'closed',
          claimedByPlayerId: playerId,
          claimedAt: now,
          staffUnread: 0,
          playerUnread: 0,
        });
        await recordAudit(tx, {
          actor: null,
          ip,
          action: 'support.visitor_join',
          targetType: 'support_conversation',
          targetId: visitor.id,
          before: { phone: maskPhone(visitor.visitorQuhao ?? '', visitor.visitorMobile ?? '') },
          after: { playerId, conversationId: target?.id ?? null, moved },
        });
        return { ids: target ? [visitor.id, target.id] : [visitor.id], moved };
      });
      await Promise.all(outcome.ids.map(tellStaff));
      return { moved: outcome.moved };
    },
  };
}

export type SupportVisitorService = ReturnType<typeof createSupportVisitorService>;
