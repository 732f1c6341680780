import { PASSWORD_INPUT_MAX_LENGTH } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/ui';

type NewPasswordForm = {
  values: { password: string; spassword: string };
  setValue(field: 'password' | 'spassword', value: string): void;
  touch(field: 'password' | 'spassword'): void;
  errorOf(field: 'password' | 'spassword'): string | null;
};

/** A new login password and its confirmation (register, password reset), with the rules as a hint. */
export function NewPasswordFields({
  form,
  ids,
  labels,
}: {
  form: NewPasswordForm;
  ids: { password: string; spassword: string };
  labels: { password: string; confirm: string };
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        id={ids.password}
        label={labels.password}
        hint={t('auth.register.passwordHint')}
        value={form.values.password}
        onChange={(value) => form.setValue('password', value)}
        onBlur={() => form.touch('password')}
        error={form.errorOf('password')}
        autoComplete="new-password"
        maxLength={PASSWORD_INPUT_MAX_LENGTH}
      />
      <PasswordField
        id={ids.spassword}
        label={labels.confirm}
        value={form.values.spassword}
        onChange={(value) => form.setValue('spassword', value)}
        onBlur={() => form.touch('spassword')}
        error={form.errorOf('spassword')}
        autoComplete="new-password"
        maxLength={PASSWORD_INPUT_MAX_LENGTH}
      />
    </>
  );
}
