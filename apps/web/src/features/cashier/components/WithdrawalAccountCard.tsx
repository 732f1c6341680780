import type { WithdrawalAccountView } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { BankIcon, ChainIcon, TrashIcon } from '../../../components/ui';
import { accountTitle } from '../lib/account-title';
import { maskedDestination } from '../lib/withdrawal-account';

/** One withdrawal account in the list: type, masked number or address, holder, remove button. */
export function WithdrawalAccountCard({
  account,
  removing,
  onRemove,
}: {
  account: WithdrawalAccountView;
  removing: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const title = accountTitle(account, t);
  const masked = maskedDestination(account);
  return (
    <li className="fr-account" data-testid="withdrawal-account">
      <span className="fr-account__icon">
        {account.type === 'Bank' ? <BankIcon size={22} /> : <ChainIcon size={22} />}
      </span>
      <div className="fr-account__text">
        <p className="fr-account__title">{title}</p>
        <p className="fr-account__number fr-num">{masked}</p>
        {account.type === 'Bank' && (
          <dl className="fr-account__details">
            <div>
              <dt>{t('cashier.bankList.holder')}</dt>
              <dd>{account.username}</dd>
            </div>
            <div>
              <dt>{t('cashier.bankList.branch')}</dt>
              <dd>{account.area}</dd>
            </div>
          </dl>
        )}
      </div>
      <button
        type="button"
        className="fr-account__remove"
        onClick={onRemove}
        disabled={removing}
        aria-label={t('cashier.bankList.removeLabel', { account: `${title} ${masked}` })}
      >
        <TrashIcon size={20} />
        <span aria-hidden="true">{t('cashier.bankList.remove')}</span>
      </button>
    </li>
  );
}
