/**
 * How a socket on `/ws` says who it is: in the `Sec-WebSocket-Protocol` list it offers, never in
 * the URL (URLs end up in access logs, browser history and Referer headers; this header does not).
 * A browser offers `new WebSocket(url, socketProtocols(...))`; the server answers with
 * `WS_SUBPROTOCOL` alone, so a credential is never echoed back.
 */

/** The protocol version both sides speak; the only subprotocol the server ever answers. */
export const WS_SUBPROTOCOL = 'fairround.v1';

/** Prefixes of the entries that carry a session token: a player's, or a console operator's. */
export const WS_TOKEN_PROTOCOL_PREFIX = { player: 'fairround.token.', staff: 'fairround.staff.' } as const;

export type SocketCredentialKind = keyof typeof WS_TOKEN_PROTOCOL_PREFIX;

/** Limits the server reads the header within: our clients offer at most two short entries. */
export const WS_PROTOCOL_LIMITS = { maxEntries: 4, maxHeaderChars: 1_024 } as const;

/**
 * Session tokens are base64url (RFC 4648 §5, no padding): every character is an RFC 7230 `tchar`,
 * so `<prefix><token>` is a valid subprotocol name with no encoding. Anything else cannot be one
 * of our tokens and is never offered (a browser would throw on it).
 */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,256}$/;

export function isSubprotocolSafeToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

/** The subprotocol list a client offers: the version first, then its token if it has one. */
export function socketProtocols(credential: { kind: SocketCredentialKind; token: string } | null): string[] {
  const protocols = [WS_SUBPROTOCOL];
  if (credential && isSubprotocolSafeToken(credential.token)) {
    protocols.push(`${WS_TOKEN_PROTOCOL_PREFIX[credential.kind]}${credential.token}`);
  }
  return protocols;
}

export type OfferedProtocols = {
  /** Whether the client offered `WS_SUBPROTOCOL` (a client that did not cannot present a token). */
  speaksVersion: boolean;
  tokens: Partial<Record<SocketCredentialKind, string>>;
  /** Too long, too many entries, an empty or unsafe token, or the same kind of token twice. */
  malformed: boolean;
};

/** Reads the `Sec-WebSocket-Protocol` request header (entries joined by commas). */
export function readOfferedProtocols(header: string | undefined): OfferedProtocols {
  const offered: OfferedProtocols = { speaksVersion: false, tokens: {}, malformed: false };
  if (header === undefined) return offered;
  const entries = header.split(',').map((entry) => entry.trim());
  if (header.length > WS_PROTOCOL_LIMITS.maxHeaderChars || entries.length > WS_PROTOCOL_LIMITS.maxEntries) {
    return { ...offered, malformed: true };
  }
  for (const entry of entries) {
    if (entry === WS_SUBPROTOCOL) offered.speaksVersion = true;
    for (const kind of ['player', 'staff'] as const) {
      const prefix = WS_TOKEN_PROTOCOL_PREFIX[kind];
      if (!entry.startsWith(prefix)) continue;
      const token = entry.slice(prefix.length);
      if (offered.tokens[kind] !== undefined || !isSubprotocolSafeToken(token)) offered.malformed = true;
      else offered.tokens[kind] = token;
    }
  }
  return offered;
}
