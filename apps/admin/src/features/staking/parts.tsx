import type { CurrencyConfig, StakingLabels, StakingPositionStatus } from '@fairround/shared';
import { Alert, Button, Card, Skeleton, Statistic, Tag, type FormRule } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n';
import { positiveMinor } from './rates';

/** One figure of the summary: a title, the value in tabular numerals and a line saying what it is. */
export function FigureCard({
  testId,
  title,
  value,
  note,
}: {
  testId: string;
  title: string;
  value: ReactNode;
  note: ReactNode;
}) {
  return (
    <Card className="detail-card staking-figure" data-testid={testId}>
      <Statistic title={title} valueRender={() => value} />
      <div className="staking-figure__note">{note}</div>
    </Card>
  );
}

/** Loading, or a failure with a retry, for a block whose data is not there yet. */
export function Pending({
  query,
  failedText,
}: {
  query: { isError: boolean; error: Error | null; refetch: () => unknown };
  failedText: string;
}) {
  const { t } = useTranslation();
  if (!query.isError) return <Skeleton active paragraph={{ rows: 4 }} />;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      className="section-alert"
      message={failedText}
      description={query.error?.message}
      action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
    />
  );
}

/** Says why nothing on this tab can be changed by the signed-in role. */
export function ReadOnlyNotice({ text }: { text: string }) {
  return (
    <Alert type="info" showIcon className="section-alert" data-testid="staking-read-only" message={text} />
  );
}

export function PositionStatusTag({ status }: { status: StakingPositionStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={status === 'open' ? 'blue' : 'green'} className="nowrap" data-testid={`status-${status}`}>
      {t(`staking.statuses.${status}`)}
    </Tag>
  );
}

const LABEL_KEYS = { vi: 'vi', 'en-US': 'en', 'zh-CN': 'chs', 'zh-TW': 'cht' } as const;

/** A tier's label in the console's language. */
export function useTierLabel(): (labels: StakingLabels) => string {
  const language = useLanguage();
  return (labels) => labels[LABEL_KEYS[language]];
}

/** A form rule: a positive amount with at most the currency's decimals (the reserve, a minimum). */
export function usePositiveAmountRule(currency: CurrencyConfig): FormRule {
  const { t } = useTranslation();
  return {
    validator: async (_, value: string | undefined) => {
      if (positiveMinor(value, currency.minorDigits) === null)
        throw new Error(t('staking.reserve.amountFormat', { num: currency.minorDigits }));
    },
  };
}
