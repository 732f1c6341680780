import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState, Money } from '../../../components/ui';
import { useFormatters } from '../../../lib/format';
import { useRecentDeposits } from '../api/deposits';
import { CancelDepositButton } from './CancelDepositButton';
import { StatusBadge } from './StatusBadge';

/** The player's latest deposit requests with their status and, when rejected, the reason. */
export function RecentDeposits() {
  const { t } = useTranslation();
  const format = useFormatters();
  const deposits = useRecentDeposits();

  let content;
  if (deposits.isError) {
    content = (
      <ErrorState
        title={t('cashier.deposits.failed')}
        onRetry={() => void deposits.refetch()}
        retrying={deposits.isFetching}
      />
    );
  } else if (!deposits.data) {
    content = <LoadingState />;
  } else if (deposits.data.list.length === 0) {
    content = <p className="fr-history__empty">{t('cashier.deposits.empty')}</p>;
  } else {
    content = (
      <ul className="fr-row-list">
        {deposits.data.list.map((deposit) => (
          <li key={deposit.id} className="fr-history__item" data-testid="deposit-row">
            <div className="fr-history__line">
              <Money value={deposit.amount} className="fr-history__amount" />
              <StatusBadge kind="deposit" status={deposit.status} />
            </div>
            <div className="fr-history__line fr-history__meta">
              <span className="fr-history__what">{deposit.method.label}</span>
              <time dateTime={deposit.createdAt}>{format.dateTime(deposit.createdAt)}</time>
            </div>
            <p className="fr-history__note" data-testid="deposit-reference">
              {t('cashier.deposits.reference', { reference: deposit.reference })}
            </p>
            {deposit.status === 'rejected' && deposit.reason && (
              <p className="fr-history__reason">{t('cashier.common.reason', { reason: deposit.reason })}</p>
            )}
            {deposit.status === 'pending' && (
              <div className="fr-history__actions">
                <CancelDepositButton deposit={deposit} />
              </div>
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="fr-history" aria-labelledby="recent-deposits-title">
      <h2 id="recent-deposits-title" className="fr-section-title">
        {t('cashier.deposits.title')}
      </h2>
      {content}
    </section>
  );
}
