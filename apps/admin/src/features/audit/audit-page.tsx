import { gameName, type AuditListFilters, type AuditListRow } from '@fairround/shared';
import { Card, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExportCsvButton } from '../../components/export-csv-button';
import { PageHeader } from '../../components/PageHeader';
import { formatDateTime, useLanguage } from '../../lib/i18n';
import { useAuditList } from './api';
import { AuditDetails, hasAuditDetails } from './audit-details';
import { AuditFilterBar } from './audit-filters';
import { actionLabel, targetTypeLabel } from './audit-labels';
import './audit.css';

const PAGE_SIZES = [20, 50, 100];

/** Players behind these targets have a console page: the name links to it. */
const PLAYER_TARGETS = new Set(['player']);

/** The target's readable name, linked to the player's page for a player; room types by their game ("Lucky Three"). */
function TargetName({ row }: { row: AuditListRow }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (row.targetType === 'room_type' && row.targetId)
    return (
      <Typography.Text strong>
        {t('audit.roomType', { game: gameName(language, Number(row.targetId)) })}
      </Typography.Text>
    );
  if (!row.targetName) return null;
  if (PLAYER_TARGETS.has(row.targetType) && row.targetId)
    return (
      <Link to={`/players/${row.targetId}`} className="audit-target__name">
        {row.targetName}
      </Link>
    );
  return (
    <Typography.Text strong className="audit-target__name">
      {row.targetName}
    </Typography.Text>
  );
}

function useColumns(): TableColumnsType<AuditListRow> {
  const { t } = useTranslation();
  const language = useLanguage();
  return [
    {
      title: t('audit.columnAt'),
      dataIndex: 'at',
      width: 200,
      render: (at: string) => <span className="nowrap">{formatDateTime(at, language)}</span>,
    },
    {
      title: t('audit.columnActor'),
      dataIndex: 'actorUsername',
      width: 160,
      render: (username: string | null) =>
        username ? <Typography.Text strong>{username}</Typography.Text> : <Tag>{t('audit.system')}</Tag>,
    },
    {
      title: t('audit.columnAction'),
      dataIndex: 'action',
      width: 260,
      render: (action: string) => {
        const label = actionLabel(t, action);
        return (
          <div className="audit-action">
            {label ? <span>{label}</span> : null}
            <Typography.Text type="secondary" className="audit-action__code mono">
              {action}
            </Typography.Text>
          </div>
        );
      },
    },
    {
      title: t('audit.columnTarget'),
      key: 'target',
      width: 360,
      render: (_, row) => (
        <div className="audit-target">
          <div className="audit-target__head">
            <Tag bordered={false}>{targetTypeLabel(t, row.targetType)}</Tag>
            <TargetName row={row} />
          </div>
          {row.targetId && row.targetType !== 'room_type' ? (
            <Typography.Text
              type="secondary"
              className="mono audit-target__id"
              ellipsis={{ tooltip: row.targetId }}
            >
              {row.targetId}
            </Typography.Text>
          ) : null}
        </div>
      ),
    },
    {
      title: t('audit.columnIp'),
      dataIndex: 'ip',
      width: 150,
      render: (ip: string | null) => <span className="mono">{ip ?? t('common.none')}</span>,
    },
  ];
}

export function AuditPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<AuditListFilters>({});
  const [paging, setPaging] = useState({ page: 1, pageSize: PAGE_SIZES[0] ?? 20 });
  const audit = useAuditList({ ...filters, ...paging });
  const columns = useColumns();
  return (
    <>
      <PageHeader
        title={t('audit.title')}
        subtitle={t('audit.subtitle')}
        extra={<ExportCsvButton kind="audit" filters={filters} />}
      />
      <Card className="filters-card">
        <AuditFilterBar
          onApply={(next) => {
            setFilters(next);
            setPaging((current) => ({ ...current, page: 1 }));
          }}
        />
      </Card>
      <Card>
        <Table<AuditListRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={audit.data?.items ?? []}
          loading={audit.isFetching}
          locale={{ emptyText: t('audit.empty') }}
          expandable={{
            expandedRowRender: (row) => <AuditDetails row={row} />,
            rowExpandable: hasAuditDetails,
          }}
          pagination={{
            current: paging.page,
            pageSize: paging.pageSize,
            total: audit.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES,
            showTotal: (total) => t('audit.total', { num: total }),
          }}
          onChange={(pagination) =>
            setPaging({ page: pagination.current ?? 1, pageSize: pagination.pageSize ?? paging.pageSize })
          }
        />
      </Card>
    </>
  );
}
