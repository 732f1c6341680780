import type { Country } from '@fairround/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CountryPicker, defaultCountry } from '../../components/country';
import { Button, FormAlert, Page, PasswordField, TextField } from '../../components/ui';
import { useAppConfig } from '../../lib/app-config';
import { focusField, useForm } from '../../lib/forms';
import { useLoginMutation } from './api/login';
import { useStartSession } from './api/session';
import { loginProblems, looksLikePhone, type LoginValues } from './auth-rules';
import { AuthIntro } from './components/AuthIntro';
import { redirectQuery, useAfterLogin } from './components/use-after-login';
import './auth.css';

const FIELD_IDS: Record<keyof LoginValues, string> = { identifier: 'login-identifier', password: 'login-password' };

/** Server field names of a login answer → this form's fields (1061 names `password`). */
const WIRE_FIELDS = { username: 'identifier', password: 'password' } as const;

/**
 * `/login`: username or phone number and password. Typing digits turns the first field into a
 * phone number with its area code. Wrong name and wrong password get the same answer (1003);
 * that, a frozen account (1069) and throttling (3001/3002) show above the button.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const config = useAppConfig();
  const [country, setCountry] = useState<Country | null>(() => defaultCountry(config.countries, config.defaultQuhao));
  const form = useForm<LoginValues>({ initial: { identifier: '', password: '' }, validate: loginProblems });
  const mutation = useLoginMutation();
  const startSession = useStartSession();
  const afterLogin = useAfterLogin();
  const isPhone = looksLikePhone(form.values.identifier);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = form.firstProblem();
    if (problem) return focusField(FIELD_IDS[problem]);
    try {
      const session = await mutation.mutateAsync({
        quhao: country?.dialCode ?? config.defaultQuhao,
        username: form.values.identifier.trim(),
        password: form.values.password,
      });
      startSession(session);
      afterLogin();
    } catch (error) {
      const field = form.showApiError(error, WIRE_FIELDS);
      if (field) focusField(FIELD_IDS[field]);
    }
  }

  return (
    <Page title={t('auth.login.title')}>
      <AuthIntro heading={t('auth.login.heading')} body={t('auth.login.body')} />
      <form className="fr-form fr-auth-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          id={FIELD_IDS.identifier}
          label={t('auth.login.identifier')}
          value={form.values.identifier}
          onChange={(value) => form.setValue('identifier', value)}
          onBlur={() => form.touch('identifier')}
          error={form.errorOf('identifier')}
          hint={isPhone ? t('auth.login.phoneHint') : undefined}
          autoComplete="username"
          autoCapitalize="none"
          enterKeyHint="next"
          maxLength={64}
          start={isPhone && country ? <CountryPicker value={country} onChange={setCountry} /> : undefined}
        />
        <PasswordField
          id={FIELD_IDS.password}
          label={t('auth.login.password')}
          value={form.values.password}
          onChange={(value) => form.setValue('password', value)}
          onBlur={() => form.touch('password')}
          error={form.errorOf('password')}
          autoComplete="current-password"
          enterKeyHint="go"
          maxLength={128}
        />
        <p className="fr-auth-forgot">
          <Link to={`/forgot_password${redirectQuery(search)}`}>{t('auth.login.forgot')}</Link>
        </p>
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        <Button type="submit" variant="primary" size="large" block loading={mutation.isPending}>
          {t('auth.login.submit')}
        </Button>
      </form>
      <p className="fr-auth-switch">
        {t('auth.login.noAccount')} <Link to={`/register${redirectQuery(search)}`}>{t('auth.login.toRegister')}</Link>
      </p>
    </Page>
  );
}
