import { ROOM_TAB_KEYS, type GamingFigures, type RoomTab } from '@fairround/shared';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Money } from './money';

type Labelled = { roomType: number; roomId?: number; tab?: number; tier?: string };

const percent = (value: string | null) => (value === null ? '—' : `${value} %`);

/** A room as "111 · USDT · Standard" in the console's language. */
export function useRoomLabel() {
  const { t } = useTranslation();
  return (row: { roomId: number; tab: number; tier: string }) =>
    t('reports.roomLabel', {
      id: row.roomId,
      tab: ROOM_TAB_KEYS[row.tab as RoomTab] ?? String(row.tab),
      tier: t(`reports.tiers.${row.tier}`, { defaultValue: row.tier }),
    });
}

/** The figure columns every gaming table shares: stakes, payouts, GGR, margin, RTPs and the sample. */
export function useGamingColumns<Row extends GamingFigures & Labelled>(): TableColumnsType<Row> {
  const { t } = useTranslation();
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
