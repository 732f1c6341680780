import { WITHDRAWAL_STATUSES, type AdminWithdrawalView, type WithdrawalStatus } from '@fairround/shared';
import { Card, Checkbox, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { PlayerCell, TimeCell } from '../../components/cells';
import { Money } from '../../components/money';
import { PlayerPicker } from '../../components/player-picker';
import { currencyLabel, useCurrency } from '../../lib/currency';
import { useWithdrawals } from './api';
import { CashierStatusTag, WithdrawalDestination } from './parts';
import { readQueueParams, writeQueueParams, type QueueParams } from './queue-params';
import { QueueTable, reviewActionsColumn } from './queue-table';
import { ApproveWithdrawalModal, RejectWithdrawalModal } from './withdrawal-modals';

type Decision = { kind: 'approve' | 'reject'; withdrawal: AdminWithdrawalView } | null;

/** The two-operator rule at a glance: not needed, waiting for the first, or who gave it. */
function Approvals({ withdrawal }: { withdrawal: AdminWithdrawalView }) {
  const { t } = useTranslation();
  const first = withdrawal.firstApproval;
  if (!withdrawal.requiresTwoApprovals && !first)
    return <Typography.Text type="secondary">{t('cashier.withdrawals.oneOperator')}</Typography.Text>;
  return (
    <div className="cell-stack" data-testid="withdrawal-approvals">
      <Tag color="purple" bordered={false} className="nowrap">
        {t('cashier.withdrawals.twoOperators')}
      </Tag>
      {first ? (
        <>
          <span className="cell-note">
            {t('cashier.withdrawals.firstApprovedBy', { username: first.username ?? first.staffId })}
          </span>
          <span className="cell-note">
            <TimeCell at={first.at} />
          </span>
        </>
      ) : withdrawal.status === 'pending' ? (
        <span className="cell-note">{t('cashier.withdrawals.noApprovalYet')}</span>
      ) : null}
    </div>
  );
}

function WithdrawalOutcome({ withdrawal }: { withdrawal: AdminWithdrawalView }) {
  const { t } = useTranslation();
  const waitingSecond = withdrawal.status === 'pending' && withdrawal.firstApproval !== null;
  return (
    <div className="cell-stack">
      <CashierStatusTag status={withdrawal.status} />
      {waitingSecond ? <span className="cell-note">{t('cashier.withdrawals.waitingSecond')}</span> : null}
      {withdrawal.resolvedBy ? (
        <span className="cell-note">
          {t('cashier.common.resolvedBy', { username: withdrawal.resolvedBy })}
        </span>
      ) : null}
      {withdrawal.resolvedAt ? (
        <span className="cell-note">
          <TimeCell at={withdrawal.resolvedAt} />
        </span>
      ) : null}
      {withdrawal.payoutReference ? (
        <span className="cell-note">
          {t('cashier.withdrawals.payoutReferenceShown', { reference: withdrawal.payoutReference })}
        </span>
      ) : null}
      {withdrawal.reason ? (
        <span className="cell-note">{t('cashier.common.reasonShown', { reason: withdrawal.reason })}</span>
      ) : null}
    </div>
  );
}

function useColumns(decide: (decision: Decision) => void): TableColumnsType<AdminWithdrawalView> {
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
    {
      title: t('cashier.withdrawals.destination'),
      key: 'destination',
      width: 330,
      render: (_, row) => <WithdrawalDestination account={row.account} />,
    },
    {
      title: t('cashier.withdrawals.approvals'),
      key: 'approvals',
      render: (_, row) => <Approvals withdrawal={row} />,
    },
    {
      title: t('cashier.common.status'),
      key: 'status',
      render: (_, row) => <WithdrawalOutcome withdrawal={row} />,
    },
    reviewActionsColumn<AdminWithdrawalView>(t, (kind, row) => decide({ kind, withdrawal: row })),
  ];
}

const DEFAULT_TAB: WithdrawalStatus = 'pending';

/**
 * Withdrawals, newest first. The amount already sits in the player's withdrawal hold: paying
 * moves it out of the house, rejecting refunds it. At or above the operator's threshold two
 * different operators must approve.
 */
export function WithdrawalsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = readQueueParams(params, WITHDRAWAL_STATUSES, DEFAULT_TAB);
  // Waiting for a second approval only exists among pending withdrawals.
  const awaiting = query.awaitingSecondApproval && query.tab === 'pending';
  const withdrawals = useWithdrawals({
    status: query.tab === 'all' ? undefined : query.tab,
    userId: query.player?.id,
    ...(awaiting ? { awaitingSecondApproval: true } : {}),
    page: query.page,
    pageSize: query.pageSize,
  });
  const [decision, setDecision] = useState<Decision>(null);
  const columns = useColumns(setDecision);
  const update = (next: Partial<QueueParams<WithdrawalStatus>>) =>
    setParams(writeQueueParams({ ...query, page: 1, ...next }, DEFAULT_TAB), { replace: true });
  const tabs = [...WITHDRAWAL_STATUSES, 'all' as const].map((key) => ({
    key,
    label: key === 'all' ? t('cashier.common.allStatuses') : t(`cashier.statuses.${key}`),
  }));
  return (
    <>
      <PageHeader title={t('cashier.withdrawals.title')} subtitle={t('cashier.withdrawals.subtitle')} />
      <Card className="filters-card filters-card--flat">
        <Tabs
          className="queue-tabs"
          activeKey={query.tab}
          items={tabs}
          onChange={(key) =>
            update({
              tab: key as WithdrawalStatus | 'all',
              awaitingSecondApproval: key === 'pending' && awaiting,
            })
          }
        />
        <div className="queue-toolbar">
          <PlayerPicker value={query.player} onChange={(player) => update({ player })} />
          <Checkbox
            checked={awaiting}
            disabled={query.tab !== 'pending'}
            onChange={(event) => update({ awaitingSecondApproval: event.target.checked })}
          >
            {t('cashier.withdrawals.awaitingFilter')}
          </Checkbox>
        </div>
      </Card>
      <QueueTable<AdminWithdrawalView>
        rows={withdrawals}
        columns={columns}
        loadFailed={t('cashier.withdrawals.loadFailed')}
        emptyText={
          query.tab === 'pending' && !query.player && !awaiting
            ? t('cashier.withdrawals.emptyPending')
            : t('cashier.common.emptyFiltered')
        }
        page={query.page}
        pageSize={query.pageSize}
        onPage={(page, pageSize) => update({ page, pageSize })}
      />
      {decision?.kind === 'approve' ? (
        <ApproveWithdrawalModal withdrawal={decision.withdrawal} onClose={() => setDecision(null)} />
      ) : null}
      {decision?.kind === 'reject' ? (
        <RejectWithdrawalModal withdrawal={decision.withdrawal} onClose={() => setDecision(null)} />
      ) : null}
    </>
  );
}
