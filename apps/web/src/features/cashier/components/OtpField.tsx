import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui';

/**
 * The two-factor code of a money call (issue #25), shown only when the player has two-factor on:
 * six digits from the authenticator app, or one of the recovery codes.
 */
export function OtpField({
  id,
  value,
  onChange,
  onBlur,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | null;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      id={id}
      label={t('form.otp.label')}
      hint={t('form.otp.hint')}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
      autoComplete="one-time-code"
      autoCapitalize="characters"
      maxLength={32}
    />
  );
}
