import { Form, Modal, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OtpCodeItem } from './otp-code-item';
import { setStepUpAsker } from './step-up-code';

type Pending = { resolve: (otp: string | null) => void };

/**
 * Asks for the two-factor code of every step-up call that did not bring its own (settings,
 * staff accounts, rates …): one dialog for the whole console, so a new step-up endpoint needs no
 * screen of its own to carry the code.
 */
export function StepUpDialog() {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ otp: string }>();
  const [open, setOpen] = useState(false);
  const pending = useRef<Pending | null>(null);

  useEffect(() => {
    setStepUpAsker(
      () =>
        new Promise<string | null>((resolve) => {
          pending.current?.resolve(null);
          pending.current = { resolve };
          form.resetFields();
          setOpen(true);
        }),
    );
    return () => setStepUpAsker(null);
  }, [form]);

  const finish = (otp: string | null) => {
    pending.current?.resolve(otp);
    pending.current = null;
    setOpen(false);
  };

  return (
    <Modal
      open={open}
      title={t('cashier.otp.stepUpTitle')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={() => finish(null)}
      destroyOnHidden
      width={420}
      data-testid="step-up-dialog"
    >
      <Typography.Paragraph>{t('cashier.otp.stepUpText')}</Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={({ otp }) => finish(otp.trim())}>
        <OtpCodeItem autoFocus />
      </Form>
    </Modal>
  );
}
