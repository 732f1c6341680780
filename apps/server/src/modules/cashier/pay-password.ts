import { randomUUID } from 'node:crypto';
import { and, count, eq, gte, min } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { verifyPayPassword } from '../accounts/accounts.service.js';
import type { PlayerRow } from '../accounts/players.service.js';
import type { PlayerTwoFactorService } from '../accounts/two-factor/two-factor.service.js';
import { payPasswordMissing, payPasswordWrong, tooManyPayPasswordFailures } from './cashier.errors.js';
import { payPasswordFailures } from './withdrawals/withdrawals.tables.js';

const FAILURE_WINDOW_MS = 15 * 60_000;
const MAX_FAILURES_PER_WINDOW = 5;

/**
 * Checks a pay password on a money call: 2057 when the player has none, 3001 after too many wrong
 * ones in the window, 1033 when wrong (and the failure is counted outside any transaction, so a
 * refused call still counts it).
 */
export function createPayPasswordGuard({ db, clock }: { db: Database; clock: Clock }) {
  return {
    async check(player: PlayerRow, password: string, field: string): Promise<void> {
      if (!player.payPasswordHash) throw payPasswordMissing();
      const since = new Date(clock.now().getTime() - FAILURE_WINDOW_MS);
      const [recent] = await db
        .select({ failures: count(), oldest: min(payPasswordFailures.createdAt) })
        .from(payPasswordFailures)
        .where(and(eq(payPasswordFailures.playerId, player.id), gte(payPasswordFailures.createdAt, since)));
      if ((recent?.failures ?? 0) >= MAX_FAILURES_PER_WINDOW) {
        const oldest = recent?.oldest ? new Date(recent.oldest).getTime() : clock.now().getTime();
        const waitMs = oldest + FAILURE_WINDOW_MS - clock.now().getTime();
        throw tooManyPayPasswordFailures(Math.max(1, Math.ceil(waitMs / 60_000)));
      }
      if (await verifyPayPassword(db, player.id, password)) return;
      await db
        .insert(payPasswordFailures)
        .values({ id: randomUUID(), playerId: player.id, createdAt: clock.now() });
      throw payPasswordWrong(field);
    },
  };
}

export type PayPasswordGuard = ReturnType<typeof createPayPasswordGuard>;

/**
 * The player's second factor on a money call (issue #25): nothing when two-factor is off, else an
 * unused code in the body's `otp` (3090 missing, 3006 wrong, 3001 after five wrong ones).
 */
export type SecondFactorCheck = Pick<PlayerTwoFactorService, 'require'>;

/** Where a money call came from, for the audit row of a two-factor lock. */
export type CallOrigin = { ip: string | null };
