import { Button, Card, Space, Table, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../components/load-failed-alert';
import { PAGE_SIZES } from './queue-params';

/** One page of a cashier queue as its query holds it. */
type QueueQuery<Row> = {
  isError: boolean;
  error: Error | null;
  isFetching: boolean;
  data: { list: Row[]; total: number } | undefined;
  refetch: () => unknown;
};

/**
 * A cashier queue's table (deposits, withdrawals): the load failure with a retry above it, the
 * empty text for the filters in force, and paging that writes back to the page's query string.
 */
export function QueueTable<Row extends { id: string }>({
  rows,
  columns,
  loadFailed,
  emptyText,
  page,
  pageSize,
  onPage,
}: {
  rows: QueueQuery<Row>;
  columns: TableColumnsType<Row>;
  loadFailed: string;
  emptyText: string;
  page: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Card>
      {rows.isError ? (
        <LoadFailedAlert
          message={loadFailed}
          description={rows.error?.message}
          onRetry={() => void rows.refetch()}
        />
      ) : null}
      <Table<Row>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows.data?.list ?? []}
        loading={rows.isFetching}
        locale={{ emptyText: rows.isError ? loadFailed : emptyText }}
        pagination={{
          current: page,
          pageSize,
          total: rows.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          showTotal: (total) => t('cashier.common.total', { num: total }),
        }}
        onChange={(pagination) => onPage(pagination.current ?? 1, pagination.pageSize ?? pageSize)}
      />
    </Card>
  );
}

/** The actions column of a queue: approve and reject while pending, nothing once decided. */
export function reviewActionsColumn<Row extends { status: string }>(
  t: TFunction,
  decide: (kind: 'approve' | 'reject', row: Row) => void,
): TableColumnsType<Row>[number] {
  return {
    title: t('cashier.common.actions'),
    key: 'actions',
    width: 120,
    render: (_, row) =>
      row.status === 'pending' ? (
        <Space direction="vertical" size={6}>
          <Button type="primary" block onClick={() => decide('approve', row)}>
            {t('cashier.common.approve')}
          </Button>
          <Button danger block onClick={() => decide('reject', row)}>
            {t('cashier.common.reject')}
          </Button>
        </Space>
      ) : (
        <Typography.Text type="secondary">{t('common.none')}</Typography.Text>
      ),
  };
}
