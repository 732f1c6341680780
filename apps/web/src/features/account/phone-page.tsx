import type { Country, UserInfo } from '@fairround/shared';
import { useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { CountryPicker, defaultCountry } from '../../components/country';
import {
  Button,
  confirmDialog,
  ErrorState,
  FormAlert,
  InfoIcon,
  LoadingState,
  Page,
  PasswordField,
  showSuccess,
  TextField,
  useGoBack,
} from '../../components/ui';
import { useAppConfig } from '../../lib/app-config';
import { focusApiError, focusFirstProblem, useForm } from '../../lib/forms';
import { useUserInfo } from '../../lib/user-info';
import { phoneChangeProblems, type PhoneChangeValues } from './account-rules';
import { useChangePhoneMutation } from './api/profile';
import {
  PHONE_CHANGE_FIELD_IDS as IDS,
  PHONE_CHANGE_WIRE_FIELDS,
  useChangeCodes,
} from './components/use-change-codes';
import './account.css';

/** The area code offered first: the player's own, else the operator's default. */
function useStartingCountry(quhao: string) {
  const config = useAppConfig();
  return useState<Country | null>(
    () =>
      config.countries.find((country) => country.dialCode === quhao) ??
      defaultCountry(config.countries, config.defaultQuhao),
  );
}

function PhoneForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const [country, setCountry] = useStartingCountry(user.quhao);
  const quhao = country?.dialCode ?? user.quhao;
  const form = useForm<PhoneChangeValues>({
    initial: { oldCaptcha: '', mobile: '', newCaptcha: '', passwd: '' },
    validate: (values) => phoneChangeProblems(values, quhao),
  });
  const codes = useChangeCodes(form, quhao, user.phone);
  const mutation = useChangePhoneMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (focusFirstProblem(form, IDS)) return;
    const confirmed = await confirmDialog({
      title: t('account.phone.confirmTitle', { phone: codes.newNumber }),
      content: t('account.phone.confirmBody', { phone: codes.newNumber }),
      confirmText: t('account.phone.confirm'),
      cancelText: t('account.phone.cancel'),
    });
    if (!confirmed) return;
    const { oldCaptcha, newCaptcha } = form.values;
    try {
      await mutation.mutateAsync({
        ...form.values,
        quhao,
        oldCaptcha: oldCaptcha.trim(),
        newCaptcha: newCaptcha.trim(),
      });
      showSuccess(t('account.phone.done'));
      goBack();
    } catch (error) {
      focusApiError(form, IDS, error, PHONE_CHANGE_WIRE_FIELDS);
    }
  }

  const codeField = (
    field: 'oldCaptcha' | 'newCaptcha',
    label: string,
    hint: string | undefined,
    end: ReactElement,
  ) => (
    <TextField
      id={IDS[field]}
      label={label}
      hint={hint}
      value={form.values[field]}
      onChange={(value) => form.setValue(field, value)}
      onBlur={() => form.touch(field)}
      error={form.errorOf(field)}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={8}
      end={end}
    />
  );

  return (
    <form
      className="fr-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid="phone-change-form"
    >
      <p className="fr-icon-note">
        <InfoIcon size={18} />
        <span>{t('account.phone.note', { phone: user.phone })}</span>
      </p>
      {codeField('oldCaptcha', t('account.phone.oldCode'), codes.oldHint, codes.oldButton)}
      <TextField
        id={IDS.mobile}
        type="tel"
        label={t('account.phone.newPhone')}
        value={form.values.mobile}
        onChange={(value) => form.setValue('mobile', value)}
        onBlur={() => form.touch('mobile')}
        error={form.errorOf('mobile')}
        autoComplete="tel-national"
        inputMode="numeric"
        maxLength={20}
        start={country ? <CountryPicker value={country} onChange={setCountry} /> : undefined}
      />
      {codeField('newCaptcha', t('account.phone.newCode'), codes.newHint, codes.newButton)}
      <PasswordField
        id={IDS.passwd}
        label={t('account.phone.login')}
        value={form.values.passwd}
        onChange={(value) => form.setValue('passwd', value)}
        onBlur={() => form.touch('passwd')}
        error={form.errorOf('passwd')}
        autoComplete="current-password"
        maxLength={128}
      />
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <Button type="submit" variant="primary" size="large" block loading={mutation.isPending}>
        {t('account.phone.submit')}
      </Button>
    </form>
  );
}

/**
 * `/my_phone`: moving the account to another phone (issue #25). A code to the registered phone, a
 * code to the new one and the login password; the player confirms, then every other device is
 * logged out. Whether the new number already has an account is never shown: it simply gets no code.
 */
export default function PhonePage() {
  const { t } = useTranslation();
  const user = useUserInfo();
  return (
    <Page title={t('account.phone.title')}>
      {user.data ? (
        <PhoneForm user={user.data} />
      ) : user.isError ? (
        <ErrorState
          title={t('account.user.loadFailed')}
          onRetry={() => void user.refetch()}
          retrying={user.isFetching}
        />
      ) : (
        <LoadingState label={t('account.user.loading')} />
      )}
    </Page>
  );
}
