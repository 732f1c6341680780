import { STAFF_REASON_MAX_LENGTH } from '@fairround/shared';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';

type ReasonForm = { reason: string };
/**
 * Rejecting a deposit or withdrawal: what is rejected, what happens to the money, and a
 * required reason the player will see (also kept in the audit log).
 */
export function RejectModal({
  open,
  title,
  text,
  summary,
  pending,
  error,
  onReject,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  summary: ReactNode;
  pending: boolean;
  error: unknown;
  onReject: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ReasonForm>();
  const failure = error ? (isApiError(error) ? error.info : String(error)) : null;
  return (
    <Modal
      open={open}
      title={title}
      okText={t('cashier.common.reject')}
      okButtonProps={{ danger: true }}
      cancelText={t('common.cancel')}
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={560}
    >
      {summary}
      <Typography.Paragraph>{text}</Typography.Paragraph>
      {failure ? (
        <Alert type="error" showIcon role="alert" className="section-alert" message={failure} />
      ) : null}
      <Form<ReasonForm>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={({ reason }) => onReject(reason.trim())}
      >
        <Form.Item
          name="reason"
          label={t('cashier.common.reason')}
          extra={t('cashier.common.reasonHelp')}
          rules={[{ required: true, whitespace: true, message: t('cashier.common.reasonRequired') }]}
        >
          <Input.TextArea autoFocus rows={3} maxLength={STAFF_REASON_MAX_LENGTH} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
