import type { AuditListRow } from '@fairround/shared';
import { Collapse, Col, Row, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { diffAudit, valueText, type DiffRow } from './audit-diff';

function JsonBlock({ label, value }: { label: string; value: unknown }) {
  const { t } = useTranslation();
  return (
    <div className="audit-json">
      <Typography.Text type="secondary" strong>
        {label}
      </Typography.Text>
      <pre>{value === null || value === undefined ? t('common.none') : JSON.stringify(value, null, 2)}</pre>
    </div>
  );
}

const KIND_COLORS: Record<Exclude<DiffRow['kind'], 'same'>, string> = {
  changed: 'gold',
  added: 'green',
  removed: 'red',
};
const KIND_LABELS = { changed: 'audit.kindChanged', added: 'audit.kindAdded', removed: 'audit.kindRemoved' } as const;

function Value({ value, kind }: { value: unknown; kind: 'before' | 'after' }) {
  const { t } = useTranslation();
  if (value === undefined) return <Typography.Text type="secondary">{t('common.none')}</Typography.Text>;
  return <span className={`audit-diff__value audit-diff__value--${kind} mono`}>{valueText(value)}</span>;
}

/**
 * Before and after of one entry: the fields that differ first, as a table, then the data exactly
 * as recorded (folded). Entries with only an after (a view, a creation) list what was recorded.
 */
export function AuditDetails({ row }: { row: AuditListRow }) {
  const { t } = useTranslation();
  const rows = diffAudit(row.before, row.after);
  const differing = rows.filter((entry) => entry.kind !== 'same');
  const unchanged = rows.length - differing.length;
  const columns: TableColumnsType<DiffRow> = [
    { title: t('audit.field'), dataIndex: 'path', render: (path: string) => <span className="mono">{path || '—'}</span> },
    {
      title: '',
      dataIndex: 'kind',
      width: 110,
      render: (kind: Exclude<DiffRow['kind'], 'same'>) => (
        <Tag color={KIND_COLORS[kind]} bordered={false}>
          {t(KIND_LABELS[kind])}
        </Tag>
      ),
    },
    { title: t('audit.before'), dataIndex: 'before', render: (value: unknown) => <Value value={value} kind="before" /> },
    { title: t('audit.after'), dataIndex: 'after', render: (value: unknown) => <Value value={value} kind="after" /> },
  ];
  return (
    <div className="audit-details" data-testid={`audit-details-${row.id}`}>
      <Typography.Text strong>{t('audit.changes')}</Typography.Text>
      {differing.length === 0 ? (
        <Typography.Paragraph type="secondary">{t('audit.noChanges')}</Typography.Paragraph>
      ) : (
        <Table<DiffRow>
          rowKey="path"
          size="small"
          className="audit-diff"
          columns={columns}
          dataSource={differing}
          pagination={false}
        />
      )}
      {unchanged > 0 ? (
        <Typography.Paragraph type="secondary" className="audit-diff__unchanged">
          {t('audit.unchanged', { num: unchanged })}
        </Typography.Paragraph>
      ) : null}
      <Collapse
        ghost
        size="small"
        defaultActiveKey={['recorded']}
        items={[
          {
            key: 'recorded',
            label: t('audit.recorded'),
            children: (
              <Row gutter={16}>
                <Col xs={24} md={12}>
                  <JsonBlock label={t('audit.before')} value={row.before} />
                </Col>
                <Col xs={24} md={12}>
                  <JsonBlock label={t('audit.after')} value={row.after} />
                </Col>
              </Row>
            ),
          },
        ]}
      />
    </div>
  );
}

export const hasAuditDetails = (row: AuditListRow) => row.before !== null || row.after !== null;
