import { ErrorCode, type Country } from '@fairround/shared';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CountryPicker, defaultCountry } from '../../components/country';
import { Button, FormAlert, Page, PasswordField, TextField } from '../../components/ui';
import { isApiError } from '../../lib/api';
import { useAppConfig } from '../../lib/app-config';
import { focusField, useForm } from '../../lib/forms';
import { useLoginMutation } from './api/login';
import { useStartSession } from './api/session';
import { loginProblems, looksLikePhone, type LoginValues } from './auth-rules';
import { AuthIntro } from './components/AuthIntro';
import { NeedHelpLink } from './components/NeedHelpLink';
import { redirectQuery, useAfterLogin } from './components/use-after-login';
import './auth.css';

type LoginFormValues = LoginValues & { otp: string };

const FIELD_IDS: Record<keyof LoginFormValues, string> = {
  identifier: 'login-identifier',
  password: 'login-password',
  otp: 'login-otp',
};

/** Server field names of a login answer → this form's fields (1061 names `password`). */
const WIRE_FIELDS = { username: 'identifier', password: 'password', otp: 'otp' } as const;

/**
 * `/login`: username or phone number and password. Typing digits turns the first field into a
 * phone number with its area code. Wrong name and wrong password get the same answer (1003);
 * that, a frozen account (1069) and throttling (3001/3002) show above the button. With two-factor
 * on, the server answers 3090 (no session) and the form asks for the authenticator code.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const config = useAppConfig();
  const [country, setCountry] = useState<Country | null>(() => defaultCountry(config.countries, config.defaultQuhao));
  // Shown once the server says this account needs a two-factor code (3090).
  const [needsOtp, setNeedsOtp] = useState(false);
  const form = useForm<LoginFormValues>({
    initial: { identifier: '', password: '', otp: '' },
    validate: (values) => ({
      ...loginProblems(values),
      otp: needsOtp && values.otp.trim() === '' ? 'enterOtp' : null,
    }),
  });
  const mutation = useLoginMutation();
  const startSession = useStartSession();
  const afterLogin = useAfterLogin();
  const isPhone = looksLikePhone(form.values.identifier);

  useEffect(() => {
    if (needsOtp) focusField(FIELD_IDS.otp);
  }, [needsOtp]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = form.firstProblem();
    if (problem) return focusField(FIELD_IDS[problem]);
    try {
      const session = await mutation.mutateAsync({
        quhao: country?.dialCode ?? config.defaultQuhao,
        username: form.values.identifier.trim(),
        password: form.values.password,
        ...(needsOtp ? { otp: form.values.otp.trim() } : {}),
      });
      startSession(session);
      afterLogin();
    } catch (error) {
      if (isApiError(error) && error.errCode === ErrorCode.TwoFactorCodeNeeded) setNeedsOtp(true);
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
        {needsOtp && (
          <>
            <p className="fr-note">{t('auth.login.otpNote')}</p>
            <TextField
              id={FIELD_IDS.otp}
              label={t('form.otp.label')}
              hint={t('form.otp.hint')}
              value={form.values.otp}
              onChange={(value) => form.setValue('otp', value)}
              onBlur={() => form.touch('otp')}
              error={form.errorOf('otp')}
              autoComplete="one-time-code"
              autoCapitalize="characters"
              enterKeyHint="go"
              maxLength={32}
            />
          </>
        )}
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
      <NeedHelpLink />
    </Page>
  );
}
