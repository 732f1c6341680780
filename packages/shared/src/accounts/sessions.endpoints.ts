import { z } from 'zod';
import { defineEndpoint } from '../contract/endpoint.js';

/** How many live sessions the player's own list shows at most (the calling one always among them). */
export const PLAYER_SESSIONS_LIST_LIMIT = 50;

/** One live session of the calling player, as their "devices" screen shows it. */
export const playerSessionViewSchema = z.object({
  id: z.string(),
  /**
   * Browser and system read from the user agent on the server, e.g. "Chrome · Android"; null when
   * it names neither (the client then says "unknown device"). The raw user agent is never sent.
   */
  device: z.string().nullable(),
  /** The address the session was opened from, in full: it is the player's own data. */
  ip: z.string().nullable(),
  /** When the player signed in (ISO 8601). */
  createdAt: z.string(),
  /** When the session was last used, to the minute (ISO 8601). */
  lastSeenAt: z.string(),
  /** The session this call was made with. */
  current: z.boolean(),
});
export type PlayerSessionView = z.infer<typeof playerSessionViewSchema>;

/** Ids are uuids; anything else is refused as a malformed field (1001), never looked up. */
export const playerSessionIdBodyShape = { id: z.uuid() };

export const playerSessionsEndedSchema = z.object({ ended: z.number().int() });
export type PlayerSessionsEnded = z.infer<typeof playerSessionsEndedSchema>;

/** The player's own sessions ("devices"): see where they are logged in, end one or all the others. */
export const playerSessionsEndpoints = {
  /** Live sessions (not ended, not expired): the calling one first, then by last use, newest first. */
  list: defineEndpoint({
    path: '/api/Session/list',
    auth: 'player',
    response: z.array(playerSessionViewSchema),
  }),
  /**
   * Ends one of the caller's live sessions; the current one too (that is a logout). Another
   * player's id, an unknown or an already ended one all answer 3003 alike.
   */
  end: defineEndpoint({
    path: '/api/Session/end',
    auth: 'player',
    body: playerSessionIdBodyShape,
    response: z.null(),
  }),
  /** Ends every live session of the caller but the current one; answers how many ended. */
  endOthers: defineEndpoint({
    path: '/api/Session/endOthers',
    auth: 'player',
    response: playerSessionsEndedSchema,
  }),
};
