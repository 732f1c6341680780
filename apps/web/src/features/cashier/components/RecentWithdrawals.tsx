import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState, Money } from '../../../components/ui';
import { useFormatters } from '../../../lib/format';
import { useRecentWithdrawals } from '../api/withdrawals';
import { accountTitle } from '../lib/account-title';
import { maskedDestination } from '../lib/withdrawal-account';
import { StatusBadge } from './StatusBadge';

/** The player's latest withdrawals: amount, destination, status, reason or payout reference. */
export function RecentWithdrawals() {
  const { t } = useTranslation();
  const format = useFormatters();
  const withdrawals = useRecentWithdrawals();

  let content;
  if (withdrawals.isError) {
    content = (
      <ErrorState
        title={t('cashier.withdrawals.failed')}
        onRetry={() => void withdrawals.refetch()}
        retrying={withdrawals.isFetching}
      />
    );
  } else if (!withdrawals.data) {
    content = <LoadingState />;
  } else if (withdrawals.data.list.length === 0) {
    content = <p className="fr-history__empty">{t('cashier.withdrawals.empty')}</p>;
  } else {
    content = (
      <ul className="fr-row-list">
        {withdrawals.data.list.map((withdrawal) => (
          <li key={withdrawal.id} className="fr-history__item" data-testid="withdrawal-row">
            <div className="fr-history__line">
              <Money value={withdrawal.amount} className="fr-history__amount" />
              <StatusBadge kind="withdrawal" status={withdrawal.status} />
            </div>
            <div className="fr-history__line fr-history__meta">
              <span className="fr-history__what">
                {accountTitle(withdrawal.account, t)} {maskedDestination(withdrawal.account)}
              </span>
              <time dateTime={withdrawal.createdAt}>{format.dateTime(withdrawal.createdAt)}</time>
            </div>
            {withdrawal.status === 'rejected' && withdrawal.reason && (
              <p className="fr-history__reason">
                {t('cashier.common.reason', { reason: withdrawal.reason })}
              </p>
            )}
            {withdrawal.status === 'paid' && withdrawal.payoutReference && (
              <p className="fr-history__note">
                {t('cashier.withdrawals.reference', { reference: withdrawal.payoutReference })}
              </p>
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="fr-history" aria-labelledby="recent-withdrawals-title">
      <h2 id="recent-withdrawals-title" className="fr-section-title">
        {t('cashier.withdrawals.title')}
      </h2>
      {content}
    </section>
  );
}
