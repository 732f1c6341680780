import { DEPOSIT_STATUSES, type AdminDepositView, type DepositStatus } from '@fairround/shared';
import { Card, Tabs, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { PlayerCell, TimeCell } from '../../components/cells';
import { Money } from '../../components/money';
import { PlayerPicker } from '../../components/player-picker';
import { currencyLabel, useCurrency } from '../../lib/currency';
import { useDeposits } from './api';
import { ApproveDepositModal, RejectDepositModal } from './deposit-modals';
import { CashierStatusTag, DepositMethodDetails } from './parts';
import { readQueueParams, writeQueueParams, type QueueParams } from './queue-params';
import { QueueTable, reviewActionsColumn } from './queue-table';

type Decision = { kind: 'approve' | 'reject'; deposit: AdminDepositView } | null;

function DepositOutcome({ deposit }: { deposit: AdminDepositView }) {
  const { t } = useTranslation();
  return (
    <div className="cell-stack">
      <CashierStatusTag status={deposit.status} />
      {deposit.resolvedBy ? (
        <span className="cell-note">{t('cashier.common.resolvedBy', { username: deposit.resolvedBy })}</span>
      ) : null}
      {deposit.resolvedAt ? (
        <span className="cell-note">
          <TimeCell at={deposit.resolvedAt} />
        </span>
      ) : null}
      {deposit.reason ? (
        <span className="cell-note">{t('cashier.common.reasonShown', { reason: deposit.reason })}</span>
      ) : null}
    </div>
  );
}

function useColumns(decide: (decision: Decision) => void): TableColumnsType<AdminDepositView> {
  const { t } = useTranslation();
  const currency = useCurrency();
  return [
    {
      title: t('cashier.common.requested'),
      dataIndex: 'createdAt',
      width: 150,
      render: (at: string) => <TimeCell at={at} />,
    },
    {
      title: t('cashier.common.player'),
      key: 'player',
      render: (_, row) => <PlayerCell userId={row.userId} username={row.username} />,
    },
    {
      title: t('cashier.common.amount', { currency: currencyLabel(currency) }),
      dataIndex: 'amount',
      align: 'right',
      render: (amount: string) => <Money value={amount} />,
    },
    { title: t('cashier.deposits.payerName'), dataIndex: 'payerName', width: 180 },
    {
      title: t('cashier.deposits.method'),
      key: 'method',
      width: 280,
      render: (_, row) => <DepositMethodDetails method={row.method} compact />,
    },
    {
      title: t('cashier.common.status'),
      key: 'status',
      render: (_, row) => <DepositOutcome deposit={row} />,
    },
    reviewActionsColumn<AdminDepositView>(t, (kind, row) => decide({ kind, deposit: row })),
  ];
}

const DEFAULT_TAB: DepositStatus = 'pending';

/** Players' deposit requests, newest first: approve (credits the player) or reject with a reason. */
export function DepositsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = readQueueParams(params, DEPOSIT_STATUSES, DEFAULT_TAB);
  const deposits = useDeposits({
    status: query.tab === 'all' ? undefined : query.tab,
    userId: query.player?.id,
    page: query.page,
    pageSize: query.pageSize,
  });
  const [decision, setDecision] = useState<Decision>(null);
  const columns = useColumns(setDecision);
  const update = (next: Partial<QueueParams<DepositStatus>>) =>
    setParams(writeQueueParams({ ...query, page: 1, ...next }, DEFAULT_TAB), { replace: true });
  const tabs = [...DEPOSIT_STATUSES, 'all' as const].map((key) => ({
    key,
    label: key === 'all' ? t('cashier.common.allStatuses') : t(`cashier.statuses.${key}`),
  }));
  return (
    <>
      <PageHeader title={t('cashier.deposits.title')} subtitle={t('cashier.deposits.subtitle')} />
      <Card className="filters-card filters-card--flat">
        <Tabs
          className="queue-tabs"
          activeKey={query.tab}
          items={tabs}
          onChange={(key) => update({ tab: key as DepositStatus | 'all' })}
        />
        <div className="queue-toolbar">
          <PlayerPicker value={query.player} onChange={(player) => update({ player })} />
        </div>
      </Card>
      <QueueTable<AdminDepositView>
        rows={deposits}
        columns={columns}
        loadFailed={t('cashier.deposits.loadFailed')}
        emptyText={
          query.tab === 'pending' && !query.player
            ? t('cashier.deposits.emptyPending')
            : t('cashier.common.emptyFiltered')
        }
        page={query.page}
        pageSize={query.pageSize}
        onPage={(page, pageSize) => update({ page, pageSize })}
      />
      {decision?.kind === 'approve' ? (
        <ApproveDepositModal deposit={decision.deposit} onClose={() => setDecision(null)} />
      ) : null}
      {decision?.kind === 'reject' ? (
        <RejectDepositModal deposit={decision.deposit} onClose={() => setDecision(null)} />
      ) : null}
    </>
  );
}
