import type { Executor } from '../../platform/db/database.js';
import { tooManyMessages } from './support.errors.js';
import {
  countPlayerMessagesSince,
  findMessageByKey,
  insertMessage,
  updateConversation,
  type ConversationRow,
  type MessageRow,
} from './support.repository.js';
import { previewOf } from './support.text.js';

export type SenderLimit = { readonly messages: number; readonly windowMs: number };

/**
 * Stores a message from the player's side of a conversation (a player, or a visitor before
 * login) and reopens the conversation. `conversation` must be locked by the caller's transaction:
 * the count runs under that lock, so parallel sends cannot slip past `limit` together (3002).
 */
export async function appendSenderMessage(
  tx: Executor,
  conversation: ConversationRow,
  input: { body: string; clientKey: string | null },
  limit: SenderLimit,
  now: Date,
): Promise<{ row: MessageRow; created: boolean }> {
  // A retry of a send whose answer was lost: the message is already stored.
  const stored = input.clientKey ? await findMessageByKey(tx, conversation.id, 'player', input.clientKey) : null;
  if (stored) return { row: stored, created: false };
  const since = new Date(now.getTime() - limit.windowMs);
  if ((await countPlayerMessagesSince(tx, conversation.id, since)) >= limit.messages) throw tooManyMessages(limit.messages);
  const row = await insertMessage(
    tx,
    { conversationId: conversation.id, sender: 'player', staffId: null, staffUsername: null, body: input.body, clientKey: input.clientKey },
    now,
  );
  await updateConversation(tx, conversation.id, {
    status: 'open',
    staffUnread: conversation.staffUnread + 1,
    lastSender: 'player',
    lastPreview: previewOf(input.body),
    lastMessageAt: now,
  });
  return { row, created: true };
}

/**
 * Stores an operator's message (a reply, or the operator speaking first) and reopens the
 * conversation; a conversation nobody had becomes the sender's. `conversation` must be locked by
 * the caller's transaction. Answers the stored row and the conversation before and after.
 */
export async function appendStaffMessage(
  tx: Executor,
  conversation: ConversationRow,
  actor: { staffId: string; username: string },
  input: { body: string; clientKey: string | null },
  now: Date,
): Promise<{ row: MessageRow; created: boolean; updated: ConversationRow | null }> {
  const stored = input.clientKey ? await findMessageByKey(tx, conversation.id, 'staff', input.clientKey) : null;
  if (stored) return { row: stored, created: false, updated: null };
  const row = await insertMessage(
    tx,
    {
      conversationId: conversation.id,
      sender: 'staff',
      staffId: actor.staffId,
      staffUsername: actor.username,
      body: input.body,
      clientKey: input.clientKey,
    },
    now,
  );
  const assign = conversation.assignedStaffId ? {} : { assignedStaffId: actor.staffId, assignedUsername: actor.username };
  const updated = await updateConversation(tx, conversation.id, {
    ...assign,
    status: 'open',
    playerUnread: conversation.playerUnread + 1,
    staffUnread: 0,
    lastSender: 'staff',
    lastPreview: previewOf(input.body),
    lastMessageAt: now,
  });
  return { row, created: true, updated };
}
