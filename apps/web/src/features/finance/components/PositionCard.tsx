import type { StakingPositionView } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/ui';
import { useAppConfig } from '../../../lib/app-config';
import { useFormatters } from '../../../lib/format';
import { dailyInterestOf } from '../lib/amount';
import { Rate } from './Rate';

/** One position: tier, status, principal, its own terms, dates and what it has paid so far. */
export function PositionCard({ position }: { position: StakingPositionView }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { currency } = useAppConfig();
  const daily = dailyInterestOf(position.principal, position.dailyRateBps, currency.minorDigits);
  const open = position.status === 'open';
  return (
    <li className="fr-tile" data-testid="position" data-status={position.status}>
      <div className="fr-finance-position__head">
        <span className="fr-finance-position__title">{position.label}</span>
        <span className={`fr-finance-badge fr-finance-badge--${position.status}`}>
          {t(`finance.orders.status.${position.status}`)}
        </span>
      </div>
      <div className="fr-finance-position__principal">
        <Money value={position.principal} />
        <span className="fr-finance-position__terms">
          <Rate value={position.dailyRate} /> · {t('finance.common.days', { count: position.periodDays })}
        </span>
      </div>
      <dl className="fr-figures fr-finance-facts">
        <div>
          <dt>{t('finance.orders.opened')}</dt>
          <dd className="fr-num">{format.date(position.openedAt)}</dd>
        </div>
        <div>
          <dt>{open ? t('finance.orders.maturesAt') : t('finance.orders.maturedAt')}</dt>
          <dd className="fr-num" data-testid="position-maturity">
            {format.date(position.maturedAt ?? position.maturesAt)}
          </dd>
        </div>
        <div>
          <dt>{t('finance.orders.daily')}</dt>
          <dd>{daily === null ? '—' : <Money value={daily} />}</dd>
        </div>
        <div>
          <dt>{t('finance.orders.total')}</dt>
          <dd>
            <Money value={position.totalInterest} />
          </dd>
        </div>
        <div>
          <dt>{t('finance.orders.paid')}</dt>
          <dd>
            <Money value={position.interestPaid} />
          </dd>
        </div>
        <div>
          <dt>{t('finance.orders.progressLabel')}</dt>
          <dd className="fr-num">
            {t('finance.orders.progress', { day: position.daysPaid, days: position.periodDays })}
          </dd>
        </div>
      </dl>
      {open && position.fullyReserved && (
        <p className="fr-finance-position__reserved">{t('finance.common.fullyReserved')}</p>
      )}
    </li>
  );
}
