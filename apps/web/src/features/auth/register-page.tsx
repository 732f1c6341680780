import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, Checkbox, FormAlert, Page, PasswordField, TextField } from '../../components/ui';
import { limitsOfferPath } from '../../lib/protection/limits-offer';
import { useRegisterMutation } from './api/register';
import { useSendSmsCodeMutation } from './api/send-sms-code';
import { useStartSession } from './api/session';
import { invitationFromQuery, registerProblems, type RegisterValues } from './auth-rules';
import { AgreementDocuments } from './components/AgreementDocuments';
import { AuthIntro } from './components/AuthIntro';
import { NeedHelpLink } from './components/NeedHelpLink';
import { NewPasswordFields } from './components/NewPasswordFields';
import { PhoneCodeFields } from './components/PhoneCodeFields';
import { redirectQuery } from './components/use-after-login';
import { usePhoneCodeForm } from './components/use-phone-code-form';
import './auth.css';

type Field = keyof RegisterValues;

const FIELD_IDS: Record<Field, string> = {
  username: 'register-username',
  phone: 'register-phone',
  captcha: 'register-captcha',
  password: 'register-password',
  spassword: 'register-spassword',
  payPwd: 'register-paypwd',
  invitation: 'register-invitation',
  agree: 'register-agree',
};

/** Server field names → form fields (they match, except the SMS call's `mobile`). */
const WIRE_FIELDS: Partial<Record<string, Field>> = {
  ...Object.fromEntries(Object.keys(FIELD_IDS).map((field) => [field, field])),
  mobile: 'phone',
};

/**
 * `/register` (PRODUCT §3): area code and phone verified by an SMS code, username, password and
 * its confirmation, pay password, invitation code (empty unless a shared link carries one) and
 * the agreement with the 18+ confirmation, whose terms and privacy policy open in a sheet over the
 * form. Each field checks itself with the server's rules.
 */
export default function RegisterPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const sendCode = useSendSmsCodeMutation();
  const registration = useRegisterMutation();
  const startSession = useStartSession();
  const navigate = useNavigate();
  const { form, quhao, phoneFields, submitWith } = usePhoneCodeForm<RegisterValues>({
    initial: () => ({
      username: '',
      phone: '',
      captcha: '',
      password: '',
      spassword: '',
      payPwd: '',
      invitation: invitationFromQuery(search),
      agree: false,
    }),
    validate: registerProblems,
    ids: FIELD_IDS,
    sendCode,
    sentText: t('auth.register.codeSent'),
    wireFields: WIRE_FIELDS,
  });
  const { values } = form;

  const submit = submitWith(async () => {
    const session = await registration.mutateAsync({
      quhao,
      username: values.username.trim(),
      phone: values.phone,
      captcha: values.captcha.trim(),
      password: values.password,
      spassword: values.spassword,
      payPwd: values.payPwd,
      invitation: values.invitation.trim(),
      agree: values.agree,
    });
    startSession(session);
    // Deposit limits are offered first (PRODUCT §9); the offer then goes on to where this would have.
    void navigate(limitsOfferPath(search), { replace: true });
  });

  return (
    <Page title={t('auth.register.title')}>
      <AuthIntro heading={t('auth.register.heading')} body={t('auth.register.body')} />
      <form className="fr-form fr-auth-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          id={FIELD_IDS.username}
          label={t('auth.register.username')}
          hint={t('auth.register.usernameHint')}
          value={values.username}
          onChange={(value) => form.setValue('username', value)}
          onBlur={() => form.touch('username')}
          error={form.errorOf('username')}
          autoComplete="username"
          autoCapitalize="none"
          maxLength={64}
        />
        <PhoneCodeFields
          {...phoneFields}
          codeHint={(sent) => t('auth.register.codeHint', { phone: sent.phone, count: sent.minutes })}
        />
        <NewPasswordFields
          form={form}
          ids={FIELD_IDS}
          labels={{ password: t('auth.register.password'), confirm: t('auth.register.confirm') }}
        />
        <PasswordField
          id={FIELD_IDS.payPwd}
          label={t('auth.register.payPassword')}
          hint={t('auth.register.payPasswordHint')}
          value={values.payPwd}
          onChange={(value) => form.setValue('payPwd', value)}
          onBlur={() => form.touch('payPwd')}
          error={form.errorOf('payPwd')}
          autoComplete="new-password"
          maxLength={16}
        />
        <TextField
          id={FIELD_IDS.invitation}
          label={t('auth.register.invitation')}
          hint={t('auth.register.invitationHint')}
          value={values.invitation}
          onChange={(value) => form.setValue('invitation', value)}
          onBlur={() => form.touch('invitation')}
          error={form.errorOf('invitation')}
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={16}
        />
        <Checkbox
          id={FIELD_IDS.agree}
          checked={values.agree}
          onChange={(checked) => {
            form.setValue('agree', checked);
            form.touch('agree');
          }}
          error={form.errorOf('agree')}
        >
          {t('auth.register.agreement')}
        </Checkbox>
        <AgreementDocuments />
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        <Button type="submit" variant="primary" size="large" block loading={registration.isPending}>
          {t('auth.register.submit')}
        </Button>
      </form>
      <p className="fr-auth-switch">
        {t('auth.register.haveAccount')}{' '}
        <Link to={`/login${redirectQuery(search)}`}>{t('auth.register.toLogin')}</Link>
      </p>
      <NeedHelpLink />
    </Page>
  );
}
