import { Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuditRow } from './api';

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

/** The state before and after the change, side by side, exactly as recorded. */
export function AuditDetails({ row }: { row: AuditRow }) {
  const { t } = useTranslation();
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <JsonBlock label={t('audit.before')} value={row.before} />
      </Col>
      <Col xs={24} md={12}>
        <JsonBlock label={t('audit.after')} value={row.after} />
      </Col>
    </Row>
  );
}

export const hasAuditDetails = (row: AuditRow) => row.before !== null || row.after !== null;
