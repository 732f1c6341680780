import {
  normalizeTxHash,
  TX_HASH_INPUT_MAX,
  type DepositMethod,
  type DepositMethodsResponse,
  type DepositView,
} from '@fairround/shared';
import { useCallback, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AmountField,
  BankIcon,
  Button,
  Card,
  ChainIcon,
  FormAlert,
  TextField,
  useMoneyText,
} from '../../../components/ui';
import { useAppConfig } from '../../../lib/app-config';
import {
  bindChoice,
  bindField,
  fillField,
  focusApiError,
  focusFirstProblem,
  translatedProblem,
  useForm,
} from '../../../lib/forms';
import { useRequestDeposit } from '../api/deposits';
import { amountInputOf, amountProblem } from '../lib/amount';
import { useAmountProblemText } from '../lib/use-amount-problem-text';
import { useCompactMoneyText } from '../lib/use-money-text';
import { ChoiceCardsField } from './ChoiceCardsField';
import { useConfirmRequest } from './confirm-request';
import { DepositMethodDetails } from './DepositMethodDetails';

type RechargeValues = { amount: string; payerName: string; methodId: string; txHash: string };

const FIELD_IDS: Record<keyof RechargeValues, string> = {
  amount: 'recharge-amount',
  payerName: 'recharge-payer',
  methodId: 'recharge-method',
  txHash: 'recharge-tx-hash',
};

/** A chain method's transaction id: required, and an id of that chain (the server's rule). */
function txHashProblem(method: DepositMethod | undefined, value: string): 'required' | 'invalid' | null {
  if (method?.kind !== 'chain') return null;
  if (value.trim() === '') return 'required';
  return method.chain && normalizeTxHash(method.chain, value) !== null ? null : 'invalid';
}

/** The longest payer name the API accepts (`pay_name`, cashier-schemas.ts). */
const PAYER_NAME_MAX = 200;

function useMethodKindText(): (method: DepositMethod) => string {
  const { t } = useTranslation();
  return (method) =>
    method.kind === 'bank'
      ? t('cashier.recharge.kindBank')
      : t('cashier.recharge.kindChain', { chain: method.chain ?? '' });
}

/**
 * The deposit request form (PRODUCT §4): amount (at least the minimum, quick amounts), payer's
 * name, the operator's method with its details to copy; confirmed before it is sent.
 */
export function RechargeForm({
  options,
  onSent,
  closed = false,
}: {
  options: DepositMethodsResponse;
  onSent: (deposit: DepositView) => void;
  /** Deposits are closed by a break or a limit reached (the page's banner says why): no request. */
  closed?: boolean;
}) {
  const { t } = useTranslation();
  const { currency } = useAppConfig();
  const moneyText = useMoneyText();
  const compactMoneyText = useCompactMoneyText();
  const kindText = useMethodKindText();
  const amountText = useAmountProblemText();
  const confirmRequest = useConfirmRequest();
  const request = useRequestDeposit();

  const txHashText = useCallback(
    (methods: DepositMethod[], values: RechargeValues) => {
      const chosen = methods.find((candidate) => candidate.id === values.methodId);
      const problem = txHashProblem(chosen, values.txHash);
      if (problem === 'required') return t('cashier.recharge.txHashRequired');
      return problem === 'invalid' ? t('cashier.recharge.txHashInvalid') : null;
    },
    [t],
  );
  const validate = useCallback(
    (values: RechargeValues) => ({
      amount: translatedProblem(
        amountText(
          amountProblem(values.amount, { minorDigits: currency.minorDigits, min: options.minDeposit }),
        ),
      ),
      payerName: translatedProblem(
        values.payerName.trim() === '' ? t('cashier.recharge.payerNameRequired') : null,
      ),
      methodId: translatedProblem(values.methodId === '' ? t('cashier.recharge.methodRequired') : null),
      txHash: translatedProblem(txHashText(options.methods, values)),
    }),
    [amountText, currency.minorDigits, options.methods, options.minDeposit, t, txHashText],
  );
  const form = useForm<RechargeValues>({
    initial: { amount: '', payerName: '', methodId: options.methods[0]?.id ?? '', txHash: '' },
    validate,
  });
  const { values } = form;
  const method = options.methods.find((candidate) => candidate.id === values.methodId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (closed || request.isPending || focusFirstProblem(form, FIELD_IDS) || !method) return;
    const payerName = values.payerName.trim();
    const confirmed = await confirmRequest({
      title: t('cashier.recharge.confirmTitle'),
      rows: [
        { label: t('cashier.recharge.amount'), value: moneyText(values.amount) },
        { label: t('cashier.recharge.method'), value: method.label },
        { label: t('cashier.recharge.payerName'), value: payerName },
      ],
      note: t('cashier.recharge.confirmNote'),
      confirmText: t('cashier.recharge.confirmSubmit'),
    });
    if (!confirmed) return;
    const txHash = method.kind === 'chain' ? { tx_hash: values.txHash.trim() } : {};
    try {
      onSent(
        await request.mutateAsync({
          money: values.amount,
          pay_name: payerName,
          method: method.id,
          ...txHash,
        }),
      );
    } catch (error) {
      focusApiError(form, FIELD_IDS, error, {
        money: 'amount',
        pay_name: 'payerName',
        method: 'methodId',
        tx_hash: 'txHash',
      });
    }
  }

  return (
    <form className="fr-form fr-cashier-form" noValidate onSubmit={(event) => void submit(event)}>
      <Card className="fr-card--stack">
        <AmountField
          {...bindField(form, FIELD_IDS, 'amount')}
          label={t('cashier.recharge.amount')}
          placeholder={t('cashier.recharge.amountPlaceholder', { min: moneyText(options.minDeposit) })}
        />
        {options.quickAmounts.length > 0 && (
          <div className="fr-quick-amounts" role="group" aria-label={t('cashier.recharge.quickAmounts')}>
            {options.quickAmounts.map((quick) => {
              const input = amountInputOf(quick, currency.minorDigits);
              return (
                <button
                  key={quick}
                  type="button"
                  className="fr-quick-amount"
                  aria-pressed={values.amount === input}
                  onClick={() => fillField(form, 'amount', input)}
                >
                  {compactMoneyText(quick)}
                </button>
              );
            })}
          </div>
        )}
        <TextField
          {...bindField(form, FIELD_IDS, 'payerName')}
          label={t('cashier.recharge.payerName')}
          placeholder={t('cashier.recharge.payerNamePlaceholder')}
          autoComplete="name"
          maxLength={PAYER_NAME_MAX}
        />
      </Card>

      <Card className="fr-card--stack">
        <ChoiceCardsField
          {...bindChoice(form, FIELD_IDS, 'methodId')}
          legend={t('cashier.recharge.method')}
          choices={options.methods.map((candidate) => ({
            value: candidate.id,
            title: candidate.label,
            description: kindText(candidate),
            icon: candidate.kind === 'bank' ? <BankIcon size={22} /> : <ChainIcon size={22} />,
          }))}
        />
        {method && <DepositMethodDetails method={method} />}
        {method?.kind === 'chain' && (
          <TextField
            {...bindField(form, FIELD_IDS, 'txHash')}
            label={t('cashier.recharge.txHash')}
            placeholder={t('cashier.recharge.txHashPlaceholder', { chain: method.chain ?? '' })}
            autoComplete="off"
            maxLength={TX_HASH_INPUT_MAX}
          />
        )}
        <p className="fr-note">{t('cashier.recharge.instructions')}</p>
      </Card>

      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <Button
        type="submit"
        variant="primary"
        size="large"
        block
        loading={request.isPending}
        disabled={closed}
      >
        {t('cashier.recharge.submit')}
      </Button>
    </form>
  );
}
