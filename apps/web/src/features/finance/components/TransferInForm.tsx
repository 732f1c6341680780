import type {
  StakingProductsResponse,
  StakingProductView,
  StakingTransferInResponse,
} from '@fairround/shared';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon, AmountField, Button, Card, PayPasswordField, useMoneyText } from '../../../components/ui';
import { useAppConfig } from '../../../lib/app-config';
import { focusField, translatedProblem, useForm } from '../../../lib/forms';
import { errorText } from '../../../lib/i18n';
import { newRequestKey } from '../../../lib/request-key';
import { useTransferIn } from '../api/transfer-in';
import { interestEstimate, transferAmountProblem } from '../lib/amount';
import { ConfirmSheet } from './ConfirmSheet';
import { AvailabilityNote } from './Availability';
import { ProductFacts } from './ProductFacts';
import { SummaryRows } from './SummaryRows';

type TransferValues = { amount: string; payPwd: string };

const FIELD_IDS: Record<keyof TransferValues, string> = {
  amount: 'transfer-amount',
  payPwd: 'transfer-pay-password',
};

/** A refusal that names no field of this form: what the server said, and that nothing moved. */
function RefusalCard({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div className="fr-form-alert fr-finance-refusal" role="alert" data-testid="transfer-refusal">
      <AlertIcon size={20} />
      <div>
        <p className="fr-finance-refusal__title">{t('finance.transferIn.failedTitle')}</p>
        <p className="fr-finance-refusal__text">{message}</p>
      </div>
    </div>
  );
}

/**
 * The transfer-in form (PRODUCT.md §8): the tier's terms and limits, the amount checked as typed
 * with the server's codes (3070–3072, 1050, 1025) and what it would earn, the payment password,
 * the risk notice; then the confirmation sheet, which sends it. Nothing moves without it.
 */
export function TransferInForm({
  product,
  products,
  balance,
  onDone,
  closed = false,
}: {
  product: StakingProductView;
  products: StakingProductsResponse;
  /** The player's cash, once known (the same check the server makes last). */
  balance: string | undefined;
  onDone: (result: StakingTransferInResponse) => void;
  /** Closed by a time-out or self-exclusion (the page's banner says until when): no transfer. */
  closed?: boolean;
}) {
  const { t } = useTranslation();
  const { currency } = useAppConfig();
  const moneyText = useMoneyText();
  const transferIn = useTransferIn();
  // When the confirmation sheet was opened (ms since the epoch), or null while it is closed.
  const [confirming, setConfirming] = useState<number | null>(null);
  // One key per confirmed attempt (tier and amount): a retry after a lost answer reuses it, so
  // the server answers the position it opened instead of opening a second one.
  const attempt = useRef<{ key: string; signature: string } | null>(null);

  // useForm runs the rules on every render, so they always see the latest balance and limits.
  function validate(values: TransferValues) {
    const amount = transferAmountProblem(values.amount, {
      minorDigits: currency.minorDigits,
      min: product.minAmount,
      max: product.maxAmount,
      ...(balance === undefined ? {} : { balance }),
    });
    return {
      amount: translatedProblem(
        amount ? errorText(amount.code, amount.num ? { num: moneyText(amount.num) } : {}) : null,
      ),
      payPwd: translatedProblem(values.payPwd === '' ? t('finance.transferIn.payPasswordRequired') : null),
    };
  }
  const form = useForm<TransferValues>({ initial: { amount: '', payPwd: '' }, validate });
  const { values } = form;
  const estimate = transferAmountProblem(values.amount, {
    minorDigits: currency.minorDigits,
    min: product.minAmount,
    max: product.maxAmount,
  })
    ? null
    : interestEstimate(values.amount, product, currency.minorDigits);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (closed || transferIn.isPending) return;
    const problem = form.firstProblem();
    if (problem) return focusField(FIELD_IDS[problem]);
    setConfirming(Date.now());
  }

  function requestKeyFor(signature: string): string {
    if (attempt.current?.signature !== signature) attempt.current = { key: newRequestKey(), signature };
    return attempt.current.key;
  }

  async function send() {
    if (transferIn.isPending) return;
    const requestKey = requestKeyFor(`${product.id}|${values.amount}`);
    try {
      const result = await transferIn.mutateAsync({
        tierId: product.id,
        amount: values.amount,
        payPwd: values.payPwd,
        requestKey,
      });
      attempt.current = null;
      setConfirming(null);
      onDone(result);
    } catch (error) {
      setConfirming(null);
      const field = form.showApiError(error, { amount: 'amount', payPwd: 'payPwd' });
      if (field) focusField(FIELD_IDS[field]);
    }
  }

  return (
    <>
      <form className="fr-form fr-finance-form" noValidate onSubmit={submit}>
        <Card className="fr-card--stack" aria-labelledby="transfer-product-title">
          <h2 id="transfer-product-title" className="fr-finance-card__title">
            {product.label}
          </h2>
          <ProductFacts product={product} limits={products.limits} funded={products.pool.funded} />
          <AvailabilityNote product={product} funded={products.pool.funded} />
        </Card>

        <Card className="fr-card--stack">
          <AmountField
            id={FIELD_IDS.amount}
            label={t('finance.transferIn.amount')}
            value={values.amount}
            onChange={(amount) => form.setValue('amount', amount)}
            onBlur={() => form.touch('amount')}
            error={form.errorOf('amount')}
            placeholder={t('finance.common.range', {
              min: moneyText(product.minAmount),
              max: moneyText(product.maxAmount),
            })}
          />
          {estimate && (
            <SummaryRows
              testId="transfer-estimate"
              rows={[
                { label: t('finance.transferIn.estimateDaily'), value: moneyText(estimate.daily) },
                { label: t('finance.transferIn.estimateTotal'), value: moneyText(estimate.total) },
              ]}
            />
          )}
          <PayPasswordField
            id={FIELD_IDS.payPwd}
            label={t('finance.transferIn.payPassword')}
            placeholder={t('finance.transferIn.payPasswordPlaceholder')}
            value={values.payPwd}
            onChange={(payPwd) => form.setValue('payPwd', payPwd)}
            onBlur={() => form.touch('payPwd')}
            error={form.errorOf('payPwd')}
          />
        </Card>

        <section className="fr-finance-risk" aria-labelledby="transfer-risk-title">
          <h2 id="transfer-risk-title" className="fr-finance-risk__title">
            {t('finance.transferIn.riskTitle')}
          </h2>
          <p>{products.rules.riskNotice}</p>
          <p>{t('finance.transferIn.confirmNoExit')}</p>
        </section>

        {form.formError && <RefusalCard message={form.formError} />}
        <Button
          type="submit"
          variant="primary"
          size="large"
          block
          loading={transferIn.isPending}
          disabled={closed}
        >
          {t('finance.transferIn.submit')}
        </Button>
      </form>
      <ConfirmSheet
        open={confirming !== null}
        askedAt={confirming ?? 0}
        product={product}
        amount={values.amount}
        sending={transferIn.isPending}
        onConfirm={() => void send()}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
