import type { AdminPlayerDetail, AdminPlayerReferral, PlayerStatus } from '@fairround/shared';
import { Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../lib/i18n';
import { formatShortDateTime } from '../../lib/dates';
import { PlayerStatusTag } from './player-tags';

/** Players who registered with this player's own code, newest first (the server sends the latest 50). */
export function PlayerReferralsTable({ referrals }: { referrals: AdminPlayerDetail['referrals'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const columns: TableColumnsType<AdminPlayerReferral> = [
    {
      title: t('playerDetail.columnReferral'),
      dataIndex: 'username',
      render: (username: string, row) => <Link to={`/players/${row.id}`}>{username}</Link>,
    },
    {
      title: t('playerDetail.columnReferralStatus'),
      dataIndex: 'status',
      render: (status: PlayerStatus) => <PlayerStatusTag status={status} />,
    },
    {
      title: t('playerDetail.columnReferralJoined'),
      dataIndex: 'createdAt',
      render: (at: string) => <span className="nowrap">{formatShortDateTime(at, language)}</span>,
    },
  ];
  const shown = referrals.list.length;
  return (
    <>
      {referrals.total > 0 ? (
        <Typography.Paragraph type="secondary">
          {t('playerDetail.referralsTotal', { num: referrals.total })}
          {shown < referrals.total
            ? ` ${t('playerDetail.referralsShown', { shown, num: referrals.total })}`
            : ''}
        </Typography.Paragraph>
      ) : null}
      <Table<AdminPlayerReferral>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={referrals.list}
        pagination={false}
        locale={{ emptyText: t('playerDetail.noReferrals') }}
      />
    </>
  );
}
