import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertIcon } from '../ui/menu-icons';
// By file, not the UI index: home shows this banner and must not pull antd-mobile in.
import { useMoneyText } from '../ui/Money';
import { useFormatters } from '../../lib/format';
import type { ProtectedAction, ProtectionBlock } from '../../lib/protection/protection-block';
import './protection-notices.css';

/**
 * The top of a betting, deposit or staking screen while its money action is closed by a break or
 * a limit already reached: what closed it, until when (the player's time), what is closed and
 * what still works, and the way to the protection page. The screen passes the block it got from
 * `useProtectionBlock` (which also disables its buttons), so the two can never disagree.
 */
export function ProtectionBanner({
  action,
  block,
}: {
  action: ProtectedAction;
  block: ProtectionBlock | null;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const moneyText = useMoneyText();
  if (!block) return null;
  const time = format.dateTime(block.until);
  const titleId = `protection-banner-${action}`;
  return (
    <section
      className="fr-exclusion-notice fr-protection-banner"
      role="status"
      aria-labelledby={titleId}
      data-testid="protection-banner"
      data-reason={block.reason}
    >
      <AlertIcon size={22} />
      <div className="fr-exclusion-notice__text">
        <h2 id={titleId} className="fr-exclusion-notice__title">
          {t(`protection.banner.${block.reason}`, { time })}
        </h2>
        {block.reason === 'deposit_limit' || block.reason === 'loss_limit' ? (
          <>
            <p className="fr-exclusion-notice__body">
              {t(`protection.banner.limitUsed.${block.period}`, { amount: moneyText(block.amount) })}
            </p>
            <p className="fr-exclusion-notice__body">
              {t(
                block.reason === 'deposit_limit'
                  ? 'protection.banner.closed.deposit'
                  : 'protection.banner.closed.betting',
              )}
            </p>
          </>
        ) : (
          // A break closes every money action, whichever screen shows it.
          <p className="fr-exclusion-notice__body">{t('protection.banner.closed.all')}</p>
        )}
        {/* Its own line: sentences are not joined by a space, which Chinese does not use. */}
        <p className="fr-exclusion-notice__body">{t('protection.banner.stillOpen')}</p>
        <Link className="fr-exclusion-notice__link" to="/responsible">
          {t('protection.title')}
        </Link>
      </div>
    </section>
  );
}
