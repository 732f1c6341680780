import { BarChartOutlined, DownloadOutlined } from '@ant-design/icons';
import { formatPercent, gameName, type GgrReportRow } from '@fairround/shared';
import { App, Button, Card, Empty, Table, Tabs } from 'antd';
import type { MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { useGamingColumns, useRoomLabel } from '../../components/gaming-tables';
import { RangePresets, useRangeChoice } from '../../components/range-picker';
import { RequireRoles } from '../../components/require-roles';
import { useMe } from '../../lib/access';
import { useLanguage } from '../../lib/i18n';
import { useDownloadCsv, useGgrReport } from './api';
import { ReconciliationPanel } from './reconciliation-panel';
import './reports.css';

/** Who may open the reports, mirroring the server (reports.routes.ts): owners and finance. */
export const REPORT_READERS = ['owner', 'finance'] as const;

function GgrPanel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const percent = (value: string | null) => (value === null ? '—' : formatPercent(value, language));
  const roomLabel = useRoomLabel();
  const columns = useGamingColumns<GgrReportRow>();
  const days = useRangeChoice('last7');
  const range = days.range;
  const report = useGgrReport(range);
  const download = useDownloadCsv();
  const { message } = App.useApp();
  days.learnToday(report.data?.range.to);
  const ready = days.today !== null;
  return (
    <>
      <div
        className="reports-toolbar"
        style={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 12 }}
      >
        <RangePresets {...days.pickerProps} timeZone={report.data?.range.timeZone} />
        <Button
          icon={<DownloadOutlined />}
          data-testid="ggr-csv"
          loading={download.isPending}
          disabled={!ready}
          onClick={() =>
            download.mutate(
              { report: 'ggr', range },
              {
                onSuccess: (file) =>
                  void message.success(t('reports.reports.downloaded', { file: file.filename })),
              },
            )
          }
        >
          {t('reports.reports.download')}
        </Button>
      </div>
      <Table<GgrReportRow>
        data-testid="ggr-table"
        rowKey={(row) => `${row.day}-${row.roomId}`}
        size="small"
        loading={report.isFetching}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        locale={{ emptyText: <Empty description={t('reports.reports.empty')} /> }}
        dataSource={report.data?.rows ?? []}
        columns={[
          { title: t('reports.columns.day'), dataIndex: 'day' },
          {
            title: t('reports.columns.game'),
            dataIndex: 'roomType',
            render: (type: number) => t('reports.gameLabel', { game: gameName(language, type) }),
          },
          { title: t('reports.columns.room'), key: 'room', render: (_: unknown, row) => roomLabel(row) },
          ...columns,
        ]}
        summary={() =>
          report.data && report.data.rows.length > 0 ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={3}>
                <strong>{t('reports.reports.total')}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                {report.data.total.stakes}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                {report.data.total.payouts}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={5} align="right">
                <strong>{report.data.total.ggr}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={6} align="right">
                {percent(report.data.total.marginPercent)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={7} align="right">
                {percent(report.data.total.actualRtpPercent)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={8} align="right">
                {percent(report.data.total.theoreticalRtpPercent)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={9} align="right">
                {t('reports.columns.sampleValue', {
                  orders: report.data.total.orders,
                  lines: report.data.total.lines,
                })}
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
    </>
  );
}

export function ReportsPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState('ggr');
  const download = useDownloadCsv();
  const { message } = App.useApp();
  return (
    <div className="reports-page">
      <PageHeader title={t('reports.reports.title')} subtitle={t('reports.reports.subtitle')} />
      <Card className="detail-card">
        <Tabs
          activeKey={tab}
          onChange={setTab}
          tabBarExtraContent={
            tab === 'reconciliation' ? (
              <Button
                icon={<DownloadOutlined />}
                data-testid="reconciliation-csv"
                loading={download.isPending}
                onClick={() =>
                  download.mutate(
                    { report: 'reconciliation' },
                    {
                      onSuccess: (file) =>
                        void message.success(t('reports.reports.downloaded', { file: file.filename })),
                    },
                  )
                }
              >
                {t('reports.reports.download')}
              </Button>
            ) : null
          }
          items={[
            { key: 'ggr', label: t('reports.reports.ggrTab'), children: <GgrPanel /> },
            {
              key: 'reconciliation',
              label: t('reports.reports.reconciliationTab'),
              children: <ReconciliationPanel active={tab === 'reconciliation'} />,
            },
          ]}
        />
      </Card>
    </div>
  );
}

export const reportsRoutes: RouteObject[] = [
  {
    path: 'reports',
    element: (
      <RequireRoles roles={REPORT_READERS}>
        <ReportsPage />
      </RequireRoles>
    ),
  },
];

type MenuItem = NonNullable<MenuProps['items']>[number];

/** The sidebar entry of the reports, for the roles that may open them. */
export function useReportsMenuItems(): MenuItem[] {
  const { t } = useTranslation();
  const role = useMe().data?.staff.role;
  if (!role || !(REPORT_READERS as readonly string[]).includes(role)) return [];
  return [{ key: '/reports', icon: <BarChartOutlined />, label: t('reports.nav.reports') }];
}
