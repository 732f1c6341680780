/**
 * The provably-fair scheme (PRODUCT.md §6). Pure functions over Web Crypto, so the server, the
 * browser verifier and the command-line verifier run the very same code. Byte encodings:
 *
 * - Chain: g0 = hex(SHA-256(secret bytes)); g(j+1) = hex(SHA-256(ASCII(gj))); T = gL is published
 *   with a public salt before the chain's first round. Round n (1-based) uses seed = g(L−n), so
 *   SHA-256(ASCII(seed_n)) = seed_(n−1) and hashing seed_n forward n times gives T.
 * - Outcome bytes: HMAC-SHA256(key = hex-decoded seed (32 bytes),
 *   message = ASCII "<roomType>:<seqno>:<salt>:<counter>") for counter 0, 1, … concatenated.
 * - below(n): next byte b; accept when b < 256 − (256 mod n) and return b mod n, else take another.
 * - Digits (room types 1, 4, 15): [below(10), below(10), below(10)]; sum 0–27.
 * - Race (room type 16): cars = [1..10]; for i = 9 down to 1: j = below(i+1), swap cars[i], cars[j];
 *   cars[0] is the champion.
 */

import type { RoundResult } from './fairness-schemas.js';

/** The result type is declared with its wire schema; this module loads no zod. */
export type { RoundResult } from './fairness-schemas.js';

const encoder = new TextEncoder();

function subtle(): SubtleCrypto {
  return globalThis.crypto.subtle;
}

export function bytesToHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function hexToBytes(hex: string): Uint8Array {
  if (!/^(?:[0-9a-f]{2})*$/i.test(hex)) throw new Error('not a hex string');
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

export async function sha256Hex(data: Uint8Array | string): Promise<string> {
  const bytes = typeof data === 'string' ? encoder.encode(data) : data;
  return bytesToHex(new Uint8Array(await subtle().digest('SHA-256', bytes as BufferSource)));
}

/** The whole chain g0..gL for a secret; the server keeps it, only T and revealed seeds go out. */
export async function buildChain(secret: Uint8Array, length: number): Promise<string[]> {
  const chain = [await sha256Hex(secret)];
  for (let j = 1; j <= length; j += 1) chain.push(await sha256Hex(chain[j - 1] as string));
  return chain;
}

/** The seed of round n (1-based) of a chain built by `buildChain`. */
export function seedForRound(chain: readonly string[], n: number): string {
  const length = chain.length - 1;
  if (!Number.isInteger(n) || n < 1 || n > length)
    throw new RangeError(`round ${n} is outside the chain (1..${length})`);
  return chain[length - n] as string;
}

/** Hashes a revealed seed forward n times; a true seed of round n lands on the published T. */
export async function hashForward(seed: string, times: number): Promise<string> {
  let current = seed;
  for (let i = 0; i < times; i += 1) current = await sha256Hex(current);
  return current;
}

export async function verifySeedAgainstChain(
  seed: string,
  n: number,
  terminatingHash: string,
): Promise<boolean> {
  return (await hashForward(seed, n)) === terminatingHash;
}

export type OutcomeInput = { seed: string; roomType: number; seqno: string; salt: string };

async function outcomeBlock(input: OutcomeInput, counter: number): Promise<Uint8Array> {
  const key = await subtle().importKey(
    'raw',
    hexToBytes(input.seed) as BufferSource,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const message = encoder.encode(`${input.roomType}:${input.seqno}:${input.salt}:${counter}`);
  return new Uint8Array(await subtle().sign('HMAC', key, message));
}

/** Reads bytes in order; `below` returns undefined when the bytes run out (more blocks needed). */
export class ByteReader {
  private offset = 0;
  constructor(private readonly bytes: Uint8Array) {}

  below(n: number): number | undefined {
    if (!Number.isInteger(n) || n < 1 || n > 256) throw new RangeError(`below(${n})`);
    const limit = 256 - (256 % n);
    while (this.offset < this.bytes.length) {
      const byte = this.bytes[this.offset] as number;
      this.offset += 1;
      if (byte < limit) return byte % n;
    }
    return undefined;
  }
}

/** Draws digits for room types 1, 4 and 15 from a byte source; undefined when bytes run out. */
export function drawDigits(reader: ByteReader): DigitResult | undefined {
  const nums: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    const digit = reader.below(10);
    if (digit === undefined) return undefined;
    nums.push(digit);
  }
  return { nums: nums as [number, number, number], sum: nums.reduce((a, b) => a + b, 0) };
}

/** Draws the finishing order of cars 1–10 (room type 16); undefined when bytes run out. */
export function drawRace(reader: ByteReader): number[] | undefined {
  const cars = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  for (let i = 9; i >= 1; i -= 1) {
    const j = reader.below(i + 1);
    if (j === undefined) return undefined;
    [cars[i], cars[j]] = [cars[j] as number, cars[i] as number];
  }
  return cars;
}

export type DigitResult = { nums: [number, number, number]; sum: number };

/**
 * Runs a draw over HMAC blocks 0, 1, … adding a block whenever the draw runs out of bytes.
 * The draw restarts from the first byte each time, so the bytes it consumes are the same
 * concatenated stream whatever the number of blocks.
 */
export async function drawWithOutcomeBytes<T>(
  input: OutcomeInput,
  draw: (reader: ByteReader) => T | undefined,
): Promise<T> {
  const blocks: Uint8Array[] = [];
  for (let counter = 0; counter < 64; counter += 1) {
    blocks.push(await outcomeBlock(input, counter));
    const stream = new Uint8Array(blocks.length * 32);
    blocks.forEach((block, index) => stream.set(block, index * 32));
    const result = draw(new ByteReader(stream));
    if (result !== undefined) return result;
  }
  throw new Error('outcome bytes exhausted');
}

export const DIGIT_ROOM_TYPES = [1, 4, 15] as const;
export const RACE_ROOM_TYPE = 16;

/** The result of any room type's round. */
export async function computeRoundResult(input: OutcomeInput): Promise<RoundResult> {
  if (input.roomType === RACE_ROOM_TYPE) {
    return { kind: 'race', order: await drawWithOutcomeBytes(input, drawRace) };
  }
  if ((DIGIT_ROOM_TYPES as readonly number[]).includes(input.roomType)) {
    const digits = await drawWithOutcomeBytes(input, drawDigits);
    return { kind: 'digits', ...digits };
  }
  throw new RangeError(`unknown room type ${input.roomType}`);
}
