import type { AdminStakingTiersResponse, CurrencyConfig } from '@fairround/shared';
import { Alert, App, Button, Card, Descriptions, Form, Input, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { MONEY_INPUT_MAX } from '../../components/money-action';
import { isApiError } from '../../lib/api';
import { Money } from '../../components/money';
import { useUpdateLimits } from './api';
import { positiveMinor } from './rates';

type Limits = AdminStakingTiersResponse['limits'];

/** The owner's form of the overall transfer-in limits, saved after a confirmation. */
function LimitsForm({ limits, currency }: { limits: Limits; currency: CurrencyConfig }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Limits>();
  const save = useUpdateLimits();
  const digits = currency.minorDigits;
  const amountRule = {
    validator: async (_: unknown, value: string | undefined) => {
      if (positiveMinor(value, digits) === null)
        throw new Error(t('staking.reserve.amountFormat', { num: digits }));
    },
  };
  const submit = (values: Limits) =>
    save.mutate(
      { min: values.min.trim(), max: values.max.trim() },
      {
        // The saved limits come back from the server and remount this form from them.
        onSuccess: () => void message.success(t('staking.limits.saved')),
        onError: (error) => {
          if (isApiError(error) && (error.field === 'min' || error.field === 'max'))
            form.setFields([{ name: error.field, errors: [error.info] }]);
        },
      },
    );
  const confirm = async () => {
    try {
      submit(await form.validateFields());
    } catch {
      // The fields show what is wrong.
    }
  };
  const failure = save.error && isApiError(save.error) ? save.error.info : null;
  return (
    <Form<Limits>
      form={form}
      layout="inline"
      initialValues={limits}
      requiredMark={false}
      data-testid="limits-form"
    >
      <Form.Item name="min" label={t('staking.limits.min', { currency: currency.code })} rules={[amountRule]}>
        <Input inputMode="decimal" maxLength={MONEY_INPUT_MAX} className="money-input" />
      </Form.Item>
      <Form.Item
        name="max"
        label={t('staking.limits.max', { currency: currency.code })}
        dependencies={['min']}
        rules={[
          amountRule,
          ({ getFieldValue }) => ({
            validator: async (_, value: string | undefined) => {
              const min = positiveMinor(getFieldValue('min') as string | undefined, digits);
              const max = positiveMinor(value, digits);
              if (min !== null && max !== null && min > max) throw new Error(t('staking.limits.order'));
            },
          }),
        ]}
      >
        <Input inputMode="decimal" maxLength={MONEY_INPUT_MAX} className="money-input" />
      </Form.Item>
      <Form.Item>
        <Popconfirm
          title={t('staking.limits.confirmTitle')}
          description={<div className="staking-confirm">{t('staking.limits.confirmText')}</div>}
          okText={t('staking.limits.save')}
          cancelText={t('common.cancel')}
          onConfirm={() => void confirm()}
        >
          <Button type="primary" loading={save.isPending}>
            {t('staking.limits.save')}
          </Button>
        </Popconfirm>
      </Form.Item>
      {failure ? (
        <Alert type="error" showIcon role="alert" className="section-alert staking-wide" message={failure} />
      ) : null}
    </Form>
  );
}

/** The overall transfer-in limits: every product's minimum is at least `min`, its maximum `max`. */
export function LimitsCard({
  limits,
  currency,
  canEdit,
}: {
  limits: Limits;
  currency: CurrencyConfig;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Card title={t('staking.limits.title')} className="detail-card" data-testid="staking-limits">
      <p className="staking-note">{t('staking.limits.intro')}</p>
      {canEdit ? (
        <LimitsForm limits={limits} currency={currency} />
      ) : (
        <Descriptions
          size="small"
          column={2}
          items={[
            {
              key: 'min',
              label: t('staking.limits.min', { currency: currency.code }),
              children: <Money value={limits.min} />,
            },
            {
              key: 'max',
              label: t('staking.limits.max', { currency: currency.code }),
              children: <Money value={limits.max} />,
            },
          ]}
        />
      )}
    </Card>
  );
}
