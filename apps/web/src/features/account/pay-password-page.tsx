import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  Button,
  ErrorState,
  FormAlert,
  InfoIcon,
  LoadingState,
  Page,
  PasswordField,
  showSuccess,
  useGoBack,
} from '../../components/ui';
import { focusField, useForm } from '../../lib/forms';
import { useUserInfo } from '../../lib/user-info';
import { payPasswordProblems, type PayPasswordValues } from './account-rules';
import { useChangePayPasswordMutation } from './api/change-pay-password';
import './account.css';

const FIELD_IDS: Record<keyof PayPasswordValues, string> = {
  srcpwd: 'pay-password-old',
  newpwd: 'pay-password-new',
  newpwd2: 'pay-password-repeat',
};

const WIRE_FIELDS = { srcpwd: 'srcpwd', newpwd: 'newpwd', newpwd2: 'newpwd2' } as const;

function PayPasswordForm({ hasPayPassword }: { hasPayPassword: boolean }) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const form = useForm<PayPasswordValues>({
    initial: { srcpwd: '', newpwd: '', newpwd2: '' },
    validate: (values) => payPasswordProblems(values, hasPayPassword),
  });
  const mutation = useChangePayPasswordMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = form.firstProblem();
    if (problem) return focusField(FIELD_IDS[problem]);
    try {
      await mutation.mutateAsync({ ...form.values, srcpwd: hasPayPassword ? form.values.srcpwd : '' });
      showSuccess(hasPayPassword ? t('account.payPassword.changeDone') : t('account.payPassword.setDone'));
      goBack();
    } catch (error) {
      const field = form.showApiError(error, WIRE_FIELDS);
      if (field) focusField(FIELD_IDS[field]);
    }
  }

  return (
    <form className="fr-form" noValidate onSubmit={(event) => void submit(event)}>
      <p className="fr-icon-note">
        <InfoIcon size={18} />
        <span>{t('account.payPassword.note')}</span>
      </p>
      {hasPayPassword && (
        <PasswordField
          id={FIELD_IDS.srcpwd}
          label={t('account.payPassword.old')}
          value={form.values.srcpwd}
          onChange={(value) => form.setValue('srcpwd', value)}
          onBlur={() => form.touch('srcpwd')}
          error={form.errorOf('srcpwd')}
          autoComplete="current-password"
          maxLength={128}
        />
      )}
      <PasswordField
        id={FIELD_IDS.newpwd}
        label={t('account.payPassword.new')}
        hint={t('account.payPassword.newHint')}
        value={form.values.newpwd}
        onChange={(value) => form.setValue('newpwd', value)}
        onBlur={() => form.touch('newpwd')}
        error={form.errorOf('newpwd')}
        autoComplete="new-password"
        maxLength={16}
      />
      <PasswordField
        id={FIELD_IDS.newpwd2}
        label={t('account.payPassword.repeat')}
        value={form.values.newpwd2}
        onChange={(value) => form.setValue('newpwd2', value)}
        onBlur={() => form.touch('newpwd2')}
        error={form.errorOf('newpwd2')}
        autoComplete="new-password"
        maxLength={16}
      />
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <Button type="submit" variant="primary" size="large" block loading={mutation.isPending}>
        {t('account.payPassword.submit')}
      </Button>
      {hasPayPassword && (
        <Link className="fr-account-forgot" to="/usercipherpassword/recover" replace>
          {t('account.payPassword.forgot')}
        </Link>
      )}
    </form>
  );
}

/**
 * `/usercipherpassword`: sets the payment password, or changes it (the old one is asked only
 * when one exists: `noPassword2` 0). The withdraw screen sends players here on 2057.
 */
export default function PayPasswordPage() {
  const { t } = useTranslation();
  const user = useUserInfo();
  const hasPayPassword = user.data ? user.data.noPassword2 === 0 : null;
  const title =
    hasPayPassword === false ? t('account.payPassword.setTitle') : t('account.payPassword.changeTitle');
  return (
    <Page title={title}>
      {hasPayPassword !== null ? (
        <PayPasswordForm hasPayPassword={hasPayPassword} />
      ) : user.isError ? (
        <ErrorState title={t('account.user.loadFailed')} onRetry={() => void user.refetch()} retrying={user.isFetching} />
      ) : (
        <LoadingState label={t('account.user.loading')} />
      )}
    </Page>
  );
}
