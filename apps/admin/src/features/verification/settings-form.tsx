import {
  parseMoney,
  VERIFICATION_MODES,
  VERIFICATION_RETENTION_DAYS_MAX as MAX_DAYS,
  VERIFICATION_RETENTION_DAYS_MIN as MIN_DAYS,
  type CurrencyConfig,
  type VerificationMode,
  type VerificationSettings,
} from '@fairround/shared';
import { Alert, App, Button, Form, InputNumber, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../components/form-modal';
import {
  MoneyInput,
  OtpField,
  TwoFactorMissing,
  otpOf,
  useTwoFactorState,
} from '../../components/money-action';
import { useUpdateVerificationSettings } from './api';
import { markWrongCode, refusalBesidesCode } from './wrong-code';

type SettingsForm = { mode: VerificationMode; threshold?: string; retentionDays: number; otp?: string };

/** The threshold must be an amount above zero with at most the currency's digits. */
function useThresholdRule(digits: number) {
  const { t } = useTranslation();
  return {
    validator: async (_: unknown, value: string | undefined) => {
      const parsed = parseMoney((value ?? '').trim(), digits);
      if (!parsed.ok || parsed.minor <= 0)
        throw new Error(t('verification.settings.thresholdFormat', { num: digits }));
    },
  };
}

/** The threshold, only while the mode is `above_amount`. */
function ThresholdItem({ currency }: { currency: CurrencyConfig }) {
  const { t } = useTranslation();
  const mode = Form.useWatch<VerificationMode | undefined>('mode');
  const rule = useThresholdRule(currency.minorDigits);
  if (mode !== 'above_amount') return null;
  return (
    <Form.Item
      name="threshold"
      label={t('verification.settings.threshold', { currency: currency.code })}
      extra={t('verification.settings.thresholdHelp')}
      rules={[rule]}
    >
      <MoneyInput currency={currency} style={{ width: 240 }} data-testid="verification-threshold" />
    </Form.Item>
  );
}

/** Retention days, with the line saying what they mean in days. */
function RetentionItem() {
  const { t } = useTranslation();
  const days = Form.useWatch<number | null | undefined>('retentionDays');
  const range = t('verification.settings.retentionRange', { min: MIN_DAYS, max: MAX_DAYS });
  return (
    <Form.Item
      name="retentionDays"
      label={t('verification.settings.retention')}
      extra={days ? t('verification.settings.retentionHelp', { num: days }) : range}
      rules={[{ required: true, type: 'integer', min: MIN_DAYS, max: MAX_DAYS, message: range }]}
    >
      <InputNumber
        min={MIN_DAYS}
        max={MAX_DAYS}
        precision={0}
        style={{ width: 160 }}
        data-testid="verification-retention"
      />
    </Form.Item>
  );
}

/** The owner's form: the mode, the threshold for `above_amount`, retention, saved with the code. */
export function VerificationSettingsForm({
  settings,
  currency,
}: {
  settings: VerificationSettings;
  currency: CurrencyConfig;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<SettingsForm>();
  const twoFactor = useTwoFactorState();
  const save = useUpdateVerificationSettings();
  const submit = ({ mode, threshold, retentionDays, otp }: SettingsForm) =>
    save.mutate(
      {
        mode,
        threshold: mode === 'above_amount' ? (threshold ?? '').trim() : null,
        retentionDays,
        ...otpOf(twoFactor, otp),
      },
      {
        onSuccess: () => void message.success(t('verification.settings.saved')),
        onError: (error) => markWrongCode(form, error),
      },
    );
  const failure = refusalText(refusalBesidesCode(save.error));
  const initial = {
    mode: settings.mode,
    threshold: settings.threshold ?? '',
    retentionDays: settings.retentionDays,
  };
  return (
    <Form<SettingsForm>
      name="verificationSettings"
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={initial}
      onFinish={submit}
      data-testid="verification-settings-form"
    >
      {twoFactor.missing ? <TwoFactorMissing /> : null}
      {failure ? (
        <Alert type="error" showIcon role="alert" className="section-alert" message={failure} />
      ) : null}
      <Form.Item name="mode" label={t('verification.settings.mode')}>
        <Radio.Group
          optionType="default"
          options={VERIFICATION_MODES.map((value) => ({
            value,
            label: t(`verification.settings.modes.${value}`),
          }))}
        />
      </Form.Item>
      <ThresholdItem currency={currency} />
      <RetentionItem />
      <OtpField state={twoFactor} />
      <Button type="primary" htmlType="submit" loading={save.isPending} disabled={twoFactor.missing}>
        {t('verification.settings.save')}
      </Button>
    </Form>
  );
}
