import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { playerLoginFailures } from './players.tables.js';

export type LoginThrottleLimits = { perAccount: number; perIp: number; windowMs: number };

/** 5 failures per account or 30 per IP within 15 minutes lock further tries until they age out. */
export const PLAYER_LOGIN_LIMITS: LoginThrottleLimits = { perAccount: 5, perIp: 30, windowMs: 15 * 60_000 };

type Scope = 'account' | 'ip';

/**
 * Player login throttling kept in the database, so every instance behind a load balancer counts
 * the same failures. A key is locked while it has `limit` failures in the window; it unlocks when
 * the oldest of those ages out.
 */
export function createPlayerLoginThrottle({
  db,
  clock,
  limits = PLAYER_LOGIN_LIMITS,
}: {
  db: Database;
  clock: Clock;
  limits?: LoginThrottleLimits;
}) {
  async function lockedUntil(scope: Scope, key: string, limit: number, now: Date): Promise<number> {
    const since = new Date(now.getTime() - limits.windowMs);
    const [limitth] = await db
      .select({ createdAt: playerLoginFailures.createdAt })
      .from(playerLoginFailures)
      .where(
        and(
          eq(playerLoginFailures.scope, scope),
          eq(playerLoginFailures.key, key),
          gt(playerLoginFailures.createdAt, since),
        ),
      )
      .orderBy(desc(playerLoginFailures.createdAt))
      .offset(limit - 1)
      .limit(1);
    return limitth ? limitth.createdAt.getTime() + limits.windowMs : 0;
  }

  return {
    /** Whole minutes until the account and the IP may try again, or null when neither is locked. */
    async lockedForMinutes(accountKey: string, ip: string | null): Promise<number | null> {
      const now = clock.now();
      const until = Math.max(
        await lockedUntil('account', accountKey, limits.perAccount, now),
        ip ? await lockedUntil('ip', ip, limits.perIp, now) : 0,
      );
      return until > now.getTime() ? Math.ceil((until - now.getTime()) / 60_000) : null;
    },

    async recordFailure(accountKey: string, ip: string | null): Promise<void> {
      const now = clock.now();
      const rows: Array<typeof playerLoginFailures.$inferInsert> = [
        { id: randomUUID(), scope: 'account', key: accountKey, createdAt: now },
      ];
      if (ip) rows.push({ id: randomUUID(), scope: 'ip', key: ip, createdAt: now });
      await db.insert(playerLoginFailures).values(rows);
      // Rows older than the window no longer count; dropping these keys' keeps the table small.
      const keys = ip ? [accountKey, ip] : [accountKey];
      const expired = new Date(now.getTime() - limits.windowMs);
      await db
        .delete(playerLoginFailures)
        .where(and(inArray(playerLoginFailures.key, keys), lte(playerLoginFailures.createdAt, expired)));
    },

    /** A right password clears the account's failures; the IP's stay counted. */
    async recordSuccess(accountKey: string): Promise<void> {
      await db
        .delete(playerLoginFailures)
        .where(and(eq(playerLoginFailures.scope, 'account'), eq(playerLoginFailures.key, accountKey)));
    },
  };
}

export type PlayerLoginThrottle = ReturnType<typeof createPlayerLoginThrottle>;
