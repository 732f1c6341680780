import {
  formatMoney,
  parseMoney,
  type AdminStakingReserveFundResponse,
  type AdminStakingSummary,
  type CurrencyConfig,
} from '@fairround/shared';
import { Alert, Button, Form, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ConfirmSummary,
  MoneyActionConfirm,
  MoneyInput,
  ReasonField,
  useMoneyActionConfirm,
} from '../../components/money-action';
import { Money, SignedMoney } from '../../components/money';
import { useFundReserve } from './api';
import { usePositiveAmountRule } from './parts';
import { positiveMinor } from './rates';

type Direction = 'fund' | 'release';
type EditValues = { direction: Direction; amount: string; reason: string };
/**
 * What the operator reviewed, with the idempotency key that stands for exactly these values: a
 * retry (a lost answer, a wrong code) keeps the key, so the reserve moves once; changed values
 * get a new key.
 */
type Review = EditValues & { signed: string; requestKey: string; reserve: string; headroom: string };

/** A decimal string moved by a signed amount, in the currency's digits; null when it does not parse. */
function shifted(value: string, signed: string, minorDigits: number): string | null {
  const base = parseMoney(value, minorDigits);
  const change = parseMoney(signed, minorDigits);
  if (!base.ok || !change.ok) return null;
  return formatMoney(base.minor + change.minor, minorDigits);
}

/** A figure before and after the change; '…' while the after does not parse. */
function BeforeAfter({ before, after }: { before: string; after: string | null }) {
  return (
    <>
      <Money value={before} /> → {after ? <Money value={after} strong /> : '…'}
    </>
  );
}

function EditStep({
  initial,
  summary,
  currency,
  onReview,
}: {
  initial: EditValues;
  summary: AdminStakingSummary;
  currency: CurrencyConfig;
  onReview: (values: EditValues) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<EditValues>();
  const direction = (Form.useWatch('direction', form) as Direction | undefined) ?? initial.direction;
  const positiveAmount = usePositiveAmountRule(currency);
  return (
    <Form<EditValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={initial}
      onFinish={onReview}
      data-testid="reserve-form"
    >
      <Form.Item name="direction" label={t('staking.reserve.direction')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'fund', label: t('staking.reserve.fund') },
            { value: 'release', label: t('staking.reserve.release') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="amount"
        label={t('staking.reserve.amount', { currency: currency.code })}
        extra={
          direction === 'release'
            ? t('staking.reserve.releaseHelp', { amount: summary.headroom })
            : t('staking.reserve.fundHelp')
        }
        rules={[positiveAmount]}
      >
        <MoneyInput currency={currency} />
      </Form.Item>
      <ReasonField
        label={t('staking.reserve.reason')}
        extra={t('staking.reserve.reasonHelp')}
        requiredMessage={t('staking.reserve.reasonRequired')}
      />
      <Button type="primary" htmlType="submit">
        {t('staking.reserve.review')}
      </Button>
    </Form>
  );
}

function ConfirmStep({
  review,
  currency,
  onBack,
  onDone,
}: {
  review: Review;
  currency: CurrencyConfig;
  onBack: () => void;
  onDone: (result: AdminStakingReserveFundResponse) => void;
}) {
  const { t } = useTranslation();
  const confirm = useMoneyActionConfirm();
  const fund = useFundReserve();
  const digits = currency.minorDigits;
  const reserveAfter = shifted(review.reserve, review.signed, digits);
  const headroomAfter = shifted(review.headroom, review.signed, digits);
  const submit = ({ otp }: { otp?: string }) =>
    fund.mutate(
      {
        amount: review.signed,
        reason: review.reason,
        requestKey: review.requestKey,
        ...confirm.otpBody(otp),
      },
      { onSuccess: onDone, onError: confirm.showError },
    );
  return (
    <div data-testid="reserve-confirm">
      <MoneyActionConfirm
        summary={
          <ConfirmSummary
            items={[
              {
                key: 'action',
                label: t('staking.reserve.direction'),
                children: (
                  <Typography.Text strong>{t(`staking.reserve.${review.direction}`)}</Typography.Text>
                ),
              },
              {
                key: 'amount',
                label: t('staking.reserve.change', { currency: currency.code }),
                children: <SignedMoney value={review.signed} />,
              },
              {
                key: 'reserve',
                label: t('staking.reserve.reserveChange'),
                children: <BeforeAfter before={review.reserve} after={reserveAfter} />,
              },
              {
                key: 'headroom',
                label: t('staking.reserve.headroomChange'),
                children: <BeforeAfter before={review.headroom} after={headroomAfter} />,
              },
              { key: 'reason', label: t('staking.reserve.reason'), children: review.reason },
            ]}
          />
        }
        confirm={confirm}
        warning={t('staking.reserve.confirmText')}
        error={fund.error}
        onFinish={submit}
      >
        <Space>
          <Button disabled={fund.isPending} onClick={onBack}>
            {t('staking.reserve.back')}
          </Button>
          <Button
            type="primary"
            htmlType="submit"
            loading={fund.isPending}
            disabled={confirm.twoFactor.missing}
          >
            {t('staking.reserve.confirm')}
          </Button>
        </Space>
      </MoneyActionConfirm>
    </div>
  );
}

/** Edit (direction, amount, reason), then confirm with the resulting reserve and the code. */
export function ReserveForm({
  summary,
  currency,
  onDone,
}: {
  summary: AdminStakingSummary;
  currency: CurrencyConfig;
  onDone: (result: AdminStakingReserveFundResponse) => void;
}) {
  const [edited, setEdited] = useState<EditValues>({ direction: 'fund', amount: '', reason: '' });
  const [review, setReview] = useState<Review | null>(null);
  const [step, setStep] = useState<'edit' | 'confirm'>('edit');

  const toConfirm = (values: EditValues) => {
    const next = { direction: values.direction, amount: values.amount.trim(), reason: values.reason.trim() };
    setEdited(next);
    const same =
      review &&
      review.direction === next.direction &&
      review.amount === next.amount &&
      review.reason === next.reason;
    if (!same) {
      const minor = positiveMinor(next.amount, currency.minorDigits) ?? 0;
      setReview({
        ...next,
        signed: formatMoney(next.direction === 'fund' ? minor : -minor, currency.minorDigits),
        requestKey: crypto.randomUUID(),
        reserve: summary.reserve,
        headroom: summary.headroom,
      });
    }
    setStep('confirm');
  };

  if (step === 'confirm' && review)
    return <ConfirmStep review={review} currency={currency} onBack={() => setStep('edit')} onDone={onDone} />;
  return <EditStep initial={edited} summary={summary} currency={currency} onReview={toConfirm} />;
}

/** What the server did: the transfer, the reserve before and after, or that it was a replay. */
export function FundingResult({
  result,
  onAgain,
}: {
  result: AdminStakingReserveFundResponse;
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  const released = result.amount.startsWith('-');
  return (
    <div data-testid="reserve-result">
      <Alert
        type={result.replayed ? 'info' : 'success'}
        showIcon
        className="section-alert"
        message={
          result.replayed
            ? t('staking.reserve.replayed')
            : released
              ? t('staking.reserve.released')
              : t('staking.reserve.funded')
        }
      />
      <ConfirmSummary
        items={[
          {
            key: 'amount',
            label: t('staking.reserve.amountMoved'),
            children: <SignedMoney value={result.amount} />,
          },
          {
            key: 'reserve',
            label: t('staking.reserve.reserveChange'),
            children: <BeforeAfter before={result.reserveBefore} after={result.reserveAfter} />,
          },
          {
            key: 'headroom',
            label: t('staking.reserve.headroomNow'),
            children: <Money value={result.summary.headroom} />,
          },
          {
            key: 'transfer',
            label: t('staking.reserve.transferId'),
            children: <span className="mono">{result.transferId}</span>,
          },
        ]}
      />
      <Button onClick={onAgain}>{t('staking.reserve.again')}</Button>
    </div>
  );
}
