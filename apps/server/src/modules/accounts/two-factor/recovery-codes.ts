import { randomBytes } from 'node:crypto';
import { hashSessionToken } from '../../../platform/credentials/session-token.js';

/** RFC 4648 base32: no 0/1/8/9, so nothing is mistaken for O, I or B when typed from paper. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** 12 characters of 5 bits: 60 random bits per code, shown as three groups of four. */
const CODE_LENGTH = 12;
const GROUP = 4;

/** A fresh recovery code as the player reads it: "ABCD-EFGH-JKLM". */
export function newRecoveryCode(): string {
  const bytes = randomBytes(CODE_LENGTH);
  // 256 is a multiple of 32, so `byte % 32` is uniform.
  const chars = [...bytes].map((byte) => ALPHABET.charAt(byte % ALPHABET.length)).join('');
  return chars.match(new RegExp(`.{${GROUP}}`, 'g'))?.join('-') ?? chars;
}

/**
 * The canonical form of what a player typed (any case, spaces or dashes anywhere), or null when
 * it cannot be a recovery code, so it is never looked up.
 */
export function normalizeRecoveryCode(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '').toUpperCase();
  return compact.length === CODE_LENGTH && [...compact].every((char) => ALPHABET.includes(char))
    ? compact
    : null;
}

/** What is stored in place of a code: the SHA-256 of its canonical form. */
export function recoveryCodeHash(code: string): string | null {
  const normalized = normalizeRecoveryCode(code);
  return normalized === null ? null : hashSessionToken(normalized);
}
