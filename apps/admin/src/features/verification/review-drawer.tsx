import type { AdminVerification } from '@fairround/shared';
import { Alert, Button, Descriptions, Drawer, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeCell } from '../../components/cells';
import { FilesCell } from '../../components/verification-table';
import { CASHIER_OPERATORS, useStaffCan } from '../../lib/access';
import { formatShortDateTime } from '../../lib/dates';
import { useLanguage } from '../../lib/i18n';
import { ApproveModal, RejectModal } from './decision-modals';
import { FileImage } from './file-image';

/** What was sent and, once decided, what was decided. */
function Summary({ row }: { row: AdminVerification }) {
  const { t } = useTranslation();
  return (
    <Descriptions column={2} size="small" bordered className="verification-summary">
      <Descriptions.Item label={t('verification.columns.documentType')}>
        {t(`verification.documentTypes.${row.documentType}`)}
      </Descriptions.Item>
      <Descriptions.Item label={t('verification.columns.submittedAt')}>
        <TimeCell at={row.submittedAt} />
      </Descriptions.Item>
      <Descriptions.Item label={t('verification.columns.status')}>
        {t(`verification.statuses.${row.status}`)}
      </Descriptions.Item>
      <Descriptions.Item label={t('verification.columns.decided')}>
        <TimeCell at={row.decidedAt} />{' '}
        {row.decidedBy ? t('verification.decidedBy', { username: row.decidedBy }) : null}
      </Descriptions.Item>
      {row.reason ? (
        <Descriptions.Item label={t('verification.reject.reason')} span={2}>
          {t(`verification.reasons.${row.reason}`)}
        </Descriptions.Item>
      ) : null}
      {row.note ? (
        <Descriptions.Item label={t('verification.drawer.note')} span={2}>
          {row.note}
        </Descriptions.Item>
      ) : null}
      <Descriptions.Item label={t('verification.columns.files')} span={2}>
        <FilesCell row={row} />
      </Descriptions.Item>
    </Descriptions>
  );
}

/** Approve and reject, for a pending submission and the roles that decide. */
function Actions({ onDecide }: { onDecide: (kind: 'approve' | 'reject') => void }) {
  const { t } = useTranslation();
  return (
    <Space>
      <Button danger onClick={() => onDecide('reject')}>
        {t('verification.reject.button')}
      </Button>
      <Button type="primary" onClick={() => onDecide('approve')}>
        {t('verification.approve.button')}
      </Button>
    </Space>
  );
}

/**
 * One submission opened from the queue: its summary, both images (each load is audited, and
 * the drawer says so), and the decision while it is pending. A decision closes the drawer.
 */
export function ReviewDrawer({ row, onClose }: { row: AdminVerification; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const canDecide = useStaffCan(CASHIER_OPERATORS) && row.status === 'pending';
  const [deciding, setDeciding] = useState<'approve' | 'reject' | null>(null);
  const decided = () => {
    setDeciding(null);
    onClose();
  };
  return (
    <Drawer
      open
      width={820}
      title={t('verification.drawer.title', { username: row.username })}
      onClose={onClose}
      destroyOnHidden
      extra={canDecide ? <Actions onDecide={setDeciding} /> : null}
      data-testid="verification-review"
    >
      <Summary row={row} />
      {row.filesDeletedAt ? (
        <Alert
          type="info"
          showIcon
          className="section-alert verification-alert"
          message={t('verification.drawer.filesDeleted', {
            date: formatShortDateTime(row.filesDeletedAt, language),
          })}
        />
      ) : (
        <>
          <Alert
            type="warning"
            showIcon
            className="section-alert verification-alert"
            message={t('verification.drawer.auditNote')}
          />
          <div className="verification-files">
            <FileImage row={row} kind="document" />
            <FileImage row={row} kind="selfie" />
          </div>
        </>
      )}
      {deciding === 'approve' ? (
        <ApproveModal row={row} onClose={() => setDeciding(null)} onDone={decided} />
      ) : null}
      {deciding === 'reject' ? (
        <RejectModal row={row} onClose={() => setDeciding(null)} onDone={decided} />
      ) : null}
    </Drawer>
  );
}
