import { useTranslation } from 'react-i18next';
import { CopyIcon, showSuccess, showWarning } from '../../../components/ui';

/**
 * Copies exactly `text`, which the caller shows right next to the button (PRODUCT §0.3), and
 * only when the player taps it.
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      showSuccess(t('account.user.copied'));
    } catch {
      showWarning(t('account.user.copyFailed'));
    }
  }
  return (
    <button
      type="button"
      className="fr-copy-button fr-hit-area"
      onClick={() => void copy()}
      aria-label={label}
    >
      <CopyIcon size={18} />
      <span aria-hidden="true">{t('account.user.copy')}</span>
    </button>
  );
}
