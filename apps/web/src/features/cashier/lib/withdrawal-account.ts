import type { WithdrawalAccountView } from '@fairround/shared';

type AccountLike = Pick<WithdrawalAccountView, 'type' | 'bank' | 'account' | 'address'>;

const MASK = '••••';

/** A bank account number shown with only its last four characters: "•••• 9900". */
export function maskBankAccount(account: string): string {
  const compact = account.replace(/[\s-]/g, '');
  if (compact.length <= 4) return compact;
  return `${MASK} ${compact.slice(-4)}`;
}

/** A chain address shortened to its ends, which is what people compare: "TR7NHq…zgjLj6t". */
export function shortenAddress(address: string): string {
  const trimmed = address.trim();
  if (trimmed.length <= 14) return trimmed;
  return `${trimmed.slice(0, 6)}…${trimmed.slice(-6)}`;
}

/** The masked destination of a withdrawal account, for lists, pickers and confirmations. */
export function maskedDestination(account: AccountLike): string {
  return account.type === 'Bank' ? maskBankAccount(account.account) : shortenAddress(account.address);
}
