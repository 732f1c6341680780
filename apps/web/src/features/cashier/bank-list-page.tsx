import type { WithdrawalAccountView } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  BankIcon,
  confirmDialog,
  EmptyState,
  ErrorState,
  LinkButton,
  LoadingState,
  Page,
  PlusIcon,
  showSuccess,
} from '../../components/ui';
import { useRemoveWithdrawalAccount, useWithdrawalAccounts } from './api/withdrawal-accounts';
import { WithdrawalAccountCard } from './components/WithdrawalAccountCard';
import { accountTitle } from './lib/account-title';
import { returnPathOf, withReturn } from './lib/return-to';
import { maskedDestination } from './lib/withdrawal-account';
import './cashier.css';

/** Adding an account keeps where the list was opened from, so saving can go straight back there. */
function AddAccountButton() {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <LinkButton to={withReturn('/bankadd', returnPathOf(search))} variant="primary" size="large" block>
      <PlusIcon size={20} />
      {t('cashier.bankList.add')}
    </LinkButton>
  );
}

/** `/banklist`: the player's withdrawal accounts; remove one (confirmed) or add another. */
export default function BankListPage() {
  const { t } = useTranslation();
  const accounts = useWithdrawalAccounts();
  const remove = useRemoveWithdrawalAccount();

  async function confirmRemove(account: WithdrawalAccountView) {
    const name = `${accountTitle(account, t)} ${maskedDestination(account)}`;
    const confirmed = await confirmDialog({
      title: t('cashier.bankList.removeTitle'),
      content: t('cashier.bankList.removeBody', { account: name }),
      confirmText: t('cashier.bankList.remove'),
      cancelText: t('cashier.common.cancel'),
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(account.id);
      showSuccess(t('cashier.bankList.removed'));
    } catch {
      // The API client already showed the server's reason (e.g. 3016: a withdrawal is pending).
    }
  }

  let content;
  if (accounts.isError) {
    content = (
      <ErrorState
        title={t('cashier.bankList.failed')}
        onRetry={() => void accounts.refetch()}
        retrying={accounts.isFetching}
      />
    );
  } else if (!accounts.data) {
    content = <LoadingState />;
  } else if (accounts.data.length === 0) {
    content = (
      <EmptyState
        icon={<BankIcon size={40} />}
        title={t('cashier.bankList.emptyTitle')}
        description={t('cashier.bankList.emptyBody')}
        action={<AddAccountButton />}
      />
    );
  } else {
    content = (
      <>
        <p className="fr-note">{t('cashier.bankList.intro')}</p>
        <ul className="fr-stack-list">
          {accounts.data.map((account) => (
            <WithdrawalAccountCard
              key={account.id}
              account={account}
              removing={remove.isPending && remove.variables === account.id}
              onRemove={() => void confirmRemove(account)}
            />
          ))}
        </ul>
        <AddAccountButton />
      </>
    );
  }

  return <Page title={t('cashier.bankList.title')}>{content}</Page>;
}
