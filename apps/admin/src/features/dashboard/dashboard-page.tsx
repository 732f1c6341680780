import { ArrowRightOutlined, SyncOutlined } from '@ant-design/icons';
import {
  formatPercent,
  formatTime,
  formatUnit,
  gameName,
  type DashboardOverview,
  type GameGamingRow,
  type QueueFigure,
  type RoomGamingRow,
} from '@fairround/shared';
import { Alert, Button, Card, Col, Empty, Row, Skeleton, Space, Statistic, Table, Typography } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { useLanguage } from '../../lib/i18n';
import { useGamingColumns, useRoomLabel } from '../../components/gaming-tables';
import { Money } from '../../components/money';
import { RangePresets, useRangeChoice } from '../../components/range-picker';
import { CASHIER_OPERATORS, CASHIER_READERS, useMe, useStaffCan } from '../../lib/access';
import { currencyLabel, useCurrency } from '../../lib/currency';
import { LedgerCheckCard } from './ledger-check';
import { OVERVIEW_REFRESH_MS, useOverview } from './api';
import { HouseCard, TodayCards, useCashierToday } from './cashier-today';
import { ChecklistCard } from './checklist-card';
import { RiskDigestCard } from './risk-digest';
import { StepUpLocksAlert } from './step-up-locks';
import './dashboard.css';

/** The charts bring recharts, the console's largest library after antd: loaded only when shown. */
const DashboardCharts = lazy(async () => ({ default: (await import('./charts')).DashboardCharts }));

function Figure({
  testId,
  title,
  value,
  note,
}: {
  testId: string;
  title: string;
  value: ReactNode;
  note: ReactNode;
}) {
  return (
    <Card className="detail-card dashboard-stat" data-testid={testId}>
      <Statistic title={title} valueRender={() => value} />
      <div className="dashboard-stat__sub">{note}</div>
    </Card>
  );
}

/** "3 h 5 min" / "42 s": how long the oldest request has waited. */
function useAge() {
  const language = useLanguage();
  return (seconds: number) => {
    const unit = (value: number, name: 'hour' | 'minute' | 'second') => formatUnit(value, name, language);
    if (seconds >= 3600)
      return `${unit(Math.floor(seconds / 3600), 'hour')} ${unit(Math.floor((seconds % 3600) / 60), 'minute')}`;
    if (seconds >= 60) return unit(Math.floor(seconds / 60), 'minute');
    return unit(seconds, 'second');
  };
}

function QueuesCard({ queues }: { queues: DashboardOverview['queues'] }) {
  const { t } = useTranslation();
  const age = useAge();
  const operator = useStaffCan(CASHIER_OPERATORS);
  const rows: { key: string; label: string; queue: QueueFigure; to: string | null }[] = [
    {
      key: 'deposits',
      label: t('reports.dashboard.queueDeposits'),
      queue: queues.deposits,
      to: operator ? '/deposits' : null,
    },
    {
      key: 'withdrawals',
      label: t('reports.dashboard.queueWithdrawals'),
      queue: queues.withdrawals,
      to: operator ? '/withdrawals' : null,
    },
    { key: 'support', label: t('reports.dashboard.queueSupport'), queue: queues.support, to: '/support' },
  ];
  return (
    <Card className="detail-card" title={t('reports.dashboard.queues')} data-testid="dashboard-queues">
      {rows.map(({ key, label, queue, to }) => (
        <div key={key} className="dashboard-queue" data-testid={`queue-${key}`}>
          <span className="dashboard-queue__count money money--strong">{queue.count}</span>
          <span className="dashboard-queue__label">
            <Typography.Text strong>{label}</Typography.Text>
            <br />
            <Typography.Text type={queue.count > 0 ? 'warning' : 'secondary'}>
              {queue.oldestAgeSeconds === null
                ? t('reports.dashboard.queueEmpty')
                : t('reports.dashboard.queueOldest', { age: age(queue.oldestAgeSeconds) })}
            </Typography.Text>
          </span>
          {to ? (
            <Link to={to} aria-label={`${t('reports.dashboard.open')} ${label}`}>
              <Space size={4}>
                {t('reports.dashboard.open')}
                <ArrowRightOutlined aria-hidden />
              </Space>
            </Link>
          ) : null}
        </div>
      ))}
    </Card>
  );
}

function Figures({ overview }: { overview: DashboardOverview }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const currency = currencyLabel(useCurrency());
  const { cashier, gaming, staking, players } = overview;
  const figures: { testId: string; title: string; value: ReactNode; note: ReactNode }[] = [
    {
      testId: 'figure-deposits',
      title: t('reports.dashboard.deposits', { currency }),
      value: <Money value={cashier.deposits} strong />,
      note: t('reports.dashboard.depositsCount', { num: cashier.depositCount }),
    },
    {
      testId: 'figure-withdrawals',
      title: t('reports.dashboard.withdrawals', { currency }),
      value: <Money value={cashier.withdrawals} strong />,
      note: t('reports.dashboard.withdrawalsCount', { num: cashier.withdrawalCount }),
    },
    {
      testId: 'figure-stakes',
      title: t('reports.dashboard.stakes', { currency }),
      value: <Money value={gaming.stakes} strong />,
      note: t('reports.dashboard.stakesNote', { num: gaming.orders }),
    },
    {
      testId: 'figure-payouts',
      title: t('reports.dashboard.payouts', { currency }),
      value: <Money value={gaming.payouts} strong />,
      note: t('reports.dashboard.payoutsNote'),
    },
    {
      testId: 'figure-ggr',
      title: t('reports.dashboard.ggr', { currency }),
      value: <Money value={gaming.ggr} strong />,
      note: t('reports.dashboard.ggrNote', {
        margin: gaming.marginPercent === null ? '—' : formatPercent(gaming.marginPercent, language),
      }),
    },
    {
      testId: 'figure-principal',
      title: t('reports.dashboard.principal', { currency }),
      value: <Money value={staking.principalOutstanding} strong />,
      note: t('reports.dashboard.principalNote', { num: staking.openPositions, stakedIn: staking.stakedIn }),
    },
    {
      testId: 'figure-interest',
      title: t('reports.dashboard.interest', { currency }),
      value: <Money value={staking.interestPaid} strong />,
      note: t('reports.dashboard.adjustments', { currency }) + ': ' + cashier.adjustments,
    },
    {
      testId: 'figure-players',
      title: t('reports.dashboard.online'),
      value: <span className="money money--strong">{players.online}</span>,
      note: `${t('reports.dashboard.onlineNote', { num: players.onlineWindowSeconds / 60 })} · ${t('reports.dashboard.activePlayers')}: ${players.active}`,
    },
  ];
  return (
    <Row gutter={[16, 16]} className="dashboard-grid">
      {figures.map((figure) => (
        <Col key={figure.testId} xs={24} md={12} xl={6}>
          <Figure {...figure} />
        </Col>
      ))}
    </Row>
  );
}

function GamingCard({ overview }: { overview: DashboardOverview }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const roomLabel = useRoomLabel();
  const gameColumns = useGamingColumns<GameGamingRow>();
  const roomColumns = useGamingColumns<RoomGamingRow>();
  if (overview.gaming.orders === 0)
    return (
      <Card className="detail-card" title={t('reports.dashboard.byRoom')}>
        <Empty description={t('reports.dashboard.noBets')} />
      </Card>
    );
  return (
    <Card className="detail-card" title={t('reports.dashboard.byRoom')} data-testid="dashboard-rooms">
      <Typography.Title level={5}>{t('reports.dashboard.byGame')}</Typography.Title>
      <Table<GameGamingRow>
        rowKey="roomType"
        size="small"
        pagination={false}
        dataSource={overview.byGame}
        columns={[
          {
            title: t('reports.columns.game'),
            dataIndex: 'roomType',
            render: (type: number) => t('reports.gameLabel', { game: gameName(language, type) }),
          },
          ...gameColumns,
        ]}
      />
      <Table<RoomGamingRow>
        style={{ marginTop: 16 }}
        rowKey="roomId"
        size="small"
        pagination={false}
        dataSource={overview.byRoom}
        columns={[
          { title: t('reports.columns.room'), key: 'room', render: (_: unknown, row) => roomLabel(row) },
          ...roomColumns,
        ]}
      />
    </Card>
  );
}

/**
 * The console's start page: the chosen days' figures from the ledger, the queues now, players
 * online, a chart per figure over 30 days and, for owners, the first-run checklist until done.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const owner = useMe().data?.staff.role === 'owner';
  const operator = useStaffCan(CASHIER_OPERATORS);
  const days = useRangeChoice('today');
  const overview = useOverview(days.range);
  const data = overview.data;
  const cashierToday = useCashierToday();
  days.learnToday(data?.range.to);
  const updated = overview.dataUpdatedAt
    ? formatTime(overview.dataUpdatedAt, language, undefined, 'seconds')
    : null;
  let body: ReactNode;
  if (data) {
    body = (
      <>
        <Figures overview={data} />
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={16}>
            <GamingCard overview={data} />
          </Col>
          <Col xs={24} xl={8}>
            <QueuesCard queues={data.queues} />
            {cashierToday.data ? <HouseCard house={cashierToday.data.house} /> : null}
            {operator ? <LedgerCheckCard /> : null}
          </Col>
        </Row>
        <Suspense fallback={<Skeleton active data-testid="dashboard-charts-loading" />}>
          <DashboardCharts series={data.series} />
        </Suspense>
      </>
    );
  } else if (overview.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        role="alert"
        message={t('reports.dashboard.loadFailed')}
        description={overview.error.message}
        action={<Button onClick={() => void overview.refetch()}>{t('common.retry')}</Button>}
      />
    );
  } else {
    body = (
      <Card>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  return (
    <div className="dashboard-page">
      <PageHeader
        title={t('cashier.dashboard.title')}
        subtitle={t('reports.dashboard.subtitle')}
        extra={
          updated ? (
            <Typography.Text type="secondary" className="nowrap" data-testid="cashier-refresh-note">
              <SyncOutlined spin={overview.isFetching} aria-hidden />{' '}
              {t('reports.dashboard.updated', { num: OVERVIEW_REFRESH_MS / 1000, time: updated })}
            </Typography.Text>
          ) : null
        }
      />
      <StepUpLocksAlert owner={owner} />
      <ChecklistCard owner={owner} />
      {cashierToday.data ? <TodayCards summary={cashierToday.data} /> : null}
      <RiskDigestCard />
      <div className="dashboard-toolbar">
        <RangePresets {...days.pickerProps} timeZone={data?.range.timeZone} />
      </div>
      {data && overview.isError ? (
        <Alert
          type="warning"
          showIcon
          className="section-alert"
          message={t('reports.dashboard.refreshFailed')}
          description={overview.error.message}
        />
      ) : null}
      {body}
    </div>
  );
}

/** The start page for the roles that may read the dashboard; anyone else gets the fallback. */
export function DashboardHome({ fallback }: { fallback: ReactNode }) {
  return useStaffCan(CASHIER_READERS) ? <DashboardPage /> : fallback;
}
