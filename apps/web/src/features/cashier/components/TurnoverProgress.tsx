import { formatMoney, type WithdrawInfo } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { Card, Money, useMoneyText } from '../../../components/ui';
import { useAppConfig } from '../../../lib/app-config';
import { minorUnitsOf } from '../../../lib/money';
import { isPositiveAmount } from '../lib/amount';
import { turnoverShare } from '../lib/withdraw-form';

/**
 * The turnover requirement (PRODUCT §4): required against achieved, a progress bar and what is
 * still locked; or one line saying the whole balance can be withdrawn.
 */
export function TurnoverProgress({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation();
  const { currency } = useAppConfig();
  const moneyText = useMoneyText();
  const { required, achieved, remaining } = info.turnover;
  const digits = currency.minorDigits;

  if (!isPositiveAmount(required, digits)) {
    return (
      <Card className="fr-turnover" aria-labelledby="turnover-title">
        <h2 id="turnover-title" className="fr-turnover__title">
          {t('cashier.withdraw.turnoverTitle')}
        </h2>
        <p className="fr-turnover__none">{t('cashier.withdraw.turnoverNone')}</p>
      </Card>
    );
  }

  const met = !isPositiveAmount(remaining, digits);
  const percent = Math.round(
    turnoverShare(minorUnitsOf(achieved, digits), minorUnitsOf(required, digits)) * 100,
  );
  const locked = minorUnitsOf(info.balance, digits) - minorUnitsOf(info.withdrawable, digits);
  return (
    <Card className="fr-turnover" aria-labelledby="turnover-title" data-testid="turnover">
      <div className="fr-turnover__head">
        <h2 id="turnover-title" className="fr-turnover__title">
          {t('cashier.withdraw.turnoverTitle')}
        </h2>
        {met && <span className="fr-turnover__badge">{t('cashier.withdraw.turnoverMet')}</span>}
      </div>
      <div
        className="fr-turnover__bar"
        role="progressbar"
        aria-label={t('cashier.withdraw.turnoverProgress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="fr-turnover__fill" style={{ width: `${percent}%` }} />
      </div>
      <dl className="fr-turnover__figures">
        <div>
          <dt>{t('cashier.withdraw.turnoverAchieved')}</dt>
          <dd>
            <Money value={achieved} />
          </dd>
        </div>
        <div>
          <dt>{t('cashier.withdraw.turnoverRequired')}</dt>
          <dd>
            <Money value={required} />
          </dd>
        </div>
      </dl>
      {!met && (
        <p className="fr-turnover__note">
          {t('cashier.withdraw.turnoverRemaining', { amount: moneyText(remaining) })}
          {locked > 0 && (
            <>
              {' · '}
              {t('cashier.withdraw.turnoverLocked', {
                amount: moneyText(formatMoney(locked, digits)),
              })}
            </>
          )}
        </p>
      )}
    </Card>
  );
}
