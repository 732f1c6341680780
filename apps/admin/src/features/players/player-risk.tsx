import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RiskSignalsSection } from '../../components/risk-signals';
import { useRiskList } from '../../lib/risk';

/** The risk signals this player is part of, reviewed ones included (issue #26). */
export function PlayerRiskTab({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const list = useRiskList({ userId, includeReviewed: true });
  return (
    <div data-testid="player-risk">
      <Typography.Paragraph type="secondary">{t('risk.panel.note')}</Typography.Paragraph>
      <RiskSignalsSection list={list} emptyText={t('risk.emptyPlayer')} pageSize={10} />
    </div>
  );
}
