import './sms-code-button.css';
import { useTranslation } from 'react-i18next';

export type SmsCodeButtonProps = {
  secondsLeft: number;
  sending: boolean;
  hasSent: boolean;
  onSend: () => void;
  /**
   * Which number the code goes to, when one form has two buttons ("current number", "new
   * number"): added to the button's accessible name after its visible text.
   */
  target?: string;
};

/** "Send code", then a visible 60 s countdown before "Resend" (the server refuses sooner with 2051). */
export function SmsCodeButton({ secondsLeft, sending, hasSent, onSend, target }: SmsCodeButtonProps) {
  const { t } = useTranslation();
  const label =
    secondsLeft > 0
      ? t('auth.register.resendIn', { num: secondsLeft })
      : sending
        ? t('auth.register.sending')
        : hasSent
          ? t('auth.register.resend')
          : t('auth.register.sendCode');
  return (
    <button
      type="button"
      className="fr-code-button fr-num fr-hit-area"
      onClick={onSend}
      disabled={sending || secondsLeft > 0}
      aria-label={target ? `${label} (${target})` : undefined}
    >
      {label}
    </button>
  );
}
