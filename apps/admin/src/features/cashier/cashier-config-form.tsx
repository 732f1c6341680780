import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CASHIER_PENDING_DEPOSITS_RANGE,
  CASHIER_QUICK_AMOUNTS_MAX,
  CASHIER_WITHDRAWAL_ACCOUNTS_RANGE,
  type AdminCashierConfigUpdate,
  type CashierConfigView,
  type CurrencyConfig,
} from '@fairround/shared';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Space,
  Switch,
  Typography,
  type InputProps,
} from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import { Money } from '../../components/money';
import { useUpdateCashierConfig } from './api';
import { isPositiveAmount, isTurnoverMultiple, minorOf } from './settings-rules';

type ConfigForm = {
  minDeposit: string;
  quickAmounts: string[];
  turnoverMultiple: string;
  withdrawalMin: string;
  withdrawalMax: string;
  twoOperatorOn: boolean;
  twoOperatorThreshold: string;
  maxPendingDeposits: number | null;
  maxWithdrawalAccounts: number | null;
};

const AMOUNT_INPUT_MAX = 20;
const CONFIG_FIELDS = [
  'minDeposit',
  'turnoverMultiple',
  'withdrawalMin',
  'withdrawalMax',
  'twoOperatorThreshold',
  'maxPendingDeposits',
  'maxWithdrawalAccounts',
] as const;

const formOf = (config: CashierConfigView): ConfigForm => ({
  minDeposit: config.minDeposit,
  quickAmounts: config.quickAmounts,
  turnoverMultiple: config.turnoverMultiple,
  withdrawalMin: config.withdrawalMin,
  withdrawalMax: config.withdrawalMax,
  twoOperatorOn: config.twoOperatorThreshold !== null,
  twoOperatorThreshold: config.twoOperatorThreshold ?? '',
  maxPendingDeposits: config.maxPendingDeposits,
  maxWithdrawalAccounts: config.maxWithdrawalAccounts,
});

const updateOf = (values: ConfigForm): AdminCashierConfigUpdate => ({
  minDeposit: values.minDeposit.trim(),
  quickAmounts: values.quickAmounts.map((amount) => amount.trim()),
  turnoverMultiple: values.turnoverMultiple.trim(),
  withdrawalMin: values.withdrawalMin.trim(),
  withdrawalMax: values.withdrawalMax.trim(),
  twoOperatorThreshold: values.twoOperatorOn ? values.twoOperatorThreshold.trim() : null,
  maxPendingDeposits: values.maxPendingDeposits ?? 0,
  maxWithdrawalAccounts: values.maxWithdrawalAccounts ?? 0,
});

/** An amount above zero with at most the currency's decimals (the server answers 1050/1042). */
function useAmountRule(minorDigits: number): Rule {
  const { t } = useTranslation();
  return {
    validator: async (_, value: string | undefined) => {
      if (!isPositiveAmount(value, minorDigits))
        throw new Error(t('cashier.config.amountFormat', { num: minorDigits }));
    },
  };
}

/** Form.Item hands its value and onChange down through the props. */
function AmountInput({ currency, ...props }: InputProps & { currency: CurrencyConfig }) {
  return (
    <Input
      {...props}
      inputMode="decimal"
      maxLength={AMOUNT_INPUT_MAX}
      suffix={currency.code}
      className="money-input"
    />
  );
}

function QuickAmounts({ currency }: { currency: CurrencyConfig }) {
  const { t } = useTranslation();
  const amountRule = useAmountRule(currency.minorDigits);
  return (
    <Form.Item
      label={t('cashier.config.quickAmounts', { currency: currency.code })}
      extra={t('cashier.config.quickAmountsHelp', { num: CASHIER_QUICK_AMOUNTS_MAX })}
    >
      <Form.List name="quickAmounts">
        {(fields, { add, remove }) => (
          <div className="quick-amounts">
            {fields.map((field, index) => (
              <Space.Compact key={field.key}>
                <Form.Item name={field.name} rules={[amountRule]}>
                  <Input
                    inputMode="decimal"
                    maxLength={AMOUNT_INPUT_MAX}
                    className="money-input"
                    style={{ width: 120 }}
                    aria-label={t('cashier.config.quickAmountNumber', { num: index + 1 })}
                  />
                </Form.Item>
                <Button
                  icon={<CloseOutlined />}
                  aria-label={t('cashier.config.removeQuickAmount', { num: index + 1 })}
                  disabled={fields.length <= 1}
                  onClick={() => remove(field.name)}
                />
              </Space.Compact>
            ))}
            <Button
              icon={<PlusOutlined />}
              disabled={fields.length >= CASHIER_QUICK_AMOUNTS_MAX}
              onClick={() => add('')}
            >
              {t('cashier.config.addQuickAmount')}
            </Button>
          </div>
        )}
      </Form.List>
    </Form.Item>
  );
}

/** The owner's form of the cashier limits; each change is checked here and again by the server. */
export function CashierConfigForm({
  config,
  currency,
}: {
  config: CashierConfigView;
  currency: CurrencyConfig;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ConfigForm>();
  const update = useUpdateCashierConfig();
  const [dirty, setDirty] = useState(false);
  const twoOperatorOn = Form.useWatch('twoOperatorOn', form) as boolean | undefined;
  const digits = currency.minorDigits;
  const amountRule = useAmountRule(digits);
  const submit = (values: ConfigForm) =>
    update.mutate(updateOf(values), {
      // The saved settings come back from the server and remount this form from them.
      onSuccess: () => void message.success(t('cashier.config.saved')),
      onError: (error) => {
        if (!isApiError(error)) return;
        const quick = /^quickAmounts\.(\d+)$/.exec(error.field ?? '');
        const field = CONFIG_FIELDS.find((name) => name === error.field);
        if (quick) form.setFields([{ name: ['quickAmounts', Number(quick[1])], errors: [error.info] }]);
        else if (field) form.setFields([{ name: field, errors: [error.info] }]);
      },
    });
  const failure = update.error && isApiError(update.error) ? update.error.info : null;
  const count = (range: { min: number; max: number }) => ({
    type: 'integer' as const,
    required: true,
    min: range.min,
    max: range.max,
    message: t('cashier.config.countRange', { min: range.min, max: range.max }),
  });
  return (
    <Form<ConfigForm>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={formOf(config)}
      onFinish={submit}
      onValuesChange={() => setDirty(true)}
      data-testid="cashier-config-form"
    >
      {failure ? (
        <Alert type="error" showIcon role="alert" className="section-alert" message={failure} />
      ) : null}
      <div className="config-grid">
        <Form.Item
          name="minDeposit"
          label={t('cashier.config.minDeposit', { currency: currency.code })}
          rules={[amountRule]}
        >
          <AmountInput currency={currency} />
        </Form.Item>
        <Form.Item
          name="turnoverMultiple"
          label={t('cashier.config.turnoverMultiple')}
          extra={t('cashier.config.turnoverMultipleHelp')}
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                if (!isTurnoverMultiple(value)) throw new Error(t('cashier.config.multipleFormat'));
              },
            },
          ]}
        >
          <Input inputMode="decimal" maxLength={6} prefix="×" className="money-input" />
        </Form.Item>
        <Form.Item
          name="withdrawalMin"
          label={t('cashier.config.withdrawalMin', { currency: currency.code })}
          rules={[amountRule]}
        >
          <AmountInput currency={currency} />
        </Form.Item>
        <Form.Item
          name="withdrawalMax"
          label={t('cashier.config.withdrawalMax', { currency: currency.code })}
          dependencies={['withdrawalMin']}
          rules={[
            amountRule,
            ({ getFieldValue }) => ({
              validator: async (_, value: string | undefined) => {
                const max = minorOf(value, digits);
                const min = minorOf(getFieldValue('withdrawalMin') as string | undefined, digits);
                if (max !== null && min !== null && max < min)
                  throw new Error(t('cashier.config.maxBelowMin'));
              },
            }),
          ]}
        >
          <AmountInput currency={currency} />
        </Form.Item>
        <Form.Item
          name="twoOperatorOn"
          label={t('cashier.config.twoOperatorRule')}
          valuePropName="checked"
          extra={t('cashier.config.twoOperatorHelp')}
        >
          <Switch checkedChildren={t('cashier.config.on')} unCheckedChildren={t('cashier.config.off')} />
        </Form.Item>
        <Form.Item
          name="twoOperatorThreshold"
          label={t('cashier.config.twoOperatorThreshold', { currency: currency.code })}
          dependencies={['twoOperatorOn']}
          rules={twoOperatorOn ? [amountRule] : []}
          extra={twoOperatorOn ? null : t('cashier.config.twoOperatorOff')}
        >
          <AmountInput currency={currency} disabled={!twoOperatorOn} />
        </Form.Item>
        <Form.Item
          name="maxPendingDeposits"
          label={t('cashier.config.maxPendingDeposits')}
          rules={[count(CASHIER_PENDING_DEPOSITS_RANGE)]}
        >
          <InputNumber
            min={CASHIER_PENDING_DEPOSITS_RANGE.min}
            max={CASHIER_PENDING_DEPOSITS_RANGE.max}
            precision={0}
            style={{ width: 140 }}
          />
        </Form.Item>
        <Form.Item
          name="maxWithdrawalAccounts"
          label={t('cashier.config.maxWithdrawalAccounts')}
          rules={[count(CASHIER_WITHDRAWAL_ACCOUNTS_RANGE)]}
        >
          <InputNumber
            min={CASHIER_WITHDRAWAL_ACCOUNTS_RANGE.min}
            max={CASHIER_WITHDRAWAL_ACCOUNTS_RANGE.max}
            precision={0}
            style={{ width: 140 }}
          />
        </Form.Item>
      </div>
      <QuickAmounts currency={currency} />
      <div className="form-actions">
        <Space>
          <Button type="primary" htmlType="submit" loading={update.isPending} disabled={!dirty}>
            {t('cashier.config.save')}
          </Button>
          <Button
            disabled={!dirty || update.isPending}
            onClick={() => {
              form.resetFields();
              update.reset();
              setDirty(false);
            }}
          >
            {t('cashier.config.discard')}
          </Button>
        </Space>
      </div>
    </Form>
  );
}

/** Finance reads the same settings. */
export function CashierConfigSummary({
  config,
  currency,
}: {
  config: CashierConfigView;
  currency: CurrencyConfig;
}) {
  const { t } = useTranslation();
  return (
    <Descriptions column={3} size="small" layout="vertical" colon={false} className="profile-list">
      <Descriptions.Item label={t('cashier.config.minDeposit', { currency: currency.code })}>
        <Money value={config.minDeposit} />
      </Descriptions.Item>
      <Descriptions.Item label={t('cashier.config.turnoverMultiple')}>
        <span className="mono">×{config.turnoverMultiple}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('cashier.config.quickAmounts', { currency: currency.code })}>
        <Space size={12} wrap>
          {config.quickAmounts.map((amount, index) => (
            <Money key={index} value={amount} />
          ))}
        </Space>
      </Descriptions.Item>
      <Descriptions.Item label={t('cashier.config.withdrawalMin', { currency: currency.code })}>
        <Money value={config.withdrawalMin} />
      </Descriptions.Item>
      <Descriptions.Item label={t('cashier.config.withdrawalMax', { currency: currency.code })}>
        <Money value={config.withdrawalMax} />
      </Descriptions.Item>
      <Descriptions.Item label={t('cashier.config.twoOperatorThreshold', { currency: currency.code })}>
        {config.twoOperatorThreshold === null ? (
          <Typography.Text type="secondary">{t('cashier.config.twoOperatorOff')}</Typography.Text>
        ) : (
          <Money value={config.twoOperatorThreshold} />
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('cashier.config.maxPendingDeposits')}>
        {config.maxPendingDeposits}
      </Descriptions.Item>
      <Descriptions.Item label={t('cashier.config.maxWithdrawalAccounts')}>
        {config.maxWithdrawalAccounts}
      </Descriptions.Item>
    </Descriptions>
  );
}
