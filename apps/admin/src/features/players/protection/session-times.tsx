import type { ProtectionConsoleSession } from '@fairround/shared';
import { Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDurationFormat, useEpochFormat } from './format';

/**
 * How long the player played: each recent login with its start, last activity, end and length.
 * An open (or run-out) session has no end; its length counts up to the last activity.
 */
export function SessionTimes({ sessions }: { sessions: ProtectionConsoleSession[] }) {
  const { t } = useTranslation();
  const formatTime = useEpochFormat();
  const formatLength = useDurationFormat();
  const time = (at: number) => <span className="nowrap">{formatTime(at)}</span>;
  const columns: TableColumnsType<ProtectionConsoleSession> = [
    { title: t('protection.sessions.start'), dataIndex: 'startedAt', render: time },
    { title: t('protection.sessions.lastSeen'), dataIndex: 'lastSeenAt', render: time },
    {
      title: t('protection.sessions.end'),
      dataIndex: 'endedAt',
      render: (at: number | null) =>
        at === null ? (
          <Typography.Text type="secondary">{t('protection.sessions.notEnded')}</Typography.Text>
        ) : (
          time(at)
        ),
    },
    {
      title: t('protection.sessions.length'),
      key: 'length',
      align: 'right',
      render: (_, session) => (
        <span className="nowrap">
          {formatLength((session.endedAt ?? session.lastSeenAt) - session.startedAt)}
        </span>
      ),
    },
    {
      title: t('protection.sessions.ip'),
      dataIndex: 'ip',
      render: (ip: string | null) => <span className="mono nowrap">{ip ?? t('common.none')}</span>,
    },
  ];
  return (
    <section className="protection-block" data-testid="session-times">
      <Typography.Title level={5}>{t('protection.sessions.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('protection.sessions.note')}</Typography.Paragraph>
      <Table<ProtectionConsoleSession>
        rowKey={(session) => `${session.startedAt}-${session.ip ?? ''}`}
        size="small"
        columns={columns}
        dataSource={sessions}
        pagination={false}
        locale={{ emptyText: t('protection.sessions.empty') }}
      />
    </section>
  );
}
