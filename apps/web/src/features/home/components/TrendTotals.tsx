import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/Card';
import { Money } from '../../../components/ui/Money';
import { ErrorState, Skeleton } from '../../../components/ui/states';
import { useTrendData } from '../api/trend';

function DayTotals({ label, paid, staked }: { label: string; paid: string; staked: string }) {
  const { t } = useTranslation();
  return (
    <div className="fr-trend-day">
      <h3 className="fr-trend-day__label">{label}</h3>
      <dl className="fr-trend-day__figures">
        <div>
          <dt>{t('home.trends.paidOut')}</dt>
          <dd>
            <Money value={paid} />
          </dd>
        </div>
        <div>
          <dt>{t('home.trends.staked')}</dt>
          <dd>
            <Money value={staked} />
          </dd>
        </div>
      </dl>
    </div>
  );
}

/**
 * `getTrendData` as the server defines it (docs/rounds.md): totals over ALL players' settled
 * orders — labelled so, never presented as the viewer's own result.
 */
export function TrendTotals() {
  const { t } = useTranslation();
  const trend = useTrendData();
  let body;
  if (trend.isError) {
    body = (
      <ErrorState
        title={t('home.trends.loadFailed')}
        onRetry={() => void trend.refetch()}
        retrying={trend.isFetching}
      />
    );
  } else if (!trend.data) {
    body = <Skeleton height={96} />;
  } else {
    body = (
      <div className="fr-trend-days">
        <DayTotals label={t('home.trends.today')} paid={trend.data.todaywin} staked={trend.data.todaytotal} />
        <DayTotals label={t('home.trends.yesterday')} paid={trend.data.yeswin} staked={trend.data.yestotal} />
      </div>
    );
  }
  return (
    <Card aria-labelledby="trend-totals-title">
      <h2 id="trend-totals-title" className="fr-home-section__title">
        {t('home.trends.totalsTitle')}
      </h2>
      <p className="fr-trend-note">{t('home.trends.totalsNote')}</p>
      {body}
    </Card>
  );
}
