import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/error-codes.js';
import {
  base58Decode,
  canonicalChainAddress,
  isValidBtcAddress,
  isValidErc20Address,
  isValidTrc20Address,
} from './chain-address.js';
import { DEPOSIT_REFERENCE_ALPHABET, depositSearchKeys, normalizeTxHash } from './deposit-reference.js';
import { isCalendarDate, parseFundFlowTab } from './fund-flow.js';
import { keccak256Sync, sha256Sync } from './hashes.js';
import {
  formatTurnoverMultiple,
  parseTurnoverMultiple,
  turnoverRequirementOf,
  withdrawableFrom,
} from './turnover.js';
import {
  bankAccountProblem,
  chainAddressProblem,
  normalizeWithdrawalAccountType,
  withdrawalDestinationKey,
} from './withdrawal-accounts.js';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('synchronous hashes', () => {
  it('sha256 matches node:crypto for lengths around every padding boundary', () => {
    for (const length of [0, 1, 55, 56, 63, 64, 65, 119, 120, 200, 1000]) {
      const data = randomBytes(length);
      expect(hex(sha256Sync(data)), `length ${length}`).toBe(createHash('sha256').update(data).digest('hex'));
    }
  });

  it('keccak256 reproduces the published Ethereum vectors', () => {
    expect(hex(keccak256Sync(new Uint8Array()))).toBe(
      'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470',
    );
    expect(hex(keccak256Sync(new TextEncoder().encode('hello')))).toBe(
      '1c8aff950685c2ed4bc3174f3472287b56d9517b9c948127319a09a7a36deac8',
    );
    // 135 and 136 bytes: the padding byte meets the rate boundary.
    expect(hex(keccak256Sync(new Uint8Array(135)))).toHaveLength(64);
    expect(hex(keccak256Sync(new Uint8Array(136)))).not.toBe(hex(keccak256Sync(new Uint8Array(135))));
  });
});

describe('chain addresses', () => {
  it('accept real TRON addresses and refuse typos, other prefixes and lengths', () => {
    expect(isValidTrc20Address('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
    expect(isValidTrc20Address('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe(false);
    expect(isValidTrc20Address('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6')).toBe(false);
    expect(isValidTrc20Address('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(false);
    expect(isValidTrc20Address('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj0t')).toBe(false);
  });

  it('accept Ethereum addresses in one case or with a correct EIP-55 checksum only', () => {
    for (const valid of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
      '0xdac17f958d2ee523a2206206994597c13d831ec7',
      '0xDAC17F958D2EE523A2206206994597C13D831EC7',
    ])
      expect(isValidErc20Address(valid), valid).toBe(true);
    expect(isValidErc20Address('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false);
    expect(isValidErc20Address('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beae')).toBe(false);
    expect(isValidErc20Address('5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(false);
    expect(isValidErc20Address('0xZaaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(false);
  });

  it('accept Bitcoin legacy, P2SH, bech32 and bech32m mainnet addresses with good checksums', () => {
    for (const valid of [
      '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
      '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
      'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
    ])
      expect(isValidBtcAddress(valid), valid).toBe(true);
    for (const invalid of [
      '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb',
      '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLz',
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdp',
      'bc1qW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      // A v0 program with the bech32m checksum, and a v1 program with the bech32 one (BIP-350).
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh',
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd',
      'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
      '2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc',
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    ])
      expect(isValidBtcAddress(invalid), invalid).toBe(false);
  });

  it('decode base58 with leading zero bytes', () => {
    expect(Array.from(base58Decode('11') ?? [])).toEqual([0, 0]);
    expect(base58Decode('0OIl')).toBeNull();
  });

  it('answer 1065 for an empty address and 3010 for an invalid one', () => {
    expect(chainAddressProblem('TRC20', '  ')).toEqual({ code: ErrorCode.AddressRequired, field: 'address' });
    expect(chainAddressProblem('ERC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toEqual({
      code: ErrorCode.InvalidAddress,
      field: 'address',
    });
    expect(chainAddressProblem('TRC20', ' TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t ')).toBeNull();
  });

  it('treat Ethereum and bech32 addresses in any case as the same destination', () => {
    expect(canonicalChainAddress('ERC20', '0xDAC17F958D2EE523A2206206994597C13D831EC7')).toBe(
      '0xdac17f958d2ee523a2206206994597c13d831ec7',
    );
    expect(withdrawalDestinationKey('BTC', { address: 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4' })).toBe(
      withdrawalDestinationKey('BTC', { address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' }),
    );
    expect(withdrawalDestinationKey('Bank', { account: '1234 5678-90' })).toBe('Bank:1234567890');
  });
});

describe('withdrawal account details', () => {
  it('name the first empty bank field', () => {
    const full = { bank: 'ACB', account: '123456', username: 'Nguyen Van A', area: 'Hanoi' };
    expect(bankAccountProblem(full)).toBeNull();
    expect(bankAccountProblem({ ...full, account: ' ' })).toEqual({
      code: ErrorCode.IncompleteParameters,
      field: 'account',
    });
    expect(bankAccountProblem({ ...full, area: '' })?.field).toBe('area');
  });

  it('read account types in any case', () => {
    expect(normalizeWithdrawalAccountType('bank')).toBe('Bank');
    expect(normalizeWithdrawalAccountType('trc20')).toBe('TRC20');
    expect(normalizeWithdrawalAccountType('SOL')).toBeNull();
  });
});

describe('turnover requirement', () => {
  it('adds amount × multiple per deposit, rounded up to a minor unit', () => {
    expect(turnoverRequirementOf(10_000, 0)).toBe(0);
    expect(turnoverRequirementOf(10_000, 100)).toBe(10_000);
    expect(turnoverRequirementOf(10_001, 150)).toBe(15_002);
    expect(turnoverRequirementOf(2 ** 50, 10_000)).toBe(2 ** 50 * 100);
  });

  it('locks only the unmet part of the requirement and never goes below zero', () => {
    expect(withdrawableFrom(5_000, { requiredMinor: 0, achievedMinor: 0 })).toBe(5_000);
    expect(withdrawableFrom(5_000, { requiredMinor: 3_000, achievedMinor: 1_000 })).toBe(3_000);
    expect(withdrawableFrom(5_000, { requiredMinor: 3_000, achievedMinor: 9_000 })).toBe(5_000);
    expect(withdrawableFrom(1_000, { requiredMinor: 3_000, achievedMinor: 0 })).toBe(0);
  });

  it('reads and writes multiples with at most two decimals', () => {
    expect(parseTurnoverMultiple('1.5')).toBe(150);
    expect(parseTurnoverMultiple(2)).toBe(200);
    expect(parseTurnoverMultiple('0')).toBe(0);
    expect(parseTurnoverMultiple('1.505')).toBeNull();
    expect(parseTurnoverMultiple('-1')).toBeNull();
    expect(parseTurnoverMultiple('101')).toBeNull();
    expect(formatTurnoverMultiple(150)).toBe('1.5');
    expect(formatTurnoverMultiple(205)).toBe('2.05');
    expect(formatTurnoverMultiple(300)).toBe('3');
  });
});

describe('fund flow inputs', () => {
  it("accept the tabs in English and in the seed client's Chinese words", () => {
    expect(parseFundFlowTab(undefined)).toBe('all');
    expect(parseFundFlowTab('全部')).toBe('all');
    expect(parseFundFlowTab('今天')).toBe('today');
    expect(parseFundFlowTab('昨天')).toBe('yesterday');
    expect(parseFundFlowTab('七天')).toBe('week');
    expect(parseFundFlowTab('WEEK')).toBe('week');
    expect(parseFundFlowTab('month')).toBeNull();
  });

  it('refuse a name every object inherits instead of reading it as a tab (issue #23)', () => {
    for (const name of ['toString', 'valueOf', 'constructor', '__proto__', 'hasOwnProperty'])
      expect(parseFundFlowTab(name), name).toBeNull();
  });

  it('know real calendar dates', () => {
    expect(isCalendarDate('2026-11-22')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-1-2')).toBe(false);
  });
});

describe('deposit references and transaction ids', () => {
  it('draws references from 32 characters without 0, O, 1 or I', () => {
    expect(new Set(DEPOSIT_REFERENCE_ALPHABET).size).toBe(32);
    expect(DEPOSIT_REFERENCE_ALPHABET).not.toMatch(/[01OI]/);
  });

  it('normalises a transaction id per chain and refuses anything else', () => {
    const hex = 'a1'.repeat(32);
    expect(normalizeTxHash('TRC20', ` 0X${hex.toUpperCase()} `)).toBe(hex);
    expect(normalizeTxHash('BTC', hex)).toBe(hex);
    expect(normalizeTxHash('ERC20', hex)).toBe(`0x${hex}`);
    for (const bad of ['', hex.slice(2), `${hex}00`, 'z'.repeat(64), '__proto__', `0x0x${hex.slice(4)}`]) {
      expect(normalizeTxHash('TRC20', bad), bad).toBeNull();
    }
  });

  it('turns a search text into equality keys only', () => {
    const hex = 'b2'.repeat(32);
    expect(depositSearchKeys(' k7m2q9xb ')).toEqual({ reference: 'K7M2Q9XB', txHashes: [] });
    expect(depositSearchKeys(`0x${hex}`)).toEqual({ reference: null, txHashes: [hex, `0x${hex}`] });
    expect(depositSearchKeys('%')).toEqual({ reference: null, txHashes: [] });
    expect(depositSearchKeys('K7M2Q9X0')).toEqual({ reference: null, txHashes: [] });
  });
});
