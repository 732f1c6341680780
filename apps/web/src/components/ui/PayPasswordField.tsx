import { PasswordField, type PasswordFieldProps } from './PasswordField';

/** The longest payment password the server reads (`pwd`/`payPwd` in cashier-schemas.ts, staking-schemas.ts). */
export const PAY_PASSWORD_MAX = 128;

export type PayPasswordFieldProps = Omit<PasswordFieldProps, 'autoComplete' | 'maxLength'>;

/**
 * The payment password box. Autofill is off on purpose: a browser must not offer the saved
 * login password here, and the player should type this one knowingly.
 */
export function PayPasswordField(props: PayPasswordFieldProps) {
  return <PasswordField {...props} autoComplete="off" maxLength={PAY_PASSWORD_MAX} />;
}
