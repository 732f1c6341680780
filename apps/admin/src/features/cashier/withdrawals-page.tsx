import { WITHDRAWAL_STATUSES, type AdminWithdrawalView, type WithdrawalStatus } from '@fairround/shared';
import { Checkbox, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExportCsvButton } from '../../components/export-csv-button';
import { PageHeader } from '../../components/PageHeader';
import { TimeCell } from '../../components/cells';
import { useWithdrawals } from './api';
import { WithdrawalDestination } from './parts';
import { QueueFilters, RequestOutcome, useQueueColumns, useQueueDecision, useQueueQuery } from './queue-page';
import { QueueTable } from './queue-table';
import { WithdrawalDecisionModal } from './withdrawal-modals';

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

/** A withdrawal's status cell: also whether it waits for a second approval, and the payout reference. */
function WithdrawalOutcome({ withdrawal }: { withdrawal: AdminWithdrawalView }) {
  const { t } = useTranslation();
  const waitingSecond = withdrawal.status === 'pending' && withdrawal.firstApproval !== null;
  return (
    <RequestOutcome
      request={withdrawal}
      waiting={waitingSecond ? t('cashier.withdrawals.waitingSecond') : null}
    >
      {withdrawal.payoutReference ? (
        <span className="cell-note">
          {t('cashier.withdrawals.payoutReferenceShown', { reference: withdrawal.payoutReference })}
        </span>
      ) : null}
    </RequestOutcome>
  );
}

/** The withdrawal queue's own columns: where the money goes and the two-operator rule. */
function useColumns(decide: (kind: 'approve' | 'reject', row: AdminWithdrawalView) => void) {
  const { t } = useTranslation();
  return useQueueColumns<AdminWithdrawalView>({
    details: [
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
    ],
    outcome: (row) => <WithdrawalOutcome withdrawal={row} />,
    decide,
  });
}

const DEFAULT_TAB: WithdrawalStatus = 'pending';

/**
 * Withdrawals, newest first. The amount already sits in the player's withdrawal hold: paying
 * moves it out of the house, rejecting refunds it. At or above the operator's threshold two
 * different operators must approve.
 */
export function WithdrawalsPage() {
  const { t } = useTranslation();
  const { query, update, tabs } = useQueueQuery(WITHDRAWAL_STATUSES, DEFAULT_TAB);
  // Waiting for a second approval only exists among pending withdrawals.
  const awaiting = query.awaitingSecondApproval && query.tab === 'pending';
  const filters = {
    status: query.tab === 'all' ? undefined : query.tab,
    userId: query.player?.id,
    ...(awaiting ? { awaitingSecondApproval: true } : {}),
  };
  const withdrawals = useWithdrawals({ ...filters, page: query.page, pageSize: query.pageSize });
  const { decision, decide, close } = useQueueDecision<AdminWithdrawalView>();
  const columns = useColumns(decide);
  return (
    <>
      <PageHeader
        title={t('cashier.withdrawals.title')}
        subtitle={t('cashier.withdrawals.subtitle')}
        extra={<ExportCsvButton kind="withdrawals" filters={filters} />}
      />
      <QueueFilters
        query={query}
        tabs={tabs}
        onTab={(tab) => update({ tab, awaitingSecondApproval: tab === 'pending' && awaiting })}
        onPlayer={(player) => update({ player })}
      >
        <Checkbox
          checked={awaiting}
          disabled={query.tab !== 'pending'}
          onChange={(event) => update({ awaitingSecondApproval: event.target.checked })}
        >
          {t('cashier.withdrawals.awaitingFilter')}
        </Checkbox>
      </QueueFilters>
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
      {decision ? <WithdrawalDecisionModal decision={decision} onClose={close} /> : null}
    </>
  );
}
