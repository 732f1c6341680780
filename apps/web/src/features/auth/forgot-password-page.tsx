import type { Country } from '@fairround/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import {
  Button,
  Card,
  CheckCircleIcon,
  FormAlert,
  LinkButton,
  Page,
  PasswordField,
  showSuccess,
  TextField,
} from '../../components/ui';
import { useAppConfig } from '../../lib/app-config';
import { focusField, useForm } from '../../lib/forms';
import { useResetPasswordMutation, useSendResetCodeMutation } from './api/reset-password';
import { resetProblems, type ResetValues } from './auth-rules';
import { defaultCountry } from './components/area-codes';
import { AuthIntro } from './components/AuthIntro';
import { CountryPicker } from './components/CountryPicker';
import { SmsCodeButton } from './components/SmsCodeButton';
import { redirectQuery } from './components/use-after-login';
import { useCountdown } from './components/use-countdown';
import './auth.css';

type Field = keyof ResetValues;

const FIELD_IDS: Record<Field, string> = {
  phone: 'reset-phone',
  captcha: 'reset-captcha',
  password: 'reset-password',
  spassword: 'reset-spassword',
};

/** Server field names → form fields. */
const WIRE_FIELDS: Partial<Record<string, Field>> = {
  mobile: 'phone',
  captcha: 'captcha',
  password: 'password',
  spassword: 'spassword',
};

/**
 * `/forgot_password`: phone (area code as at registration) → SMS code → new password twice →
 * done, then log in. The code answer never says whether the phone has an account; a phone
 * without one simply never receives a code.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const config = useAppConfig();
  const [country, setCountry] = useState<Country | null>(() =>
    defaultCountry(config.countries, config.defaultQuhao),
  );
  const quhao = country?.dialCode ?? config.defaultQuhao;
  const form = useForm<ResetValues>({
    initial: { phone: '', captcha: '', password: '', spassword: '' },
    validate: (values) => resetProblems(values, quhao),
  });
  const [sentTo, setSentTo] = useState<{ to: string; minutes: number } | null>(null);
  const [done, setDone] = useState(false);
  const countdown = useCountdown();
  const sendCode = useSendResetCodeMutation();
  const reset = useResetPasswordMutation();
  const { values } = form;
  const phoneKey = `${quhao} ${values.phone.replace(/[\s-]/g, '')}`;
  const secondsLeft = sentTo?.to === phoneKey ? countdown.secondsLeft : 0;

  async function requestCode() {
    form.touch('phone');
    if (resetProblems(values, quhao).phone) return focusField(FIELD_IDS.phone);
    try {
      const answer = await sendCode.mutateAsync({ quhao, mobile: values.phone });
      setSentTo({ to: phoneKey, minutes: Math.round(answer.expiresInSeconds / 60) });
      countdown.start(answer.cooldownSeconds);
      showSuccess(t('auth.forgot.codeSent'));
      focusField(FIELD_IDS.captcha);
    } catch (error) {
      const field = form.showApiError(error, WIRE_FIELDS, 'captcha');
      if (field) focusField(FIELD_IDS[field]);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = form.firstProblem();
    if (problem) return focusField(FIELD_IDS[problem]);
    try {
      await reset.mutateAsync({
        quhao,
        mobile: values.phone,
        captcha: values.captcha.trim(),
        password: values.password,
        spassword: values.spassword,
      });
      setDone(true);
    } catch (error) {
      const field = form.showApiError(error, WIRE_FIELDS);
      if (field) focusField(FIELD_IDS[field]);
    }
  }

  if (done) {
    return (
      <Page title={t('auth.forgot.title')}>
        <Card className="fr-auth-done" role="status" aria-labelledby="reset-done-title">
          <span className="fr-icon-disc">
            <CheckCircleIcon size={40} />
          </span>
          <h2 id="reset-done-title" className="fr-auth-intro__heading">
            {t('auth.forgot.doneTitle')}
          </h2>
          <p className="fr-auth-intro__body">{t('auth.forgot.doneBody')}</p>
          <LinkButton to={`/login${redirectQuery(search)}`} variant="primary" size="large" block>
            {t('auth.forgot.toLogin')}
          </LinkButton>
        </Card>
      </Page>
    );
  }

  return (
    <Page title={t('auth.forgot.title')}>
      <AuthIntro heading={t('auth.forgot.heading')} body={t('auth.forgot.body')} />
      <form className="fr-form fr-auth-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          id={FIELD_IDS.phone}
          type="tel"
          label={t('auth.register.phone')}
          value={values.phone}
          onChange={(value) => form.setValue('phone', value)}
          onBlur={() => form.touch('phone')}
          error={form.errorOf('phone')}
          autoComplete="tel-national"
          inputMode="numeric"
          maxLength={20}
          start={country ? <CountryPicker value={country} onChange={setCountry} /> : undefined}
        />
        <TextField
          id={FIELD_IDS.captcha}
          label={t('auth.register.captcha')}
          hint={
            sentTo?.to === phoneKey
              ? t('auth.forgot.codeHint', { phone: phoneKey, count: sentTo.minutes })
              : undefined
          }
          value={values.captcha}
          onChange={(value) => form.setValue('captcha', value)}
          onBlur={() => form.touch('captcha')}
          error={form.errorOf('captcha')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          end={
            <SmsCodeButton
              secondsLeft={secondsLeft}
              sending={sendCode.isPending}
              hasSent={sentTo !== null}
              onSend={() => void requestCode()}
            />
          }
        />
        <PasswordField
          id={FIELD_IDS.password}
          label={t('auth.forgot.newPassword')}
          hint={t('auth.register.passwordHint')}
          value={values.password}
          onChange={(value) => form.setValue('password', value)}
          onBlur={() => form.touch('password')}
          error={form.errorOf('password')}
          autoComplete="new-password"
          maxLength={16}
        />
        <PasswordField
          id={FIELD_IDS.spassword}
          label={t('auth.forgot.confirm')}
          value={values.spassword}
          onChange={(value) => form.setValue('spassword', value)}
          onBlur={() => form.touch('spassword')}
          error={form.errorOf('spassword')}
          autoComplete="new-password"
          maxLength={16}
        />
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        <Button type="submit" variant="primary" size="large" block loading={reset.isPending}>
          {t('auth.forgot.submit')}
        </Button>
      </form>
      <p className="fr-auth-switch">
        {t('auth.forgot.remembered')}{' '}
        <Link to={`/login${redirectQuery(search)}`}>{t('auth.register.toLogin')}</Link>
      </p>
    </Page>
  );
}
