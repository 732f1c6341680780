import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertIcon } from '../ui/menu-icons';
import { useFormatters } from '../../lib/format';
import { useExclusion } from '../../lib/protection';
import './protection-notices.css';

/**
 * The time-out or self-exclusion in force, with its end, for the account screen: what is closed,
 * what stays open, and the way to the details. Nothing when there is none (or not known yet).
 */
export function ExclusionNotice() {
  const { t } = useTranslation();
  const format = useFormatters();
  const exclusion = useExclusion();
  if (!exclusion) return null;
  const time = format.dateTime(exclusion.endsAt);
  return (
    <section
      className="fr-exclusion-notice"
      aria-labelledby="exclusion-notice-title"
      data-testid="exclusion-notice"
    >
      <AlertIcon size={22} />
      <div className="fr-exclusion-notice__text">
        <h2 id="exclusion-notice-title" className="fr-exclusion-notice__title">
          {exclusion.kind === 'timeout'
            ? t('protection.notice.timeout', { time })
            : t('protection.notice.exclusion', { time })}
        </h2>
        <p className="fr-exclusion-notice__body">{t('protection.notice.body')}</p>
        <Link className="fr-exclusion-notice__link" to="/responsible">
          {t('protection.notice.details')}
        </Link>
      </div>
    </section>
  );
}
