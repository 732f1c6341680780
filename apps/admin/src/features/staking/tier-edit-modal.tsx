import {
  formatMoney,
  groupThousands,
  MAX_DAILY_RATE_BPS,
  MAX_PERIOD_DAYS,
  parseMoney,
  STAKING_LABEL_MAX_LENGTH,
  type AdminStakingTierUpdate,
  type AdminStakingTierView,
  type CurrencyConfig,
  type StakingLabels,
} from '@fairround/shared';
import { Alert, App, Form, Input, InputNumber, Modal, Switch, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../components/money-action';
import { ReviewFooter } from '../../components/review-footer';
import { isApiError } from '../../lib/api';
import { useUpdateTier } from './api';
import { usePositiveAmountRule } from './parts';
import { interestAt, positiveMinor, ratePreview } from './rates';

const LABEL_FIELDS = ['vi', 'en', 'chs', 'cht'] as const;

type Values = {
  minAmount: string;
  dailyRateBps: number | null;
  periodDays: number | null;
  labels: StakingLabels;
  enabled: boolean;
};

type Change = { key: string; field: string; before: string; after: string };

const valuesOf = (tier: AdminStakingTierView): Values => ({
  minAmount: tier.minAmount,
  dailyRateBps: tier.dailyRateBps,
  periodDays: tier.periodDays,
  labels: { ...tier.labels },
  enabled: tier.enabled,
});

/** Only what changed goes to the server (and so into the audit log); labels go as all four. */
function updateOf(tier: AdminStakingTierView, values: Values, minorDigits: number): AdminStakingTierUpdate {
  const update: AdminStakingTierUpdate = { id: tier.id };
  const minAmount = values.minAmount.trim();
  if (positiveMinor(minAmount, minorDigits) !== positiveMinor(tier.minAmount, minorDigits))
    update.minAmount = minAmount;
  if (values.dailyRateBps !== tier.dailyRateBps) update.dailyRateBps = values.dailyRateBps ?? undefined;
  if (values.periodDays !== tier.periodDays) update.periodDays = values.periodDays ?? undefined;
  const labels = Object.fromEntries(
    LABEL_FIELDS.map((key) => [key, values.labels[key].trim()]),
  ) as StakingLabels;
  if (LABEL_FIELDS.some((key) => labels[key] !== tier.labels[key])) update.labels = labels;
  if (values.enabled !== tier.enabled) update.enabled = values.enabled;
  return update;
}

function useChanges(
  tier: AdminStakingTierView,
  update: AdminStakingTierUpdate,
  currency: CurrencyConfig,
): Change[] {
  const { t } = useTranslation();
  // The update's amount is the wire's (string or number); this form only ever sends text.
  const money = (value: string | number) => {
    const parsed = parseMoney(value, currency.minorDigits);
    return groupThousands(parsed.ok ? formatMoney(parsed.minor, currency.minorDigits) : String(value));
  };
  const rate = (bps: number) =>
    t('staking.tiers.rateValue', { rate: ratePreview(bps, 1)?.daily ?? '…', bps });
  const yesNo = (on: boolean) => (on ? t('staking.tiers.enabled') : t('staking.tiers.disabled'));
  const changes: Change[] = [];
  if (update.minAmount !== undefined)
    changes.push({
      key: 'minAmount',
      field: t('staking.tiers.minAmount', { currency: currency.code }),
      before: money(tier.minAmount),
      after: money(update.minAmount),
    });
  if (update.dailyRateBps !== undefined)
    changes.push({
      key: 'dailyRateBps',
      field: t('staking.tiers.dailyRate'),
      before: rate(tier.dailyRateBps),
      after: rate(update.dailyRateBps),
    });
  if (update.periodDays !== undefined)
    changes.push({
      key: 'periodDays',
      field: t('staking.tiers.period'),
      before: t('staking.tiers.days', { num: tier.periodDays }),
      after: t('staking.tiers.days', { num: update.periodDays }),
    });
  for (const key of LABEL_FIELDS)
    if (update.labels && update.labels[key] !== tier.labels[key])
      changes.push({
        key: `label-${key}`,
        field: t(`staking.tiers.labelIn.${key}`),
        before: tier.labels[key],
        after: update.labels[key],
      });
  if (update.enabled !== undefined)
    changes.push({
      key: 'enabled',
      field: t('staking.tiers.status'),
      before: yesNo(tier.enabled),
      after: yesNo(update.enabled),
    });
  return changes;
}

/** "x % / day, y % annualised, z % over the period" and the interest at the minimum, as typed. */
function TermsPreview({ values, currency }: { values: Partial<Values>; currency: CurrencyConfig }) {
  const { t } = useTranslation();
  const preview = ratePreview(values.dailyRateBps, values.periodDays);
  if (!preview)
    return <Typography.Text type="secondary">{t('staking.tiers.previewIncomplete')}</Typography.Text>;
  const interest = interestAt(values.minAmount, values.dailyRateBps, values.periodDays, currency.minorDigits);
  return (
    <Alert
      type="info"
      className="section-alert"
      data-testid="tier-preview"
      message={t('staking.tiers.preview', preview)}
      description={
        interest !== null && values.minAmount
          ? t('staking.tiers.previewInterest', {
              amount: groupThousands(
                formatMoney(positiveMinor(values.minAmount, currency.minorDigits) ?? 0, currency.minorDigits),
              ),
              interest: groupThousands(interest),
              currency: currency.code,
              num: values.periodDays ?? 0,
            })
          : null
      }
    />
  );
}

function TierFields({ currency }: { currency: CurrencyConfig }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<Values>();
  const watched = Form.useWatch([], form) as Partial<Values> | undefined;
  const positiveAmount = usePositiveAmountRule(currency);
  const integer = (max: number) => ({
    type: 'integer' as const,
    required: true,
    min: 1,
    max,
    message: t('staking.tiers.integerRange', { min: 1, max }),
  });
  return (
    <>
      <div className="staking-tier-grid">
        <Form.Item
          name="minAmount"
          label={t('staking.tiers.minAmount', { currency: currency.code })}
          extra={t('staking.tiers.minAmountHelp')}
          rules={[positiveAmount]}
        >
          <MoneyInput currency={currency} />
        </Form.Item>
        <Form.Item
          name="dailyRateBps"
          label={t('staking.tiers.dailyRateBps')}
          extra={t('staking.tiers.dailyRateHelp')}
          rules={[integer(MAX_DAILY_RATE_BPS)]}
        >
          <InputNumber min={1} max={MAX_DAILY_RATE_BPS} precision={0} suffix={t('staking.tiers.bp')} />
        </Form.Item>
        <Form.Item name="periodDays" label={t('staking.tiers.periodDays')} rules={[integer(MAX_PERIOD_DAYS)]}>
          <InputNumber min={1} max={MAX_PERIOD_DAYS} precision={0} suffix={t('staking.tiers.daysUnit')} />
        </Form.Item>
      </div>
      <TermsPreview values={watched ?? {}} currency={currency} />
      <div className="staking-tier-grid">
        {LABEL_FIELDS.map((key) => (
          <Form.Item
            key={key}
            name={['labels', key]}
            label={t(`staking.tiers.labelIn.${key}`)}
            rules={[{ required: true, whitespace: true, message: t('staking.tiers.labelRequired') }]}
          >
            <Input maxLength={STAKING_LABEL_MAX_LENGTH} showCount />
          </Form.Item>
        ))}
      </div>
      <Form.Item
        name="enabled"
        label={t('staking.tiers.status')}
        valuePropName="checked"
        extra={t('staking.tiers.enabledHelp')}
      >
        <Switch
          checkedChildren={t('staking.tiers.enabled')}
          unCheckedChildren={t('staking.tiers.disabled')}
        />
      </Form.Item>
    </>
  );
}

type FieldPath =
  ['minAmount' | 'dailyRateBps' | 'periodDays' | 'enabled'] | ['labels', (typeof LABEL_FIELDS)[number]];

/** The server's field name as the form's field path (`labels.en` as one label). */
function fieldPath(field: string | undefined): FieldPath | null {
  if (field === 'minAmount' || field === 'dailyRateBps' || field === 'periodDays' || field === 'enabled')
    return [field];
  const label = LABEL_FIELDS.find((key) => field === `labels.${key}`);
  return label ? ['labels', label] : null;
}

/**
 * The owner's edit of one tier: change, review what changes (new positions only), then save.
 * A refusal brings the form back with the server's text on the field it names.
 */
export function TierEditModal({
  tier,
  tierLabel,
  currency,
  onClose,
}: {
  tier: AdminStakingTierView;
  tierLabel: string;
  currency: CurrencyConfig;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useUpdateTier();
  const [update, setUpdate] = useState<AdminStakingTierUpdate | null>(null);
  const [step, setStep] = useState<'edit' | 'confirm'>('edit');
  const changes = useChanges(tier, update ?? { id: tier.id }, currency);
  const failure =
    save.error && isApiError(save.error) ? save.error.info : save.error ? String(save.error) : null;

  const review = (values: Values) => {
    save.reset();
    setUpdate(updateOf(tier, values, currency.minorDigits));
    setStep('confirm');
  };
  const submit = () => {
    if (!update) return;
    save.mutate(update, {
      onSuccess: () => {
        void message.success(t('staking.tiers.saved', { label: tierLabel }));
        onClose();
      },
      onError: (error) => {
        setStep('edit');
        const path = isApiError(error) ? fieldPath(error.field) : null;
        if (path && isApiError(error)) form.setFields([{ name: path, errors: [error.info] }]);
      },
    });
  };

  return (
    <Modal
      open
      title={t('staking.tiers.editTitle', { label: tierLabel, id: tier.id })}
      footer={
        <ReviewFooter
          step={step}
          pending={save.isPending}
          labels={{
            review: t('staking.tiers.review'),
            back: t('staking.reserve.back'),
            confirm: t('staking.tiers.save'),
          }}
          onCancel={onClose}
          onReview={() => form.submit()}
          onBack={() => setStep('edit')}
          onConfirm={submit}
          confirmDisabled={changes.length === 0}
        />
      }
      onCancel={onClose}
      width={720}
      maskClosable={false}
    >
      {failure ? (
        <Alert type="error" showIcon role="alert" className="section-alert" message={failure} />
      ) : null}
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={valuesOf(tier)}
        onFinish={review}
        hidden={step !== 'edit'}
        data-testid="tier-form"
      >
        <TierFields currency={currency} />
      </Form>
      {step === 'confirm' ? (
        <div data-testid="tier-confirm">
          {changes.length === 0 ? (
            <Alert type="info" showIcon className="section-alert" message={t('staking.tiers.noChanges')} />
          ) : (
            <>
              <Table<Change>
                rowKey="key"
                size="small"
                pagination={false}
                dataSource={changes}
                className="confirm-summary"
                columns={[
                  { title: t('staking.tiers.field'), dataIndex: 'field' },
                  { title: t('staking.tiers.before'), dataIndex: 'before' },
                  {
                    title: t('staking.tiers.after'),
                    dataIndex: 'after',
                    render: (after: string) => <strong>{after}</strong>,
                  },
                ]}
              />
              <Alert
                type="warning"
                showIcon
                className="section-alert"
                message={t('staking.tiers.confirmText')}
              />
            </>
          )}
        </div>
      ) : null}
    </Modal>
  );
}
