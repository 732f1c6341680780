import {
  BROADCAST_SCHEDULE_MAX_DAYS,
  BROADCAST_TEXT_MAX_LENGTH,
  ErrorCode,
  UI_LANGUAGES,
  type Broadcast,
  type BroadcastAudience,
  type BroadcastCreateInput,
  type BroadcastPage,
  type BroadcastTexts,
  type PlayerMessageSent,
} from '@fairround/shared';
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { auditEntry } from '../../platform/audit/audit-entry.js';
import type { StaffActor } from '../../platform/auth/console-actor.js';
import { AppError } from '../../platform/errors/app-error.js';
import { isUuid } from '../../platform/http/ids.js';
import { usernamesOf } from '../accounts/players.queries.js';
import { recordAudit } from '../admin/audit.service.js';
import { recordNotification } from '../notifications/notifications.service.js';
import { appendStaffMessage } from './support.append.js';
import { countBroadcastAudience } from './support.broadcasts.js';
import type { SupportNotifier } from './support.notify.js';
import { lockOrCreateConversationOfPlayer, summaryOf, toWireMessage } from './support.repository.js';
import { playerBroadcasts } from './support.tables.js';
import { normaliseMessage, plainText, previewOf } from './support.text.js';

const DAY_MS = 24 * 60 * 60_000;

type BroadcastRow = typeof playerBroadcasts.$inferSelect;

export function toBroadcastView(row: BroadcastRow): Broadcast {
  return {
    id: row.id,
    audience: row.audience,
    texts: row.texts as Record<string, string>,
    push: row.push,
    status: row.status,
    sendAt: row.sendAt.toISOString(),
    recipients: row.recipients,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdBy: row.createdByUsername,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Each written language's words, cleaned and trimmed; 3102 when none is left, 3103 when one is too long. */
function cleanTexts(input: BroadcastTexts): BroadcastTexts {
  const texts: BroadcastTexts = {};
  for (const language of UI_LANGUAGES) {
    const text = plainText(input[language] ?? '');
    if (!text) continue;
    if ([...text].length > BROADCAST_TEXT_MAX_LENGTH) {
      throw new AppError(ErrorCode.BroadcastTextTooLong, { field: `texts.${language}`, params: { num: BROADCAST_TEXT_MAX_LENGTH } });
    }
    texts[language] = text;
  }
  if (Object.keys(texts).length === 0) throw new AppError(ErrorCode.BroadcastTextMissing, { field: 'texts' });
  return texts;
}

/** When to send: the time asked for, now when none or one already past; 3105 beyond the horizon. */
function sendTimeOf(sendAt: string | null | undefined, now: Date): Date {
  if (!sendAt) return now;
  const at = new Date(sendAt);
  if (at.getTime() - now.getTime() > BROADCAST_SCHEDULE_MAX_DAYS * DAY_MS) {
    throw new AppError(ErrorCode.BroadcastScheduleTooFar, { field: 'sendAt', params: { num: BROADCAST_SCHEDULE_MAX_DAYS } });
  }
  return at < now ? now : at;
}

/**
 * The operator speaking first (issue #26): a message to one player, which lands in their support
 * thread and their notification centre, and broadcasts to groups of players, now or scheduled
 * (`support.broadcasts.ts` sends them). Every action is audited in its own transaction.
 */
export function createSupportOutreachService(deps: {
  db: Database;
  clock: Clock;
  notify: SupportNotifier;
  /** Sends the broadcasts now due (the pass), so one sent "now" goes out before the answer. */
  sendDue: () => Promise<void>;
}) {
  const { db, clock, notify } = deps;

  async function broadcastById(id: string): Promise<BroadcastRow> {
    const [row] = isUuid(id) ? await db.select().from(playerBroadcasts).where(eq(playerBroadcasts.id, id)) : [];
    if (!row) throw new AppError(ErrorCode.NotFound, { field: 'id' });
    return row;
  }

  return {
    /** A message to one player, in their chat thread and as a notice (1002 unknown player). */
    async messagePlayer(
      actor: StaffActor,
      input: { playerId: string; content: string; clientKey?: string | undefined },
    ): Promise<PlayerMessageSent> {
      const body = normaliseMessage(input.content);
      if (!isUuid(input.playerId) || !(await usernamesOf(db, [input.playerId])).has(input.playerId)) {
        throw new AppError(ErrorCode.UserNotFound, { field: 'playerId' });
      }
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        const conversation = await lockOrCreateConversationOfPlayer(tx, input.playerId, now);
        const appended = await appendStaffMessage(tx, conversation, actor, { body, clientKey: input.clientKey ?? null }, now);
        if (!appended.updated) return { conversationId: conversation.id, ...appended };
        await recordAudit(
          tx,
          auditEntry(actor, {
            action: 'support.message_player',
            targetType: 'player',
            targetId: input.playerId,
            after: { conversationId: conversation.id, messageId: appended.row.id, content: body },
          }),
        );
        await recordNotification(
          tx,
          { playerId: input.playerId, kind: 'operator_message', params: { text: previewOf(body) }, link: '/ServicePage' },
          now,
        );
        return { conversationId: conversation.id, ...appended };
      });
      if (outcome.created) {
        const summary = await summaryOf(db, outcome.conversationId);
        if (summary) await notify.message(summary, toWireMessage(outcome.row, false), toWireMessage(outcome.row, true));
      }
      return { conversationId: outcome.conversationId, message: toWireMessage(outcome.row, true) };
    },

    /** How many players a broadcast would reach now (players on a break are left out). */
    async audienceSize(audience: BroadcastAudience): Promise<{ recipients: number }> {
      return { recipients: await countBroadcastAudience(db, audience, clock.now()) };
    },

    async createBroadcast(actor: StaffActor, input: BroadcastCreateInput): Promise<Broadcast> {
      const texts = cleanTexts(input.texts);
      const now = clock.now();
      const sendAt = sendTimeOf(input.sendAt, now);
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(playerBroadcasts)
          .values({
            id: randomUUID(),
            audience: input.audience,
            texts,
            push: input.push,
            sendAt,
            createdByStaffId: actor.staffId,
            createdByUsername: actor.username,
            createdAt: now,
          })
          .returning();
        await recordAudit(
          tx,
          auditEntry(actor, {
            action: 'support.broadcast_created',
            targetType: 'broadcast',
            targetId: created!.id,
            after: { audience: input.audience, texts, push: input.push, sendAt: sendAt.toISOString() },
          }),
        );
        return created!;
      });
      if (sendAt <= now) await deps.sendDue();
      return toBroadcastView(await broadcastById(row.id));
    },

    async list({ page, pageSize }: { page: number; pageSize: number }): Promise<BroadcastPage> {
      const rows = await db
        .select()
        .from(playerBroadcasts)
        .orderBy(desc(playerBroadcasts.createdAt), desc(playerBroadcasts.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const [total] = await db.select({ n: count() }).from(playerBroadcasts);
      return { items: rows.map(toBroadcastView), total: total?.n ?? 0 };
    },

    /** Cancels a broadcast not sent yet (3104 when it went out or was cancelled already). */
    async cancel(actor: StaffActor, id: string): Promise<Broadcast> {
      await broadcastById(id);
      const row = await db.transaction(async (tx) => {
        const [cancelled] = await tx
          .update(playerBroadcasts)
          .set({ status: 'cancelled' })
          .where(and(eq(playerBroadcasts.id, id), eq(playerBroadcasts.status, 'scheduled')))
          .returning();
        if (!cancelled) throw new AppError(ErrorCode.BroadcastNotScheduled, { field: 'id' });
        await recordAudit(
          tx,
          auditEntry(actor, {
            action: 'support.broadcast_cancelled',
            targetType: 'broadcast',
            targetId: id,
            before: { status: 'scheduled' },
            after: { status: 'cancelled' },
          }),
        );
        return cancelled;
      });
      return toBroadcastView(row);
    },
  };
}

export type SupportOutreachService = ReturnType<typeof createSupportOutreachService>;
