import { EditOutlined } from '@ant-design/icons';
import type { RiskThresholds } from '@fairround/shared';
import { Button, Card, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { thresholdParams } from '../../components/risk-signals';
import { OWNER_ONLY, useStaffCan } from '../../lib/access';
import { RiskThresholdsModal } from './risk-thresholds-modal';

/**
 * The thresholds the signals are computed with: everyone who reads the signals reads them; the
 * owner changes them (with the two-factor code), and the list is computed again at once.
 */
export function RiskThresholdsCard({ thresholds }: { thresholds: RiskThresholds }) {
  const { t } = useTranslation();
  const owner = useStaffCan(OWNER_ONLY);
  const [editing, setEditing] = useState(false);
  return (
    <Card
      className="detail-card"
      size="small"
      title={t('risk.thresholdsCard.title')}
      data-testid="risk-thresholds-card"
      extra={
        owner ? (
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="risk-thresholds-edit">
            {t('risk.thresholdsCard.edit')}
          </Button>
        ) : null
      }
    >
      <Typography.Paragraph
        type="secondary"
        data-testid="risk-thresholds"
        style={{ marginBottom: owner ? 0 : undefined }}
      >
        {t('risk.thresholds', thresholdParams(thresholds))}
      </Typography.Paragraph>
      {owner ? null : (
        <Typography.Text type="secondary" data-testid="risk-thresholds-read-only">
          {t('risk.thresholdsCard.ownerOnly')}
        </Typography.Text>
      )}
      {editing ? <RiskThresholdsModal thresholds={thresholds} onClose={() => setEditing(false)} /> : null}
    </Card>
  );
}
