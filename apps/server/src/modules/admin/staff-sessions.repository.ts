import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import { expiryAfterIdle, isTouchDue } from '../../platform/credentials/session-token.js';
import type { Executor } from '../../platform/db/database.js';
import { staffSessions, staffUsers } from './admin.tables.js';

/** A session lives while it is used: each use pushes its expiry this far past the use. */
export const STAFF_SESSION_IDLE_MS = 12 * 60 * 60_000;
/** The most sessions a listing shows; an account with more has a problem the owner ends at once. */
export const STAFF_SESSIONS_LISTED_MAX = 100;

export function createStaffSessionsRepository({ db }: { db: Executor }) {
  return {
    async create(
      session: { staffId: string; tokenHash: string; ip: string | null; userAgent: string | null },
      now: Date,
    ): Promise<string> {
      const id = randomUUID();
      await db.insert(staffSessions).values({
        id,
        ...session,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: expiryAfterIdle(now, STAFF_SESSION_IDLE_MS),
      });
      return id;
    },
    /** The live session of a token hash with its staff user, unless revoked, expired or disabled. */
    async findLive(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ session: staffSessions, staff: staffUsers })
        .from(staffSessions)
        .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
        .where(
          and(
            eq(staffSessions.tokenHash, tokenHash),
            isNull(staffSessions.revokedAt),
            gt(staffSessions.expiresAt, now),
            eq(staffUsers.disabled, false),
          ),
        );
      return row ?? null;
    },
    async touchIfStale(session: { id: string; lastSeenAt: Date }, now: Date): Promise<void> {
      if (!isTouchDue(session.lastSeenAt, now)) return;
      await db
        .update(staffSessions)
        .set({ lastSeenAt: now, expiresAt: expiryAfterIdle(now, STAFF_SESSION_IDLE_MS) })
        .where(eq(staffSessions.id, session.id));
    },
    async revoke(id: string, now: Date): Promise<void> {
      await db
        .update(staffSessions)
        .set({ revokedAt: now })
        .where(and(eq(staffSessions.id, id), isNull(staffSessions.revokedAt)));
    },
    /** The account's live sessions, most recently used first (at most `limit`). */
    async listLive(staffId: string, now: Date, limit = STAFF_SESSIONS_LISTED_MAX) {
      return db
        .select({
          id: staffSessions.id,
          createdAt: staffSessions.createdAt,
          lastSeenAt: staffSessions.lastSeenAt,
          ip: staffSessions.ip,
          userAgent: staffSessions.userAgent,
        })
        .from(staffSessions)
        .where(
          and(
            eq(staffSessions.staffId, staffId),
            isNull(staffSessions.revokedAt),
            gt(staffSessions.expiresAt, now),
          ),
        )
        .orderBy(desc(staffSessions.lastSeenAt))
        .limit(limit);
    },
    /** Ends every session of the account but `keepSessionId` (the one changing the password). */
    async revokeOthersOf(staffId: string, keepSessionId: string, now: Date): Promise<number> {
      const revoked = await db
        .update(staffSessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(staffSessions.staffId, staffId),
            ne(staffSessions.id, keepSessionId),
            isNull(staffSessions.revokedAt),
          ),
        )
        .returning({ id: staffSessions.id });
      return revoked.length;
    },
    async revokeAllOf(staffId: string, now: Date): Promise<number> {
      const revoked = await db
        .update(staffSessions)
        .set({ revokedAt: now })
        .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)))
        .returning({ id: staffSessions.id });
      return revoked.length;
    },
  };
}
