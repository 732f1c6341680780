import './sms-code-button.css';
import { useTranslation } from 'react-i18next';

export type SmsCodeButtonProps = {
  secondsLeft: number;
  sending: boolean;
  hasSent: boolean;
  onSend: () => void;
};

/** "Send code", then a visible 60 s countdown before "Resend" (the server refuses sooner with 2051). */
export function SmsCodeButton({ secondsLeft, sending, hasSent, onSend }: SmsCodeButtonProps) {
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
    >
      {label}
    </button>
  );
}
