import {
  ErrorCode,
  WITHDRAWAL_ACCOUNT_FIELD_MAX,
  WITHDRAWAL_ACCOUNT_TYPES,
  WITHDRAWAL_ADDRESS_MAX,
} from '@fairround/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BankIcon,
  Button,
  Card,
  ChainIcon,
  FormAlert,
  PayPasswordField,
  TextField,
} from '../../../components/ui';
import { isApiError } from '../../../lib/api';
import { focusField, translatedProblem, useForm, type FieldProblems } from '../../../lib/forms';
import { accountKeys, useUserInfo } from '../../../lib/user-info';
import { useAddWithdrawalAccount } from '../api/withdrawal-accounts';
import {
  addAccountBody,
  addressProblemCode,
  BANK_FIELDS,
  bankFieldProblem,
  type AccountFormValues,
  type BankField,
} from '../lib/account-form';
import { ChoiceCards } from './ChoiceCards';
import { OtpField } from './OtpField';

/** With two-factor on, the authenticator code too (issue #25); empty and unsent otherwise. */
type AddAccountValues = AccountFormValues & { otp: string };

const FIELD_IDS: Record<keyof AddAccountValues, string> = {
  type: 'account-type',
  bank: 'account-bank',
  account: 'account-number',
  username: 'account-holder',
  area: 'account-branch',
  address: 'account-address',
  payPwd: 'account-pay-password',
  otp: 'account-otp',
};

const INITIAL: AddAccountValues = {
  type: 'Bank',
  bank: '',
  account: '',
  username: '',
  area: '',
  address: '',
  payPwd: '',
  otp: '',
};

/** The wire names of the server's answers, mapped to the form's fields. */
const WIRE_FIELDS: Partial<Record<string, keyof AddAccountValues>> = {
  type: 'type',
  bank: 'bank',
  account: 'account',
  username: 'username',
  area: 'area',
  address: 'address',
  payPwd: 'payPwd',
  pwd: 'payPwd',
  otp: 'otp',
};

/**
 * The add-withdrawal-account form (seed §5 "Add bank"): a bank account (bank, number, holder,
 * branch) or an address on one of the chains, checked as it is typed with the shared
 * validators; the payment password confirms it, and the two-factor code when that is on.
 */
export function AddAccountForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const add = useAddWithdrawalAccount();
  const twoFactor = useUserInfo().data?.twoFactor === true;

  const validate = useCallback(
    (values: AddAccountValues) => {
      const problems: FieldProblems<AddAccountValues> = {
        payPwd: translatedProblem(values.payPwd === '' ? t('cashier.common.payPasswordRequired') : null),
        otp: twoFactor && values.otp.trim() === '' ? 'enterOtp' : null,
      };
      if (values.type === 'Bank') {
        for (const field of BANK_FIELDS) {
          const problem = bankFieldProblem(values[field]);
          problems[field] = translatedProblem(
            problem === 'required'
              ? t(`cashier.bankAdd.required.${field}`)
              : problem === 'tooLong'
                ? t('cashier.bankAdd.tooLong', { count: WITHDRAWAL_ACCOUNT_FIELD_MAX })
                : null,
          );
        }
      } else {
        const code = addressProblemCode(values.type, values.address);
        problems.address = code ?? null;
      }
      return problems;
    },
    [t, twoFactor],
  );
  const form = useForm<AddAccountValues>({ initial: INITIAL, validate });
  const { values } = form;
  const chain = values.type === 'Bank' ? null : values.type;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (add.isPending) return;
    const problem = form.firstProblem();
    if (problem) return focusField(FIELD_IDS[problem]);
    try {
      await add.mutateAsync({ ...addAccountBody(values), ...(twoFactor ? { otp: values.otp.trim() } : {}) });
      onSaved();
    } catch (error) {
      // The cached profile was out of date: refreshed, the page shows the set-a-pay-password
      // prompt (2057), or the two-factor code field (3090).
      if (
        isApiError(error) &&
        (error.errCode === ErrorCode.PayPasswordMissing || error.errCode === ErrorCode.TwoFactorCodeNeeded)
      ) {
        void queryClient.invalidateQueries({ queryKey: accountKeys.all });
      }
      const field = form.showApiError(error, WIRE_FIELDS);
      if (field) focusField(FIELD_IDS[field]);
    }
  }

  function bankField(field: BankField, label: string, placeholder: string, autoComplete: string) {
    return (
      <TextField
        id={FIELD_IDS[field]}
        label={label}
        placeholder={placeholder}
        value={values[field]}
        onChange={(value) => form.setValue(field, value)}
        onBlur={() => form.touch(field)}
        error={form.errorOf(field)}
        maxLength={WITHDRAWAL_ACCOUNT_FIELD_MAX}
        autoComplete={autoComplete}
        {...(field === 'account' ? { inputMode: 'numeric' as const } : {})}
      />
    );
  }

  const addressValid = chain !== null && values.address.trim() !== '' && form.errorOf('address') === null;

  return (
    <form className="fr-form fr-cashier-form" noValidate onSubmit={(event) => void submit(event)}>
      <Card className="fr-card--stack">
        <div id={FIELD_IDS.type} tabIndex={-1} className="fr-focus-target">
          <ChoiceCards
            legend={t('cashier.bankAdd.type')}
            layout="grid"
            value={values.type}
            onChange={(type) => form.setValue('type', type)}
            error={form.errorOf('type')}
            choices={WITHDRAWAL_ACCOUNT_TYPES.map((type) => ({
              value: type,
              title: t(`cashier.accountTypes.${type}`),
              icon: type === 'Bank' ? <BankIcon size={20} /> : <ChainIcon size={20} />,
            }))}
          />
        </div>
      </Card>

      <Card className="fr-card--stack">
        {chain === null ? (
          <>
            {bankField('bank', t('cashier.bankAdd.bank'), t('cashier.bankAdd.bankPlaceholder'), 'off')}
            {bankField(
              'account',
              t('cashier.bankAdd.account'),
              t('cashier.bankAdd.accountPlaceholder'),
              'off',
            )}
            {bankField(
              'username',
              t('cashier.bankAdd.holder'),
              t('cashier.bankAdd.holderPlaceholder'),
              'name',
            )}
            {bankField('area', t('cashier.bankAdd.branch'), t('cashier.bankAdd.branchPlaceholder'), 'off')}
          </>
        ) : (
          <TextField
            id={FIELD_IDS.address}
            label={t('cashier.bankAdd.address', { chain })}
            placeholder={t('cashier.bankAdd.addressPlaceholder')}
            value={values.address}
            onChange={(address) => {
              form.setValue('address', address);
              // Checked from the first character: a wrong address is caught before anything else.
              if (address.trim() !== '') form.touch('address');
            }}
            onBlur={() => form.touch('address')}
            error={form.errorOf('address')}
            hint={
              addressValid
                ? t('cashier.bankAdd.addressValid', { chain })
                : t(`cashier.bankAdd.addressHint.${chain}`)
            }
            maxLength={WITHDRAWAL_ADDRESS_MAX}
            autoComplete="off"
            autoCapitalize="none"
          />
        )}
        <PayPasswordField
          id={FIELD_IDS.payPwd}
          label={t('cashier.common.payPassword')}
          placeholder={t('cashier.common.payPasswordPlaceholder')}
          value={values.payPwd}
          onChange={(payPwd) => form.setValue('payPwd', payPwd)}
          onBlur={() => form.touch('payPwd')}
          error={form.errorOf('payPwd')}
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

      <p className="fr-cashier-warning">{t('cashier.bankAdd.warning')}</p>
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <Button type="submit" variant="primary" size="large" block loading={add.isPending}>
        {t('cashier.bankAdd.submit')}
      </Button>
    </form>
  );
}
