import { formatPercent, type AdminStakingTierView, type CurrencyConfig } from '@fairround/shared';
import { Button, Card, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeCell } from '../../components/cells';
import { Money } from '../../components/money';
import { useStaffCan } from '../../lib/access';
import { useCurrency } from '../../lib/currency';
import { useLanguage } from '../../lib/i18n';
import { STAKING_OWNERS } from './access';
import { useStakingTiers } from './api';
import { LimitsCard } from './limits-card';
import { Pending, ReadOnlyNotice, useTierLabel } from './parts';
import { TierEditModal } from './tier-edit-modal';

function useColumns(
  currency: CurrencyConfig | undefined,
  edit: ((tier: AdminStakingTierView) => void) | null,
): TableColumnsType<AdminStakingTierView> {
  const { t } = useTranslation();
  const language = useLanguage();
  const labelOf = useTierLabel();
  const code = currency?.code ?? '…';
  const columns: TableColumnsType<AdminStakingTierView> = [
    { title: t('staking.tiers.id'), dataIndex: 'id', width: 60 },
    {
      title: t('staking.tiers.label'),
      key: 'label',
      render: (_, tier) => (
        <div className="cell-stack">
          <Typography.Text strong>{labelOf(tier.labels)}</Typography.Text>
          <span className="cell-note">
            {[tier.labels.vi, tier.labels.en, tier.labels.chs, tier.labels.cht].join(' · ')}
          </span>
        </div>
      ),
    },
    {
      title: t('staking.tiers.minAmount', { currency: code }),
      dataIndex: 'minAmount',
      align: 'right',
      render: (amount: string) => <Money value={amount} />,
    },
    {
      title: t('staking.tiers.dailyRate'),
      key: 'rate',
      align: 'right',
      render: (_, tier) => (
        <span className="nowrap money">
          {t('staking.tiers.rateValue', { rate: tier.dailyRate, bps: tier.dailyRateBps })}
        </span>
      ),
    },
    {
      title: t('staking.tiers.period'),
      dataIndex: 'periodDays',
      align: 'right',
      render: (days: number) => <span className="nowrap">{t('staking.tiers.days', { num: days })}</span>,
    },
    {
      title: t('staking.tiers.periodRate'),
      dataIndex: 'periodRate',
      align: 'right',
      render: (rate: string) => <span className="money">{formatPercent(rate, language)}</span>,
    },
    {
      title: t('staking.tiers.annualisedRate'),
      dataIndex: 'annualisedRate',
      align: 'right',
      render: (rate: string) => <span className="money">{formatPercent(rate, language)}</span>,
    },
    {
      title: t('staking.tiers.status'),
      dataIndex: 'enabled',
      render: (enabled: boolean) =>
        enabled ? (
          <Tag color="green">{t('staking.tiers.enabled')}</Tag>
        ) : (
          <Tag>{t('staking.tiers.disabled')}</Tag>
        ),
    },
    {
      title: t('staking.tiers.updatedAt'),
      dataIndex: 'updatedAt',
      render: (at: string) => <TimeCell at={at} />,
    },
  ];
  if (edit)
    columns.push({
      title: t('staking.tiers.actions'),
      key: 'actions',
      render: (_, tier) => (
        <Button
          aria-label={t('staking.tiers.editLabel', { label: labelOf(tier.labels) })}
          onClick={() => edit(tier)}
        >
          {t('staking.tiers.edit')}
        </Button>
      ),
    });
  return columns;
}

/** The tiers players choose from and the overall limits; the owner edits, others read. */
export function TiersTab() {
  const { t } = useTranslation();
  const owner = useStaffCan(STAKING_OWNERS);
  const tiers = useStakingTiers();
  const currency = useCurrency();
  const labelOf = useTierLabel();
  const [editing, setEditing] = useState<AdminStakingTierView | null>(null);
  const columns = useColumns(currency, owner && currency ? setEditing : null);
  return (
    <>
      {!owner ? <ReadOnlyNotice text={t('staking.tiers.readOnly')} /> : null}
      <Card title={t('staking.tiers.title')} className="detail-card" data-testid="staking-tiers">
        <Typography.Paragraph type="secondary">{t('staking.tiers.intro')}</Typography.Paragraph>
        {tiers.data ? (
          <Table<AdminStakingTierView>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={tiers.data.tiers}
            pagination={false}
            scroll={{ x: 'max-content' }}
          />
        ) : (
          <Pending query={tiers} failedText={t('staking.tiers.loadFailed')} />
        )}
      </Card>
      {tiers.data && currency ? (
        <LimitsCard
          key={`${tiers.data.limits.min}-${tiers.data.limits.max}`}
          limits={tiers.data.limits}
          currency={currency}
          canEdit={owner}
        />
      ) : null}
      {editing && currency ? (
        <TierEditModal
          tier={editing}
          tierLabel={labelOf(editing.labels)}
          currency={currency}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
