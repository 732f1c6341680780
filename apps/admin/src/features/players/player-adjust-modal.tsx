import { formatMoney, parseMoney, type AdminPlayerSummary, type CurrencyConfig } from '@fairround/shared';
import { App, Descriptions, Form, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ConfirmSummary,
  MoneyActionConfirm,
  MoneyInput,
  ReasonField,
  useMoneyActionConfirm,
} from '../../components/money-action';
import { ReviewFooter } from '../../components/review-footer';
import { Money, SignedMoney } from '../../components/money';
import { currencyLabel, useCurrency } from '../../lib/currency';
import { useAdjustPlayer } from './api';

type EditForm = { amount: string; reason: string };
/**
 * What the staff reviewed: the values, the cash they saw then, and the idempotency key that goes
 * with exactly these values. A retry keeps all of it, so the confirmation keeps describing the
 * one adjustment the key stands for even after the player's balance has been read again.
 */
type Review = { amount: string; reason: string; requestKey: string; cash: string };

/** The cash after a signed change, in minor units; null while either side does not parse. */
function cashAfterMinor(cash: string, amount: string, minorDigits: number): number | null {
  const before = parseMoney(cash, minorDigits);
  const change = parseMoney(amount.trim(), minorDigits);
  if (!before.ok || !change.ok) return null;
  return before.minor + change.minor;
}

function EditStep({
  form,
  cash,
  currency,
  initial,
  onReview,
}: {
  form: ReturnType<typeof Form.useForm<EditForm>>[0];
  cash: string;
  currency: CurrencyConfig;
  initial: EditForm;
  onReview: (values: EditForm) => void;
}) {
  const { t } = useTranslation();
  const amount = (Form.useWatch('amount', form) as string | undefined) ?? '';
  const after = cashAfterMinor(cash, amount, currency.minorDigits);
  return (
    <Form<EditForm>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={initial}
      onFinish={onReview}
    >
      <Typography.Paragraph>{t('cashier.adjust.text')}</Typography.Paragraph>
      <Form.Item
        name="amount"
        label={t('cashier.adjust.amount', { currency: currency.code })}
        extra={t('cashier.adjust.amountHelp')}
        rules={[
          {
            validator: async (_, value: string | undefined) => {
              const parsed = parseMoney((value ?? '').trim(), currency.minorDigits);
              if (!parsed.ok || parsed.minor === 0)
                throw new Error(t('cashier.adjust.amountFormat', { num: currency.minorDigits }));
              const result = cashAfterMinor(cash, value ?? '', currency.minorDigits);
              if (result !== null && result < 0) throw new Error(t('cashier.adjust.notCovered'));
            },
          },
        ]}
      >
        <MoneyInput currency={currency} autoFocus placeholder="-10.00 / 25.00" />
      </Form.Item>
      <Typography.Paragraph className="adjust-preview" data-testid="adjust-preview">
        {t('cashier.adjust.cashNow')} <Money value={cash} />
        {after !== null && after >= 0 ? (
          <>
            {' → '}
            {t('cashier.adjust.cashAfter')} <Money value={formatMoney(after, currency.minorDigits)} />
          </>
        ) : null}
      </Typography.Paragraph>
      <ReasonField
        label={t('cashier.common.reason')}
        extra={t('cashier.adjust.reasonHelp')}
        requiredMessage={t('cashier.common.reasonRequired')}
      />
    </Form>
  );
}

/**
 * A manual correction of the player's cash (owners and finance): a signed amount and a reason,
 * then a confirmation showing the resulting balance with the two-factor code. The request key
 * is generated once per reviewed amount and reason, so a repeated submit (a double click, a
 * retry after a lost answer) adjusts once; the server answers the first result again.
 */
export function PlayerAdjustModal({
  player,
  cash,
  onClose,
}: {
  player: AdminPlayerSummary;
  cash: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const currency = useCurrency();
  const [editForm] = Form.useForm<EditForm>();
  const confirm = useMoneyActionConfirm();
  const adjust = useAdjustPlayer();
  const [review, setReview] = useState<Review | null>(null);
  const [edited, setEdited] = useState<EditForm>({ amount: '', reason: '' });
  const [step, setStep] = useState<'edit' | 'confirm'>('edit');

  const toConfirm = ({ amount, reason }: EditForm) => {
    const values = { amount: amount.trim(), reason: reason.trim() };
    setEdited(values);
    // Same values keep the key (a retry is the same adjustment); changed values are a new one.
    if (!review || review.amount !== values.amount || review.reason !== values.reason)
      setReview({ ...values, requestKey: crypto.randomUUID(), cash });
    adjust.reset();
    setStep('confirm');
  };
  const submit = ({ otp }: { otp?: string }) => {
    if (!review) return;
    adjust.mutate(
      {
        userId: player.id,
        amount: review.amount,
        reason: review.reason,
        requestKey: review.requestKey,
        ...confirm.otpBody(otp),
      },
      {
        onSuccess: (result) => {
          if (result.replayed) void message.info(t('cashier.adjust.replayed', { after: result.cashAfter }));
          else
            void message.success(
              t('cashier.adjust.done', {
                username: player.username,
                before: result.cashBefore,
                after: result.cashAfter,
              }),
            );
          onClose();
        },
        onError: confirm.showError,
      },
    );
  };

  const afterMinor =
    review && currency ? cashAfterMinor(review.cash, review.amount, currency.minorDigits) : null;
  const change = review && currency ? parseMoney(review.amount, currency.minorDigits) : null;
  return (
    <Modal
      open
      title={t('cashier.adjust.title', { username: player.username })}
      footer={
        <ReviewFooter
          step={step}
          pending={adjust.isPending}
          labels={{
            review: t('cashier.adjust.review'),
            back: t('cashier.adjust.back'),
            confirm: t('cashier.adjust.confirm'),
          }}
          onCancel={onClose}
          onReview={() => editForm.submit()}
          onBack={() => setStep('edit')}
          onConfirm={() => confirm.form.submit()}
          reviewDisabled={!currency}
          confirmDisabled={confirm.twoFactor.missing}
        />
      }
      onCancel={onClose}
      destroyOnHidden
      width={560}
      maskClosable={false}
    >
      {step === 'edit' && currency ? (
        <EditStep form={editForm} cash={cash} currency={currency} initial={edited} onReview={toConfirm} />
      ) : null}
      {step === 'confirm' && review && currency ? (
        <MoneyActionConfirm
          summary={
            <ConfirmSummary data-testid="adjust-summary">
              <Descriptions.Item label={t('cashier.common.player')}>
                <Typography.Text strong>{player.username}</Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label={t('cashier.adjust.change', { currency: currencyLabel(currency) })}>
                <SignedMoney
                  value={change?.ok ? formatMoney(change.minor, currency.minorDigits) : review.amount}
                />
              </Descriptions.Item>
              <Descriptions.Item label={t('cashier.adjust.cashNow')}>
                <Money value={review.cash} />
              </Descriptions.Item>
              <Descriptions.Item label={t('cashier.adjust.cashAfter')}>
                {afterMinor !== null ? (
                  <Money value={formatMoney(afterMinor, currency.minorDigits)} strong />
                ) : (
                  '…'
                )}
              </Descriptions.Item>
              <Descriptions.Item label={t('cashier.common.reason')}>{review.reason}</Descriptions.Item>
            </ConfirmSummary>
          }
          confirm={confirm}
          warning={t('cashier.adjust.confirmText')}
          error={adjust.error}
          onFinish={submit}
        />
      ) : null}
    </Modal>
  );
}
