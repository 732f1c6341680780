import type { PlayerPrincipal } from '../../../platform/auth/route-policy.js';
import type { Clock } from '../../../platform/clock.js';
import {
  expiryAfterIdle,
  isTouchDue,
  lookupHashOf,
  newSessionToken,
} from '../../../platform/credentials/session-token.js';
import type { Database, Executor } from '../../../platform/db/database.js';
import { createSessionsRepository } from './sessions.repository.js';

/** Sessions live 7 days from their last use. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60_000;

export type SessionMeta = { ip: string | null; userAgent: string | null };

export function createPlayerSessionsService({ db, clock }: { db: Database; clock: Clock }) {
  const expiryFrom = (now: Date) => expiryAfterIdle(now, SESSION_TTL_MS);

  return {
    /** Opens a session and returns the raw token, which exists only in this answer. */
    async open(
      playerId: string,
      meta: SessionMeta,
      executor: Executor = db,
    ): Promise<{ token: string; sessionId: string }> {
      const now = clock.now();
      const { token, tokenHash } = newSessionToken();
      const userAgent = meta.userAgent ? meta.userAgent.slice(0, 256) : null;
      const sessionId = await createSessionsRepository({ db: executor }).create(
        { playerId, tokenHash, ip: meta.ip, userAgent },
        now,
        expiryFrom(now),
      );
      return { token, sessionId };
    },

    /** The player's authenticator: a live token of an active player, else null (answered 409). */
    async authenticate(token: string): Promise<PlayerPrincipal | null> {
      const tokenHash = lookupHashOf(token);
      if (!tokenHash) return null;
      const now = clock.now();
      const repository = createSessionsRepository({ db });
      const session = await repository.findLive(tokenHash, now);
      if (!session || session.status !== 'active') return null;
      if (isTouchDue(session.lastSeenAt, now)) await repository.touch(session.id, now, expiryFrom(now));
      return { playerId: session.playerId, sessionId: session.id };
    },

    async end(sessionId: string): Promise<void> {
      await createSessionsRepository({ db }).revoke(sessionId, clock.now());
    },

    async endAllOf(playerId: string, executor: Executor = db, keepSessionId?: string): Promise<number> {
      return createSessionsRepository({ db: executor }).revokeAllOf(playerId, clock.now(), keepSessionId);
    },
  };
}

export type PlayerSessionsService = ReturnType<typeof createPlayerSessionsService>;

/*
 * What other modules (protection) read and do with a player's sessions, without the repository.
 * `executor` may be the caller's transaction.
 */

/** When session `sessionId` began, or null when there is no such session. */
export function sessionStartedAt(executor: Executor, sessionId: string): Promise<Date | null> {
  return createSessionsRepository({ db: executor }).startedAt(sessionId);
}

/** Ends every live session of the player but `keepSessionId`; how many were ended. */
export function revokeOtherSessions(executor: Executor, playerId: string, now: Date, keepSessionId?: string) {
  return createSessionsRepository({ db: executor }).revokeAllOf(playerId, now, keepSessionId);
}

/** The player's `limit` most recent sessions for the console (never the token hash). */
export function recentSessionsOf(executor: Executor, playerId: string, limit: number) {
  return createSessionsRepository({ db: executor }).listRecent(playerId, limit);
}
