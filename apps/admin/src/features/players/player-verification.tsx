import { Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VerificationTable } from '../../components/verification-table';
import { useVerificationList } from '../../lib/verification';

const PAGE_SIZE = 10;

/** The player's identity verifications, every status (issue #26 item 4); reviewed on /verification. */
export function PlayerVerificationTab({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, pageSize: PAGE_SIZE });
  const list = useVerificationList({ status: 'all', playerId: userId, ...paging });
  return (
    <div data-testid="player-verification">
      <Typography.Paragraph type="secondary">{t('verification.playerTab.note')}</Typography.Paragraph>
      <VerificationTable
        rows={list}
        emptyText={t('verification.empty.player')}
        page={paging.page}
        pageSize={paging.pageSize}
        onPage={(page, pageSize) => setPaging({ page, pageSize })}
      />
    </div>
  );
}
