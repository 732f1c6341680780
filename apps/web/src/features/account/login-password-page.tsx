import type { FormEvent } from 'react';
import { PASSWORD_INPUT_MAX_LENGTH } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import {
  Button,
  FormAlert,
  InfoIcon,
  Page,
  PasswordField,
  showSuccess,
  useGoBack,
} from '../../components/ui';
import { focusField, useForm } from '../../lib/forms';
import { loginPasswordProblems, type LoginPasswordValues } from './account-rules';
import { useChangeLoginPasswordMutation } from './api/change-password';
import './account.css';

const FIELD_IDS: Record<keyof LoginPasswordValues, string> = {
  passwd: 'password-old',
  npasswd: 'password-new',
  npasswd2: 'password-repeat',
};

/** The server names the same fields the form has (passwd 1059, npasswd 1011/1015, npasswd2 1012). */
const WIRE_FIELDS = { passwd: 'passwd', npasswd: 'npasswd', npasswd2: 'npasswd2' } as const;

/** `/userloginpassword`: old, new and repeat; on success the other devices are logged out. */
export default function LoginPasswordPage() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const form = useForm<LoginPasswordValues>({
    initial: { passwd: '', npasswd: '', npasswd2: '' },
    validate: loginPasswordProblems,
  });
  const mutation = useChangeLoginPasswordMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = form.firstProblem();
    if (problem) return focusField(FIELD_IDS[problem]);
    try {
      await mutation.mutateAsync(form.values);
      showSuccess(t('account.loginPassword.done'));
      goBack();
    } catch (error) {
      const field = form.showApiError(error, WIRE_FIELDS);
      if (field) focusField(FIELD_IDS[field]);
    }
  }

  return (
    <Page title={t('account.loginPassword.title')}>
      <form className="fr-form" noValidate onSubmit={(event) => void submit(event)}>
        <PasswordField
          id={FIELD_IDS.passwd}
          label={t('account.loginPassword.old')}
          value={form.values.passwd}
          onChange={(value) => form.setValue('passwd', value)}
          onBlur={() => form.touch('passwd')}
          error={form.errorOf('passwd')}
          autoComplete="current-password"
          maxLength={128}
        />
        <PasswordField
          id={FIELD_IDS.npasswd}
          label={t('account.loginPassword.new')}
          hint={t('account.loginPassword.newHint')}
          value={form.values.npasswd}
          onChange={(value) => form.setValue('npasswd', value)}
          onBlur={() => form.touch('npasswd')}
          error={form.errorOf('npasswd')}
          autoComplete="new-password"
          maxLength={PASSWORD_INPUT_MAX_LENGTH}
        />
        <PasswordField
          id={FIELD_IDS.npasswd2}
          label={t('account.loginPassword.repeat')}
          value={form.values.npasswd2}
          onChange={(value) => form.setValue('npasswd2', value)}
          onBlur={() => form.touch('npasswd2')}
          error={form.errorOf('npasswd2')}
          autoComplete="new-password"
          maxLength={PASSWORD_INPUT_MAX_LENGTH}
        />
        <p className="fr-icon-note">
          <InfoIcon size={18} />
          <span>{t('account.loginPassword.note')}</span>
        </p>
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        <Button type="submit" variant="primary" size="large" block loading={mutation.isPending}>
          {t('account.loginPassword.submit')}
        </Button>
      </form>
    </Page>
  );
}
