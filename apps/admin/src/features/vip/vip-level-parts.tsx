import { ACCOUNT_TEXTS, fillTemplate, vipLevelKey, type VipPrivilegeKey } from '@fairround/shared';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n';

/** "VIP 3" with the level's name as players see it ("Gold"). */
export function VipLevelName({ level }: { level: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <span className="vip-level-name">
      <Tag bordered={false} color="geekblue">
        {t('vip.level', { num: level })}
      </Tag>
      <Typography.Text strong>{ACCOUNT_TEXTS[language].vipLevels[vipLevelKey(level)]}</Typography.Text>
    </span>
  );
}

/** The privilege lines of a level, worded exactly as the player app's /vip page words them. */
export function VipPrivileges({
  level,
  privileges,
  dailyWithdrawals,
}: {
  level: number;
  privileges: readonly VipPrivilegeKey[];
  dailyWithdrawals: number | null;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const texts = ACCOUNT_TEXTS[language];
  const line = (privilege: VipPrivilegeKey) =>
    privilege === 'dailyWithdrawals'
      ? dailyWithdrawals === null
        ? t('vip.dailyWithdrawals_other', { count: '…' })
        : t('vip.dailyWithdrawals', { count: dailyWithdrawals })
      : fillTemplate(texts.vipPrivileges[privilege], { level: texts.vipLevels[vipLevelKey(level)] });
  return (
    <ul className="vip-privileges">
      {privileges.map((privilege) => (
        <li key={privilege}>{line(privilege)}</li>
      ))}
    </ul>
  );
}
