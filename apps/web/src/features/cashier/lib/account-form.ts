import {
  chainAddressProblem,
  ErrorCode,
  WITHDRAWAL_ACCOUNT_FIELD_MAX,
  type ChainType,
  type WithdrawalAccountType,
} from '@fairround/shared';

/** The add-account form's values; the fields of the type not chosen are ignored. */
export type AccountFormValues = {
  type: WithdrawalAccountType;
  bank: string;
  account: string;
  username: string;
  area: string;
  address: string;
  payPwd: string;
};

export type BankField = 'bank' | 'account' | 'username' | 'area';
export const BANK_FIELDS: readonly BankField[] = ['bank', 'account', 'username', 'area'];

/**
 * A bank detail's problem by the shared rule (seed §5 "Add bank", bankAccountProblem): each is
 * required and at most WITHDRAWAL_ACCOUNT_FIELD_MAX characters once trimmed.
 */
export function bankFieldProblem(value: string): 'required' | 'tooLong' | null {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > WITHDRAWAL_ACCOUNT_FIELD_MAX) return 'tooLong';
  return null;
}

/** The catalogue code of an address problem (1065 empty, 3010 invalid for the chain), or null. */
export function addressProblemCode(
  chain: ChainType,
  address: string,
): typeof ErrorCode.AddressRequired | typeof ErrorCode.InvalidAddress | null {
  const problem = chainAddressProblem(chain, address);
  if (!problem) return null;
  return problem.code === ErrorCode.AddressRequired ? ErrorCode.AddressRequired : ErrorCode.InvalidAddress;
}

/** The body of `/api/Game/addbankcard` for the chosen type, trimmed. */
export function addAccountBody(values: AccountFormValues) {
  if (values.type === 'Bank') {
    return {
      type: 'Bank' as const,
      bank: values.bank.trim(),
      account: values.account.trim(),
      username: values.username.trim(),
      area: values.area.trim(),
      payPwd: values.payPwd,
    };
  }
  return { type: values.type, address: values.address.trim(), payPwd: values.payPwd };
}
