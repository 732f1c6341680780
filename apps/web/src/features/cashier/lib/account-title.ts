import type { WithdrawalAccountView } from '@fairround/shared';
import type { TFunction } from 'i18next';

/** The account's headline: the bank's name, or the chain ("TRC20 (TRON)"). */
export function accountTitle(account: Pick<WithdrawalAccountView, 'type' | 'bank'>, t: TFunction): string {
  return account.type === 'Bank' ? account.bank : t(`cashier.accountTypes.${account.type}`);
}
