import { ArrowRightOutlined } from '@ant-design/icons';
import {
  groupThousands,
  HOUSE_ACCOUNT_TYPES,
  type CashierDashboardSummary,
  type HouseAccountType,
} from '@fairround/shared';
import { Card, Col, Row, Space, Statistic, Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Money } from '../../components/money';
import { CASHIER_OPERATORS, useStaffCan } from '../../lib/access';
import { currencyLabel, useCurrency } from '../../lib/currency';
import { useLedgerTexts } from '../../lib/i18n';
import { useCashierSummary } from './api';

/**
 * Today's cashier figures (moved from the cashier's first dashboard): deposits approved and
 * withdrawals paid today, the queues' counts with links, and the house accounts. Polled every
 * 15 seconds from `/api/admin/dashboard/summary`.
 */
function StatCard({
  testId,
  title,
  value,
  sub,
  link,
}: {
  testId: string;
  title: string;
  value: ReactNode;
  sub: ReactNode;
  link: ReactNode;
}) {
  return (
    <Card className="detail-card dashboard-stat" data-testid={testId}>
      <Statistic title={title} valueRender={() => value} />
      <div className="dashboard-stat__sub">{sub}</div>
      {link ? <div style={{ marginTop: 12 }}>{link}</div> : null}
    </Card>
  );
}

function QueueLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to}>
      <Space size={6}>
        {label}
        <ArrowRightOutlined aria-hidden />
      </Space>
    </Link>
  );
}

/** Today's money and the queues; queue links only for the roles that may open the queues. */
export function TodayCards({ summary }: { summary: CashierDashboardSummary }) {
  const { t } = useTranslation();
  const currency = useCurrency();
  const operator = useStaffCan(CASHIER_OPERATORS);
  const code = currencyLabel(currency);
  const count = (value: number) => <span className="money money--strong">{value}</span>;
  return (
    <Row gutter={[16, 16]} className="dashboard-grid">
      <Col xs={24} md={12} xl={6}>
        <StatCard
          testId="dashboard-deposits-approved"
          title={t('cashier.dashboard.depositsApproved', { currency: code })}
          value={<Money value={summary.depositsApproved.total} strong />}
          sub={t('cashier.dashboard.approvedCount', { num: summary.depositsApproved.count })}
          link={null}
        />
      </Col>
      <Col xs={24} md={12} xl={6}>
        <StatCard
          testId="dashboard-withdrawals-paid"
          title={t('cashier.dashboard.withdrawalsPaid', { currency: code })}
          value={<Money value={summary.withdrawalsPaid.total} strong />}
          sub={t('cashier.dashboard.paidCount', { num: summary.withdrawalsPaid.count })}
          link={null}
        />
      </Col>
      <Col xs={24} md={12} xl={6}>
        <StatCard
          testId="dashboard-pending-deposits"
          title={t('cashier.dashboard.pendingDeposits')}
          value={count(summary.pending.deposits)}
          sub={t('cashier.dashboard.pendingDepositsNote')}
          link={operator ? <QueueLink to="/deposits" label={t('cashier.dashboard.openDeposits')} /> : null}
        />
      </Col>
      <Col xs={24} md={12} xl={6}>
        <StatCard
          testId="dashboard-pending-withdrawals"
          title={t('cashier.dashboard.pendingWithdrawals')}
          value={count(summary.pending.withdrawals)}
          sub={
            operator && summary.pending.withdrawalsAwaitingSecondApproval > 0 ? (
              <Link to="/withdrawals?awaiting=1">
                {t('cashier.dashboard.awaitingSecond', {
                  num: summary.pending.withdrawalsAwaitingSecondApproval,
                })}
              </Link>
            ) : (
              t('cashier.dashboard.awaitingSecond', {
                num: summary.pending.withdrawalsAwaitingSecondApproval,
              })
            )
          }
          link={
            operator ? <QueueLink to="/withdrawals" label={t('cashier.dashboard.openWithdrawals')} /> : null
          }
        />
      </Col>
    </Row>
  );
}

type HouseRow = { type: HouseAccountType; balance: string };

/** The house side of the ledger; with the players' accounts every balance sums to zero. */
export function HouseCard({ house }: { house: CashierDashboardSummary['house'] }) {
  const { t } = useTranslation();
  const currency = useCurrency();
  const ledgerTexts = useLedgerTexts();
  const rows: HouseRow[] = HOUSE_ACCOUNT_TYPES.map((type) => ({ type, balance: house[type] }));
  return (
    <Card title={t('cashier.dashboard.house')} className="detail-card" data-testid="dashboard-house">
      <Typography.Paragraph type="secondary">{t('cashier.dashboard.houseNote')}</Typography.Paragraph>
      <Table<HouseRow>
        rowKey="type"
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          {
            title: t('cashier.dashboard.houseAccount'),
            dataIndex: 'type',
            render: (type: HouseAccountType) => ledgerTexts.houseAccounts[type],
          },
          {
            title: t('cashier.dashboard.houseBalance', { currency: currencyLabel(currency) }),
            dataIndex: 'balance',
            align: 'right',
            // House balances are negative by design (deposits), so no red: the note explains the signs.
            render: (balance: string) => <span className="money">{groupThousands(balance)}</span>,
          },
        ]}
      />
    </Card>
  );
}


/** The cashier's today row and house accounts, each once the summary has answered. */
export function useCashierToday() {
  return useCashierSummary();
}
