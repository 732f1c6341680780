import {
  ArrowLeftOutlined,
  DollarOutlined,
  KeyOutlined,
  LockOutlined,
  MessageOutlined,
  UnlockOutlined,
} from '@ant-design/icons';
import { ErrorCode, type AdminPlayerDetail } from '@fairround/shared';
import { Alert, Button, Card, Col, Result, Row, Skeleton, Space, Tabs, type TabsProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { isApiError } from '../../lib/api';
import { CASHIER_OPERATORS, PLAYER_MODERATORS, useStaffCan } from '../../lib/access';
import { usePlayerDetail } from './api';
import { MessagePlayerModal } from './message-player-modal';
import { PayPasswordCodeModal } from './pay-password-code-modal';
import { PlayerAdjustModal } from './player-adjust-modal';
import { PlayerBetsTab } from './player-bets';
import { PlayerLedgerTab } from './player-ledger';
import { PlayerBalancesCard, PlayerProfileCard } from './player-profile';
import { PlayerProtectionTab } from './protection/protection-tab';
import { PlayerRiskTab } from './player-risk';
import { PlayerReferralsTable } from './player-referrals';
import { PlayerSessionsTable } from './player-sessions';
import { PlayerVerificationTab } from './player-verification';
import { StatusChangeModal } from './status-change-modal';

/** Back to the list with the search and page the staff came from. */
function BackToList() {
  const { t } = useTranslation();
  const state = useLocation().state as { listSearch?: unknown } | null;
  const search = typeof state?.listSearch === 'string' ? state.listSearch : '';
  return (
    <Link to={`/players${search}`} className="back-link">
      <ArrowLeftOutlined aria-hidden /> {t('playerDetail.back')}
    </Link>
  );
}

function StatusButton({ detail, onClick }: { detail: AdminPlayerDetail; onClick: () => void }) {
  const { t } = useTranslation();
  const frozen = detail.player.status === 'frozen';
  return (
    <Button
      danger={!frozen}
      type={frozen ? 'primary' : 'default'}
      icon={frozen ? <UnlockOutlined /> : <LockOutlined />}
      onClick={onClick}
    >
      {frozen ? t('playerDetail.unfreeze') : t('playerDetail.freeze')}
    </Button>
  );
}

function PlayerDetailView({ detail }: { detail: AdminPlayerDetail }) {
  const { t } = useTranslation();
  const canModerate = useStaffCan(PLAYER_MODERATORS);
  const canAdjust = useStaffCan(CASHIER_OPERATORS);
  const [changing, setChanging] = useState(false);
  const [adjusting, setAdjusting] = useState(false);
  const [sendingPayCode, setSendingPayCode] = useState(false);
  const [messaging, setMessaging] = useState(false);
  const { player } = detail;
  const tabs: TabsProps['items'] = [
    {
      key: 'sessions',
      label: `${t('playerDetail.sessions')} (${detail.sessions.length})`,
      children: <PlayerSessionsTable sessions={detail.sessions} />,
    },
    {
      key: 'referrals',
      label: `${t('playerDetail.referrals')} (${detail.referrals.total})`,
      children: <PlayerReferralsTable referrals={detail.referrals} />,
    },
    { key: 'bets', label: t('playerBets.tab'), children: <PlayerBetsTab userId={player.id} /> },
    { key: 'ledger', label: t('cashier.ledger.tab'), children: <PlayerLedgerTab userId={player.id} /> },
    { key: 'protection', label: t('protection.title'), children: <PlayerProtectionTab userId={player.id} /> },
    { key: 'risk', label: t('risk.panel.tab'), children: <PlayerRiskTab userId={player.id} /> },
    // The verification list is owner's and finance's, the same roles as money actions.
    ...(canAdjust
      ? [
          {
            key: 'verification',
            label: t('verification.playerTab.tab'),
            children: <PlayerVerificationTab userId={player.id} />,
          },
        ]
      : []),
  ];
  return (
    <>
      <PageHeader
        title={player.username}
        subtitle={player.nickname}
        extra={
          <Space>
            {canAdjust ? (
              <Button icon={<DollarOutlined />} onClick={() => setAdjusting(true)}>
                {t('cashier.adjust.button')}
              </Button>
            ) : null}
            {canModerate ? (
              <Button icon={<MessageOutlined />} onClick={() => setMessaging(true)}>
                {t('messages.toPlayer.button')}
              </Button>
            ) : null}
            {canModerate ? (
              <Button icon={<KeyOutlined />} onClick={() => setSendingPayCode(true)}>
                {t('playerDetail.payCodeButton')}
              </Button>
            ) : null}
            {canModerate ? <StatusButton detail={detail} onClick={() => setChanging(true)} /> : null}
          </Space>
        }
      />
      {player.status === 'frozen' ? (
        <Alert
          type="error"
          showIcon
          className="section-alert"
          message={t('playerDetail.frozenTitle')}
          description={
            player.frozenReason ? t('playerDetail.frozenReason', { reason: player.frozenReason }) : null
          }
        />
      ) : null}
      <Row gutter={[16, 16]} className="detail-row">
        <Col xs={24} xl={15}>
          <PlayerProfileCard detail={detail} />
        </Col>
        <Col xs={24} xl={9}>
          <PlayerBalancesCard balances={detail.balances} />
        </Col>
      </Row>
      <Card>
        <Tabs items={tabs} />
      </Card>
      {canModerate ? (
        <StatusChangeModal player={player} open={changing} onClose={() => setChanging(false)} />
      ) : null}
      {canModerate && messaging ? <MessagePlayerModal player={player} onClose={() => setMessaging(false)} /> : null}
      {canModerate && sendingPayCode ? (
        <PayPasswordCodeModal player={player} onClose={() => setSendingPayCode(false)} />
      ) : null}
      {canAdjust && adjusting ? (
        <PlayerAdjustModal player={player} cash={detail.balances.cash} onClose={() => setAdjusting(false)} />
      ) : null}
    </>
  );
}

/** One player: profile, balances, sessions and referrals; owners and support may freeze or unfreeze. */
export function PlayerDetailPage() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  const detail = usePlayerDetail(userId);
  let body;
  if (detail.data) {
    body = <PlayerDetailView detail={detail.data} />;
  } else if (detail.isError) {
    const missing =
      isApiError(detail.error) &&
      (detail.error.errCode === ErrorCode.NotFound ||
        detail.error.errCode === ErrorCode.IncompleteParameters);
    body = (
      <Card>
        <Result
          status={missing ? '404' : 'warning'}
          title={missing ? t('playerDetail.notFound') : t('playerDetail.loadFailed')}
          subTitle={missing ? null : detail.error.message}
          extra={missing ? null : <Button onClick={() => void detail.refetch()}>{t('common.retry')}</Button>}
        />
      </Card>
    );
  } else {
    body = (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  return (
    <>
      <BackToList />
      {body}
    </>
  );
}
