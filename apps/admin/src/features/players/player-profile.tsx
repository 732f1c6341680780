import type { AdminPlayerDetail } from '@fairround/shared';
import { Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../lib/i18n';
import { Money } from '../../components/money';
import { currencyLabel, useCurrency } from '../../lib/currency';
import { formatShortDateTime } from '../../lib/dates';
import { PlayerStatusTag, VipLevelTag } from './player-tags';

/** Who the player is: identity, level, codes and who referred them. */
export function PlayerProfileCard({ detail }: { detail: AdminPlayerDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { player, referrer } = detail;
  const referredBy = referrer ? (
    <span>
      <Link to={`/players/${referrer.id}`} data-testid="referrer-link">
        {referrer.username}
      </Link>
      {player.referredByCode ? (
        <Typography.Text type="secondary" className="mono">{` · ${player.referredByCode}`}</Typography.Text>
      ) : null}
    </span>
  ) : player.referredByCode ? (
    t('playerDetail.houseCode', { code: player.referredByCode })
  ) : (
    t('common.none')
  );
  return (
    <Card title={t('playerDetail.profile')} className="detail-card">
      <Descriptions column={3} layout="vertical" size="small" colon={false} className="profile-list">
        <Descriptions.Item label={t('playerDetail.username')}>
          <Typography.Text strong>{player.username}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('playerDetail.nickname')}>{player.nickname}</Descriptions.Item>
        <Descriptions.Item label={t('playerDetail.phone')}>
          <span className="mono">{`${player.quhao} ${player.phone}`}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('playerDetail.status')}>
          <PlayerStatusTag status={player.status} reason={player.frozenReason} />
        </Descriptions.Item>
        <Descriptions.Item label={t('playerDetail.level')}>
          <VipLevelTag level={player.level} levelName={player.levelName} />
        </Descriptions.Item>
        <Descriptions.Item label={t('playerDetail.turnover')}>
          <Money value={player.turnover} />
        </Descriptions.Item>
        <Descriptions.Item label={t('playerDetail.invitationCode')}>
          <span className="mono">{player.invitationCode}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('playerDetail.referredBy')}>{referredBy}</Descriptions.Item>
        <Descriptions.Item label={t('playerDetail.payPassword')}>
          {player.hasPayPassword ? t('playerDetail.payPasswordSet') : t('playerDetail.payPasswordMissing')}
        </Descriptions.Item>
        <Descriptions.Item label={t('playerDetail.registered')}>
          <span className="nowrap">{formatShortDateTime(player.createdAt, language)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('playerDetail.playerId')} span={3}>
          <Typography.Text className="mono" type="secondary">
            {player.id}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/** The four ledger balances of the player, as the server formatted them. */
export function PlayerBalancesCard({ balances }: { balances: AdminPlayerDetail['balances'] }) {
  const { t } = useTranslation();
  const currency = useCurrency();
  const rows = [
    ['cash', t('playerDetail.cash'), balances.cash],
    ['withdrawalHold', t('playerDetail.withdrawalHold'), balances.withdrawalHold],
    ['betEscrow', t('playerDetail.betEscrow'), balances.betEscrow],
    ['staking', t('playerDetail.staking'), balances.staking],
  ] as const;
  return (
    <Card
      title={t('playerDetail.balances')}
      extra={
        <Typography.Text type="secondary">
          {t('playerDetail.balancesNote', { currency: currencyLabel(currency) })}
        </Typography.Text>
      }
      className="detail-card"
    >
      <dl className="balance-list">
        {rows.map(([key, label, value]) => (
          <div
            key={key}
            className={`balance-list__row balance-list__row--${key}`}
            data-testid={`balance-${key}`}
          >
            <dt>{label}</dt>
            <dd>
              <Money value={value} strong={key === 'cash'} />
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
