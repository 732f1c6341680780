import { Money, Skeleton } from '../ui';
import { useUserInfo } from '../../lib/user-info';
import './balance-strip.css';

/**
 * The player's cash in one line at the top of a money screen (/recharge, /producttransferin);
 * hidden if it cannot load. `label` is the screen's own word for it.
 */
export function BalanceStrip({ label }: { label: string }) {
  const userInfo = useUserInfo();
  if (userInfo.isError) return null;
  return (
    <p className="fr-balance-strip" data-testid="balance-strip">
      <span className="fr-balance-strip__label">{label}</span>
      {userInfo.data ? (
        <Money value={userInfo.data.money} className="fr-balance-strip__value" />
      ) : (
        <Skeleton width={96} height={18} />
      )}
    </p>
  );
}
