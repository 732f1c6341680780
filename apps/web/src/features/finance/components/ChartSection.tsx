import type { StakingProductView } from '@fairround/shared';
import { formatMoney, formatPercent } from '@fairround/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  Card,
  EmptyState,
  ErrorState,
  LinkButton,
  LoadingState,
  SegmentedTabs,
  useMoneyText,
} from '../../../components/ui';
import { useAppConfig } from '../../../lib/app-config';
import { useLanguage } from '../../../lib/i18n';
import { loginPathFor } from '../../../lib/navigation';
import { useSession } from '../../../lib/session';
import { useStakingHistory } from '../api/proceeds';
import {
  CHART_RANGES,
  hasValues,
  RANGE_DAYS,
  tierSeries,
  type ChartMetric,
  type ChartRange,
} from '../lib/chart-data';
import { dayFromToday, formatShortDay } from '../lib/dates';
import { ProceedsChart } from './ProceedsChart';

/** The longest range: one read serves every tab. */
const LONGEST_RANGE_DAYS = Math.max(...CHART_RANGES.map((range) => RANGE_DAYS[range]));

function ChartBody({
  product,
  metric,
  range,
}: {
  product: StakingProductView;
  metric: ChartMetric;
  range: ChartRange;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { currency } = useAppConfig();
  const moneyText = useMoneyText();
  const today = dayFromToday(0);
  const history = useStakingHistory(dayFromToday(1 - LONGEST_RANGE_DAYS), true);

  if (history.isError && !history.data) {
    return (
      <ErrorState
        title={t('finance.chart.failed')}
        onRetry={() => void history.refetch()}
        retrying={history.isFetching}
      />
    );
  }
  if (!history.data) return <LoadingState label={t('finance.chart.loading')} />;

  const series = tierSeries(history.data, product.id, RANGE_DAYS[range], today, currency.minorDigits);
  const points = series[metric];
  if (!hasValues(points)) {
    return <EmptyState title={t('finance.chart.emptyTitle')} description={t('finance.chart.emptyBody')} />;
  }
  const dayText = (day: string) => formatShortDay(day, language);
  const valueText =
    metric === 'proceeds'
      ? (value: number) => moneyText(formatMoney(value, currency.minorDigits))
      : (value: number) => formatPercent({ basisPoints: value }, language);
  const span = { from: dayText(points[0]?.day ?? today), to: dayText(today) };
  const paidDays = series.proceeds.filter((point) => point.value !== null);
  const total = paidDays.reduce((sum, point) => sum + (point.value ?? 0), 0);
  return (
    <>
      <ProceedsChart
        points={points}
        label={
          metric === 'proceeds'
            ? t('finance.chart.proceedsLabel', span)
            : t('finance.chart.annualisedLabel', span)
        }
        valueText={valueText}
        dayText={dayText}
        barText={(day, value) => t('finance.chart.bar', { day, value })}
      />
      <dl className="fr-finance-facts fr-finance-facts--two">
        <div>
          <dt>{t('finance.chart.total')}</dt>
          <dd className="fr-num" data-testid="chart-total">
            {moneyText(formatMoney(total, currency.minorDigits))}
          </dd>
        </div>
        <div>
          <dt>{t('finance.chart.daysPaid')}</dt>
          <dd className="fr-num">{paidDays.length}</dd>
        </div>
      </dl>
      {metric === 'annualised' && <p className="fr-note">{t('finance.chart.annualisedExplain')}</p>}
      {series.partial && <p className="fr-note">{t('finance.chart.partial')}</p>}
    </>
  );
}

/**
 * The detail page's chart: the player's own proceeds in this tier, per day, or the annualised
 * return they represent, over 7 days, 1 month or 3 months. Visitors are asked to log in.
 */
export function ChartSection({ product }: { product: StakingProductView }) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const location = useLocation();
  const [metric, setMetric] = useState<ChartMetric>('proceeds');
  const [range, setRange] = useState<ChartRange>('d7');

  return (
    <Card className="fr-card--stack" aria-labelledby="finance-chart-title">
      <h2 id="finance-chart-title" className="fr-finance-card__title">
        {t('finance.chart.title')}
      </h2>
      {isLoggedIn ? (
        <>
          <SegmentedTabs
            label={t('finance.chart.metricLabel')}
            tabs={[
              { key: 'proceeds', label: t('finance.chart.proceeds') },
              { key: 'annualised', label: t('finance.chart.annualised') },
            ]}
            value={metric}
            onChange={setMetric}
          />
          <SegmentedTabs
            label={t('finance.chart.rangeLabel')}
            tabs={CHART_RANGES.map((key) => ({ key, label: t(`finance.chart.${key}`) }))}
            value={range}
            onChange={setRange}
          />
          <ChartBody product={product} metric={metric} range={range} />
        </>
      ) : (
        <EmptyState
          title={t('finance.chart.loginTitle')}
          description={t('finance.chart.loginBody')}
          action={
            <LinkButton to={loginPathFor(`${location.pathname}${location.search}`)} variant="primary">
              {t('finance.chart.login')}
            </LinkButton>
          }
        />
      )}
    </Card>
  );
}
