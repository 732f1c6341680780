import { ArrowRightOutlined } from '@ant-design/icons';
import { RISK_SIGNAL_KINDS } from '@fairround/shared';
import { Alert, Card, Empty, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PLAYER_READERS, useStaffCan } from '../../lib/access';
import { useRiskDigest } from '../../lib/risk';

/**
 * The daily digest of risk signals (issue #26): how many of each kind wait for a review, and how
 * many of those were seen in the last 24 hours, each linking to the risk page for that kind.
 */
export function RiskDigestCard() {
  const { t } = useTranslation();
  const readers = useStaffCan(PLAYER_READERS);
  const digest = useRiskDigest(readers);
  if (!readers) return null;
  let body;
  if (digest.data) {
    const { counts, lastDay, truncated } = digest.data;
    const kinds = RISK_SIGNAL_KINDS.filter((kind) => counts[kind] > 0);
    body =
      kinds.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('risk.digest.none')} />
      ) : (
        kinds.map((kind) => (
          <div key={kind} className="dashboard-queue" data-testid={`risk-digest-${kind}`}>
            <span className="dashboard-queue__count money money--strong">
              {truncated.includes(kind) ? t('risk.digest.floor', { num: counts[kind] }) : counts[kind]}
            </span>
            <span className="dashboard-queue__label">
              <Typography.Text strong>{t(`risk.kinds.${kind}`)}</Typography.Text>
              <br />
              <Typography.Text type={lastDay[kind] > 0 ? 'warning' : 'secondary'}>
                {t('risk.digest.lastDay', { num: lastDay[kind] })}
              </Typography.Text>
            </span>
            <Link to={`/risk?kind=${kind}`} aria-label={`${t('risk.digest.open')}: ${t(`risk.kinds.${kind}`)}`}>
              <Space size={4}>
                {t('reports.dashboard.open')}
                <ArrowRightOutlined aria-hidden />
              </Space>
            </Link>
          </div>
        ))
      );
  } else if (digest.isError) {
    body = <Alert type="error" showIcon message={t('risk.digest.loadFailed')} description={digest.error.message} />;
  } else {
    body = <Skeleton active paragraph={{ rows: 2 }} />;
  }
  return (
    <Card
      className="detail-card section-alert"
      title={t('risk.digest.title')}
      data-testid="risk-digest"
      extra={<Link to="/risk">{t('risk.digest.open')}</Link>}
    >
      {body}
    </Card>
  );
}
