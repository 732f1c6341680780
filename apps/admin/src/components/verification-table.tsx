import type { AdminVerification } from '@fairround/shared';
import { Button, Table, Tag, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from './load-failed-alert';
import { formatShortDateTime } from '../lib/dates';
import { useLanguage } from '../lib/i18n';
import { PlayerCell, TimeCell } from './cells';
import './verification-table.css';

const STATUS_COLORS = { pending: 'gold', approved: 'green', rejected: 'red' } as const;

/** One page of verifications as its query holds it. */
type ListQuery = {
  isError: boolean;
  error: Error | null;
  isFetching: boolean;
  data: { items: AdminVerification[]; total: number } | undefined;
  refetch: () => unknown;
};

/** The status tag, and the reason the player was given once rejected. */
function StatusCell({ row }: { row: AdminVerification }) {
  const { t } = useTranslation();
  return (
    <div className="verification-cell">
      <Tag color={STATUS_COLORS[row.status]}>{t(`verification.statuses.${row.status}`)}</Tag>
      {row.reason ? (
        <span className="verification-cell__note">
          {t('verification.reasonShown', { reason: t(`verification.reasons.${row.reason}`) })}
        </span>
      ) : null}
    </div>
  );
}

function DecidedCell({ row }: { row: AdminVerification }) {
  const { t } = useTranslation();
  if (!row.decidedAt) return <>{t('common.none')}</>;
  return (
    <div className="verification-cell">
      <TimeCell at={row.decidedAt} />
      {row.decidedBy ? (
        <span className="verification-cell__note">
          {t('verification.decidedBy', { username: row.decidedBy })}
        </span>
      ) : null}
    </div>
  );
}

/** How many files are kept and until when, or when they were deleted. */
export function FilesCell({ row }: { row: AdminVerification }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const date = (iso: string) => formatShortDateTime(iso, language);
  if (row.filesDeletedAt) return <>{t('verification.files.deleted', { date: date(row.filesDeletedAt) })}</>;
  return (
    <div className="verification-cell">
      <span>{t('verification.files.count', { num: row.files.length })}</span>
      {row.filesDeleteAt ? (
        <span className="verification-cell__note">
          {t('verification.files.deleteAt', { date: date(row.filesDeleteAt) })}
        </span>
      ) : null}
    </div>
  );
}

function columns(
  t: TFunction,
  onOpen?: (row: AdminVerification) => void,
): TableColumnsType<AdminVerification> {
  const shown: TableColumnsType<AdminVerification> = [
    {
      title: t('verification.columns.player'),
      key: 'player',
      render: (_, row) => <PlayerCell userId={row.playerId} username={row.username} />,
    },
    {
      title: t('verification.columns.documentType'),
      key: 'type',
      render: (_, row) => t(`verification.documentTypes.${row.documentType}`),
    },
    {
      title: t('verification.columns.submittedAt'),
      key: 'submitted',
      width: 170,
      render: (_, row) => <TimeCell at={row.submittedAt} />,
    },
    { title: t('verification.columns.status'), key: 'status', render: (_, row) => <StatusCell row={row} /> },
    {
      title: t('verification.columns.decided'),
      key: 'decided',
      width: 170,
      render: (_, row) => <DecidedCell row={row} />,
    },
    { title: t('verification.columns.files'), key: 'files', render: (_, row) => <FilesCell row={row} /> },
  ];
  if (!onOpen) return shown;
  const open = (row: AdminVerification) => (
    <Button
      type={row.status === 'pending' ? 'primary' : 'default'}
      onClick={() => onOpen(row)}
      data-testid="verification-open"
    >
      {row.status === 'pending' ? t('verification.review') : t('verification.view')}
    </Button>
  );
  return [
    ...shown,
    { title: t('verification.columns.actions'), key: 'actions', width: 110, render: (_, row) => open(row) },
  ];
}

/**
 * Verifications as a table (the verification queue, a player's tab): the load failure with a
 * retry above it, the empty text for the view, paging; `onOpen` adds the review button.
 */
export function VerificationTable({
  rows,
  emptyText,
  page,
  pageSize,
  onPage,
  onOpen,
}: {
  rows: ListQuery;
  emptyText: string;
  page: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
  onOpen?: (row: AdminVerification) => void;
}) {
  const { t } = useTranslation();
  const failed = t('verification.loadFailed');
  return (
    <>
      {rows.isError ? (
        <LoadFailedAlert
          message={failed}
          description={rows.error?.message}
          onRetry={() => void rows.refetch()}
        />
      ) : null}
      <Table<AdminVerification>
        rowKey="id"
        size="middle"
        data-testid="verification-table"
        columns={columns(t, onOpen)}
        dataSource={rows.data?.items ?? []}
        loading={rows.isFetching}
        locale={{ emptyText: rows.isError ? failed : emptyText }}
        pagination={{
          current: page,
          pageSize,
          total: rows.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('verification.total', { num: total }),
        }}
        onChange={(pagination) => onPage(pagination.current ?? 1, pagination.pageSize ?? pageSize)}
      />
    </>
  );
}
