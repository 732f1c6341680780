import { useTranslation } from 'react-i18next';
import { Money, Skeleton } from '../../../components/ui';
import { useUserInfo } from '../../../lib/user-info';

/** The player's balance in one line at the top of a cashier screen (hidden if it cannot load). */
export function BalanceStrip() {
  const { t } = useTranslation();
  const userInfo = useUserInfo();
  if (userInfo.isError) return null;
  return (
    <p className="fr-balance-strip">
      <span className="fr-balance-strip__label">{t('cashier.common.balance')}</span>
      {userInfo.data ? (
        <Money value={userInfo.data.money} className="fr-balance-strip__value" />
      ) : (
        <Skeleton width={96} height={18} />
      )}
    </p>
  );
}
