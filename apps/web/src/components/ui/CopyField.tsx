import { CopyIcon } from './menu-icons';
import { showSuccess, showWarning } from './toast';
import './copy-field.css';

export type CopyFieldProps = {
  /** What the value is ("Account number"). */
  label: string;
  /** The text shown, and exactly the text copied (PRODUCT §0.3: nothing else is ever copied). */
  value: string;
  /** The button's visible text ("Copy") and its spoken label ("Copy account number"). */
  buttonText: string;
  buttonLabel: string;
  /** Toasts after copying, already translated ("Copied: 0071 0012 34567"). */
  copiedMessage: string;
  failedMessage: string;
};

/**
 * One labelled value with a copy button, as a `<dt>`/`<dd>` pair (place it inside a `<dl>`). The
 * value shown and the value copied are the same prop, so they cannot drift apart.
 */
export function CopyField({ label, value, buttonText, buttonLabel, copiedMessage, failedMessage }: CopyFieldProps) {
  async function copy() {
    try {
      // Absent outside secure contexts; the catch then tells the player to copy by hand.
      await navigator.clipboard.writeText(value);
      showSuccess(copiedMessage);
    } catch {
      showWarning(failedMessage);
    }
  }

  return (
    <div className="fr-copy-field">
      <dt className="fr-copy-field__label">{label}</dt>
      <dd className="fr-copy-field__row">
        <span className="fr-copy-field__value">{value}</span>
        <button type="button" className="fr-copy-field__button" onClick={() => void copy()} aria-label={buttonLabel}>
          <CopyIcon size={18} />
          <span aria-hidden="true">{buttonText}</span>
        </button>
      </dd>
    </div>
  );
}
