import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './form.css';

type NativeInputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'autoComplete' | 'inputMode' | 'maxLength' | 'placeholder' | 'autoFocus' | 'enterKeyHint' | 'autoCapitalize' | 'name'
>;

export type TextFieldProps = NativeInputProps & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The problem to show under the field (already translated); marks the input invalid. */
  error?: string | null;
  /** A short help text shown while there is no error. */
  hint?: string;
  type?: 'text' | 'password' | 'tel';
  /** Something inside the box before the input, e.g. an area-code button. */
  start?: ReactNode;
  /** Something inside the box after the input, e.g. a show-password or send-code button. */
  end?: ReactNode;
  id?: string;
};

/**
 * A labelled text input with its inline error. A native input (not antd-mobile's) so that
 * `aria-invalid`, `aria-describedby` and `autocomplete` land on the element screen readers and
 * password managers look at.
 */
export function TextField({ label, value, onChange, onBlur, error, hint, type = 'text', start, end, id, ...native }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `field-${autoId}`;
  const noteId = `${inputId}-note`;
  const note = error ?? hint ?? null;
  return (
    <div className={error ? 'fr-field fr-field--invalid' : 'fr-field'}>
      <label className="fr-field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="fr-field__box">
        {start}
        <input
          {...native}
          id={inputId}
          className="fr-field__input"
          type={type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? noteId : undefined}
          spellCheck={false}
        />
        {end}
      </div>
      {note && (
        <p id={noteId} className={error ? 'fr-field__error' : 'fr-field__hint'}>
          {note}
        </p>
      )}
    </div>
  );
}
