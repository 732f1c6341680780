import { formatMoney } from '@fairround/shared';
import { and, eq, gt, isNotNull, lte, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { recordNotification } from '../notifications/notifications.service.js';
import { protectionExclusions, protectionLimits } from './protection.tables.js';

/** How often each instance looks for changes that came into force (a notice is at most this late). */
export const PROTECTION_NOTICES_INTERVAL_MS = 60_000;
/** Changes older than this when first seen (a long outage) are not announced any more. */
const LOOK_BACK_MS = 7 * 24 * 60 * 60_000;

/**
 * Notices for protection changes that happen by the clock, not by a request (issue #25): a raised
 * or removed limit comes into force 24 hours after it was asked for (read lazily, so no write marks
 * the moment), and a break ends. Each is written once per player and event (its dedupe key), so
 * every instance may run this at once and a pass may repeat. Returns the players told.
 */
export async function recordDueProtectionNotices(
  deps: { db: Database; clock: Clock; minorDigits: number },
): Promise<string[]> {
  const now = deps.clock.now();
  const since = new Date(now.getTime() - LOOK_BACK_MS);
  const told = new Set<string>();

  const limits = await deps.db
    .select()
    .from(protectionLimits)
    .where(and(isNotNull(protectionLimits.pendingAt), lte(protectionLimits.pendingAt, now), gt(protectionLimits.pendingAt, since)));
  for (const limit of limits) {
    const written = await recordNotification(
      deps.db,
      {
        playerId: limit.playerId,
        kind: 'limit_in_force',
        params: {
          kind: limit.kind,
          period: limit.period,
          amount: limit.pendingAmount === null ? '' : formatMoney(limit.pendingAmount, deps.minorDigits),
        },
        link: '/responsible',
        dedupeKey: `limit:${limit.kind}:${limit.period}:${limit.pendingAt!.toISOString()}`,
      },
      limit.pendingAt!,
    );
    if (written) told.add(limit.playerId);
  }

  // A break is over only when no other time-out or exclusion of the player still runs.
  const later = alias(protectionExclusions, 'later');
  const ended = await deps.db
    .select()
    .from(protectionExclusions)
    .where(
      and(
        lte(protectionExclusions.endsAt, now),
        gt(protectionExclusions.endsAt, since),
        notExists(
          deps.db
            .select({ one: sql`1` })
            .from(later)
            .where(and(eq(later.playerId, protectionExclusions.playerId), gt(later.endsAt, now))),
        ),
      ),
    );
  for (const exclusion of ended) {
    const written = await recordNotification(
      deps.db,
      {
        playerId: exclusion.playerId,
        kind: 'exclusion_ended',
        params: { kind: exclusion.kind },
        link: '/responsible',
        dedupeKey: `exclusion:${exclusion.id}`,
      },
      exclusion.endsAt,
    );
    if (written) told.add(exclusion.playerId);
  }
  return [...told];
}
