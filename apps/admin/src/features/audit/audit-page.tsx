import { CATALOGUES } from '@fairround/shared';
import { Card, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { formatDateTime, useLanguage } from '../../lib/i18n';
import { useAuditList, type AuditFilters, type AuditRow } from './api';
import { AuditDetails, hasAuditDetails } from './audit-details';
import { AuditFilterBar } from './audit-filters';

type ActionKey = keyof (typeof CATALOGUES)['en-US']['admin']['actions'];
const KNOWN_ACTIONS = new Set(Object.keys(CATALOGUES['en-US'].admin.actions));
const PAGE_SIZES = [20, 50, 100];

/** Actions of other modules may not have a label yet; their code alone still says what happened. */
function actionKey(action: string): ActionKey | null {
  const key = action.replaceAll('.', '_');
  return KNOWN_ACTIONS.has(key) ? (key as ActionKey) : null;
}

function useColumns(): TableColumnsType<AuditRow> {
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
        const key = actionKey(action);
        return (
          <div className="audit-action">
            {key ? <span>{t(`actions.${key}`)}</span> : null}
            <Typography.Text code>{action}</Typography.Text>
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
          <Tag bordered={false}>{row.targetType}</Tag>
          {row.targetId ? (
            <Typography.Text
              type="secondary"
              copyable={false}
              className="mono"
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
  const [filters, setFilters] = useState<AuditFilters>({});
  const [paging, setPaging] = useState({ page: 1, pageSize: PAGE_SIZES[0] ?? 20 });
  const audit = useAuditList({ ...filters, ...paging });
  const columns = useColumns();
  return (
    <>
      <PageHeader title={t('audit.title')} subtitle={t('audit.subtitle')} />
      <Card className="filters-card">
        <AuditFilterBar
          onApply={(next) => {
            setFilters(next);
            setPaging((current) => ({ ...current, page: 1 }));
          }}
        />
      </Card>
      <Card>
        <Table<AuditRow>
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
