import type { DepositStatus, WithdrawalStatus } from '@fairround/shared';
import { Card, Tabs, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PlayerCell, TimeCell } from '../../components/cells';
import { Money } from '../../components/money';
import { PlayerPicker } from '../../components/player-picker';
import { currencyLabel, useCurrency } from '../../lib/currency';
import { CashierStatusTag } from './parts';
import { readQueueParams, writeQueueParams, type QueueParams } from './queue-params';
import { reviewActionsColumn } from './queue-table';

type QueueStatus = DepositStatus | WithdrawalStatus;

/** What a queue's rows (deposits, withdrawals) have in common. */
type QueueRequest = {
  id: string;
  userId: string;
  username: string | null;
  amount: string;
  createdAt: string;
  status: QueueStatus;
  resolvedBy: string | null;
  resolvedAt: string | null;
  reason: string | null;
};

/** The row the operator chose to approve or reject; its modal is open while set. */
export type QueueDecision<Row> = { kind: 'approve' | 'reject'; row: Row } | null;

/**
 * A queue page's filters as its address holds them, the status tabs (each status, then all),
 * and `update`, which writes a change back and returns to the first page.
 */
export function useQueueQuery<S extends QueueStatus>(statuses: readonly S[], defaultTab: S) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = readQueueParams(params, statuses, defaultTab);
  const update = (next: Partial<QueueParams<S>>) =>
    setParams(writeQueueParams({ ...query, page: 1, ...next }, defaultTab), { replace: true });
  const tabs = [...statuses, 'all' as const].map((key) => ({
    key,
    label: key === 'all' ? t('cashier.common.allStatuses') : t(`cashier.statuses.${key}`),
  }));
  return { query, update, tabs };
}

/** The row being decided, and `decide` for the actions column. */
export function useQueueDecision<Row>() {
  const [decision, setDecision] = useState<QueueDecision<Row>>(null);
  const decide = (kind: 'approve' | 'reject', row: Row) => setDecision({ kind, row });
  return { decision, decide, close: () => setDecision(null) };
}

/** The filters card above a queue: the status tabs, the player picker, then any other filter. */
export function QueueFilters<S extends QueueStatus>({
  query,
  tabs,
  onTab,
  onPlayer,
  children,
}: {
  query: QueueParams<S>;
  tabs: { key: S | 'all'; label: string }[];
  onTab: (tab: S | 'all') => void;
  onPlayer: (player: QueueParams<S>['player']) => void;
  children?: ReactNode;
}) {
  return (
    <Card className="filters-card filters-card--flat">
      <Tabs
        className="queue-tabs"
        activeKey={query.tab}
        items={tabs}
        onChange={(key) => onTab(key as S | 'all')}
      />
      <div className="queue-toolbar">
        <PlayerPicker value={query.player} onChange={onPlayer} />
        {children}
      </div>
    </Card>
  );
}

/**
 * A queue's columns: when, who and how much; then the kind's own `details`; its status cell
 * (`outcome`); and approve or reject while pending.
 */
export function useQueueColumns<Row extends QueueRequest>({
  details,
  outcome,
  decide,
}: {
  details: TableColumnsType<Row>;
  outcome: (row: Row) => ReactNode;
  decide: (kind: 'approve' | 'reject', row: Row) => void;
}): TableColumnsType<Row> {
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
    ...details,
    { title: t('cashier.common.status'), key: 'status', render: (_, row) => outcome(row) },
    reviewActionsColumn<Row>(t, decide),
  ];
}

/**
 * A request's status cell: the status and `waiting` (what it waits for), who decided it and
 * when, `children` (what else the decision recorded), then the reason the player was given.
 */
export function RequestOutcome({
  request,
  waiting,
  children,
}: {
  request: QueueRequest;
  waiting?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="cell-stack">
      <CashierStatusTag status={request.status} />
      {waiting ? <span className="cell-note">{waiting}</span> : null}
      {request.resolvedBy ? (
        <span className="cell-note">{t('cashier.common.resolvedBy', { username: request.resolvedBy })}</span>
      ) : null}
      {request.resolvedAt ? (
        <span className="cell-note">
          <TimeCell at={request.resolvedAt} />
        </span>
      ) : null}
      {children}
      {request.reason ? (
        <span className="cell-note">{t('cashier.common.reasonShown', { reason: request.reason })}</span>
      ) : null}
    </div>
  );
}
