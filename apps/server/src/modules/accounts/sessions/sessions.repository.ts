import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.js';
import { players } from '../players.tables.js';
import { playerSessions } from './sessions.tables.js';

export type NewSession = { playerId: string; tokenHash: string; ip: string | null; userAgent: string | null };

export function createSessionsRepository({ db }: { db: Executor }) {
  return {
    async create(session: NewSession, now: Date, expiresAt: Date): Promise<string> {
      const id = randomUUID();
      await db.insert(playerSessions).values({ id, ...session, createdAt: now, lastSeenAt: now, expiresAt });
      return id;
    },

    /** The live session behind a token hash with its player's status; null when dead or unknown. */
    async findLive(tokenHash: string, now: Date) {
      const [row] = await db
        .select({
          id: playerSessions.id,
          playerId: playerSessions.playerId,
          lastSeenAt: playerSessions.lastSeenAt,
          status: players.status,
        })
        .from(playerSessions)
        .innerJoin(players, eq(players.id, playerSessions.playerId))
        .where(
          and(
            eq(playerSessions.tokenHash, tokenHash),
            isNull(playerSessions.revokedAt),
            gt(playerSessions.expiresAt, now),
          ),
        )
        // Every authenticated call runs this: parsed once per connection, not once per call.
        .prepare('player_session_live')
        .execute();
      return row ?? null;
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
