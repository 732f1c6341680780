import type {
  AdminSupportInboxQuery,
  SupportConversationDetail,
  SupportInbox,
  SupportMessage,
  SupportStatus,
} from '@fairround/shared';
import type { Clock } from '../../platform/clock.js';
import type { Database, Executor } from '../../platform/db/database.js';
import { recordAudit } from '../admin/audit.service.js';
import { recordNotification } from '../notifications/notifications.service.js';
import { auditEntry } from '../../platform/audit/audit-entry.js';
import type { StaffActor } from '../../platform/auth/console-actor.js';
import { alreadyInState, conversationNotFound } from './support.errors.js';
import type { SupportNotifier } from './support.notify.js';
import { appendStaffMessage } from './support.append.js';
import {
  listInbox,
  lockConversation,
  pageMessages,
  summaryOf,
  toWireMessage,
  updateConversation,
  type ConversationRow,
} from './support.repository.js';
import { isUuid } from '../../platform/http/ids.js';
import { normaliseMessage, previewOf } from './support.text.js';

const stateOf = (row: ConversationRow) => ({
  status: row.status,
  assignedTo: row.assignedUsername,
});

/**
 * The operators' inbox (PRODUCT.md §10). Replies and state changes write their audit row in the
 * same transaction; the pushes go out after the commit.
 */
export function createSupportConsoleService(deps: { db: Database; clock: Clock; notify: SupportNotifier }) {
  const { db, clock, notify } = deps;

  async function requireSummary(executor: Executor, id: string) {
    const summary = await summaryOf(executor, id);
    if (!summary) throw conversationNotFound();
    return summary;
  }

  /** Locks the conversation, applies `change` and audits it, all in one transaction. */
  async function changeState(
    actor: StaffActor,
    id: string,
    action: string,
    change: (row: ConversationRow) => Partial<ConversationRow> | null,
  ) {
    const statusBefore = await db.transaction(async (tx) => {
      const row = await lockConversation(tx, id);
      if (!row) throw conversationNotFound();
      const changes = change(row);
      if (!changes) throw alreadyInState();
      const updated = await updateConversation(tx, id, changes);
      await recordAudit(
        tx,
        auditEntry(actor, { action, targetType: 'support_conversation', targetId: id, before: stateOf(row), after: stateOf(updated) }),
      );
      return row.status;
    });
    const summary = await requireSummary(db, id);
    await notify.conversation(summary, summary.status !== statusBefore);
    return summary;
  }

  return {
    list: (actor: StaffActor, query: AdminSupportInboxQuery): Promise<SupportInbox> =>
      listInbox(db, { ...query, staffId: actor.staffId }),

    /** The conversation and a page of its messages; opening it marks the player's messages read. */
    async get(id: string, query: { before?: number | undefined; limit: number }): Promise<SupportConversationDetail> {
      if (!isUuid(id)) throw conversationNotFound();
      const page = await pageMessages(db, id, query.before, query.limit);
      const before = await requireSummary(db, id);
      if (before.unread > 0 && !query.before) await updateConversation(db, id, { staffUnread: 0 });
      const conversation = query.before ? before : { ...before, unread: 0 };
      return { conversation, messages: page.rows.map((row) => toWireMessage(row, true)), hasMore: page.hasMore };
    },

    assignToMe: (actor: StaffActor, id: string) =>
      changeState(actor, id, 'support.assign', (row) =>
        row.assignedStaffId === actor.staffId ? null : { assignedStaffId: actor.staffId, assignedUsername: actor.username },
      ),

    setStatus: (actor: StaffActor, id: string, status: SupportStatus) =>
      changeState(actor, id, status === 'closed' ? 'support.close' : 'support.reopen', (row) =>
        row.status === status ? null : { status },
      ),

    /** Stores an operator reply and pushes it to the player; audited with the reply's text. */
    async reply(actor: StaffActor, input: { id: string; content: string; clientKey?: string | undefined }): Promise<SupportMessage> {
      const body = normaliseMessage(input.content);
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        const conversation = await lockConversation(tx, input.id);
        if (!conversation) throw conversationNotFound();
        // A visitor's conversation that joined a player's thread: the visitor's token no longer reads it.
        if (conversation.claimedAt) throw alreadyInState();
        // Answering a conversation reads it and, when nobody had it, takes it.
        const { row, updated } = await appendStaffMessage(tx, conversation, actor, { body, clientKey: input.clientKey ?? null }, now);
        if (!updated) return { row, created: false };
        await recordAudit(
          tx,
          auditEntry(actor, {
            action: 'support.reply',
            targetType: 'support_conversation',
            targetId: conversation.id,
            before: stateOf(conversation),
            after: { ...stateOf(updated), messageId: row.id, content: body },
          }),
        );
        // A visitor has no notices: their page reloads the conversation.
        if (conversation.playerId) {
          await recordNotification(
            tx,
            {
              playerId: conversation.playerId,
              kind: 'support_reply',
              params: { preview: previewOf(body) },
              link: '/ServicePage',
            },
            now,
          );
        }
        return { row, created: true };
      });
      if (outcome.created) {
        const summary = await requireSummary(db, input.id);
        await notify.message(summary, toWireMessage(outcome.row, false), toWireMessage(outcome.row, true));
      }
      return toWireMessage(outcome.row, true);
    },
  };
}

export type SupportConsoleService = ReturnType<typeof createSupportConsoleService>;
