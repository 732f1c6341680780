import type { StakingPositionStatus } from '@fairround/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton, Page, SegmentedTabs } from '../../components/ui';
import { ProtectionBanner } from '../../components/protection/ProtectionBanner';
import { useProtectionBlock } from '../../lib/protection';
import { usePositions } from './api/positions';
import { OrderTotals } from './components/OrderTotals';
import { PositionsList } from './components/PositionsList';
import './finance.css';

type StatusTab = StakingPositionStatus | 'all';

/**
 * `/productorder` (players): the order centre. Principal in open positions, yesterday's and
 * cumulative proceeds, then every position with its status and maturity date, newest first.
 */
export default function ProductOrderPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<StatusTab>('all');
  const positions = usePositions(status);
  const totals = positions.data?.pages[0]?.totals;
  const block = useProtectionBlock('staking');

  return (
    <Page title={t('finance.orders.title')}>
      <ProtectionBanner action="staking" block={block} />
      <OrderTotals totals={totals} />
      <nav className="fr-finance-links" aria-label={t('finance.orders.title')}>
        <LinkButton to="/finance" variant="secondary" block>
          {t('finance.common.allProducts')}
        </LinkButton>
        <LinkButton to="/productrule" variant="secondary" block>
          {t('finance.common.rules')}
        </LinkButton>
      </nav>
      <SegmentedTabs
        label={t('finance.orders.statusLabel')}
        tabs={[
          { key: 'all', label: t('finance.orders.all') },
          { key: 'open', label: t('finance.orders.open') },
          { key: 'matured', label: t('finance.orders.matured') },
        ]}
        value={status}
        onChange={setStatus}
      />
      <PositionsList positions={positions} />
    </Page>
  );
}
