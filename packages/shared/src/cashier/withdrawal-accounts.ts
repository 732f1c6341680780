import { ErrorCode, type ErrorCodeValue } from '../errors/error-codes.js';
import { CHAIN_TYPES, canonicalChainAddress, isValidChainAddress, type ChainType } from './chain-address.js';

/** Where a withdrawal is paid: a bank account, or an address on one of the chains. */
export const WITHDRAWAL_ACCOUNT_TYPES = ['Bank', ...CHAIN_TYPES] as const;
export type WithdrawalAccountType = (typeof WITHDRAWAL_ACCOUNT_TYPES)[number];

/** Accepts the type in any case ("bank", "trc20") as older clients send it; null when unknown. */
export function normalizeWithdrawalAccountType(value: unknown): WithdrawalAccountType | null {
  if (typeof value !== 'string') return null;
  const wanted = value.trim().toLowerCase();
  return WITHDRAWAL_ACCOUNT_TYPES.find((type) => type.toLowerCase() === wanted) ?? null;
}

export const WITHDRAWAL_ACCOUNT_FIELD_MAX = 64;
export const WITHDRAWAL_ADDRESS_MAX = 100;

export type BankAccountFields = { bank: string; account: string; username: string; area: string };
export type AccountProblem = { code: ErrorCodeValue; field: string };

/**
 * The first problem of a bank account's details (1001 with the field), in the order the form
 * shows them; the pay password is checked by the server.
 */
export function bankAccountProblem(fields: BankAccountFields): AccountProblem | null {
  for (const field of ['bank', 'account', 'username', 'area'] as const) {
    const value = fields[field].trim();
    if (value === '' || value.length > WITHDRAWAL_ACCOUNT_FIELD_MAX) {
      return { code: ErrorCode.IncompleteParameters, field };
    }
  }
  return null;
}

/** 1065 when the address is empty, 3010 when it is not a valid address of the chain. */
export function chainAddressProblem(chain: ChainType, address: string): AccountProblem | null {
  const trimmed = address.trim();
  if (trimmed === '') return { code: ErrorCode.AddressRequired, field: 'address' };
  if (trimmed.length > WITHDRAWAL_ADDRESS_MAX || !isValidChainAddress(chain, trimmed)) {
    return { code: ErrorCode.InvalidAddress, field: 'address' };
  }
  return null;
}

/** A bank account number as typed, without spaces and dashes, for duplicate checks. */
export function canonicalBankAccount(account: string): string {
  return account.replace(/[\s-]/g, '').toUpperCase();
}

/** What makes two of one player's accounts "the same account" (1046). */
export function withdrawalDestinationKey(
  type: WithdrawalAccountType,
  details: { account?: string; address?: string },
): string {
  if (type === 'Bank') return `Bank:${canonicalBankAccount(details.account ?? '')}`;
  return `${type}:${canonicalChainAddress(type, (details.address ?? '').trim())}`;
}
