import { keccak256Sync, sha256Sync } from './hashes.js';

/**
 * Withdrawal address checks per chain, shared by the server and the web form. Beyond the shape,
 * every check that the address format allows is made — the base58 checksum (TRON, Bitcoin legacy
 * and P2SH), the bech32/bech32m checksum (Bitcoin segwit) and the EIP-55 mixed-case checksum
 * (Ethereum) — because a mistyped address sends real money nowhere.
 */
export const CHAIN_TYPES = ['TRC20', 'ERC20', 'BTC'] as const;
export type ChainType = (typeof CHAIN_TYPES)[number];

export function isChainType(value: unknown): value is ChainType {
  return typeof value === 'string' && (CHAIN_TYPES as readonly string[]).includes(value);
}

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Decodes base58 (leading '1's are zero bytes); null on a character outside the alphabet. */
export function base58Decode(text: string): Uint8Array | null {
  let value = 0n;
  for (const character of text) {
    const digit = BASE58_ALPHABET.indexOf(character);
    if (digit < 0) return null;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn));
    value >>= 8n;
  }
  let leadingZeros = 0;
  while (text[leadingZeros] === '1') leadingZeros += 1;
  return Uint8Array.from([...new Array<number>(leadingZeros).fill(0), ...bytes]);
}

/** The payload of a base58check string (version byte included) when its 4-byte checksum holds. */
function base58CheckPayload(text: string): Uint8Array | null {
  const decoded = base58Decode(text);
  if (!decoded || decoded.length < 5) return null;
  const payload = decoded.subarray(0, decoded.length - 4);
  const checksum = sha256Sync(sha256Sync(payload)).subarray(0, 4);
  for (let i = 0; i < 4; i += 1) if (checksum[i] !== decoded[decoded.length - 4 + i]) return null;
  return payload;
}

/** TRON: base58check of 0x41 + 20 bytes, 34 characters starting with T. */
export function isValidTrc20Address(address: string): boolean {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return false;
  const payload = base58CheckPayload(address);
  return payload !== null && payload.length === 21 && payload[0] === 0x41;
}

/** Ethereum: 0x + 40 hex; all-lower or all-upper is accepted as is, mixed case must be EIP-55. */
export function isValidErc20Address(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  const hash = keccak256Sync(new TextEncoder().encode(hex.toLowerCase()));
  for (let i = 0; i < 40; i += 1) {
    const character = hex[i]!;
    if (!/[a-f]/i.test(character)) continue;
    const nibble = i % 2 === 0 ? hash[i >> 1]! >> 4 : hash[i >> 1]! & 0x0f;
    const shouldBeUpper = nibble >= 8;
    if (shouldBeUpper !== (character === character.toUpperCase())) return false;
  }
  return true;
}

const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BECH32_CONST = 1;
const BECH32M_CONST = 0x2bc830a3;

function bech32Polymod(values: number[]): number {
  const generators = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let checksum = 1;
  for (const value of values) {
    const top = checksum >>> 25;
    checksum = ((checksum & 0x1ffffff) << 5) ^ value;
    for (let i = 0; i < 5; i += 1) if ((top >>> i) & 1) checksum ^= generators[i]!;
  }
  return checksum >>> 0;
}

function convertBits(data: number[], from: number, to: number): number[] | null {
  let accumulator = 0;
  let bits = 0;
  const out: number[] = [];
  for (const value of data) {
    accumulator = (accumulator << from) | value;
    bits += from;
    while (bits >= to) {
      bits -= to;
      out.push((accumulator >>> bits) & ((1 << to) - 1));
    }
  }
  // Padding must be fewer than `from` bits and all zero (BIP-173).
  if (bits >= from || ((accumulator << (to - bits)) & ((1 << to) - 1)) !== 0) return null;
  return out;
}

/** Bitcoin segwit (BIP-173 bech32 for v0, BIP-350 bech32m for v1+), mainnet `bc1`. */
function isValidSegwitAddress(address: string): boolean {
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return false;
  const lower = address.toLowerCase();
  if (lower.length > 90 || !lower.startsWith('bc1')) return false;
  const values: number[] = [];
  for (const character of lower.slice(3)) {
    const value = BECH32_CHARSET.indexOf(character);
    if (value < 0) return false;
    values.push(value);
  }
  if (values.length < 7) return false;
  const expanded = [...'bc'].map((c) => c.charCodeAt(0) >> 5);
  const checksum = bech32Polymod([...expanded, 0, ...[...'bc'].map((c) => c.charCodeAt(0) & 31), ...values]);
  const version = values[0]!;
  if (version > 16) return false;
  if (checksum !== (version === 0 ? BECH32_CONST : BECH32M_CONST)) return false;
  const program = convertBits(values.slice(1, -6), 5, 8);
  if (!program || program.length < 2 || program.length > 40) return false;
  return version !== 0 || program.length === 20 || program.length === 32;
}

/** Bitcoin mainnet: legacy P2PKH (1…), P2SH (3…), or segwit (bc1…). */
export function isValidBtcAddress(address: string): boolean {
  if (/^bc1/i.test(address)) return isValidSegwitAddress(address);
  if (!/^[13][1-9A-HJ-NP-Za-km-z]{25,34}$/.test(address)) return false;
  const payload = base58CheckPayload(address);
  if (!payload || payload.length !== 21) return false;
  return address.startsWith('1') ? payload[0] === 0x00 : payload[0] === 0x05;
}

export function isValidChainAddress(chain: ChainType, address: string): boolean {
  switch (chain) {
    case 'TRC20':
      return isValidTrc20Address(address);
    case 'ERC20':
      return isValidErc20Address(address);
    case 'BTC':
      return isValidBtcAddress(address);
  }
}

/**
 * The form of an address that identifies it for duplicate checks: Ethereum and bech32 are case
 * insensitive, base58 is not.
 */
export function canonicalChainAddress(chain: ChainType, address: string): string {
  if (chain === 'ERC20' || /^bc1/i.test(address)) return address.toLowerCase();
  return address;
}
