import { formatDateTime, type Catalogue } from '@fairround/shared';
import { Alert, Card, Col, Descriptions, Row, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n';
import { Money } from '../../components/money';
import { useReconciliation } from './api';

function Lines({ title, testId, lines }: { title: string; testId: string; lines: [string, ReactNode][] }) {
  return (
    <Card className="detail-card" title={title} data-testid={testId}>
      <Descriptions column={1} size="small" bordered>
        {lines.map(([label, value]) => (
          <Descriptions.Item key={label} label={label}>
            <div style={{ textAlign: 'right' }}>{value}</div>
          </Descriptions.Item>
        ))}
      </Descriptions>
    </Card>
  );
}

/** Player liability reconciliation: held vs the ledger vs movements, differences alarmed when not zero. */
export function ReconciliationPanel({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useReconciliation(active);
  const report = query.data;
  if (!report) {
    if (query.isError)
      return (
        <Alert
          type="error"
          showIcon
          message={t('reports.reports.loadFailed')}
          description={query.error.message}
        />
      );
    return <Skeleton active paragraph={{ rows: 8 }} />;
  }
  const r = (key: keyof Catalogue['admin']['reports']['reconciliation']) =>
    t(`reports.reconciliation.${key}`);
  const money = (value: string, strong = false) => <Money value={value} strong={strong} />;
  return (
    <>
      <Typography.Paragraph type="secondary">
        {r('intro')} {t('reports.reconciliation.asOf', { time: formatDateTime(report.asOf, language) })}
      </Typography.Paragraph>
      {report.ok ? (
        <Alert
          type="success"
          showIcon
          data-testid="reconciliation-ok"
          message={r('okTitle')}
          className="section-alert"
        />
      ) : (
        <Alert
          type="error"
          showIcon
          role="alert"
          data-testid="reconciliation-alarm"
          message={r('alarmTitle')}
          description={r('alarmText')}
          className="section-alert"
        />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={8}>
          <Lines
            title={r('held')}
            testId="reconciliation-players"
            lines={[
              [r('cash'), money(report.players.cash)],
              [r('withdrawalHold'), money(report.players.withdrawalHold)],
              [r('betEscrow'), money(report.players.betEscrow)],
              [r('staking'), money(report.players.staking)],
              [r('playersTotal'), money(report.players.total, true)],
            ]}
          />
        </Col>
        <Col xs={24} xl={8}>
          <Lines
            title={r('movementsTitle')}
            testId="reconciliation-movements"
            lines={[
              [r('deposits'), money(report.movements.deposits)],
              [r('withdrawalsPaid'), money(report.movements.withdrawalsPaid)],
              [r('netGamingResult'), money(report.movements.netGamingResult)],
              [r('adjustmentsToPlayers'), money(report.movements.adjustmentsToPlayers)],
              [r('stakingInterestPaid'), money(report.movements.stakingInterestPaid)],
              [r('other'), money(report.movements.other)],
              [r('expected'), money(report.movements.expected, true)],
            ]}
          />
        </Col>
        <Col xs={24} xl={8}>
          <Lines
            title={r('ledgerTitle')}
            testId="reconciliation-ledger"
            lines={[
              [r('houseTotal'), money(report.ledger.houseTotal)],
              [r('ledgerLiability'), money(report.ledger.liability, true)],
            ]}
          />
          <Lines
            title={r('differences')}
            testId="reconciliation-differences"
            lines={[
              [r('versusLedger'), money(report.differences.versusLedger, true)],
              [r('versusMovements'), money(report.differences.versusMovements, true)],
            ]}
          />
        </Col>
      </Row>
    </>
  );
}
