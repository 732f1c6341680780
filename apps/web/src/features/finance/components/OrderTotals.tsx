import { formatMoney, type StakingPositionsResponse } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { Card, Money, Skeleton } from '../../../components/ui';
import { useAppConfig } from '../../../lib/app-config';
import { minorUnitsOf } from '../../../lib/money';
import { useProceedsSince } from '../api/proceeds';
import { dayFromToday, dayOf } from '../lib/dates';

/** Interest paid to the player on yesterday's calendar day (device zone), from the real proceeds. */
function YesterdayProceeds() {
  const { currency } = useAppConfig();
  const yesterday = dayFromToday(-1);
  const proceeds = useProceedsSince(yesterday);
  if (proceeds.isError) return <span>—</span>;
  if (!proceeds.data) return <Skeleton width={80} height={22} />;
  const minor = proceeds.data.list
    .filter((proceed) => dayOf(proceed.accruedAt) === yesterday)
    .reduce((sum, proceed) => sum + minorUnitsOf(proceed.amount, currency.minorDigits), 0);
  return <Money value={formatMoney(minor, currency.minorDigits)} />;
}

/** The order centre's head: principal at work, yesterday's and cumulative proceeds, interest to come. */
export function OrderTotals({ totals }: { totals: StakingPositionsResponse['totals'] | undefined }) {
  const { t } = useTranslation();
  const figure = (value: string | undefined) =>
    value === undefined ? <Skeleton width={80} height={22} /> : <Money value={value} />;
  return (
    <Card className="fr-card--stack fr-finance-totals" aria-label={t('finance.orders.title')}>
      <dl className="fr-figures fr-finance-totals__figures">
        <div className="fr-finance-totals__main" data-testid="total-principal">
          <dt>{t('finance.orders.totalPrincipal')}</dt>
          <dd>{figure(totals?.openPrincipal)}</dd>
        </div>
        <div data-testid="yesterday-proceeds">
          <dt>{t('finance.orders.yesterday')}</dt>
          <dd>
            <YesterdayProceeds />
          </dd>
        </div>
        <div data-testid="cumulative-proceeds">
          <dt>{t('finance.orders.cumulative')}</dt>
          <dd>{figure(totals?.interestPaid)}</dd>
        </div>
        <div data-testid="remaining-interest">
          <dt>{t('finance.orders.remaining')}</dt>
          <dd>{figure(totals?.interestRemaining)}</dd>
        </div>
      </dl>
    </Card>
  );
}
