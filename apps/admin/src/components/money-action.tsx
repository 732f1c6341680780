import {
  ErrorCode,
  STAFF_REASON_MAX_LENGTH,
  type CurrencyConfig,
  type MoneyActionOtp,
} from '@fairround/shared';
import {
  Alert,
  Button,
  Descriptions,
  Form,
  Input,
  type DescriptionsProps,
  type FormInstance,
  type InputProps,
} from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe } from '../lib/access';
import { isApiError } from '../lib/api';
import { OtpCodeItem } from '../lib/step-up/otp-code-item';

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
  if (!state.required || state.missing) return null;
  return <OtpCodeItem />;
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
export function showOtpError(form: FormInstance<MoneyActionOtp>, error: unknown): void {
  if (!isApiError(error) || error.errCode !== ErrorCode.TwoFactorWrong) return;
  form.setFields([{ name: 'otp', value: '', errors: [error.info] }]);
}

/** The longest amount text a money form takes, sign and decimals included. */
export const MONEY_INPUT_MAX = 20;

/** A money form's amount box: a decimal keypad, tabular numerals and the currency after it. */
export function MoneyInput({
  currency,
  ...input
}: Omit<InputProps, 'suffix'> & { currency: CurrencyConfig }) {
  return (
    <Input
      inputMode="decimal"
      maxLength={MONEY_INPUT_MAX}
      suffix={currency.code}
      className="money-input"
      {...input}
    />
  );
}

/** The reason every money action carries (field name `reason`), required and within the server's limit. */
export function ReasonField({
  label,
  extra,
  requiredMessage,
}: {
  label: string;
  extra: string;
  requiredMessage: string;
}) {
  return (
    <Form.Item
      name="reason"
      label={label}
      extra={extra}
      rules={[{ required: true, whitespace: true, message: requiredMessage }]}
    >
      <Input.TextArea rows={3} maxLength={STAFF_REASON_MAX_LENGTH} showCount />
    </Form.Item>
  );
}

/** What a money action will do or did, as label–value rows in the console's confirmation look. */
export function ConfirmSummary(props: DescriptionsProps) {
  return <Descriptions column={1} size="small" bordered className="confirm-summary" {...props} />;
}

/**
 * A money action's confirmation state: the code's form, whether two-factor is required or
 * missing, the code as the body field the server reads, and a wrong code's message on its field.
 */
export function useMoneyActionConfirm() {
  const [form] = Form.useForm<MoneyActionOtp>();
  const twoFactor = useTwoFactorState();
  return {
    form,
    twoFactor,
    otpBody: (otp: string | undefined) => otpOf(twoFactor, otp),
    showError: (error: unknown) => showOtpError(form, error),
  };
}

export type MoneyActionConfirmState = ReturnType<typeof useMoneyActionConfirm>;

/**
 * The confirmation step of a money action: what will happen (`summary`), the warning that it
 * moves money as soon as it is confirmed, then either the missing two-factor or the last refusal,
 * and the code field. `children` go inside the code's form, e.g. its buttons.
 */
export function MoneyActionConfirm({
  confirm,
  summary,
  warning,
  error,
  onFinish,
  children,
}: {
  confirm: MoneyActionConfirmState;
  summary: ReactNode;
  warning: string;
  error: unknown;
  onFinish: (values: MoneyActionOtp) => void;
  children?: ReactNode;
}) {
  return (
    <>
      {summary}
      <Alert type="warning" showIcon className="section-alert" message={warning} />
      {confirm.twoFactor.missing ? <TwoFactorMissing /> : <MoneyActionError error={error} />}
      <Form<MoneyActionOtp> form={confirm.form} layout="vertical" requiredMark={false} onFinish={onFinish}>
        <OtpField state={confirm.twoFactor} />
        {children}
      </Form>
    </>
  );
}
