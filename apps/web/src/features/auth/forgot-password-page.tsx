import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button, Card, CheckCircleIcon, FormAlert, LinkButton, Page } from '../../components/ui';
import { useResetPasswordMutation, useSendResetCodeMutation } from './api/reset-password';
import { resetProblems, type ResetValues } from './auth-rules';
import { AuthIntro } from './components/AuthIntro';
import { NewPasswordFields } from './components/NewPasswordFields';
import { PhoneCodeFields } from './components/PhoneCodeFields';
import { redirectQuery } from './components/use-after-login';
import { usePhoneCodeForm } from './components/use-phone-code-form';
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
  const [done, setDone] = useState(false);
  const sendCode = useSendResetCodeMutation();
  const reset = useResetPasswordMutation();
  const { form, quhao, phoneFields, submitWith } = usePhoneCodeForm<ResetValues>({
    initial: { phone: '', captcha: '', password: '', spassword: '' },
    validate: resetProblems,
    ids: FIELD_IDS,
    sendCode,
    sentText: t('auth.forgot.codeSent'),
    wireFields: WIRE_FIELDS,
  });
  const { values } = form;

  const submit = submitWith(async () => {
    await reset.mutateAsync({
      quhao,
      mobile: values.phone,
      captcha: values.captcha.trim(),
      password: values.password,
      spassword: values.spassword,
    });
    setDone(true);
  });

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
        <PhoneCodeFields
          {...phoneFields}
          codeHint={(sent) => t('auth.forgot.codeHint', { phone: sent.phone, count: sent.minutes })}
        />
        <NewPasswordFields
          form={form}
          ids={FIELD_IDS}
          labels={{ password: t('auth.forgot.newPassword'), confirm: t('auth.forgot.confirm') }}
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
