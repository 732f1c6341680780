import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The 6-digit two-factor code field (form field `otp`), shared by the forms that carry their own
 * code (money actions) and the console-wide step-up dialog.
 */
export function OtpCodeItem({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="otp"
      label={t('cashier.otp.label')}
      extra={t('cashier.otp.help')}
      rules={[
        { required: true, message: t('cashier.otp.required') },
        { pattern: /^\d{6}$/, message: t('cashier.otp.format') },
      ]}
    >
      <Input
        autoFocus={autoFocus}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        className="mono"
        style={{ width: 160 }}
        prefix={<SafetyCertificateOutlined aria-hidden />}
      />
    </Form.Item>
  );
}
