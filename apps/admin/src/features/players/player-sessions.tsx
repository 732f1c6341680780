import type { AdminPlayerSession } from '@fairround/shared';
import { Badge, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n';
import { formatShortDateTime } from '../../lib/dates';

/** Live, closed (with when: logout, a password change or a freeze) or run out. */
function SessionState({ session }: { session: AdminPlayerSession }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (session.live)
    return <Badge status="processing" text={t('playerDetail.sessionLive')} className="nowrap" />;
  if (session.revokedAt) {
    return (
      <div className="session-state">
        <Badge status="default" text={t('playerDetail.sessionClosed')} className="nowrap" />
        <Typography.Text type="secondary" className="nowrap">
          {formatShortDateTime(session.revokedAt, language)}
        </Typography.Text>
      </div>
    );
  }
  return <Badge status="warning" text={t('playerDetail.sessionExpired')} className="nowrap" />;
}

/** The player's recent sessions: when, from where, on what, and whether each is still live. */
export function PlayerSessionsTable({ sessions }: { sessions: AdminPlayerSession[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const time = (at: string) => <span className="nowrap">{formatShortDateTime(at, language)}</span>;
  const columns: TableColumnsType<AdminPlayerSession> = [
    { title: t('playerDetail.columnSignedIn'), dataIndex: 'createdAt', render: time },
    { title: t('playerDetail.columnLastSeen'), dataIndex: 'lastSeenAt', render: time },
    { title: t('playerDetail.columnExpires'), dataIndex: 'expiresAt', render: time },
    {
      title: t('playerDetail.columnIp'),
      dataIndex: 'ip',
      render: (ip: string | null) => <span className="mono nowrap">{ip ?? t('common.none')}</span>,
    },
    {
      title: t('playerDetail.columnUserAgent'),
      dataIndex: 'userAgent',
      render: (agent: string | null) =>
        agent ? <span className="user-agent">{agent}</span> : t('common.none'),
    },
    {
      title: t('playerDetail.columnState'),
      key: 'state',
      render: (_, session) => <SessionState session={session} />,
    },
  ];
  return (
    <>
      <Typography.Paragraph type="secondary">{t('playerDetail.sessionsNote')}</Typography.Paragraph>
      <Table<AdminPlayerSession>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={sessions}
        pagination={false}
        locale={{ emptyText: t('playerDetail.noSessions') }}
      />
    </>
  );
}
