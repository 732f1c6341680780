import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon, TextField } from '../../../components/ui';
import { WITHDRAWAL_PAY_PASSWORD_MAX } from '../lib/limits';

/**
 * The payment password box of the cashier forms. Autofill is off on purpose: a browser must not
 * offer the saved login password here, and the player should type this one knowingly.
 */
export function PayPasswordField({
  id,
  value,
  onChange,
  onBlur,
  error,
  hint,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | null;
  hint?: string;
}) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      id={id}
      label={t('cashier.common.payPassword')}
      placeholder={t('cashier.common.payPasswordPlaceholder')}
      value={value}
      onChange={onChange}
      {...(onBlur ? { onBlur } : {})}
      {...(error !== undefined ? { error } : {})}
      {...(hint !== undefined ? { hint } : {})}
      type={visible ? 'text' : 'password'}
      autoComplete="off"
      autoCapitalize="none"
      maxLength={WITHDRAWAL_PAY_PASSWORD_MAX}
      end={
        <button
          type="button"
          className="fr-field__icon-button"
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          aria-label={t('cashier.common.showPassword')}
        >
          {visible ? <EyeOffIcon size={22} /> : <EyeIcon size={22} />}
        </button>
      }
    />
  );
}
