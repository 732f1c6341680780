import type { WithdrawInfo } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { Card, ClockIcon, InfoIcon, Money, useMoneyText } from '../../../components/ui';

/**
 * The top of /withdraw: balance and withdrawable amount side by side, then the facts the player
 * needs before asking (processing time, today's count, per-withdrawal limits).
 */
export function WithdrawSummary({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation();
  const moneyText = useMoneyText();
  return (
    <Card className="fr-withdraw-summary" aria-label={t('cashier.withdraw.title')}>
      <dl className="fr-figures">
        <div className="fr-withdraw-summary__figure">
          <dt>{t('cashier.common.balance')}</dt>
          <dd>
            <Money value={info.balance} />
          </dd>
        </div>
        <div className="fr-withdraw-summary__figure fr-withdraw-summary__figure--main">
          <dt>{t('cashier.withdraw.withdrawable')}</dt>
          <dd data-testid="withdrawable">
            <Money value={info.withdrawable} />
          </dd>
        </div>
      </dl>
      <ul className="fr-withdraw-summary__facts">
        <li>
          <ClockIcon size={16} />
          <span>{t('cashier.withdraw.processing', { count: info.processingHours })}</span>
        </li>
        <li>
          <InfoIcon size={16} />
          <span>
            {t('cashier.withdraw.dailyCount', { used: info.daily.used, allowed: info.daily.allowed })}
          </span>
        </li>
        <li>
          <InfoIcon size={16} />
          <span>{t('cashier.withdraw.limits', { min: moneyText(info.min), max: moneyText(info.max) })}</span>
        </li>
      </ul>
    </Card>
  );
}
