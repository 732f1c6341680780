import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, like, lte } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { loginFailures } from './login-throttle.tables.js';

export type LoginKind = (typeof loginFailures.$inferSelect)['kind'];

export type LoginThrottleLimits = {
  /** Failures one account may have within the window; at this many it is locked. */
  perAccount: number;
  /** Failures one IP may have within the window; at this many it is locked. */
  perIp: number;
  windowMs: number;
};

/** Players: 5 failures per account or 30 per IP within 15 minutes. */
export const PLAYER_LOGIN_LIMITS: LoginThrottleLimits = { perAccount: 5, perIp: 30, windowMs: 15 * 60_000 };

/** Console staff: 5 failures per username or 20 per IP within 15 minutes. */
export const STAFF_LOGIN_LIMITS: LoginThrottleLimits = { perAccount: 5, perIp: 20, windowMs: 15 * 60_000 };

type Scope = 'account' | 'ip';

/**
 * Login throttling kept in the database, so every instance behind a load balancer counts the same
 * failures and a restart forgets none. Players and staff share the table and this code; `kind`
 * keeps their counts apart. A key is locked while it has `limit` failures in the window; it
 * unlocks when the oldest of those ages out.
 */
export function createLoginThrottle({
  db,
  clock,
  kind,
  limits,
}: {
  db: Database;
  clock: Clock;
  kind: LoginKind;
  limits: LoginThrottleLimits;
}) {
  const keyIs = (scope: Scope, key: string) =>
    and(eq(loginFailures.kind, kind), eq(loginFailures.scope, scope), eq(loginFailures.key, key));

  async function lockedUntil(scope: Scope, key: string, limit: number, now: Date): Promise<number> {
    const since = new Date(now.getTime() - limits.windowMs);
    const [limitth] = await db
      .select({ createdAt: loginFailures.createdAt })
      .from(loginFailures)
      .where(and(keyIs(scope, key), gt(loginFailures.createdAt, since)))
      .orderBy(desc(loginFailures.createdAt))
      .offset(limit - 1)
      .limit(1);
    return limitth ? limitth.createdAt.getTime() + limits.windowMs : 0;
  }

  /**
   * Every account key starting with `keyPrefix` that is locked now, with when its lock ends (the
   * `perAccount`-th newest failure in the window, plus the window), for a view of who is locked.
   */
  async function lockedAccounts(keyPrefix: string): Promise<{ key: string; until: Date }[]> {
    const since = new Date(clock.now().getTime() - limits.windowMs);
    const rows = await db
      .select({ key: loginFailures.key, createdAt: loginFailures.createdAt })
      .from(loginFailures)
      .where(
        and(
          eq(loginFailures.kind, kind),
          eq(loginFailures.scope, 'account'),
          like(loginFailures.key, `${keyPrefix}%`),
          gt(loginFailures.createdAt, since),
        ),
      )
      .orderBy(desc(loginFailures.createdAt))
      .limit(1000);
    const timesByKey = new Map<string, Date[]>();
    for (const row of rows) timesByKey.set(row.key, [...(timesByKey.get(row.key) ?? []), row.createdAt]);
    return [...timesByKey].flatMap(([key, times]) => {
      const limitth = times[limits.perAccount - 1];
      return limitth ? [{ key, until: new Date(limitth.getTime() + limits.windowMs) }] : [];
    });
  }

  return {
    lockedAccounts,
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
      const rows: Array<typeof loginFailures.$inferInsert> = [
        { id: randomUUID(), kind, scope: 'account', key: accountKey, createdAt: now },
      ];
      if (ip) rows.push({ id: randomUUID(), kind, scope: 'ip', key: ip, createdAt: now });
      await db.insert(loginFailures).values(rows);
      // Rows older than the window no longer count; dropping these keys' keeps the table small.
      const keys = ip ? [accountKey, ip] : [accountKey];
      const expired = new Date(now.getTime() - limits.windowMs);
      await db
        .delete(loginFailures)
        .where(
          and(
            eq(loginFailures.kind, kind),
            inArray(loginFailures.key, keys),
            lte(loginFailures.createdAt, expired),
          ),
        );
    },

    /** A right password clears the account's failures; the IP's stay counted. */
    async recordSuccess(accountKey: string): Promise<void> {
      await db.delete(loginFailures).where(keyIs('account', accountKey));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
