import type { PriceSnapshot } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import { formatClock } from '../lib/price-format';

/**
 * The feed's state in words (PRODUCT §2): "Live · 15:04:05", "Connecting…", or "Prices
 * unavailable · retrying · last updated 15:04:05" when the feed is down, so stale values are
 * never mistaken for live ones. `unreachable`: this device cannot reach the server (offline, or
 * the live connection is away); the values shown are the last ones received, being retried.
 */
export function PriceStatus({ snapshot, unreachable = false }: { snapshot: PriceSnapshot; unreachable?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const updated =
    snapshot.updatedAt === null
      ? t('home.prices.neverUpdated')
      : t('home.prices.lastUpdated', { time: formatClock(snapshot.updatedAt, language) });
  const status = unreachable ? 'unavailable' : snapshot.status;
  const label = unreachable
    ? t('home.prices.unreachable')
    : {
        live: t('home.prices.live'),
        connecting: t('home.prices.connecting'),
        unavailable: t('home.prices.unavailable'),
      }[snapshot.status];
  return (
    <p
      className={`fr-price-status fr-price-status--${status}`}
      role="status"
      data-status={unreachable ? 'unreachable' : snapshot.status}
    >
      <span className="fr-price-status__dot" aria-hidden="true" />
      <span className="fr-price-status__label">{label}</span>
      {/* The server keeps trying the exchange; say so, so a down feed does not look final. */}
      {!unreachable && snapshot.status === 'unavailable' && (
        <span className="fr-price-status__time">· {t('home.prices.retrying')}</span>
      )}
      <span className="fr-price-status__time">· {updated}</span>
    </p>
  );
}
