import type { StaffSession } from '@fairround/shared';
import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, useLanguage } from '../lib/i18n';

/**
 * Live console sessions of one account (the owner's staff drawer, the staff's own security page):
 * when each started and was last used, from which address and browser.
 */
export function StaffSessionsTable({
  sessions,
  loading,
}: {
  sessions: readonly StaffSession[] | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const columns: TableColumnsType<StaffSession> = [
    {
      title: t('staffLifecycle.sessionStarted'),
      dataIndex: 'createdAt',
      render: (at: string, row) => (
        <span className="nowrap">
          {formatDateTime(at, language)}
          {row.current ? (
            <Tag style={{ marginInlineStart: 8 }}>{t('staffLifecycle.sessionCurrent')}</Tag>
          ) : null}
        </span>
      ),
    },
    {
      title: t('staffLifecycle.sessionLastSeen'),
      dataIndex: 'lastSeenAt',
      render: (at: string) => <span className="nowrap">{formatDateTime(at, language)}</span>,
    },
    {
      title: t('staffLifecycle.sessionAddress'),
      dataIndex: 'ip',
      render: (ip: string | null) => <span className="mono">{ip ?? t('staffLifecycle.unknown')}</span>,
    },
    {
      title: t('staffLifecycle.sessionBrowser'),
      dataIndex: 'userAgent',
      render: (userAgent: string | null) => (
        <Typography.Text type="secondary" ellipsis={{ tooltip: userAgent }} style={{ maxWidth: 260 }}>
          {userAgent ?? t('staffLifecycle.unknown')}
        </Typography.Text>
      ),
    },
  ];
  return (
    <Table<StaffSession>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={sessions ? [...sessions] : []}
      loading={loading}
      locale={{ emptyText: t('staffLifecycle.sessionsEmpty') }}
      pagination={false}
    />
  );
}
