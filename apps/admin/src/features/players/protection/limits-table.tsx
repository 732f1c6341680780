import { groupThousands, type LimitKind, type LimitView } from '@fairround/shared';
import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/money';
import { currencyLabel, useCurrency } from '../../../lib/currency';
import { useEpochFormat } from './format';

/** An increase or removal the player asked for, waiting out its 24 hours. */
function PendingChange({ pending }: { pending: LimitView['pending'] }) {
  const { t } = useTranslation();
  const formatTime = useEpochFormat();
  if (!pending) return <Typography.Text type="secondary">{t('protection.limits.noPending')}</Typography.Text>;
  const time = formatTime(pending.effectiveAt);
  return (
    <Tag color="gold" className="nowrap" data-testid="limit-pending">
      {pending.amount === null
        ? t('protection.limits.pendingRemoval', { time })
        : t('protection.limits.pendingAmount', { amount: groupThousands(pending.amount), time })}
    </Tag>
  );
}

function useColumns(kind: LimitKind): TableColumnsType<LimitView> {
  const { t } = useTranslation();
  const formatTime = useEpochFormat();
  const currency = currencyLabel(useCurrency());
  const none = <Typography.Text type="secondary">{t('protection.limits.none')}</Typography.Text>;
  return [
    {
      title: t('protection.limits.period'),
      dataIndex: 'period',
      render: (period: LimitView['period']) => t(`protection.periods.${period}`),
    },
    {
      title: t('protection.limits.amount', { currency }),
      dataIndex: 'amount',
      align: 'right',
      render: (amount: string | null) => (amount === null ? none : <Money value={amount} />),
    },
    {
      title:
        kind === 'deposit'
          ? t('protection.limits.usedDeposit', { currency })
          : t('protection.limits.usedLoss', { currency }),
      dataIndex: 'used',
      align: 'right',
      render: (used: string) => <Money value={used} />,
    },
    {
      title: t('protection.limits.remaining', { currency }),
      dataIndex: 'remaining',
      align: 'right',
      render: (remaining: string | null) =>
        remaining === null ? t('common.none') : <Money value={remaining} />,
    },
    {
      title: t('protection.limits.resetsAt'),
      dataIndex: 'resetsAt',
      render: (at: number) => <span className="nowrap">{formatTime(at)}</span>,
    },
    {
      title: t('protection.limits.pending'),
      dataIndex: 'pending',
      render: (pending: LimitView['pending']) => <PendingChange pending={pending} />,
    },
  ];
}

/** One kind of limit for the day, the week and the month: in force, used, left and pending. */
export function LimitsTable({ kind, limits }: { kind: LimitKind; limits: LimitView[] }) {
  const { t } = useTranslation();
  const columns = useColumns(kind);
  return (
    <section className="protection-block" data-testid={`limits-${kind}`}>
      <Typography.Title level={5}>
        {kind === 'deposit' ? t('protection.limits.depositTitle') : t('protection.limits.lossTitle')}
      </Typography.Title>
      {kind === 'loss' ? (
        <Typography.Paragraph type="secondary">{t('protection.limits.lossHint')}</Typography.Paragraph>
      ) : null}
      <Table<LimitView>
        rowKey="period"
        size="small"
        columns={columns}
        dataSource={limits}
        pagination={false}
      />
    </section>
  );
}
