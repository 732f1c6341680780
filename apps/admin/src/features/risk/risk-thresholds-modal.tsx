import {
  ErrorCode,
  RISK_THRESHOLD_BOUNDS,
  RISK_THRESHOLD_NAMES,
  type MoneyActionOtp,
  type RiskThresholds,
} from '@fairround/shared';
import { App, Form, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../components/form-modal';
import { otpOf, OtpField, TwoFactorMissing, useTwoFactorState } from '../../components/money-action';
import { isApiError } from '../../lib/api';
import { useUpdateRiskThresholds } from '../../lib/risk';

type Values = RiskThresholds & MoneyActionOtp;

/** The owner's form of the six thresholds, each within the server's bounds, with the step-up code. */
export function RiskThresholdsModal({
  thresholds,
  onClose,
}: {
  thresholds: RiskThresholds;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const twoFactor = useTwoFactorState();
  const save = useUpdateRiskThresholds();
  const submit = ({ otp, ...values }: Values) => {
    const next = Object.fromEntries(
      RISK_THRESHOLD_NAMES.map((name) => [name, values[name]]),
    ) as RiskThresholds;
    save.mutate(
      { ...next, ...otpOf(twoFactor, otp) },
      {
        onSuccess: () => {
          void message.success(t('risk.thresholdsCard.saved'));
          onClose();
        },
        onError: (error) => {
          if (!isApiError(error)) return;
          // A wrong code or a refused value is marked on its field (a wrong code is also cleared).
          if (error.errCode === ErrorCode.TwoFactorWrong)
            form.setFields([{ name: 'otp', value: '', errors: [error.info] }]);
          else if (error.field && (RISK_THRESHOLD_NAMES as readonly string[]).includes(error.field))
            form.setFields([{ name: error.field as keyof RiskThresholds, errors: [error.info] }]);
        },
      },
    );
  };
  // A wrong code is shown on its field; missing two-factor has its own explanation.
  const codeError =
    isApiError(save.error) &&
    (save.error.errCode === ErrorCode.TwoFactorWrong || save.error.errCode === ErrorCode.TwoFactorRequired);
  const missing =
    twoFactor.missing || (isApiError(save.error) && save.error.errCode === ErrorCode.TwoFactorRequired);
  return (
    <FormModal
      title={t('risk.thresholdsCard.modalTitle')}
      okText={t('risk.thresholdsCard.save')}
      busy={save.isPending}
      error={codeError ? null : save.error}
      onSubmit={() => form.submit()}
      onClose={onClose}
      before={
        <>
          <Typography.Paragraph>{t('risk.thresholdsCard.modalText')}</Typography.Paragraph>
          {missing ? <TwoFactorMissing /> : null}
        </>
      }
    >
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={thresholds}
        onFinish={submit}
      >
        {RISK_THRESHOLD_NAMES.map((name) => {
          const { min, max } = RISK_THRESHOLD_BOUNDS[name];
          const range = t('risk.thresholdsCard.range', { min, max });
          return (
            <Form.Item
              key={name}
              name={name}
              label={t(`risk.thresholdsCard.fields.${name}`)}
              extra={range}
              rules={[
                { required: true, message: t('risk.thresholdsCard.required') },
                { type: 'integer', min, max, message: range },
              ]}
            >
              <InputNumber style={{ width: 160 }} data-testid={`risk-threshold-${name}`} />
            </Form.Item>
          );
        })}
        <OtpField state={twoFactor} />
      </Form>
    </FormModal>
  );
}
