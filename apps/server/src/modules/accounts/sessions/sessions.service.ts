import { PLAYER_SESSIONS_LIST_LIMIT, type PlayerSessionView } from '@fairround/shared';
import type { PlayerPrincipal } from '../../../platform/auth/route-policy.js';
import type { Clock } from '../../../platform/clock.js';
import {
  expiryAfterIdle,
  isTouchDue,
  lookupHashOf,
  newSessionToken,
} from '../../../platform/credentials/session-token.js';
import type { Database, Executor } from '../../../platform/db/database.js';
import { notFound } from '../../../platform/errors/input-errors.js';
import { createSessionsRepository } from './sessions.repository.js';
import { recordNotification } from '../../notifications/notifications.service.js';
import { deviceLabel } from './user-agent.js';

/** How many of the player's latest sessions a login's device is compared with. */
const KNOWN_DEVICE_SESSIONS = 50;

/** Sessions live 7 days from their last use. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60_000;

export type SessionMeta = { ip: string | null; userAgent: string | null };

export function createPlayerSessionsService({ db, clock }: { db: Database; clock: Clock }) {
  const expiryFrom = (now: Date) => expiryAfterIdle(now, SESSION_TTL_MS);

  /** Opens a session and returns the raw token, which exists only in this answer. */
  async function open(
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
  }

  return {
    open,

    /**
     * Opens a session from a login and, when the device (its browser and system, as the devices
     * list names them) is not among the player's last sessions, writes the "new sign-in" notice in
     * the same transaction. Answers whether it was a new device.
     */
    async openFromLogin(
      playerId: string,
      meta: SessionMeta,
    ): Promise<{ token: string; sessionId: string; newDevice: boolean }> {
      const device = deviceLabel(meta.userAgent);
      const known = (await createSessionsRepository({ db }).recentUserAgents(playerId, KNOWN_DEVICE_SESSIONS)).map(
        deviceLabel,
      );
      // The first session ever (registration logs in without this path) is not a "new" device.
      const newDevice = known.length > 0 && !known.includes(device);
      const opened = await db.transaction(async (tx) => {
        const session = await open(playerId, meta, tx);
        if (newDevice) {
          await recordNotification(
            tx,
            { playerId, kind: 'new_login', params: { device: device ?? '', ip: meta.ip ?? '' }, link: '/my_devices' },
            clock.now(),
          );
        }
        return session;
      });
      return { ...opened, newDevice };
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

    /** The caller's live sessions for their devices screen, the calling one first and marked. */
    async listOwn(caller: PlayerPrincipal): Promise<PlayerSessionView[]> {
      const rows = await createSessionsRepository({ db }).listLive(
        caller.playerId,
        clock.now(),
        caller.sessionId,
        PLAYER_SESSIONS_LIST_LIMIT,
      );
      return rows.map((row) => ({
        id: row.id,
        device: deviceLabel(row.userAgent),
        ip: row.ip,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.id === caller.sessionId,
      }));
    },

    /**
     * Ends one of the caller's live sessions (the calling one is a logout). Another player's
     * session answers exactly like an unknown id (3003), so ids reveal nothing.
     */
    async endOwn(caller: PlayerPrincipal, sessionId: string): Promise<void> {
      const ended = await createSessionsRepository({ db }).revokeLiveOf(caller.playerId, clock.now(), {
        only: sessionId,
      });
      if (ended === 0) throw notFound('id');
    },

    /** Ends every live session of the caller but the calling one; how many ended. */
    async endOwnOthers(caller: PlayerPrincipal): Promise<number> {
      return createSessionsRepository({ db }).revokeLiveOf(caller.playerId, clock.now(), {
        except: caller.sessionId,
      });
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
