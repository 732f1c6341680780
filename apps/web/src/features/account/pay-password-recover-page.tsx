import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ErrorState,
  FormAlert,
  InfoIcon,
  LoadingState,
  Page,
  PasswordField,
  showSuccess,
  SmsCodeButton,
  TextField,
  useCountdown,
  useGoBack,
} from '../../components/ui';
import { focusField, useForm } from '../../lib/forms';
import { useUserInfo } from '../../lib/user-info';
import { recoverPayPasswordProblems, type RecoverPayPasswordValues } from './account-rules';
import { useRecoverPayPasswordMutation, useSendPayPasswordCodeMutation } from './api/recover-pay-password';
import './account.css';

const FIELD_IDS: Record<keyof RecoverPayPasswordValues, string> = {
  captcha: 'pay-recover-code',
  passwd: 'pay-recover-login',
  newpwd: 'pay-recover-new',
  newpwd2: 'pay-recover-repeat',
};

const WIRE_FIELDS = { captcha: 'captcha', passwd: 'passwd', newpwd: 'newpwd', newpwd2: 'newpwd2' } as const;

/** The code field with its send button: the code goes to the phone on file, never one typed here. */
function useRecoveryCode(form: ReturnType<typeof useForm<RecoverPayPasswordValues>>, phone: string) {
  const { t } = useTranslation();
  const send = useSendPayPasswordCodeMutation();
  const countdown = useCountdown();
  const [sentMinutes, setSentMinutes] = useState<number | null>(null);

  async function requestCode() {
    try {
      const answer = await send.mutateAsync();
      setSentMinutes(Math.round(answer.expiresInSeconds / 60));
      countdown.start(answer.cooldownSeconds);
      showSuccess(t('account.payPassword.recover.sent', { phone, minutes: Math.round(answer.expiresInSeconds / 60) }));
      focusField(FIELD_IDS.captcha);
    } catch (error) {
      form.showApiError(error, WIRE_FIELDS, 'captcha');
      focusField(FIELD_IDS.captcha);
    }
  }

  const button = (
    <SmsCodeButton
      secondsLeft={countdown.secondsLeft}
      sending={send.isPending}
      hasSent={sentMinutes !== null}
      onSend={() => void requestCode()}
    />
  );
  const hint = sentMinutes === null ? undefined : t('account.payPassword.recover.sent', { phone, minutes: sentMinutes });
  return { button, hint };
}

function RecoverForm({ phone }: { phone: string }) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const form = useForm<RecoverPayPasswordValues>({
    initial: { captcha: '', passwd: '', newpwd: '', newpwd2: '' },
    validate: recoverPayPasswordProblems,
  });
  const code = useRecoveryCode(form, phone);
  const mutation = useRecoverPayPasswordMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = form.firstProblem();
    if (problem) return focusField(FIELD_IDS[problem]);
    try {
      await mutation.mutateAsync({ ...form.values, captcha: form.values.captcha.trim() });
      showSuccess(t('account.payPassword.recover.done'));
      goBack();
    } catch (error) {
      const field = form.showApiError(error, WIRE_FIELDS);
      if (field) focusField(FIELD_IDS[field]);
    }
  }

  const passwordField = (field: 'passwd' | 'newpwd' | 'newpwd2', label: string, hint?: string) => (
    <PasswordField
      id={FIELD_IDS[field]}
      label={label}
      hint={hint}
      value={form.values[field]}
      onChange={(value) => form.setValue(field, value)}
      onBlur={() => form.touch(field)}
      error={form.errorOf(field)}
      autoComplete={field === 'passwd' ? 'current-password' : 'new-password'}
      maxLength={field === 'passwd' ? 128 : 16}
    />
  );

  return (
    <form className="fr-form" noValidate onSubmit={(event) => void submit(event)} data-testid="pay-recover-form">
      <p className="fr-icon-note">
        <InfoIcon size={18} />
        <span>{t('account.payPassword.recover.note', { phone })}</span>
      </p>
      <TextField
        id={FIELD_IDS.captcha}
        label={t('account.payPassword.recover.code')}
        value={form.values.captcha}
        onChange={(value) => form.setValue('captcha', value)}
        onBlur={() => form.touch('captcha')}
        error={form.errorOf('captcha')}
        hint={code.hint}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        end={code.button}
      />
      {passwordField('passwd', t('account.payPassword.recover.login'))}
      {passwordField('newpwd', t('account.payPassword.new'), t('account.payPassword.newHint'))}
      {passwordField('newpwd2', t('account.payPassword.repeat'))}
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <Button type="submit" variant="primary" size="large" block loading={mutation.isPending}>
        {t('account.payPassword.recover.submit')}
      </Button>
    </form>
  );
}

/**
 * `/usercipherpassword/recover`: a forgotten pay password (issue #25). A code to the registered
 * phone plus the login password set a new one; every other session ends. Support can send the
 * code from the console for a player who asks; the player still finishes it here.
 */
export default function PayPasswordRecoverPage() {
  const { t } = useTranslation();
  const user = useUserInfo();
  return (
    <Page title={t('account.payPassword.recover.title')}>
      {user.data ? (
        <RecoverForm phone={user.data.phone} />
      ) : user.isError ? (
        <ErrorState title={t('account.user.loadFailed')} onRetry={() => void user.refetch()} retrying={user.isFetching} />
      ) : (
        <LoadingState label={t('account.user.loading')} />
      )}
    </Page>
  );
}
