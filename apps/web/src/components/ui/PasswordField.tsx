import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from './menu-icons';
import { TextField, type TextFieldProps } from './TextField';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'end'> & {
  /** "off" for the payment password, which the browser must not fill with the login password. */
  autoComplete: 'current-password' | 'new-password' | 'off';
};

/** A password input with a show/hide toggle, so a mistyped password can be checked before sending. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const toggle = (
    <button
      type="button"
      className="fr-field__icon-button"
      onClick={() => setVisible((shown) => !shown)}
      aria-pressed={visible}
      aria-label={t('form.showPassword')}
    >
      {visible ? <EyeOffIcon size={22} /> : <EyeIcon size={22} />}
    </button>
  );
  return <TextField {...props} type={visible ? 'text' : 'password'} end={toggle} autoCapitalize="none" />;
}
