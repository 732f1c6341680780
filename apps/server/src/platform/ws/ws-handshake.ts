import { WS_SUBPROTOCOL, fromApiLanguage, readOfferedProtocols, type UiLanguage } from '@fairround/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Authenticators } from '../auth/authenticators.js';
import { STAFF_ROLES, type StaffPrincipal } from '../auth/route-policy.js';
import type { ConnectionPrincipal } from './channel-access.js';

/**
 * Whether a browser page at `origin` may open the socket: its own host (same origin) or one of
 * the configured extra origins. Non-browser clients send no Origin and are let through; they
 * cannot ride a visitor's session, which is what the check protects against.
 */
export function isOriginAllowed(origin: string | undefined, host: string, allowedOrigins: readonly string[]): boolean {
  if (origin === undefined) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false; // includes the opaque origin "null"
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (parsed.host === host.toLowerCase()) return true;
  return allowedOrigins.some((allowed) => allowed.replace(/\/+$/, '').toLowerCase() === parsed.origin);
}

const handshakeQuerySchema = z.object({ lang: z.string().max(8).optional() });

/**
 * Query parameters that once carried session tokens. A credential in the URL is refused like an
 * invalid token (error 1062, close 4401), so an old client fails loudly instead of quietly
 * becoming a visitor, and nobody keeps putting tokens where access logs record them.
 */
const URL_CREDENTIAL_PARAMS = new Set(['token', 'stafftoken']);

function hasCredentialInUrl(query: unknown): boolean {
  if (typeof query !== 'object' || query === null) return false;
  return Object.keys(query).some((key) => URL_CREDENTIAL_PARAMS.has(key.toLowerCase()));
}

/**
 * The subprotocol the server answers (the `ws` server's `handleProtocols`): `WS_SUBPROTOCOL` when
 * offered, otherwise none. Never an offered entry as such, which could be a token.
 */
export function answerSubprotocol(offered: ReadonlySet<string>): string | false {
  return offered.has(WS_SUBPROTOCOL) ? WS_SUBPROTOCOL : false;
}

/** Any staff role may hold a socket, but only once the console's own rules let it act at all. */
const STAFF_SOCKET_POLICY = { kind: 'staff', roles: STAFF_ROLES } as const;

/**
 * A staff session the console would refuse everything but enrolment (ADMIN_REQUIRE_2FA without
 * two-factor, issue #23) hears no staff channel either: it is answered like a dead session.
 */
async function staffWhoMayListen(
  staff: StaffPrincipal | null,
  authenticators: Authenticators,
  request: FastifyRequest,
): Promise<StaffPrincipal | null> {
  if (!staff || !authenticators.authorizeStaff) return staff;
  try {
    await authenticators.authorizeStaff(staff, STAFF_SOCKET_POLICY, request);
    return staff;
  } catch {
    return null;
  }
}

export type Handshake = { principal: ConnectionPrincipal; invalidToken: boolean; language: UiLanguage };

/**
 * Resolves the tokens offered in `Sec-WebSocket-Protocol` (`fairround.token.<player token>`,
 * `fairround.staff.<staff token>`) with the authenticators registered by their modules. A client
 * that offers no token (with or without `fairround.v1`) is a visitor: public channels need no
 * protocol version. A token nobody recognises, a malformed list, a token offered without
 * `fairround.v1`, or any token in the URL is reported so the socket can say so and close with 4401.
 */
export async function resolveHandshake(request: FastifyRequest, authenticators: Authenticators): Promise<Handshake> {
  // The language is a preference, not a credential: an odd `lang` (too long, repeated) falls back
  // to the default like the HTTP body's does, instead of ending the socket as a dead session.
  const query = handshakeQuerySchema.safeParse(request.query);
  const language = fromApiLanguage(query.success ? query.data.lang : undefined);
  const principal: ConnectionPrincipal = { player: null, staff: null };
  const offered = readOfferedProtocols(request.headers['sec-websocket-protocol']);
  const hasTokens = offered.tokens.player !== undefined || offered.tokens.staff !== undefined;
  if (hasCredentialInUrl(request.query) || offered.malformed || (hasTokens && !offered.speaksVersion)) {
    return { principal, invalidToken: true, language };
  }

  const { player: token, staff: staffToken } = offered.tokens;
  let invalidToken = false;
  if (token && authenticators.player) {
    principal.player = await authenticators.player(token, request);
    invalidToken ||= principal.player === null;
  }
  if (staffToken && authenticators.staff) {
    principal.staff = await staffWhoMayListen(await authenticators.staff(staffToken, request), authenticators, request);
    invalidToken ||= principal.staff === null;
  }
  return { principal, invalidToken, language };
}
