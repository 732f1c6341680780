import { formatPercent, type GamingFigures, type UiLanguage } from '@fairround/shared';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../lib/i18n';
import { Money } from './money';

type Labelled = { roomType: number; roomId?: number; tab?: number; tier?: string };

/** A margin or RTP in the console's language, two decimals like every rate (shared kit). */
const percentIn = (language: UiLanguage) => (value: string | null) =>
  value === null ? '—' : formatPercent(value, language);

/**
 * A room as "111 · Standard" in the console's language: id and tier, beside the game column; no
 * tab currency word, as every balance is in dollars (issue #24).
 */
export function useRoomLabel() {
  const { t } = useTranslation();
  return (row: { roomId: number; tab: number; tier: string }) =>
    t('reports.roomLabel', {
      id: row.roomId,
      tier: t(`reports.tiers.${row.tier}`, { defaultValue: row.tier }),
    });
}

/** The figure columns every gaming table shares: stakes, payouts, GGR, margin, RTPs and the sample. */
export function useGamingColumns<Row extends GamingFigures & Labelled>(): TableColumnsType<Row> {
  const { t } = useTranslation();
  const percent = percentIn(useLanguage());
  return [
    {
      title: t('reports.columns.stakes'),
      dataIndex: 'stakes',
      align: 'right',
      render: (value: string) => <Money value={value} />,
    },
    {
      title: t('reports.columns.payouts'),
      dataIndex: 'payouts',
      align: 'right',
      render: (value: string) => <Money value={value} />,
    },
    {
      title: t('reports.columns.ggr'),
      dataIndex: 'ggr',
      align: 'right',
      render: (value: string) => <Money value={value} strong />,
    },
    { title: t('reports.columns.margin'), dataIndex: 'marginPercent', align: 'right', render: percent },
    { title: t('reports.columns.actualRtp'), dataIndex: 'actualRtpPercent', align: 'right', render: percent },
    {
      title: t('reports.columns.theoreticalRtp'),
      dataIndex: 'theoreticalRtpPercent',
      align: 'right',
      render: percent,
    },
    {
      title: t('reports.columns.sample'),
      key: 'sample',
      align: 'right',
      render: (_: unknown, row: Row) =>
        t('reports.columns.sampleValue', { orders: row.orders, lines: row.lines }),
    },
  ];
}
