import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { PositionsTab } from './positions-tab';
import { ReserveTab } from './reserve-tab';
import { SummaryTab } from './summary-tab';
import { TiersTab } from './tiers-tab';

const TABS = ['summary', 'reserve', 'tiers', 'positions'] as const;
type TabKey = (typeof TABS)[number];

const isTab = (value: string | undefined): value is TabKey => TABS.includes(value as TabKey);

/**
 * `/admin/staking/<tab>`: the pool's liabilities and accrual job, reserve funding, the tiers and
 * limits, and the players' positions. The tab lives in the address so a reload keeps it.
 */
export function StakingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tab } = useParams();
  const active: TabKey = isTab(tab) ? tab : 'summary';
  const items = [
    { key: 'summary', label: t('staking.tabs.summary'), children: <SummaryTab /> },
    { key: 'reserve', label: t('staking.tabs.reserve'), children: <ReserveTab /> },
    { key: 'tiers', label: t('staking.tabs.tiers'), children: <TiersTab /> },
    { key: 'positions', label: t('staking.tabs.positions'), children: <PositionsTab /> },
  ];
  return (
    <>
      <PageHeader title={t('staking.title')} subtitle={t('staking.subtitle')} />
      <Tabs
        className="staking-tabs"
        activeKey={active}
        items={items}
        destroyOnHidden
        onChange={(key) => void navigate(`/staking/${key}`)}
      />
    </>
  );
}
