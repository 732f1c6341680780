import {
  STAKING_POSITION_STATUSES,
  type AdminStakingPositionView,
  type StakingPositionStatus,
} from '@fairround/shared';
import { Alert, Button, Card, Segmented, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlayerCell, TimeCell } from '../../components/cells';
import { ExportCsvButton } from '../../components/export-csv-button';
import { Money } from '../../components/money';
import { type PickedPlayer, PlayerPicker } from '../../components/player-picker';
import { currencyLabel, useCurrency } from '../../lib/currency';
import { useStakingPositions } from './api';
import { PositionStatusTag } from './parts';

const PAGE_SIZES = [20, 50, 100];
type StatusFilter = StakingPositionStatus | 'all';
type Filters = { player: PickedPlayer | null; status: StatusFilter; page: number; pageSize: number };

function useColumns(): TableColumnsType<AdminStakingPositionView> {
  const { t } = useTranslation();
  const currency = currencyLabel(useCurrency());
  return [
    {
      title: t('staking.positions.opened'),
      dataIndex: 'openedAt',
      render: (at: string) => <TimeCell at={at} />,
    },
    {
      title: t('staking.positions.player'),
      key: 'player',
      render: (_, row) => <PlayerCell userId={row.userId} username={row.username} />,
    },
    {
      title: t('staking.positions.tier'),
      key: 'tier',
      render: (_, row) => (
        <div className="cell-stack">
          <Typography.Text strong>{row.label}</Typography.Text>
          <span className="cell-note nowrap">
            {t('staking.positions.terms', { rate: row.dailyRate, num: row.periodDays })}
          </span>
        </div>
      ),
    },
    {
      title: t('staking.positions.principal', { currency }),
      dataIndex: 'principal',
      align: 'right',
      render: (amount: string) => <Money value={amount} strong />,
    },
    {
      title: t('staking.positions.interest', { currency }),
      key: 'interest',
      align: 'right',
      render: (_, row) => (
        <div className="cell-stack staking-interest">
          <span>
            {t('staking.positions.paid')} <Money value={row.interestPaid} />
          </span>
          <span>
            {t('staking.positions.remaining')} <Money value={row.interestRemaining} />
          </span>
          <span className="cell-note">
            {t('staking.positions.daysPaid', { num: row.daysPaid, total: row.periodDays })}
          </span>
        </div>
      ),
    },
    {
      title: t('staking.positions.maturity'),
      key: 'maturity',
      render: (_, row) => (
        <div className="cell-stack">
          <TimeCell at={row.maturedAt ?? row.maturesAt} />
          {row.nextAccrualAt ? (
            <span className="cell-note nowrap">
              {t('staking.positions.nextDay')} <TimeCell at={row.nextAccrualAt} />
            </span>
          ) : null}
        </div>
      ),
    },
    {
      title: t('staking.positions.status'),
      dataIndex: 'status',
      render: (status: StakingPositionStatus) => <PositionStatusTag status={status} />,
    },
  ];
}

/** Every player's positions, newest first, by player and status, with the terms each opened with. */
export function PositionsTab() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Filters>({
    player: null,
    status: 'all',
    page: 1,
    pageSize: PAGE_SIZES[0] ?? 20,
  });
  const applied = {
    userId: filters.player?.id,
    status: filters.status === 'all' ? undefined : filters.status,
  };
  const positions = useStakingPositions({ ...applied, page: filters.page, pageSize: filters.pageSize });
  const columns = useColumns();
  const update = (next: Partial<Filters>) => setFilters((current) => ({ ...current, page: 1, ...next }));
  const statuses = [
    { value: 'all', label: t('staking.positions.allStatuses') },
    ...STAKING_POSITION_STATUSES.map((status) => ({ value: status, label: t(`staking.statuses.${status}`) })),
  ];
  return (
    <>
      <Card className="filters-card filters-card--flat">
        <div className="queue-toolbar">
          <PlayerPicker value={filters.player} onChange={(player) => update({ player })} />
          <div className="toolbar__group">
            <Typography.Text type="secondary" id="staking-status-label">
              {t('staking.positions.status')}
            </Typography.Text>
            <Segmented<StatusFilter>
              aria-labelledby="staking-status-label"
              value={filters.status}
              options={statuses as { value: StatusFilter; label: string }[]}
              onChange={(status) => update({ status })}
            />
          </div>
          <ExportCsvButton kind="staking-positions" filters={applied} />
        </div>
      </Card>
      <Card>
        {positions.isError ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            className="section-alert"
            message={t('staking.positions.loadFailed')}
            description={positions.error.message}
            action={<Button onClick={() => void positions.refetch()}>{t('common.retry')}</Button>}
          />
        ) : null}
        <Table<AdminStakingPositionView>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={positions.data?.list ?? []}
          loading={positions.isFetching}
          scroll={{ x: 'max-content' }}
          data-testid="staking-positions"
          locale={{ emptyText: t('staking.positions.empty') }}
          pagination={{
            current: filters.page,
            pageSize: filters.pageSize,
            total: positions.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES,
            showTotal: (total) => t('staking.positions.total', { num: total }),
          }}
          onChange={(pagination) =>
            setFilters((current) => ({
              ...current,
              page: pagination.current ?? 1,
              pageSize: pagination.pageSize ?? current.pageSize,
            }))
          }
        />
      </Card>
    </>
  );
}
