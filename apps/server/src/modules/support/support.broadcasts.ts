import { operatorMessageParams, type BroadcastAudience } from '@fairround/shared';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import { queryRows, type Database, type Executor } from '../../platform/db/database.js';
import { audiencePlayerIds } from '../accounts/players.queries.js';
import { recordNotificationForMany } from '../notifications/notifications.service.js';
import { playersOnBreakAt } from '../protection/protection.queries.js';
import { playerBroadcasts } from './support.tables.js';

/** How often each instance looks for broadcasts that fell due (a scheduled one is at most this late). */
export const BROADCASTS_INTERVAL_MS = 30_000;

/**
 * The players a broadcast reaches at `now`: its audience, less the players on a time-out or
 * self-exclusion — a player who asked for a break gets no operator broadcast (a message to them
 * alone still reaches them).
 */
function recipientsAt(audience: BroadcastAudience, now: Date) {
  return sql`select audience.id from (${audiencePlayerIds(audience, now)}) as audience
    where not exists (select 1 from (${playersOnBreakAt(now)}) as on_break where on_break.id = audience.id)`;
}

export async function countBroadcastAudience(executor: Executor, audience: BroadcastAudience, now: Date): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(executor, sql`select count(*) as n from (${recipientsAt(audience, now)}) as r`);
  return Number(row?.n ?? 0);
}

/**
 * Sends every broadcast now due, oldest first, each in one transaction that claims its row
 * (`for update skip locked`: two instances never take the same one), writes one notice per
 * recipient in one statement and marks it sent. Answers the players written to, for the caller to
 * announce after the commits.
 */
export async function sendDueBroadcasts(deps: { db: Database; clock: Clock }): Promise<string[]> {
  const told: string[] = [];
  for (;;) {
    const sent = await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const [due] = await tx
        .select()
        .from(playerBroadcasts)
        .where(and(eq(playerBroadcasts.status, 'scheduled'), lte(playerBroadcasts.sendAt, now)))
        .orderBy(asc(playerBroadcasts.sendAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return null;
      const players = await recordNotificationForMany(
        tx,
        recipientsAt(due.audience, now),
        { kind: 'operator_message', params: operatorMessageParams(due.texts), link: null, dedupeKey: `broadcast:${due.id}` },
        now,
        { push: due.push },
      );
      await tx
        .update(playerBroadcasts)
        .set({ status: 'sent', sentAt: now, recipients: players.length })
        .where(eq(playerBroadcasts.id, due.id));
      return players;
    });
    if (!sent) return told;
    told.push(...sent);
  }
}
