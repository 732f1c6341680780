import { SafetyCertificateOutlined } from '@ant-design/icons';
import { ErrorCode } from '@fairround/shared';
import { Alert, Button, Form, Input, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../lib/api';
import { useMe } from '../auth/api';

/**
 * Money actions (approving deposits and withdrawals, adjusting balances) need the staff's
 * current two-factor code in `otp` when the server requires two-factor (ADMIN_REQUIRE_2FA):
 * 3005 when the staff has not turned it on, 3006 for a wrong code.
 */
export type TwoFactorState = { required: boolean; missing: boolean };

export function useTwoFactorState(): TwoFactorState {
  const me = useMe().data;
  const required = me?.twoFactorRequired ?? true;
  return { required, missing: required && me?.staff.twoFactorEnabled === false };
}

/** The code as the body field the server reads; nothing when two-factor is not required. */
export function otpOf(state: TwoFactorState, otp: string | undefined): { otp?: string } {
  return state.required && otp ? { otp: otp.trim() } : {};
}

/** The 6-digit code input of a money action's form (field name `otp`). */
export function OtpField({ state }: { state: TwoFactorState }) {
  const { t } = useTranslation();
  if (!state.required || state.missing) return null;
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

/** Said before the staff even tries: without two-factor on, the server refuses money actions. */
export function TwoFactorMissing() {
  const { t } = useTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      className="section-alert"
      data-testid="two-factor-missing"
      message={t('cashier.otp.missingTitle')}
      description={
        <>
          <div>{t('cashier.otp.missingText')}</div>
          <Link to="/security" className="two-factor-missing__link">
            <Button type="primary">{t('cashier.otp.missingAction')}</Button>
          </Link>
        </>
      }
    />
  );
}

/**
 * A failed money action: a wrong code marks the code field with the server's text; missing
 * two-factor explains and links to its setup; anything else is the server's `info`.
 */
export function MoneyActionError({ error }: { error: unknown }) {
  if (!error) return null;
  if (isApiError(error) && error.errCode === ErrorCode.TwoFactorRequired) return <TwoFactorMissing />;
  if (isApiError(error) && error.errCode === ErrorCode.TwoFactorWrong) return null;
  const info = isApiError(error) ? error.info : String(error);
  return <Alert type="error" showIcon role="alert" className="section-alert" message={info} />;
}

/** Puts a wrong code's message on the code field and clears what was typed there. */
export function showOtpError(form: FormInstance<{ otp?: string }>, error: unknown): void {
  if (!isApiError(error) || error.errCode !== ErrorCode.TwoFactorWrong) return;
  form.setFields([{ name: 'otp', value: '', errors: [error.info] }]);
}
