import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WS_SUBPROTOCOL, readOfferedProtocols, socketProtocols } from './subprotocol.js';

/** RFC 7230 `token`: what a subprotocol name may consist of (RFC 6455 §4.1). */
const RFC7230_TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

describe('session tokens as subprotocols', () => {
  it('fit in a subprotocol name without encoding: the server makes them base64url', () => {
    for (let i = 0; i < 200; i += 1) {
      const token = randomBytes(32).toString('base64url'); // as newSessionToken does
      for (const kind of ['player', 'staff'] as const) {
        const [version, entry] = socketProtocols({ kind, token });
        expect(version).toBe(WS_SUBPROTOCOL);
        expect(entry).toMatch(RFC7230_TOKEN);
        expect(readOfferedProtocols(`${version}, ${entry}`).tokens[kind]).toBe(token);
      }
    }
  });

  it('are never offered when they could not be one of ours', () => {
    for (const token of ['', 'a b', 'a,b', 'a=', 'a/b', 'a+b', 'x'.repeat(257)]) {
      expect(socketProtocols({ kind: 'player', token })).toEqual([WS_SUBPROTOCOL]);
    }
  });
});

describe('reading the offered list', () => {
  it('finds the version and the tokens of each kind', () => {
    expect(readOfferedProtocols(undefined)).toEqual({ speaksVersion: false, tokens: {}, malformed: false });
    expect(readOfferedProtocols('fairround.v1,fairround.token.abc,  fairround.staff.def')).toEqual({
      speaksVersion: true,
      tokens: { player: 'abc', staff: 'def' },
      malformed: false,
    });
    expect(readOfferedProtocols('chat, fairround.token.abc').speaksVersion).toBe(false);
  });

  it('calls a list malformed when it is too long, has too many entries, an empty token or two of a kind', () => {
    for (const header of [
      `fairround.v1, fairround.token.${'a'.repeat(1_100)}`,
      'fairround.v1, a, b, c, d',
      'fairround.v1, fairround.token.',
      'fairround.v1, fairround.token.a, fairround.token.b',
    ]) {
      expect(readOfferedProtocols(header).malformed).toBe(true);
    }
  });
});
