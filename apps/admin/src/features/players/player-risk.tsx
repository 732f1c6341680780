import { Alert, Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RiskSignalsTable } from '../../components/risk-signals';
import { useRiskList } from '../../lib/risk';

/** The risk signals this player is part of, reviewed ones included (issue #26). */
export function PlayerRiskTab({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const list = useRiskList({ userId, includeReviewed: true });
  return (
    <div data-testid="player-risk">
      <Typography.Paragraph type="secondary">{t('risk.panel.note')}</Typography.Paragraph>
      {list.isError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          className="section-alert"
          message={t('risk.loadFailed')}
          description={list.error.message}
          action={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}
        />
      ) : null}
      <RiskSignalsTable
        signals={list.data?.items ?? []}
        loading={list.isFetching}
        emptyText={t('risk.emptyPlayer')}
        thresholds={list.data?.thresholds}
        pageSize={10}
      />
    </div>
  );
}
