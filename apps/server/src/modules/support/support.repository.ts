import { randomUUID } from 'node:crypto';
import type { SupportConversationSummary, SupportInboxFilter, SupportMessage } from '@fairround/shared';
import { and, count, desc, eq, gt, gte, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { isUuid } from '../../platform/http/ids.js';
import { playerNames } from '../accounts/players.queries.js';
import { supportConversations, supportMessages } from './support.tables.js';

export type ConversationRow = typeof supportConversations.$inferSelect;
export type MessageRow = typeof supportMessages.$inferSelect;
export type NewMessage = Pick<MessageRow, 'conversationId' | 'sender' | 'staffId' | 'staffUsername' | 'body' | 'clientKey'>;

export function toWireMessage(row: MessageRow, forStaff: boolean): SupportMessage {
  return {
    id: row.id,
    seq: row.seq,
    sender: row.sender,
    ...(forStaff ? { staffName: row.staffUsername } : {}),
    content: row.body,
    createdAt: row.createdAt.toISOString(),
    ...(!forStaff && row.sender === 'player' ? { clientKey: row.clientKey } : {}),
  };
}

export async function findConversationOfPlayer(db: Executor, playerId: string): Promise<ConversationRow | null> {
  const [row] = await db.select().from(supportConversations).where(eq(supportConversations.playerId, playerId));
  return row ?? null;
}

/** The conversation row, locked until the transaction ends (every write goes through this). */
export async function lockConversation(tx: Executor, id: string): Promise<ConversationRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await tx.select().from(supportConversations).where(eq(supportConversations.id, id)).for('update');
  return row ?? null;
}

/** A visitor's conversation by the SHA-256 of their token, locked for the transaction. */
export async function lockVisitorConversation(tx: Executor, tokenHash: string): Promise<ConversationRow | null> {
  const [row] = await tx
    .select()
    .from(supportConversations)
    .where(eq(supportConversations.visitorTokenHash, tokenHash))
    .for('update');
  return row ?? null;
}

export async function findVisitorConversation(db: Executor, tokenHash: string): Promise<ConversationRow | null> {
  const [row] = await db.select().from(supportConversations).where(eq(supportConversations.visitorTokenHash, tokenHash));
  return row ?? null;
}

export async function insertVisitorConversation(
  db: Executor,
  visitor: { tokenHash: string; quhao: string; mobile: string },
  now: Date,
): Promise<void> {
  await db.insert(supportConversations).values({
    id: randomUUID(),
    playerId: null,
    visitorTokenHash: visitor.tokenHash,
    visitorQuhao: visitor.quhao,
    visitorMobile: visitor.mobile,
    createdAt: now,
  });
}

/**
 * Moves every message of one conversation into another (a visitor's into the player's thread).
 * Their client keys are dropped: they were the visitor's, and could collide with the player's own.
 */
export async function moveMessages(tx: Executor, fromId: string, toId: string): Promise<number> {
  const moved = await tx
    .update(supportMessages)
    .set({ conversationId: toId, clientKey: null })
    .where(eq(supportMessages.conversationId, fromId))
    .returning({ seq: supportMessages.seq });
  return moved.length;
}

/** The player's conversation, created on their first message; locked for the transaction. */
export async function lockOrCreateConversationOfPlayer(tx: Executor, playerId: string, now: Date): Promise<ConversationRow> {
  await tx
    .insert(supportConversations)
    .values({ id: randomUUID(), playerId, createdAt: now })
    .onConflictDoNothing({ target: supportConversations.playerId });
  const [row] = await tx.select().from(supportConversations).where(eq(supportConversations.playerId, playerId)).for('update');
  return row!;
}

export async function findMessageByKey(db: Executor, conversationId: string, sender: MessageRow['sender'], clientKey: string) {
  const [row] = await db
    .select()
    .from(supportMessages)
    .where(
      and(
        eq(supportMessages.conversationId, conversationId),
        eq(supportMessages.sender, sender),
        eq(supportMessages.clientKey, clientKey),
      ),
    );
  return row ?? null;
}

export async function insertMessage(tx: Executor, message: NewMessage, now: Date): Promise<MessageRow> {
  const [inserted] = await tx
    .insert(supportMessages)
    .values({ ...message, id: randomUUID(), createdAt: now })
    .returning();
  return inserted!;
}

export async function updateConversation(tx: Executor, id: string, changes: Partial<ConversationRow>): Promise<ConversationRow> {
  const [row] = await tx.update(supportConversations).set(changes).where(eq(supportConversations.id, id)).returning();
  return row!;
}

/** One page of messages, oldest first: the `limit` newest before `before` (a seq), if given. */
export async function pageMessages(db: Executor, conversationId: string, before: number | undefined, limit: number) {
  const rows = await db
    .select()
    .from(supportMessages)
    .where(and(eq(supportMessages.conversationId, conversationId), before ? lt(supportMessages.seq, before) : undefined))
    .orderBy(desc(supportMessages.seq))
    .limit(limit + 1);
  return { rows: rows.slice(0, limit).reverse(), hasMore: rows.length > limit };
}

export async function countPlayerMessagesSince(db: Executor, conversationId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(supportMessages)
    .where(
      and(
        eq(supportMessages.conversationId, conversationId),
        eq(supportMessages.sender, 'player'),
        gte(supportMessages.createdAt, since),
      ),
    );
  return row?.total ?? 0;
}

const summaryColumns = {
  conversation: supportConversations,
  username: playerNames.username,
  nickname: playerNames.nickname,
};
type SummaryRow = { conversation: ConversationRow; username: string | null; nickname: string | null };

export function toSummary({ conversation: c, username, nickname }: SummaryRow): SupportConversationSummary {
  return {
    id: c.id,
    playerId: c.playerId,
    visitor: c.visitorMobile !== null ? { quhao: c.visitorQuhao ?? '', mobile: c.visitorMobile } : null,
    username: username ?? '',
    nickname: nickname ?? '',
    status: c.status,
    assignedTo: c.assignedStaffId ? { staffId: c.assignedStaffId, username: c.assignedUsername ?? '' } : null,
    unread: c.staffUnread,
    lastMessage:
      c.lastSender && c.lastMessageAt
        ? { sender: c.lastSender, preview: c.lastPreview ?? '', at: c.lastMessageAt.toISOString() }
        : null,
    createdAt: c.createdAt.toISOString(),
  };
}

export async function summaryOf(db: Executor, id: string): Promise<SupportConversationSummary | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select(summaryColumns)
    .from(supportConversations)
    .leftJoin(playerNames, eq(playerNames.id, supportConversations.playerId))
    .where(eq(supportConversations.id, id));
  return row ? toSummary(row) : null;
}

function inboxCondition(filter: SupportInboxFilter, unreadOnly: boolean, staffId: string): SQL | undefined {
  const byFilter: Record<SupportInboxFilter, SQL | undefined> = {
    all: undefined,
    open: eq(supportConversations.status, 'open'),
    unassigned: and(eq(supportConversations.status, 'open'), isNull(supportConversations.assignedStaffId)),
    assigned: and(eq(supportConversations.status, 'open'), eq(supportConversations.assignedStaffId, staffId)),
    closed: eq(supportConversations.status, 'closed'),
  };
  // A visitor who started a chat but wrote nothing has nothing to answer yet.
  const hasSomething = or(isNotNull(supportConversations.playerId), isNotNull(supportConversations.lastMessageAt));
  return and(byFilter[filter], hasSomething, unreadOnly ? gt(supportConversations.staffUnread, 0) : undefined);
}

export async function listInbox(
  db: Executor,
  query: { filter: SupportInboxFilter; unreadOnly: boolean; page: number; pageSize: number; staffId: string },
) {
  const where = inboxCondition(query.filter, query.unreadOnly, query.staffId);
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(supportConversations)
      .leftJoin(playerNames, eq(playerNames.id, supportConversations.playerId))
      .where(where)
      // Unread first, then the most recent activity.
      .orderBy(sql`(${supportConversations.staffUnread} > 0) desc`, sql`${supportConversations.lastMessageAt} desc nulls last`)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(supportConversations).where(where),
  ]);
  return { items: rows.map(toSummary), total: total?.total ?? 0 };
}
