import {
  PLAYER_SEARCH_MAX_LENGTH,
  PLAYER_STATUSES,
  type AdminListedPlayer,
  type AdminPlayersQuery,
  type PlayerStatus,
} from '@fairround/shared';
import { Alert, Button, Card, Input, Segmented, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ExportCsvButton } from '../../components/export-csv-button';
import { PageHeader } from '../../components/PageHeader';
import { useLanguage } from '../../lib/i18n';
import { Money } from '../../components/money';
import { currencyLabel, useCurrency } from '../../lib/currency';
import { formatShortDateTime } from '../../lib/dates';
import { usePlayerList } from './api';
import { PlayerStatusTag, VipLevelTag } from './player-tags';

const PAGE_SIZES = [20, 50, 100];
type StatusFilter = PlayerStatus | 'all';

const isStatus = (value: string | null): value is PlayerStatus =>
  (PLAYER_STATUSES as readonly string[]).includes(value ?? '');

/** The list's search lives in the address, so going back from a player returns to the same page. */
function readQuery(params: URLSearchParams): AdminPlayersQuery {
  const status = params.get('status');
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  return {
    query: params.get('q') ?? undefined,
    status: isStatus(status) ? status : undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : (PAGE_SIZES[0] ?? 20),
  };
}

function writeQuery(query: AdminPlayersQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.query) params.set('q', query.query);
  if (query.status) params.set('status', query.status);
  if (query.page > 1) params.set('page', String(query.page));
  if (query.pageSize !== PAGE_SIZES[0]) params.set('pageSize', String(query.pageSize));
  return params;
}

export const playerPath = (id: string) => `/players/${id}`;

function useColumns(): TableColumnsType<AdminListedPlayer> {
  const { t } = useTranslation();
  const language = useLanguage();
  const currency = useCurrency();
  const location = useLocation();
  return [
    {
      title: t('players.columnUsername'),
      dataIndex: 'username',
      render: (username: string, row) => (
        <Link
          to={playerPath(row.id)}
          state={{ listSearch: location.search }}
          onClick={(event) => event.stopPropagation()}
          className="player-link"
        >
          {username}
        </Link>
      ),
    },
    { title: t('players.columnNickname'), dataIndex: 'nickname' },
    {
      title: t('players.columnPhone'),
      key: 'phone',
      render: (_, row) => <span className="mono nowrap">{`${row.quhao} ${row.phone}`}</span>,
    },
    {
      title: t('players.columnLevel'),
      key: 'level',
      render: (_, row) => <VipLevelTag level={row.level} levelName={row.levelName} />,
    },
    {
      title: t('players.columnStatus'),
      dataIndex: 'status',
      render: (status: PlayerStatus, row) => <PlayerStatusTag status={status} reason={row.frozenReason} />,
    },
    {
      title: t('players.columnBalance', { currency: currencyLabel(currency) }),
      dataIndex: 'balance',
      align: 'right',
      render: (balance: string) => <Money value={balance} />,
    },
    {
      title: t('players.columnCreated'),
      dataIndex: 'createdAt',
      render: (at: string) => <span className="nowrap">{formatShortDateTime(at, language)}</span>,
    },
  ];
}

function PlayerFilters({
  query,
  onChange,
}: {
  query: AdminPlayersQuery;
  onChange: (next: Partial<AdminPlayersQuery>) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(query.query ?? '');
  const statusOptions = (['all', ...PLAYER_STATUSES] as const).map((value) => ({
    value,
    label: t(
      value === 'all'
        ? 'players.statusAll'
        : value === 'active'
          ? 'players.statusActive'
          : 'players.statusFrozen',
    ),
  }));
  return (
    <div className="toolbar">
      <Input.Search
        aria-label={t('players.searchLabel')}
        placeholder={t('players.searchPlaceholder')}
        enterButton={t('players.search')}
        allowClear
        maxLength={PLAYER_SEARCH_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onSearch={(value) => onChange({ query: value.trim() || undefined })}
        className="toolbar__search"
      />
      <div className="toolbar__group">
        <Typography.Text type="secondary" id="player-status-label">
          {t('players.statusLabel')}
        </Typography.Text>
        <Segmented<StatusFilter>
          aria-labelledby="player-status-label"
          options={statusOptions}
          value={query.status ?? 'all'}
          onChange={(value) => onChange({ status: value === 'all' ? undefined : value })}
        />
      </div>
    </div>
  );
}

/** Players, newest first, searched and paged by the server; a row opens the player. */
export function PlayersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const players = usePlayerList(query);
  const columns = useColumns();
  const filtered = Boolean(query.query || query.status);
  const update = (next: Partial<AdminPlayersQuery>) =>
    setParams(writeQuery({ ...query, page: 1, ...next }), { replace: true });
  return (
    <>
      <PageHeader
        title={t('players.title')}
        subtitle={t('players.subtitle')}
        extra={<ExportCsvButton kind="players" filters={{ query: query.query, status: query.status }} />}
      />
      <Card className="filters-card filters-card--flat">
        <PlayerFilters query={query} onChange={update} />
      </Card>
      <Card>
        {players.isError ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            className="section-alert"
            message={t('players.loadFailed')}
            description={players.error.message}
            action={<Button onClick={() => void players.refetch()}>{t('common.retry')}</Button>}
          />
        ) : null}
        <Table<AdminListedPlayer>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={players.data?.list ?? []}
          loading={players.isFetching}
          locale={{
            emptyText: players.isError
              ? t('players.loadFailed')
              : filtered
                ? t('players.emptyFiltered')
                : t('players.empty'),
          }}
          rowClassName={() => 'clickable-row'}
          onRow={(row) => ({
            onClick: () => void navigate(playerPath(row.id), { state: { listSearch: location.search } }),
          })}
          pagination={{
            current: query.page,
            pageSize: query.pageSize,
            total: players.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES,
            showTotal: (total) => t('players.total', { num: total }),
          }}
          onChange={(pagination) =>
            update({ page: pagination.current ?? 1, pageSize: pagination.pageSize ?? query.pageSize })
          }
        />
      </Card>
    </>
  );
}
