import type { ChainType } from './chain-address.js';

/**
 * A deposit request's reference: the short code the player writes in the transfer message or
 * quotes to support, and finance searches by. Eight characters of an alphabet without the pairs
 * people confuse (0/O, 1/I): 32^8 ≈ 1.1 × 10^12 codes. The server draws each character with
 * `node:crypto` and retries on the unique index.
 */
export const DEPOSIT_REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const DEPOSIT_REFERENCE_LENGTH = 8;
export const DEPOSIT_REFERENCE_PATTERN = /^[2-9A-HJ-NP-Z]{8}$/;

/** Longest transaction id a request body may carry before it is even looked at. */
export const TX_HASH_INPUT_MAX = 128;

const HEX_64 = /^[0-9a-f]{64}$/;

/**
 * The transaction id (hash) of a transfer on `chain`, as stored and compared: trimmed, lower
 * case; Ethereum with its `0x`, TRON and Bitcoin without (as their explorers print them). All
 * three are 32 bytes in hexadecimal; a leading `0x` is accepted on every chain, since wallets
 * differ. Null when the text cannot be one.
 */
export function normalizeTxHash(chain: ChainType, input: string): string | null {
  const text = input.trim().toLowerCase();
  const hex = text.startsWith('0x') ? text.slice(2) : text;
  if (!HEX_64.test(hex)) return null;
  return chain === 'ERC20' ? `0x${hex}` : hex;
}

/**
 * What a console search text can match, by equality: a reference (any case) and the stored forms
 * of a transaction id (with and without `0x`). Anything else matches nothing.
 */
export function depositSearchKeys(search: string): { reference: string | null; txHashes: string[] } {
  const text = search.trim();
  const reference = text.toUpperCase();
  const lower = text.toLowerCase();
  const hex = lower.startsWith('0x') ? lower.slice(2) : lower;
  return {
    reference: DEPOSIT_REFERENCE_PATTERN.test(reference) ? reference : null,
    txHashes: HEX_64.test(hex) ? [hex, `0x${hex}`] : [],
  };
}
