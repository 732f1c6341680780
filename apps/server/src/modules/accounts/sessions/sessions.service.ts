import type { PlayerPrincipal } from '../../../platform/auth/route-policy.js';
import type { Clock } from '../../../platform/clock.js';
import type { Database, Executor } from '../../../platform/db/database.js';
import { createSessionsRepository } from './sessions.repository.js';
import { hashSessionToken, newSessionToken } from './session-tokens.js';

/** Sessions live 7 days from their last use. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60_000;
/** Expiry is pushed forward at most once a minute per session, so busy clients cause no write storm. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;
/** Longer strings cannot be our tokens (43 characters); they are refused without a lookup. */
const MAX_TOKEN_LENGTH = 128;

export type SessionMeta = { ip: string | null; userAgent: string | null };

export function createPlayerSessionsService({ db, clock }: { db: Database; clock: Clock }) {
  const expiryFrom = (now: Date) => new Date(now.getTime() + SESSION_TTL_MS);

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
      if (token.length > MAX_TOKEN_LENGTH) return null;
      const now = clock.now();
      const repository = createSessionsRepository({ db });
      const session = await repository.findLive(hashSessionToken(token), now);
      if (!session || session.status !== 'active') return null;
      if (now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
        await repository.touch(session.id, now, expiryFrom(now));
      }
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
