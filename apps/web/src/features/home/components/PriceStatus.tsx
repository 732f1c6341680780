import type { PriceSnapshot } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import { formatClock } from '../lib/price-format';

/**
 * The feed's state in words (PRODUCT §2): "Live · 15:04:05", "Connecting…", or "Prices
 * unavailable · last updated 15:04:05" when the feed is down, so stale values are never
 * mistaken for live ones.
 */
export function PriceStatus({ snapshot }: { snapshot: PriceSnapshot }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const updated =
    snapshot.updatedAt === null
      ? t('home.prices.neverUpdated')
      : t('home.prices.lastUpdated', { time: formatClock(snapshot.updatedAt, language) });
  const label = {
    live: t('home.prices.live'),
    connecting: t('home.prices.connecting'),
    unavailable: t('home.prices.unavailable'),
  }[snapshot.status];
  return (
    <p
      className={`fr-price-status fr-price-status--${snapshot.status}`}
      role="status"
      data-status={snapshot.status}
    >
      <span className="fr-price-status__dot" aria-hidden="true" />
      <span className="fr-price-status__label">{label}</span>
      <span className="fr-price-status__time">· {updated}</span>
    </p>
  );
}
