import { ACCOUNT_TEXTS, type PlayerStatus, type VipLevelKey } from '@fairround/shared';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n';

/** "VIP 3 · Gold" in the console's language, using the level names the player app shows. */
export function VipLevelTag({ level, levelName }: { level: number; levelName: VipLevelKey }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Tag bordered={false} color="geekblue" className="nowrap">
      {t('players.level', { num: level, name: ACCOUNT_TEXTS[language].vipLevels[levelName] })}
    </Tag>
  );
}

/** Active or frozen; a frozen tag shows the recorded reason on hover. */
export function PlayerStatusTag({ status, reason }: { status: PlayerStatus; reason?: string | null }) {
  const { t } = useTranslation();
  if (status === 'active') {
    return (
      <Tag color="green" className="nowrap">
        {t('players.statusActive')}
      </Tag>
    );
  }
  const tag = (
    <Tag color="red" className="nowrap" data-testid="player-status-frozen">
      {t('players.statusFrozen')}
    </Tag>
  );
  return reason ? <Tooltip title={t('players.frozenReason', { reason })}>{tag}</Tooltip> : tag;
}
