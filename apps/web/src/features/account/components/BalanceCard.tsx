import type { UserInfo } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { Card, LinkButton, Money, useMoneyText } from '../../../components/ui';

/** A decimal amount from the API ("0.00", "-0.00") that is zero. */
function isZero(amount: string): boolean {
  return !/[1-9]/.test(amount);
}

/**
 * The longest amount (as shown, e.g. "$9,999.99") that fits beside the other figure on a 390 px
 * phone; a longer one would be cut, so the two figures go one above the other.
 */
const SIDE_BY_SIDE_MAX_CHARS = 9;

/** Balance and withdrawable amount (`leftmoney`, signed when negative), with the cashier actions. */
export function BalanceCard({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const moneyText = useMoneyText();
  const longest = Math.max(moneyText(user.money).length, moneyText(user.leftmoney).length);
  const figuresClass =
    longest > SIDE_BY_SIDE_MAX_CHARS ? 'fr-balance__figures fr-balance__figures--stacked' : 'fr-balance__figures';
  return (
    <Card className="fr-balance" aria-label={t('account.user.balance')}>
      <dl className={figuresClass}>
        <div className="fr-balance__figure">
          <dt>{t('account.user.balance')}</dt>
          <dd>
            <Money value={user.money} className="fr-balance__main" />
          </dd>
        </div>
        <div className="fr-balance__figure">
          <dt>{t('account.user.withdrawable')}</dt>
          <dd>
            <Money value={user.leftmoney} className="fr-balance__secondary" />
          </dd>
        </div>
      </dl>
      <div className="fr-balance__actions">
        {/* With nothing to withdraw, the useful next step is a deposit: it comes first, as the main action. */}
        {isZero(user.money) ? (
          <>
            <LinkButton to="/recharge" variant="primary" block>
              {t('account.user.recharge')}
            </LinkButton>
            <LinkButton to="/withdraw" variant="secondary" block>
              {t('account.user.withdraw')}
            </LinkButton>
          </>
        ) : (
          <>
            <LinkButton to="/withdraw" variant="primary" block>
              {t('account.user.withdraw')}
            </LinkButton>
            <LinkButton to="/recharge" variant="secondary" block>
              {t('account.user.recharge')}
            </LinkButton>
          </>
        )}
      </div>
    </Card>
  );
}
