import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { preparedRows, type Executor } from '../../../platform/db/database.js';
import type { PlayerRow } from '../players.repository.js';
import { playerSessions } from './sessions.tables.js';

export type NewSession = { playerId: string; tokenHash: string; ip: string | null; userAgent: string | null };

export function createSessionsRepository({ db }: { db: Executor }) {
  return {
    /** The user agents of the player's latest sessions, live or not (a new-device check). */
    async recentUserAgents(playerId: string, limit: number): Promise<(string | null)[]> {
      const rows = await db
        .select({ userAgent: playerSessions.userAgent })
        .from(playerSessions)
        .where(eq(playerSessions.playerId, playerId))
        .orderBy(desc(playerSessions.createdAt))
        .limit(limit);
      return rows.map((row) => row.userAgent);
    },

    async create(session: NewSession, now: Date, expiresAt: Date): Promise<string> {
      const id = randomUUID();
      await db.insert(playerSessions).values({ id, ...session, createdAt: now, lastSeenAt: now, expiresAt });
      return id;
    },

    /** The live session behind a token hash with its player's status; null when dead or unknown. */
    async findLive(tokenHash: string, now: Date) {
      // Every authenticated call runs this: constant text, parsed once per connection.
      const [row] = await preparedRows<{ id: string; player_id: string; last_seen_at: string | Date; status: PlayerRow['status'] }>(
        db,
        'player_session_live',
        sql`select s.id::text, s.player_id::text, s.last_seen_at, p.status
            from player_sessions s join players p on p.id = s.player_id
            where s.token_hash = ${tokenHash} and s.revoked_at is null and s.expires_at > ${now}`,
      );
      return row ? { id: row.id, playerId: row.player_id, lastSeenAt: new Date(row.last_seen_at), status: row.status } : null;
    },

    async touch(sessionId: string, now: Date, expiresAt: Date): Promise<void> {
      await db
        .update(playerSessions)
        .set({ lastSeenAt: now, expiresAt })
        .where(and(eq(playerSessions.id, sessionId), isNull(playerSessions.revokedAt)));
    },

    async revoke(sessionId: string, now: Date): Promise<void> {
      await db
        .update(playerSessions)
        .set({ revokedAt: now })
        .where(and(eq(playerSessions.id, sessionId), isNull(playerSessions.revokedAt)));
    },

    /** Ends every live session of a player, or all but `keepSessionId`; returns how many ended. */
    async revokeAllOf(playerId: string, now: Date, keepSessionId?: string): Promise<number> {
      const conditions = [eq(playerSessions.playerId, playerId), isNull(playerSessions.revokedAt)];
      if (keepSessionId) conditions.push(ne(playerSessions.id, keepSessionId));
      const ended = await db
        .update(playerSessions)
        .set({ revokedAt: now })
        .where(and(...conditions))
        .returning({ id: playerSessions.id });
      return ended.length;
    },

    /**
     * Ends the player's live sessions (neither ended nor expired): `only` that one, or all but
     * `except`. Answers how many ended; 0 when `only` is another player's, unknown or dead.
     */
    async revokeLiveOf(playerId: string, now: Date, scope: { only: string } | { except: string }): Promise<number> {
      const ended = await db
        .update(playerSessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(playerSessions.playerId, playerId),
            isNull(playerSessions.revokedAt),
            gt(playerSessions.expiresAt, now),
            'only' in scope ? eq(playerSessions.id, scope.only) : ne(playerSessions.id, scope.except),
          ),
        )
        .returning({ id: playerSessions.id });
      return ended.length;
    },

    /** A player's live sessions for their own list: `firstId` first, then the latest used. */
    async listLive(playerId: string, now: Date, firstId: string, limit: number) {
      return db
        .select({
          id: playerSessions.id,
          createdAt: playerSessions.createdAt,
          lastSeenAt: playerSessions.lastSeenAt,
          ip: playerSessions.ip,
          userAgent: playerSessions.userAgent,
        })
        .from(playerSessions)
        .where(
          and(
            eq(playerSessions.playerId, playerId),
            isNull(playerSessions.revokedAt),
            gt(playerSessions.expiresAt, now),
          ),
        )
        // The calling session leads, so the cap can never leave it out.
        .orderBy(
          desc(sql`${playerSessions.id} = ${firstId}`),
          desc(playerSessions.lastSeenAt),
          desc(playerSessions.createdAt),
        )
        .limit(limit);
    },

    /** When session `sessionId` began, or null when there is no such session. */
    async startedAt(sessionId: string): Promise<Date | null> {
      const [row] = await db
        .select({ createdAt: playerSessions.createdAt })
        .from(playerSessions)
        .where(eq(playerSessions.id, sessionId));
      return row?.createdAt ?? null;
    },

    /** A player's most recent sessions for the console (never the token hash). */
    async listRecent(playerId: string, limit: number) {
      return db
        .select({
          id: playerSessions.id,
          createdAt: playerSessions.createdAt,
          lastSeenAt: playerSessions.lastSeenAt,
          expiresAt: playerSessions.expiresAt,
          revokedAt: playerSessions.revokedAt,
          ip: playerSessions.ip,
          userAgent: playerSessions.userAgent,
        })
        .from(playerSessions)
        .where(eq(playerSessions.playerId, playerId))
        .orderBy(desc(playerSessions.createdAt))
        .limit(limit);
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
