import { ErrorCode, type WithdrawInfo } from '@fairround/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  AmountField,
  BankIcon,
  Button,
  Card,
  ChainIcon,
  FormAlert,
  PayPasswordField,
  useMoneyText,
} from '../../../components/ui';
import { isApiError } from '../../../lib/api';
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
import { newRequestKey } from '../../../lib/request-key';
import { accountKeys, useUserInfo } from '../../../lib/user-info';
import { verificationKeys } from '../../../lib/verification';
import { useRequestWithdrawal } from '../api/withdrawals';
import { accountTitle } from '../lib/account-title';
import { amountInputOf, isPositiveAmount } from '../lib/amount';
import { useAmountProblemText } from '../lib/use-amount-problem-text';
import {
  allAmount,
  dailyLimitReached,
  withdrawErrorField,
  withdrawProblems,
  type WithdrawValues,
} from '../lib/withdraw-form';
import { maskedDestination } from '../lib/withdrawal-account';
import { withReturn } from '../lib/return-to';
import { ChoiceCardsField } from './ChoiceCardsField';
import { useConfirmRequest } from './confirm-request';
import { DailyLimitNotice } from './DailyLimitNotice';
import { OtpField } from './OtpField';

/** With two-factor on, the authenticator code too (issue #25); empty and unsent otherwise. */
type WithdrawFormValues = WithdrawValues & { otp: string };

const FIELD_IDS: Record<keyof WithdrawFormValues, string> = {
  accountId: 'withdraw-account',
  amount: 'withdraw-amount',
  payPwd: 'withdraw-pay-password',
  otp: 'withdraw-otp',
};

export type WithdrawSent = { amount: string; account: string };

/**
 * The withdraw form (PRODUCT §4): which account, how much (with "All"), the payment password;
 * every rule checked as typed with the server's texts, then a confirmation of amount and
 * destination before the money moves to the hold. With two-factor on, the code too.
 */
export function WithdrawForm({ info, onSent }: { info: WithdrawInfo; onSent: (sent: WithdrawSent) => void }) {
  const { t } = useTranslation();
  const { currency } = useAppConfig();
  const queryClient = useQueryClient();
  const moneyText = useMoneyText();
  const amountText = useAmountProblemText();
  const confirmRequest = useConfirmRequest();
  const request = useRequestWithdrawal();
  const twoFactor = useUserInfo().data?.twoFactor === true;
  // One key per attempt: a retry after a lost answer cannot create a second withdrawal.
  const attempt = useRef<{ key: string; signature: string } | null>(null);

  const validate = useCallback(
    (values: WithdrawFormValues) => {
      const problems = withdrawProblems(values, info, currency.minorDigits);
      return {
        accountId: problems.accountId ? ErrorCode.WithdrawalMethodRequired : null,
        amount: translatedProblem(amountText(problems.amount)),
        payPwd: translatedProblem(problems.payPwd ? t('cashier.common.payPasswordRequired') : null),
        otp: twoFactor && values.otp.trim() === '' ? ('enterOtp' as const) : null,
      };
    },
    [amountText, currency.minorDigits, info, t, twoFactor],
  );
  const form = useForm<WithdrawFormValues>({
    initial: {
      accountId: info.accounts.length === 1 ? (info.accounts[0]?.id ?? '') : '',
      amount: '',
      payPwd: '',
      otp: '',
    },
    validate,
  });
  const { values } = form;
  const account = info.accounts.find((candidate) => candidate.id === values.accountId);
  const limitReached = dailyLimitReached(info.daily);
  const canFillAll = isPositiveAmount(info.withdrawable, currency.minorDigits);

  function requestKeyFor(signature: string): string {
    if (attempt.current?.signature !== signature) attempt.current = { key: newRequestKey(), signature };
    return attempt.current.key;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (request.isPending || focusFirstProblem(form, FIELD_IDS) || !account) return;
    const destination = `${accountTitle(account, t)} ${maskedDestination(account)}`;
    const confirmed = await confirmRequest({
      title: t('cashier.withdraw.confirmTitle'),
      rows: [
        { label: t('cashier.withdraw.confirmAmount'), value: moneyText(values.amount) },
        { label: t('cashier.withdraw.confirmTo'), value: destination },
      ],
      note: t('cashier.withdraw.confirmNote'),
      confirmText: t('cashier.withdraw.confirmSubmit'),
    });
    if (!confirmed) return;
    const signature = `${account.id}|${values.amount}`;
    try {
      await request.mutateAsync({
        bank_id: account.id,
        money: values.amount,
        pwd: values.payPwd,
        request_key: requestKeyFor(signature),
        ...(twoFactor ? { otp: values.otp.trim() } : {}),
      });
      attempt.current = null;
      onSent({ amount: values.amount, account: destination });
    } catch (error) {
      // The cached profile said a password was set; refreshed, the page shows the set-one prompt.
      // Likewise for two-factor turned on elsewhere (3090): refreshed, the code field appears.
      if (
        isApiError(error) &&
        (error.errCode === ErrorCode.PayPasswordMissing || error.errCode === ErrorCode.TwoFactorCodeNeeded)
      ) {
        void queryClient.invalidateQueries({ queryKey: accountKeys.all });
      }
      // Verification became needed since the page loaded: refreshed, the page's gate says what to do.
      if (
        isApiError(error) &&
        (error.errCode === ErrorCode.VerificationRequired ||
          error.errCode === ErrorCode.VerificationUnderReview)
      ) {
        void queryClient.invalidateQueries({ queryKey: verificationKeys.all });
      }
      const fallback = isApiError(error) ? withdrawErrorField(error.errCode) : undefined;
      focusApiError(
        form,
        FIELD_IDS,
        error,
        { bank_id: 'accountId', money: 'amount', pwd: 'payPwd', otp: 'otp' },
        fallback,
      );
    }
  }

  return (
    <form className="fr-form fr-cashier-form" noValidate onSubmit={(event) => void submit(event)}>
      {limitReached && <DailyLimitNotice daily={info.daily} />}
      {/* Used up for today: the whole form is shown but cannot be filled in or sent. */}
      <fieldset className="fr-fieldset-plain" disabled={limitReached}>
        <Card className="fr-card--stack">
          <ChoiceCardsField
            {...bindChoice(form, FIELD_IDS, 'accountId')}
            legend={t('cashier.withdraw.account')}
            choices={info.accounts.map((candidate) => ({
              value: candidate.id,
              title: accountTitle(candidate, t),
              description: <span className="fr-num">{maskedDestination(candidate)}</span>,
              icon: candidate.type === 'Bank' ? <BankIcon size={22} /> : <ChainIcon size={22} />,
            }))}
          />
          <Link to={withReturn('/banklist', '/withdraw')} className="fr-withdraw-accounts__manage">
            {t('cashier.withdraw.manageAccounts')}
          </Link>
        </Card>

        <Card className="fr-card--stack">
          <AmountField
            {...bindField(form, FIELD_IDS, 'amount')}
            label={t('cashier.withdraw.amount')}
            placeholder={t('cashier.withdraw.amountPlaceholder', {
              min: moneyText(info.min),
              max: moneyText(info.max),
            })}
            end={
              <button
                type="button"
                className="fr-amount__all fr-hit-area"
                disabled={!canFillAll}
                aria-label={t('cashier.withdraw.allLabel')}
                onClick={() =>
                  fillField(
                    form,
                    'amount',
                    amountInputOf(allAmount(info, currency.minorDigits), currency.minorDigits),
                  )
                }
              >
                {t('cashier.withdraw.all')}
              </button>
            }
          />
          <PayPasswordField
            {...bindField(form, FIELD_IDS, 'payPwd')}
            label={t('cashier.common.payPassword')}
            placeholder={t('cashier.common.payPasswordPlaceholder')}
          />
          {twoFactor && (
            <OtpField
              id={FIELD_IDS.otp}
              value={values.otp}
              onChange={(otp) => form.setValue('otp', otp)}
              onBlur={() => form.touch('otp')}
              error={form.errorOf('otp')}
            />
          )}
        </Card>
      </fieldset>
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <Button
        type="submit"
        variant="primary"
        size="large"
        block
        loading={request.isPending}
        disabled={limitReached}
      >
        {t('cashier.withdraw.submit')}
      </Button>
    </form>
  );
}
