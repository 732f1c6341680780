import { fromApiLanguage, type UiLanguage } from '@fairround/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Authenticators } from '../auth/authenticators.js';
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

const handshakeQuerySchema = z.object({
  token: z.string().min(1).max(512).optional(),
  staffToken: z.string().min(1).max(512).optional(),
  lang: z.string().max(8).optional(),
});

export type Handshake = { principal: ConnectionPrincipal; invalidToken: boolean; language: UiLanguage };

/**
 * Resolves the tokens of the handshake query (`?token=` player, `?staffToken=` staff) with the
 * authenticators registered by their modules. No token means a visitor; a token nobody
 * recognises is reported so the socket can say so and close with 4401.
 */
export async function resolveHandshake(request: FastifyRequest, authenticators: Authenticators): Promise<Handshake> {
  const query = handshakeQuerySchema.safeParse(request.query);
  const language = fromApiLanguage(query.success ? query.data.lang : undefined);
  const principal: ConnectionPrincipal = { player: null, staff: null };
  if (!query.success) return { principal, invalidToken: true, language };

  const { token, staffToken } = query.data;
  let invalidToken = false;
  if (token && authenticators.player) {
    principal.player = await authenticators.player(token, request);
    invalidToken ||= principal.player === null;
  }
  if (staffToken && authenticators.staff) {
    principal.staff = await authenticators.staff(staffToken, request);
    invalidToken ||= principal.staff === null;
  }
  return { principal, invalidToken, language };
}
